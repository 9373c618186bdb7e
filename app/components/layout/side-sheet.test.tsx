import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, Link, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { SideSheet } from './side-sheet';

function renderSheet() {
  const sheet = (
    <SideSheet
      title="Mi cuenta"
      trigger={{ 'aria-label': 'Abrir menú', className: 'lg:hidden', children: 'Menú' }}
      className="bg-bg"
      headerClassName="h-16 px-5"
      titleClassName="text-xl"
    >
      {(close) => (
        <nav>
          <Link to="/user/orders">Pedidos</Link>
          <Link to="/user?tab=2">Otra pestaña</Link>
          <button type="button" onClick={close}>
            Listo
          </button>
        </nav>
      )}
    </SideSheet>
  );
  const router = createMemoryRouter([{ path: '*', element: sheet }], { initialEntries: ['/user'] });
  return render(<RouterProvider router={router} />);
}

const open = () => fireEvent.click(screen.getByRole('button', { name: 'Abrir menú' }));

describe('SideSheet', () => {
  it('opens from its trigger as a dialog named by its title, with a "Cerrar menú" button', async () => {
    renderSheet();
    expect(screen.queryByRole('dialog')).toBeNull();
    open();
    const dialog = screen.getByRole('dialog', { name: 'Mi cuenta' });
    expect(dialog.className).toContain('td-sheet');
    expect(dialog.className).toContain('bg-bg');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cerrar menú' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('hands its body a close function', async () => {
    renderSheet();
    open();
    fireEvent.click(screen.getByRole('button', { name: 'Listo' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('closes on navigation, also when only the query changes', async () => {
    renderSheet();
    open();
    fireEvent.click(screen.getByRole('link', { name: 'Pedidos' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    open();
    fireEvent.click(screen.getByRole('link', { name: 'Otra pestaña' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
