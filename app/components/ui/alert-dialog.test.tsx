import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ALERT_DEFAULT_AUTO_CLOSE_MS } from '@common/constants';
import {
  AlertDialogProvider,
  resolveAutoCloseMs,
  useAlertDialog,
  type AlertDialogOptions,
  type AlertDialogResult,
  type ShowAlertDialog,
} from './alert-dialog';
import { loadDeferredModulesForTests } from '~/components/ui/deferred';

// The menus, dialogs and panels load after hydration in the browser; here, before the first render.
beforeAll(loadDeferredModulesForTests);

let show: ShowAlertDialog;
function Grab() {
  show = useAlertDialog().show;
  return null;
}

function open(options: AlertDialogOptions) {
  let result: AlertDialogResult | undefined;
  act(() => {
    void show(options).then((value) => (result = value));
  });
  return async () => {
    await act(async () => {});
    return result;
  };
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  render(
    <AlertDialogProvider>
      <Grab />
    </AlertDialogProvider>,
  );
});
afterEach(() => {
  vi.useRealTimers();
});

describe('auto-close time', () => {
  it('is off unless asked for', () => {
    expect(resolveAutoCloseMs(undefined)).toBeNull();
    expect(resolveAutoCloseMs(false)).toBeNull();
    expect(resolveAutoCloseMs(0)).toBeNull();
  });
  it(`takes ${ALERT_DEFAULT_AUTO_CLOSE_MS} ms when asked for without a time`, () => {
    expect(resolveAutoCloseMs(true)).toBe(ALERT_DEFAULT_AUTO_CLOSE_MS);
  });
  it('takes the given time', () => {
    expect(resolveAutoCloseMs(1500)).toBe(1500);
  });
});

describe('alert dialog', () => {
  it.each(['success', 'warning', 'info', 'error'] as const)('shows a %s dialog with its title and message', (type) => {
    open({ type, title: 'Registration Successful', message: 'Your account has been created successfully!' });
    const dialog = screen.getByRole('alertdialog', { name: 'Registration Successful' });
    expect(dialog.dataset.type).toBe(type);
    expect(dialog.getAttribute('aria-describedby')).toBeTruthy();
    expect(within(dialog).getByText('Your account has been created successfully!')).toBeTruthy();
    expect(dialog.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
  });

  it('confirm resolves "confirm", calls onConfirm and closes', async () => {
    const onConfirm = vi.fn();
    const result = open({ type: 'success', title: 'Login Successful', confirmText: 'Continue', onConfirm });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await result()).toBe('confirm');
    expect(onConfirm).toHaveBeenCalledOnce();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('puts the focus on the answer that changes nothing, or on the only button', () => {
    open({ type: 'warning', title: '¿Vaciar el carrito?', confirmText: 'Vaciar', cancelText: 'Cancelar' });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cancelar' }));
    fireEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    open({ type: 'success', title: 'Guardado', confirmText: 'Aceptar' });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Aceptar' }));
  });

  it('the cancel button resolves "cancel" and calls onCancel', async () => {
    const onCancel = vi.fn();
    const result = open({ type: 'warning', title: '¿Salir?', confirmText: 'Salir', cancelText: 'Cancelar', onCancel });
    fireEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(await result()).toBe('cancel');
    expect(onCancel).toHaveBeenCalledOnce();
  });

  it('Escape cancels', async () => {
    const result = open({ type: 'error', title: 'Error', message: 'An error occurred during registration. Please try again.', confirmText: 'OK' });
    fireEvent.keyDown(screen.getByRole('alertdialog'), { key: 'Escape' });
    expect(await result()).toBe('cancel');
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('buttons are optional: no cancel unless named, no confirm when confirmText is null', () => {
    open({ type: 'info', title: 'Aviso' });
    expect(within(screen.getByRole('alertdialog')).getAllByRole('button').map((button) => button.textContent)).toEqual(['Aceptar']);
    fireEvent.click(screen.getByRole('button', { name: 'Aceptar' }));
    open({ type: 'info', title: 'Solo aviso', confirmText: null, autoClose: true });
    expect(within(screen.getByRole('alertdialog')).queryAllByRole('button')).toEqual([]);
  });

  it(`auto-close closes after ${ALERT_DEFAULT_AUTO_CLOSE_MS} ms and resolves "auto"`, async () => {
    const onConfirm = vi.fn();
    const result = open({ type: 'success', title: 'Login Successful', confirmText: 'Continue', autoClose: true, onConfirm });
    act(() => vi.advanceTimersByTime(ALERT_DEFAULT_AUTO_CLOSE_MS - 1));
    expect(screen.queryByRole('alertdialog')).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(await result()).toBe('auto');
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('auto-close takes a time in ms', async () => {
    const result = open({ type: 'success', title: 'Hecho', autoClose: 1200 });
    act(() => vi.advanceTimersByTime(1200));
    expect(await result()).toBe('auto');
  });

  it('without auto-close it stays open', () => {
    open({ type: 'info', title: 'Sin prisa' });
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.queryByRole('alertdialog')).not.toBeNull();
  });

  it('a second dialog waits until the first is closed', async () => {
    const first = open({ title: 'Primero' });
    const second = open({ title: 'Segundo' });
    expect(screen.getByRole('alertdialog', { name: 'Primero' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Aceptar' }));
    expect(await first()).toBe('confirm');
    expect(screen.getByRole('alertdialog', { name: 'Segundo' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Aceptar' }));
    expect(await second()).toBe('confirm');
  });
});
