import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { createRoutesStub } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Order } from '@common/orders/contracts';
import { ok } from '~/components/account/account-test-utils';
import { makeUser, mockFetch } from '~/components/auth/auth-test-utils';
import { makeOrder, makeOrderEvent, makeOrderPayment } from '~/components/orders/test-order';
import { AlertDialogProvider } from '~/components/ui/alert-dialog';
import { Toaster } from '~/components/ui/toaster';
import { resetAuthForTests, setAuthUser } from '~/lib/auth';
import { clearToastsForTests } from '~/lib/toast';
import * as OrderScreen from './order';

beforeEach(() => {
  resetAuthForTests();
  setAuthUser(makeUser());
});
afterEach(() => {
  vi.unstubAllGlobals();
  clearToastsForTests();
});

/** The order screen at its real path pattern, so the loader gets `params.number`. */
function renderOrderScreen(number: string) {
  const Stub = createRoutesStub([
    {
      path: '/user/orders/:number',
      Component: OrderScreen.default as unknown as ComponentType,
      HydrateFallback: OrderScreen.HydrateFallback,
      ErrorBoundary: OrderScreen.ErrorBoundary as unknown as ComponentType,
      loader: (args) => OrderScreen.clientLoader(args as never),
      action: (args) => OrderScreen.clientAction(args as never),
    },
  ]);
  return render(
    <AlertDialogProvider>
      <Stub initialEntries={[`/user/orders/${number}`]} />
      <Toaster />
    </AlertDialogProvider>,
  );
}

const NUMBER = 'TD-2026-000123';

describe('Pedido', () => {
  it('shows the whole order under its number, with a way back to the list', async () => {
    mockFetch({ [`GET /api/user/orders/${NUMBER}`]: ok(makeOrder({ status: 'shipped', can_cancel: false, tracking: { carrier: 'correos', carrier_name: 'Correos', tracking_number: 'PQ123', tracking_url: 'https://www.correos.es/x' } })) });
    renderOrderScreen(NUMBER);
    expect(await screen.findByRole('heading', { level: 1, name: `Pedido ${NUMBER}` })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Mis pedidos' }).getAttribute('href')).toBe('/user/orders');
    expect(screen.getByRole('region', { name: 'Prendas' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Importe' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Envío' }).textContent).toContain('28012 Madrid (Madrid)');
    expect(screen.getByRole('link', { name: /Seguir el envío en Correos/ }).getAttribute('target')).toBe('_blank');
    // Shipped: too late to cancel.
    expect(screen.queryByRole('button', { name: 'Cancelar pedido' })).toBeNull();
  });

  it('cancels only after confirming, sends the reason, and says the money comes back', async () => {
    let order: Order = makeOrder({ status: 'paid' });
    const { calls } = mockFetch({
      [`GET /api/user/orders/${NUMBER}`]: () => ok(order),
      [`POST /api/user/orders/${NUMBER}/cancel`]: () => {
        order = makeOrder({
          status: 'cancelled',
          payment_status: 'refunded',
          can_cancel: false,
          cancel_reason: 'Me equivoqué de talla',
          cancelled_at: '2026-11-20T12:00:00.000Z',
          payments: [makeOrderPayment(), makeOrderPayment({ id: 2, kind: 'refund', amount: 79.9 })],
          events: [makeOrderEvent(), makeOrderEvent({ id: 3, kind: 'status', to_status: 'cancelled', message: 'Pedido cancelado por la clienta.' })],
        });
        return ok(order);
      },
    });
    renderOrderScreen(NUMBER);
    fireEvent.click(await screen.findByRole('button', { name: 'Cancelar pedido' }));
    let dialog = await screen.findByRole('alertdialog', { name: `¿Cancelar el pedido ${NUMBER}?` });
    fireEvent.click(within(dialog).getByRole('button', { name: 'No, mantener pedido' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Cancelar pedido' }));
    dialog = await screen.findByRole('alertdialog');
    fireEvent.change(within(dialog).getByLabelText('Motivo (opcional)'), { target: { value: 'Me equivoqué de talla' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sí, cancelar pedido' }));

    expect(await screen.findByText(/Pedido TD-2026-000123 cancelado\. Te devolvemos 79,90\s€/)).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ reason: 'Me equivoqué de talla' });
    expect(await screen.findByText('Motivo: Me equivoqué de talla')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cancelar pedido' })).toBeNull();
  });

  it("tells why a cancellation was refused (the server's 409)", async () => {
    mockFetch({
      [`GET /api/user/orders/${NUMBER}`]: ok(makeOrder({ status: 'preparing' })),
      [`POST /api/user/orders/${NUMBER}/cancel`]: { status: 409, body: { message: 'El pedido ya ha salido del almacén: no se puede cancelar.' } },
    });
    renderOrderScreen(NUMBER);
    fireEvent.click(await screen.findByRole('button', { name: 'Cancelar pedido' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Sí, cancelar pedido' }));
    expect(await screen.findByText('El pedido ya ha salido del almacén: no se puede cancelar.')).toBeTruthy();
  });

  it('a missing order (or another person’s) reads as not found, with a way back', async () => {
    mockFetch({ 'GET /api/user/orders/TD-2026-999999': { status: 404, body: { message: 'No encontramos ese pedido en tu cuenta.' } } });
    renderOrderScreen('TD-2026-999999');
    expect(await screen.findByRole('heading', { level: 2, name: 'No encontramos el pedido TD-2026-999999' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ver mis pedidos' }).getAttribute('href')).toBe('/user/orders');
  });
});
