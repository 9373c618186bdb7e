import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOAST_DEFAULT_DURATION_MS } from '@common/constants';
import { clearToastsForTests, toast } from '~/lib/toast';
import { Toaster, toastList } from './toaster';

// The toasts' code as the shopper has it once the first toast showed (only it: loading every deferred
// part of the worker's earlier files here hung past 90 s in CI, in some orders of the files).
beforeAll(() => toastList.load());
beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  act(() => clearToastsForTests());
  vi.useRealTimers();
});

const region = () => screen.getByRole('region', { name: 'Notificaciones' });

describe('toaster', () => {
  it('announces errors as alerts and the other types as status messages', () => {
    render(<Toaster />);
    act(() => {
      toast({ message: 'No se pudo guardar', type: 'error' });
      toast({ message: 'Guardado', type: 'success' });
      toast({ message: 'Quedan pocas unidades', type: 'warning' });
      toast({ message: 'Nueva colección', type: 'info' });
    });
    expect(within(screen.getByRole('alert')).getAllByRole('listitem').map((item) => item.dataset.type)).toEqual(['error']);
    expect(within(screen.getByRole('status')).getAllByRole('listitem').map((item) => item.dataset.type)).toEqual([
      'success',
      'warning',
      'info',
    ]);
    expect(within(screen.getByRole('alert')).getByText('No se pudo guardar')).toBeTruthy();
  });

  it('names the type for screen readers, since the icon is decorative', () => {
    render(<Toaster />);
    act(() => void toast({ message: 'Producto añadido', type: 'success' }));
    expect(within(region()).getByRole('listitem').textContent).toContain('Hecho: Producto añadido');
  });

  it('Cerrar dismisses the toast', () => {
    render(<Toaster />);
    act(() => void toast({ message: 'Te esperamos', duration: 0 }));
    fireEvent.click(within(region()).getByRole('button', { name: 'Cerrar' }));
    expect(within(region()).queryByText('Te esperamos')).toBeNull();
  });

  it('waits while the pointer is on the toast', () => {
    render(<Toaster />);
    act(() => void toast({ message: 'Código copiado' }));
    fireEvent.mouseEnter(within(region()).getByRole('listitem'));
    act(() => vi.advanceTimersByTime(TOAST_DEFAULT_DURATION_MS * 2));
    expect(within(region()).queryByText('Código copiado')).not.toBeNull();
    fireEvent.mouseLeave(within(region()).getByRole('listitem'));
    act(() => vi.advanceTimersByTime(TOAST_DEFAULT_DURATION_MS));
    expect(within(region()).queryByText('Código copiado')).toBeNull();
  });
});
