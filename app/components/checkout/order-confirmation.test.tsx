import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeOrder } from '~/components/orders/test-order';
import { resetAuthForTests } from '~/lib/auth';
import { rememberPlacedOrder } from './checkout-storage';
import { OrderConfirmation } from './order-confirmation';

const NUMBER = 'TD-2026-000042';
const transferMessage = 'Haz una transferencia de 84,85 € a Tienda Diverso S.L., IBAN ES91 2100 0418 4502 0005 1332, con el concepto TD-2026-000042.';

let calls: { url: string; body: unknown }[];

beforeEach(() => {
  calls = [];
  window.sessionStorage.clear();
  window.localStorage.clear();
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init: RequestInit) => {
      calls.push({ url, body: init.body ? JSON.parse(String(init.body)) : null });
      const order = makeOrder({ number: NUMBER, payment_method: 'bank_transfer', status: 'pending_payment', payment_status: 'pending' });
      const data = url.endsWith('/view') ? { order, order_token: 'secret', payment: { status: 'pending', message: transferMessage, action: null } } : order;
      return Promise.resolve(new Response(JSON.stringify({ status: 'success', data }), { status: 200, headers: { 'Content-Type': 'application/json' } }));
    }),
  );
});

afterEach(() => {
  resetAuthForTests();
  vi.unstubAllGlobals();
});

function renderAt(number: string) {
  const router = createMemoryRouter([{ path: '/checkout/confirmation/:number', element: <OrderConfirmation number={number} /> }], {
    initialEntries: [`/checkout/confirmation/${number}`],
  });
  render(<RouterProvider router={router} />);
}

describe('order confirmation', () => {
  it('opens the order with the token this browser kept: number, e-mail, the transfer instructions and the order', async () => {
    rememberPlacedOrder({ number: NUMBER, order_token: 'secret', email: 'lucia@example.com' });
    renderAt(NUMBER);
    expect(screen.getByRole('heading', { level: 1, name: '¡Gracias por tu pedido!' })).toBeTruthy();
    expect(screen.getByText(NUMBER, { exact: true }).hasAttribute('data-order-number')).toBe(true);
    expect(screen.getByText('lucia@example.com')).toBeTruthy();
    expect(await screen.findByText(transferMessage)).toBeTruthy();
    expect(calls.find((call) => call.url === `/api/checkout/orders/${NUMBER}/view`)?.body).toEqual({ order_token: 'secret' });
    // A guest is pointed to the lookup page, not to the customer area.
    expect(screen.getByRole('link', { name: 'Consultar el pedido más tarde' }).getAttribute('href')).toBe('/orders/lookup');
    expect(screen.queryByRole('link', { name: 'Ver mis pedidos' })).toBeNull();
  });

  it('without the entry (another tab, another order) it offers the lookup form with the number filled in', async () => {
    rememberPlacedOrder({ number: 'TD-2026-000001', order_token: 'other', email: 'otra@example.com' });
    renderAt(NUMBER);
    expect(await screen.findByRole('heading', { level: 1, name: 'Consulta tu pedido' })).toBeTruthy();
    expect((screen.getByLabelText(/^Número de pedido/) as HTMLInputElement).value).toBe(NUMBER);
    fireEvent.change(screen.getByLabelText(/^Email del pedido/), { target: { value: 'Lucia@Example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Consultar pedido' }));
    const found = await screen.findByRole('heading', { name: `Pedido ${NUMBER}` });
    await waitFor(() => expect(document.activeElement).toBe(found));
    expect(calls.find((call) => call.url === '/api/orders/lookup')?.body).toEqual({ number: NUMBER, email: 'lucia@example.com' });
    expect(within(found.parentElement!).getByText(/Cómo pagar por transferencia/)).toBeTruthy();
    expect(calls.some((call) => call.url.endsWith('/view'))).toBe(false);
  });
});
