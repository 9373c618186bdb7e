import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createRoutesStub, useActionData, useLocation } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Return } from '@common/returns/contracts';
import { ok } from '~/components/account/account-test-utils';
import { mockFetch } from '~/components/auth/auth-test-utils';
import { ACME, summaryNamed } from '~/components/invoices/test-invoice';
import { makeOrder } from '~/components/orders/test-order';
import { makeQuote, makeReturn, makeReturnOptions } from '~/components/returns/test-return';
import { AlertDialogProvider } from '~/components/ui/alert-dialog';
import { loadDeferredModulesForTests } from '~/components/ui/deferred';
import OrdersLookup, { action } from './orders-lookup';

beforeAll(loadDeferredModulesForTests);
afterEach(() => vi.unstubAllGlobals());

const NUMBER = 'TD-2026-000123';
const EMAIL = 'lucia@example.com';
const KEY = { number: NUMBER, email: EMAIL };

/**
 * The page as the router runs it: its form posts to its action, whose in-process API calls
 * (`context.apiFetch`) go through the same stand-in as the browser's own calls.
 */
function renderLookup() {
  function Page() {
    const location = useLocation();
    const props = { actionData: useActionData() } as Parameters<typeof OrdersLookup>[0];
    return (
      <>
        <OrdersLookup {...props} />
        <p data-testid="where">{location.pathname + location.search}</p>
      </>
    );
  }
  const Stub = createRoutesStub(
    [{ path: '/orders/lookup', Component: Page, action: action as never, HydrateFallback: () => null }],
    { apiFetch: (path: string, init?: RequestInit) => fetch(path, init) } as never,
  );
  render(
    <AlertDialogProvider>
      <Stub initialEntries={['/orders/lookup']} />
    </AlertDialogProvider>,
  );
}

function fillLookup(number = NUMBER.toLowerCase(), email = EMAIL) {
  fireEvent.change(screen.getByLabelText(/^Número de pedido/), { target: { value: number } });
  fireEvent.change(screen.getByLabelText(/^Email del pedido/), { target: { value: email } });
  fireEvent.click(screen.getByRole('button', { name: 'Consultar pedido' }));
}

async function lookUp() {
  fillLookup();
  return screen.findByRole('region', { name: 'Devoluciones y desistimiento' });
}

