import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { createRoutesStub } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Order } from '@common/orders/contracts';
import { ok } from '~/components/account/account-test-utils';
import { makeUser, mockFetch, Where } from '~/components/auth/auth-test-utils';
import { makeOrder, makeOrderEvent, makeOrderPayment } from '~/components/orders/test-order';
import { ACME, makeInvoice, summaryNamed } from '~/components/invoices/test-invoice';
import { makeQuote, makeReturn, makeReturnOptions } from '~/components/returns/test-return';
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
    { path: '/user/returns/:number', Component: () => <Where label="Return page" /> },
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

  it('a delivered order offers "Devolver o cambiar" and "Desistir del contrato", with their deadlines', async () => {
    mockFetch({
      [`GET /api/user/orders/${NUMBER}`]: ok(makeOrder({ status: 'delivered', can_cancel: false, delivered_at: '2026-11-22T10:00:00.000Z' })),
      [`GET /api/user/orders/${NUMBER}/returns/options`]: ok(makeReturnOptions()),
    });
    renderOrderScreen(NUMBER);
    const status = await screen.findByRole('region', { name: 'Estado del pedido' });
    expect((await within(status).findByRole('link', { name: 'Devolver o cambiar' })).getAttribute('href')).toBe(`/user/orders/${NUMBER}/return`);
    expect(within(status).getByRole('button', { name: 'Desistir del contrato' })).toBeTruthy();
    expect(status.textContent).toContain('Puedes devolver o cambiar prendas hasta el 22 de diciembre de 2026.');
    expect(status.textContent).toContain('Puedes desistir del contrato, sin dar motivos, hasta el 6 de diciembre de 2026.');
  });

  it('past the 14 days only the return is left; past every window, the reason and no buttons', async () => {
    let options = makeReturnOptions({ can_withdraw: false });
    mockFetch({
      [`GET /api/user/orders/${NUMBER}`]: ok(makeOrder({ status: 'delivered', can_cancel: false })),
      [`GET /api/user/orders/${NUMBER}/returns/options`]: () => ok(options),
    });
    const { unmount } = renderOrderScreen(NUMBER);
    expect(await screen.findByRole('link', { name: 'Devolver o cambiar' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Desistir del contrato' })).toBeNull();
    unmount();

    options = makeReturnOptions({ can_return: false, can_withdraw: false, refused_reason: 'El plazo de devolución terminó el 22 de diciembre de 2026.' });
    renderOrderScreen(NUMBER);
    expect(await screen.findByText('El plazo de devolución terminó el 22 de diciembre de 2026.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Devolver o cambiar' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Desistir del contrato' })).toBeNull();
  });

  it('withdraws only after the confirmation step, which states the amount first, then opens the return with the acknowledgement', async () => {
    const WITHDRAWAL = `/api/user/orders/${NUMBER}/withdrawal`;
    const { calls } = mockFetch({
      [`GET /api/user/orders/${NUMBER}`]: ok(makeOrder({ status: 'delivered', can_cancel: false })),
      [`GET /api/user/orders/${NUMBER}/returns/options`]: ok(makeReturnOptions()),
      [`POST ${WITHDRAWAL}/quote`]: ok(makeQuote({ lines: [{ order_line_id: 1, quantity: 2, resolution: 'refund', refund: 71.91 }], lines_total: 71.91, discount_share: 7.99, shipping: 4.95, total: 76.86 })),
      [`POST ${WITHDRAWAL}`]: ok(makeReturn({ kind: 'withdrawal' }), 201),
    });
    renderOrderScreen(NUMBER);
    fireEvent.click(await screen.findByRole('button', { name: 'Desistir del contrato' }));
    let dialog = await screen.findByRole('dialog', { name: 'Desistir del contrato' });
    // What happens, until when, and how much comes back — before the confirmation.
    expect(dialog.textContent).toContain('Plazo para desistir: hasta el 6 dic 2026');
    expect(dialog.textContent).toContain('Camisa de lino');
    expect(dialog.textContent).toContain('acuse de recibo');
    const amount = await within(dialog).findByRole('region', { name: 'Importe del reembolso' });
    await waitFor(() => expect(amount.textContent?.replace(/\s/g, ' ')).toContain('Te devolveremos76,86 €'));
    expect(amount.textContent?.replace(/\s/g, ' ')).toContain('Parte del descuento del cupón−7,99 €');
    expect(amount.compareDocumentPosition(within(dialog).getByRole('button', { name: 'Confirmar desistimiento' })) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(calls.find((call) => call.url === `${WITHDRAWAL}/quote`)?.body).toEqual({});
    fireEvent.click(within(dialog).getByRole('button', { name: 'Volver' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.some((call) => call.url === WITHDRAWAL)).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Desistir del contrato' }));
    dialog = await screen.findByRole('dialog', { name: 'Desistir del contrato' });
    const confirm = within(dialog).getByRole('button', { name: 'Confirmar desistimiento' });
    await waitFor(() => expect((confirm as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(confirm);
    expect((await screen.findByTestId('where')).textContent).toBe('Return page /user/returns/DV-2026-000045');
    expect(calls.find((call) => call.url === WITHDRAWAL)?.body).toEqual({ confirm: true });
  });

  it('a quote that fails never keeps the customer from withdrawing', async () => {
    const { calls } = mockFetch({
      [`GET /api/user/orders/${NUMBER}`]: ok(makeOrder({ status: 'delivered', can_cancel: false })),
      [`GET /api/user/orders/${NUMBER}/returns/options`]: ok(makeReturnOptions()),
      [`POST /api/user/orders/${NUMBER}/withdrawal/quote`]: { status: 500, body: { message: 'Error interno.' } },
      [`POST /api/user/orders/${NUMBER}/withdrawal`]: ok(makeReturn({ kind: 'withdrawal' }), 201),
    });
    renderOrderScreen(NUMBER);
    fireEvent.click(await screen.findByRole('button', { name: 'Desistir del contrato' }));
    const dialog = await screen.findByRole('dialog', { name: 'Desistir del contrato' });
    const amount = within(dialog).getByRole('region', { name: 'Importe del reembolso' });
    await waitFor(() => expect(amount.textContent).not.toContain('Calculando'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirmar desistimiento' }));
    expect((await screen.findByTestId('where')).textContent).toBe('Return page /user/returns/DV-2026-000045');
    expect(calls.filter((call) => call.url === `/api/user/orders/${NUMBER}/withdrawal`)).toHaveLength(1);
  });

  it('asks for the IBAN in the same step when the order was paid on delivery', async () => {
    const WITHDRAWAL = `/api/user/orders/${NUMBER}/withdrawal`;
    const { calls } = mockFetch({
      [`GET /api/user/orders/${NUMBER}`]: ok(makeOrder({ status: 'delivered', can_cancel: false, payment_method: 'cash_on_delivery' })),
      [`GET /api/user/orders/${NUMBER}/returns/options`]: ok(makeReturnOptions({ refund_method: 'transfer', refund_method_label: 'Transferencia al IBAN que indiques' })),
      [`POST ${WITHDRAWAL}/quote`]: ok(makeQuote({ refund_method: 'transfer', refund_method_label: 'Transferencia al IBAN que indiques' })),
      [`POST ${WITHDRAWAL}`]: { status: 409, body: { message: 'El plazo de desistimiento de este pedido ya ha terminado.' } },
    });
    renderOrderScreen(NUMBER);
    fireEvent.click(await screen.findByRole('button', { name: 'Desistir del contrato' }));
    const dialog = await screen.findByRole('dialog', { name: 'Desistir del contrato' });
    const confirm = within(dialog).getByRole('button', { name: 'Confirmar desistimiento' });
    await waitFor(() => expect((confirm as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(confirm);
    expect(await within(dialog).findByText('Indica el IBAN de la cuenta donde te devolvemos el dinero.')).toBeTruthy();
    expect(calls.some((call) => call.url === WITHDRAWAL)).toBe(false);
    fireEvent.change(within(dialog).getByLabelText('IBAN para el reembolso'), { target: { value: 'es91 2100 0418 4502 0005 1332' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirmar desistimiento' }));
    expect(await within(dialog).findByText('El plazo de desistimiento de este pedido ya ha terminado.')).toBeTruthy();
    expect(calls.find((call) => call.url === WITHDRAWAL)?.body).toEqual({ confirm: true, iban: 'ES9121000418450200051332' });
  });
  it('asks for the full invoice from the order: the outcome is said and the order, read again, shows the new invoice', async () => {
    const simplified = makeInvoice();
    const full = makeInvoice({ id: 18, number: 'F-2026-000002', kind: 'F3', purpose: 'substitution', recipient: ACME, rectifies_number: simplified.number });
    let order: Order = makeOrder({ status: 'paid', invoices: [simplified] });
    const message = 'Hemos emitido la factura completa F-2026-000002 a nombre de Acme Textil S.L. (NIF B12345674). Te la hemos enviado por email.';
    const { calls } = mockFetch({
      [`GET /api/user/orders/${NUMBER}`]: () => ok(order),
      [`POST /api/user/orders/${NUMBER}/invoice`]: () => {
        order = makeOrder({ status: 'paid', invoices: [simplified, full], invoice_recipient: ACME });
        return ok({ outcome: 'issued', message, invoice: full });
      },
    });
    renderOrderScreen(NUMBER);
    const section = await screen.findByRole('region', { name: 'Facturas' });
    expect(within(section).getByRole('link', { name: 'Descargar PDF de la factura FS-2026-000017' })).toBeTruthy();
    fireEvent.click(summaryNamed(section, 'Pedir factura completa')!);
    fireEvent.change(within(section).getByLabelText(/^Nombre o razón social/), { target: { value: ACME.name } });
    fireEvent.change(within(section).getByLabelText(/^NIF/), { target: { value: ACME.tax_id } });
    fireEvent.change(within(section).getByLabelText(/^Dirección fiscal/), { target: { value: ACME.address } });
    fireEvent.click(within(section).getByRole('button', { name: 'Enviar solicitud' }));
    expect(await within(section).findByText(message)).toBeTruthy();
    expect(await within(section).findByRole('link', { name: 'Descargar PDF de la factura F-2026-000002' })).toBeTruthy();
    expect(summaryNamed(section, 'Pedir factura completa')).toBeNull();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual(ACME);
    expect(calls.filter((call) => call.url === `/api/user/orders/${NUMBER}`)).toHaveLength(2);
  });
});
