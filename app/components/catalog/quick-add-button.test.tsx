import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeProduct, makeVariant } from '~/components/product/test-product';

/**
 * The card's quick add pressed before the picker's code has loaded (issue 20). Unlike
 * product-card.test.tsx nothing is loaded beforehand: the picker comes because of the click.
 */
const shoe = makeProduct({
  id: 61,
  name: 'Mocasín de oficina',
  slug: 'mocasin-de-oficina',
  stock_quantity: 40,
  variants: [
    makeVariant({ id: 1, size: '38', color_name: 'Negro', color_hex: '#111111', sku: 'MOC-38', stock: 5 }),
    makeVariant({ id: 2, size: '39', color_name: 'Negro', color_hex: '#111111', sku: 'MOC-39', stock: 5 }),
  ],
});

beforeEach(() => {
  // The browser is never idle here: the picker's code loads because of the click, or not at all.
  vi.stubGlobal('requestIdleCallback', () => 0);
  vi.stubGlobal('cancelIdleCallback', () => undefined);
});

afterEach(() => {
  cleanup(); // before the idle stubs go: unmounting cancels what they scheduled
  vi.unstubAllGlobals();
});

describe('quick add before its code has loaded', () => {
  it('a product on two cards (featured row and list): the pressed card opens its picker and keeps the focus, without scrolling', async () => {
    const { QuickAddButton } = await import('./quick-add-button');
    const onAdd = vi.fn();
    render(
      <MemoryRouter>
        <section aria-label="Destacados">
          <QuickAddButton product={shoe} describedBy="featured-name" onAdd={onAdd} />
        </section>
        <section aria-label="Productos">
          <QuickAddButton product={shoe} describedBy="list-name" onAdd={onAdd} />
        </section>
      </MemoryRouter>,
    );
    const list = screen.getByRole('region', { name: 'Productos' });
    const featured = screen.getByRole('region', { name: 'Destacados' });
    const focus = vi.spyOn(HTMLElement.prototype, 'focus');
    const pressed = within(list).getByRole('button', { name: 'Añadir al carrito' });
    pressed.focus();
    focus.mockClear();
    fireEvent.click(pressed);

    const picker = await screen.findByRole('dialog', { name: 'Elige talla de Mocasín de oficina' });
    const loadedTrigger = within(list).getByRole('button', { name: 'Añadir al carrito' });
    expect(loadedTrigger).not.toBe(pressed);
    expect(loadedTrigger.getAttribute('aria-expanded')).toBe('true');
    expect(within(featured).getByRole('button', { name: 'Añadir al carrito' }).getAttribute('aria-expanded')).toBe('false');
    // The hand-over focused the pressed card's loaded button, not the other card's, and scrolled nothing.
    const handedTo = focus.mock.contexts[0];
    expect(handedTo).toBe(loadedTrigger);
    expect(focus.mock.calls[0]).toEqual([{ preventScroll: true }]);
    focus.mockRestore();

    fireEvent.click(within(picker).getByRole('button', { name: '39' }));
    expect(onAdd).toHaveBeenCalledWith(shoe, shoe.variants[1]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await act(async () => undefined);
  });
});