describe('Consulta tu pedido: devoluciones de una invitada', () => {
  it('a delivered order offers both actions and lists its returns, reached with the number and e-mail, never in the address', async () => {
    const earlier = makeReturn({ status: 'refunded', refunded_at: '2026-11-28T10:00:00.000Z' });
    const { calls } = mockFetch({
      'POST /api/orders/lookup': ok(makeOrder({ status: 'delivered', can_cancel: false })),
      'POST /api/guest/returns/options': ok(makeReturnOptions()),
      'POST /api/guest/returns/search': ok([earlier]),
    });
    renderLookup();
    const section = await lookUp();
    expect(await within(section).findByRole('button', { name: 'Devolver o cambiar' })).toBeTruthy();
    expect(within(section).getByRole('button', { name: 'Desistir del contrato' })).toBeTruthy();
    const list = within(section).getByRole('list', { name: 'Devoluciones del pedido' });
    expect(list.textContent).toContain('Devolución o cambio DV-2026-000045');
    expect(list.querySelector('summary')?.textContent).toContain('Reembolsada');
    expect(calls.find((call) => call.url === '/api/guest/returns/options')?.body).toEqual(KEY);
    expect(calls.find((call) => call.url === '/api/guest/returns/search')?.body).toEqual(KEY);
    expect(screen.getByTestId('where').textContent).toBe('/orders/lookup');
  });

  it('an order not yet delivered shows no returns at all', async () => {
    const { calls } = mockFetch({ 'POST /api/orders/lookup': ok(makeOrder({ status: 'shipped', can_cancel: false })) });
    renderLookup();
    fillLookup(NUMBER);
    expect(await screen.findByRole('heading', { name: `Pedido ${NUMBER}` })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Devoluciones y desistimiento' })).toBeNull();
    expect(calls.some((call) => call.url.startsWith('/api/guest/'))).toBe(false);
  });

  it('withdraws after the one confirmation step and acknowledges it with the date and time', async () => {
    let returns: Return[] = [];
    const withdrawal = makeReturn({ kind: 'withdrawal', requested_at: '2026-11-25T17:05:00.000Z' });
    const { calls } = mockFetch({
      'POST /api/orders/lookup': ok(makeOrder({ status: 'delivered', can_cancel: false })),
      'POST /api/guest/returns/options': () => ok(makeReturnOptions({ can_withdraw: returns.length === 0 })),
      'POST /api/guest/returns/search': () => ok(returns),
      'POST /api/guest/withdrawal/quote': ok(makeQuote({ total: 83 })),
      'POST /api/guest/withdrawal': () => {
        returns = [withdrawal];
        return ok(withdrawal, 201);
      },
    });
    renderLookup();
    const section = await lookUp();
    fireEvent.click(await within(section).findByRole('button', { name: 'Desistir del contrato' }));
    const dialog = await screen.findByRole('dialog', { name: 'Desistir del contrato' });
    // The amount before the confirmation, asked with the order's number and e-mail.
    await waitFor(() => expect(within(dialog).getByRole('region', { name: 'Importe del reembolso' }).textContent?.replace(/\s/g, ' ')).toContain('Te devolveremos83,00 €'));
    expect(calls.find((call) => call.url === '/api/guest/withdrawal/quote')?.body).toEqual({ ...KEY });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirmar desistimiento' }));
    const acknowledgement = await within(section).findByText('Hemos recibido tu desistimiento');
    // 17:05 UTC is 18:05 in Madrid.
    expect(acknowledgement.parentElement!.textContent).toMatch(/DV-2026-000045 el 25 nov 2026, 18:05/);
    expect(calls.find((call) => call.url === '/api/guest/withdrawal')?.body).toEqual({ confirm: true, ...KEY });
    await waitFor(() => expect(within(section).getByRole('list', { name: 'Devoluciones del pedido' }).textContent).toContain('Desistimiento DV-2026-000045'));
    expect(within(section).queryByRole('button', { name: 'Desistir del contrato' })).toBeNull();
  });

  it('asks for a return in place, with the refund before confirming, and sends the number and e-mail with it', async () => {
    const { calls } = mockFetch({
      'POST /api/orders/lookup': ok(makeOrder({ status: 'delivered', can_cancel: false })),
      'POST /api/guest/returns/options': ok(makeReturnOptions()),
      'POST /api/guest/returns/search': ok([]),
      'POST /api/guest/returns/quote': ok(makeQuote()),
      'POST /api/guest/returns': ok(makeReturn(), 201),
    });
    renderLookup();
    const section = await lookUp();
    fireEvent.click(await within(section).findByRole('button', { name: 'Devolver o cambiar' }));
    const form = await screen.findByRole('region', { name: 'Devolver o cambiar' });
    const shirt = within(form).getByRole('group', { name: 'Camisa de lino' });
    fireEvent.change(within(shirt).getByLabelText('Unidades'), { target: { value: '1' } });
    fireEvent.change(within(shirt).getByLabelText('Motivo'), { target: { value: 'talla_grande' } });
    const confirm = within(form).getByRole<HTMLButtonElement>('button', { name: 'Confirmar devolución' });
    await waitFor(() => expect(confirm.disabled).toBe(false));
    expect(within(form).getByRole('complementary', { name: 'Tu reembolso' }).textContent).toContain('Te devolvemos39,95');
    expect(calls.find((call) => call.url === '/api/guest/returns/quote')?.body).toEqual({ lines: [{ order_line_id: 1, quantity: 1, reason: 'talla_grande', resolution: 'refund' }], ...KEY });
    fireEvent.click(confirm);
    expect(await screen.findByText('Solicitud de devolución recibida')).toBeTruthy();
    expect(calls.find((call) => call.url === '/api/guest/returns')?.body).toEqual({ lines: [{ order_line_id: 1, quantity: 1, reason: 'talla_grande', resolution: 'refund' }], ...KEY });
  });
});

describe('Consulta tu pedido: la factura completa de una invitada', () => {
  it('is asked for with the number and e-mail the order was found with, and the order read again says whose name it will bear', async () => {
    let order = makeOrder({ status: 'pending_payment', payment_status: 'pending', paid_at: null, can_cancel: false });
    const message = 'La factura completa a nombre de Acme Textil S.L. (NIF B12345674) se emitirá con el pago del pedido.';
    const { calls } = mockFetch({
      'POST /api/orders/lookup': () => ok(order),
      [`POST /api/orders/${NUMBER}/invoice`]: () => {
        order = { ...order, invoice_recipient: ACME };
        return ok({ outcome: 'saved', message, invoice: null });
      },
    });
    renderLookup();
    fillLookup(NUMBER);
    const section = await screen.findByRole('region', { name: 'Facturas' });
    expect(section.textContent).toContain('Emitimos la factura con el pago del pedido');
    fireEvent.click(summaryNamed(section, 'Pedir factura completa')!);
    fireEvent.change(within(section).getByLabelText(/^Nombre o razón social/), { target: { value: ACME.name } });
    fireEvent.change(within(section).getByLabelText(/^NIF/), { target: { value: ACME.tax_id } });
    fireEvent.change(within(section).getByLabelText(/^Dirección fiscal/), { target: { value: ACME.address } });
    fireEvent.click(within(section).getByRole('button', { name: 'Enviar solicitud' }));
    expect(await within(section).findByText(message)).toBeTruthy();
    expect(calls.find((call) => call.url === `/api/orders/${NUMBER}/invoice`)?.body).toEqual({ ...ACME, email: EMAIL });
    await waitFor(() => expect(summaryNamed(section, 'Cambiar los datos de la factura')).toBeTruthy());
    expect(calls.filter((call) => call.url === '/api/orders/lookup')).toHaveLength(2);
    expect(screen.getByTestId('where').textContent).toBe('/orders/lookup');
  });
});

describe('Consulta tu pedido: un solo formulario', () => {
  it('an unknown order is said under the form, what was typed kept', async () => {
    mockFetch({ 'POST /api/orders/lookup': { status: 404, body: { message: 'No encontramos ningún pedido con ese número y ese email.' } } });
    renderLookup();
    fillLookup(NUMBER, 'otra@example.com');
    expect(await screen.findByText('No encontramos ningún pedido con ese número y ese email.')).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>(/^Email del pedido/).value).toBe('otra@example.com');
    expect(screen.queryByRole('heading', { name: `Pedido ${NUMBER}` })).toBeNull();
  });

  it("the server's 422 on the full invoice lands under its field, the disclosure open with what was typed", async () => {
    const refusal = 'El NIF no es válido: revisa la letra o la cifra de control.';
    mockFetch({
      'POST /api/orders/lookup': ok(makeOrder({ status: 'pending_payment', payment_status: 'pending', paid_at: null, can_cancel: false })),
      [`POST /api/orders/${NUMBER}/invoice`]: { status: 422, body: { message: refusal, errors: { tax_id: [refusal] } } },
    });
    renderLookup();
    fillLookup(NUMBER);
    const section = await screen.findByRole('region', { name: 'Facturas' });
    fireEvent.click(summaryNamed(section, 'Pedir factura completa')!);
    fireEvent.change(within(section).getByLabelText(/^Nombre o razón social/), { target: { value: ACME.name } });
    fireEvent.change(within(section).getByLabelText(/^NIF/), { target: { value: 'B12345670' } });
    fireEvent.change(within(section).getByLabelText(/^Dirección fiscal/), { target: { value: ACME.address } });
    fireEvent.click(within(section).getByRole('button', { name: 'Enviar solicitud' }));
    expect(await within(section).findByText(refusal)).toBeTruthy();
    const nif = within(section).getByLabelText<HTMLInputElement>(/^NIF/);
    expect(nif.getAttribute('aria-invalid')).toBe('true');
    expect(nif.value).toBe('B12345670');
    expect(section.querySelector('details')?.open).toBe(true);
    await waitFor(() => expect(document.activeElement).toBe(nif));
  });

  it('support about the order found opens with its number and e-mail: no second form with the same fields', async () => {
    const { calls } = mockFetch({
      'POST /api/orders/lookup': ok(makeOrder({ status: 'shipped', can_cancel: false })),
      'POST /api/support/guest': ok({ order_number: NUMBER, customer_name: 'Lucía', conversations: [] }),
    });
    renderLookup();
    expect(screen.getAllByRole('textbox', { name: /^Número de pedido/ })).toHaveLength(1);
    fillLookup();
    const support = await screen.findByRole('region', { name: '¿Algo no va bien con este pedido?' });
    expect(calls.some((call) => call.url === '/api/support/guest')).toBe(false);
    fireEvent.click(summaryNamed(support, 'Contactar con soporte sobre este pedido')!);
    expect(await within(support).findByRole('heading', { name: 'Hola, Lucía' })).toBeTruthy();
    expect(calls.find((call) => call.url === '/api/support/guest')?.body).toEqual(KEY);
    expect(screen.getAllByRole('textbox', { name: /^Número de pedido/ })).toHaveLength(1);
    expect(within(support).queryByRole('textbox', { name: /^Email del pedido/ })).toBeNull();
  });
});
