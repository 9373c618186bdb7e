import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { HostedPaymentStatus } from '@common/checkout/contracts';
import { STORAGE_KEYS } from '@common/storage-keys';
import { makeProduct, makeVariant } from '~/components/product/test-product';
import { addToCart, resetCartForTests } from '~/lib/cart';
import { PaymentReturn, type PaymentReturnData } from './payment-return';

// The page the shopper comes back to from Redsys or Stripe: it says what the provider's signed
// notification said, and nothing the way back itself could claim.

const TOKEN = 'b'.repeat(40);

function status(overrides: Partial<HostedPaymentStatus>): HostedPaymentStatus {
  return {
    order_number: 'TD-2026-000042',
    total: 34.95,
    state: 'waiting',
    message: 'Estamos esperando la confirmación del pago de 34,95 € por parte de tu banco (Redsys).',
    payment_due_at: '2026-11-29T10:30:00.000Z',
    provider_label: 'tu banco (Redsys)',
    can_retry: true,
    ...overrides,
  };
}

function show(loaded: PaymentReturnData) {
  const router = createMemoryRouter([{ path: '/checkout/pago/:number', element: <PaymentReturn number="TD-2026-000042" loaded={loaded} /> }], {
    initialEntries: [`/checkout/pago/TD-2026-000042?t=${TOKEN}`],
  });
  render(<RouterProvider router={router} />);
}

afterEach(() => resetCartForTests());

describe('back from the payment page', () => {
  it('while no notification has arrived: «Confirmando tu pago…», until when the garments are kept, and the way back to the page after giving up there', () => {
    show({ found: true, status: status({}), token: TOKEN, cameBack: 'ko' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Confirmando tu pago…');
    expect(screen.getByRole('status').textContent).toContain('Esta página se actualiza sola');
    expect(screen.getByRole('link', { name: 'Comprobar de nuevo' }).getAttribute('href')).toBe(`/checkout/pago/TD-2026-000042?t=${TOKEN}&resultado=ko`);
    expect(screen.getByText(/Tus prendas siguen reservadas hasta las 11:30/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Volver a pagar en tu banco (Redsys)' })).toBeTruthy();
    expect((document.querySelector('input[name="t"]') as HTMLInputElement).value).toBe(TOKEN);
  });

  it('coming back from a payment the bank accepted, before the notification: no retry offered yet', () => {
    show({ found: true, status: status({}), token: TOKEN, cameBack: 'ok' });
    expect(screen.queryByRole('button', { name: /Volver a pagar/ })).toBeNull();
  });

  it('paid: thanks, the total and the order; the cart is emptied and the checkout stops reminding of the payment', async () => {
    const variant = makeVariant({ size: 'M', stock: 3 });
    act(() => void addToCart(makeProduct({ variants: [variant] }), variant, 1, { openPanel: false }));
    window.sessionStorage.setItem('td_checkout_placed_order', JSON.stringify({ number: 'TD-2026-000042', order_token: 'x', email: 'l@example.com', return_path: '/checkout/pago/TD-2026-000042?t=b' }));
    show({ found: true, status: status({ state: 'paid', can_retry: false, message: 'Pago de 34,95 € confirmado. Te hemos enviado la confirmación del pedido por email.' }), token: TOKEN, cameBack: 'ok' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('¡Pago confirmado!');
    expect(screen.getByRole('link', { name: 'Ver mi pedido' }).getAttribute('href')).toBe('/checkout/confirmation/TD-2026-000042');
    await act(async () => {});
    expect(JSON.parse(window.localStorage.getItem(STORAGE_KEYS.cart)!)).toEqual([]);
    expect(JSON.parse(window.sessionStorage.getItem('td_checkout_placed_order')!)).not.toHaveProperty('return_path');
  });

  it('failed: why, that nothing was charged, and the cart kept to try again', () => {
    show({ found: true, status: status({ state: 'failed', can_retry: false, message: 'Tu banco ha denegado el pago. No se ha cobrado nada.' }), token: TOKEN, cameBack: 'ko' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('El pago no se ha completado');
    expect(screen.getByRole('alert').textContent).toContain('No se ha cobrado nada');
    expect(screen.getByRole('link', { name: 'Volver al carrito' }).getAttribute('href')).toBe('/checkout');
  });

  it('a link that does not belong to a payment says so and offers the order lookup', () => {
    show({ found: false });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('No encontramos este pago');
    expect(screen.getByRole('link', { name: 'Consultar un pedido' }).getAttribute('href')).toBe('/orders/lookup');
  });
});
