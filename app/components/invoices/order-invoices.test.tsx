import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { InvoiceRequestOutcome } from '@common/invoices/contracts';
import type { Order } from '@common/orders/contracts';
import { mockFetch } from '~/components/auth/auth-test-utils';
import { makeOrder } from '~/components/orders/test-order';
import { ApiRequestError } from '~/lib/api/errors';
import { guestInvoiceAccess, type InvoiceAccess } from './invoice-access';
import { OrderInvoices, fullInvoiceState } from './order-invoices';
import { ACME, makeInvoice, summaryNamed } from './test-invoice';

afterEach(() => {
  vi.unstubAllGlobals();
});

const SIMPLIFIED = makeInvoice();
const FULL = makeInvoice({ id: 18, number: 'F-2026-000002', kind: 'F3', purpose: 'substitution', recipient: ACME, rectifies_number: SIMPLIFIED.number });
const CORRECTIVE = makeInvoice({ id: 30, number: 'R-2026-000004', kind: 'R5', purpose: 'return', total: -39.95 });

const paid = (overrides: Partial<Order> = {}) => makeOrder({ status: 'paid', payment_status: 'paid', paid_at: '2026-11-20T10:05:00.000Z', invoices: [SIMPLIFIED], ...overrides });

/** The section as a page holds it: the order in state, read again by `reload` after a request. */
function renderSection(initial: Order, access: InvoiceAccess | undefined, reload?: () => Order) {
  const onChanged = vi.fn();
  function Page() {
    const [order, setOrder] = useState(initial);
    return (
      <OrderInvoices
        order={order}
        access={access}
        onChanged={async () => {
          onChanged();
          if (reload) setOrder(reload());
        }}
      />
    );
  }
  const router = createMemoryRouter([{ path: '*', element: <Page /> }]);
  render(<RouterProvider router={router} />);
  return { onChanged };
}

function fakeAccess(reply: () => Promise<InvoiceRequestOutcome>) {
  const requestFullInvoice = vi.fn(reply);
  return { access: { orderNumber: 'TD-2026-000123', requestFullInvoice } satisfies InvoiceAccess, requestFullInvoice };
}

function fill(region: HTMLElement, values: { name?: string; tax_id?: string; address?: string }) {
  if (values.name !== undefined) fireEvent.change(within(region).getByLabelText(/^Nombre o razón social/), { target: { value: values.name } });
  if (values.tax_id !== undefined) fireEvent.change(within(region).getByLabelText(/^NIF/), { target: { value: values.tax_id } });
  if (values.address !== undefined) fireEvent.change(within(region).getByLabelText(/^Dirección fiscal/), { target: { value: values.address } });
}

describe('fullInvoiceState', () => {
  it('asks only while no full or corrective invoice stands and the order was or can be paid', () => {
    expect(fullInvoiceState(paid()).kind).toBe('available');
    expect(fullInvoiceState(makeOrder({ status: 'pending_payment' })).kind).toBe('available');
    expect(fullInvoiceState(paid({ invoices: [SIMPLIFIED, FULL] }))).toEqual({ kind: 'issued', invoice: FULL });
    expect(fullInvoiceState(paid({ invoices: [makeInvoice({ kind: 'F1', kind_label: 'Factura completa', recipient: ACME })] })).kind).toBe('issued');
    // An annulled full invoice does not count: another may be asked for.
    expect(fullInvoiceState(paid({ invoices: [SIMPLIFIED, { ...FULL, annulled: true }] })).kind).toBe('available');
    expect(fullInvoiceState(paid({ invoices: [SIMPLIFIED, CORRECTIVE] })).kind).toBe('corrective');
    expect(fullInvoiceState(makeOrder({ status: 'cancelled', invoices: [] })).kind).toBe('unavailable');
    expect(fullInvoiceState(makeOrder({ status: 'payment_failed', invoices: [] })).kind).toBe('unavailable');
    expect(fullInvoiceState(makeOrder({ status: 'pending_payment', invoice_recipient: ACME }))).toEqual({ kind: 'pending', recipient: ACME });
  });
});

describe('OrderInvoices', () => {
  it("lists the order's invoices with their PDF, and no request once the full one stands", () => {
    const { access } = fakeAccess(() => Promise.reject(new Error('not called')));
    renderSection(paid({ invoices: [SIMPLIFIED, FULL] }), access);
    const section = screen.getByRole('region', { name: 'Facturas' });
    expect(within(section).getByRole('list', { name: 'Facturas del pedido' })).toBeTruthy();
    expect(within(section).getByRole('link', { name: 'Descargar PDF de la factura F-2026-000002' })).toBeTruthy();
    expect(within(section).getByRole('link', { name: 'Descargar PDF de la factura FS-2026-000017' })).toBeTruthy();
    expect(summaryNamed(section, 'Pedir factura completa')).toBeNull();
  });

  it('the disclosure is a <details> that opens the form on its first field; Cancelar closes it, forgets what was typed and gives the focus back', async () => {
    const { access } = fakeAccess(() => Promise.reject(new Error('not called')));
    renderSection(paid(), access);
    const trigger = summaryNamed(document.body, 'Pedir factura completa')!;
    const details = trigger.closest('details')!;
    expect(details.open).toBe(false);
    expect(screen.getByText(/Por defecto emitimos factura simplificada/)).toBeTruthy();
    // The form is in the page from the start: the browser opens it with or without JavaScript.
    const form = screen.getByRole('form', { name: 'Datos de la factura completa' });
    expect(details.contains(form)).toBe(true);
    fireEvent.click(trigger);
    await waitFor(() => expect(details.open).toBe(true));
    await waitFor(() => expect(document.activeElement).toBe(within(form).getByLabelText(/^Nombre o razón social/)));
    expect(screen.getByText(/sustituye a la simplificada/)).toBeTruthy();
    fill(form, { name: 'Acme' });
    fireEvent.click(within(form).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(details.open).toBe(false));
    expect(document.activeElement).toBe(trigger);
    expect(within(details).getByLabelText<HTMLInputElement>(/^Nombre o razón social/).value).toBe('');
  });

  it('sends what was typed without a check of its own: the contract stays on the server, whose 422 lands under the fields', async () => {
    const refusal = 'El NIF no es válido: revisa la letra o la cifra de control.';
    const { access, requestFullInvoice } = fakeAccess(() => Promise.reject(ApiRequestError.from(422, { message: refusal, errors: { tax_id: [refusal] } })));
    renderSection(paid(), access);
    fireEvent.click(summaryNamed(document.body, 'Pedir factura completa')!);
    const form = screen.getByRole('form', { name: 'Datos de la factura completa' });
    fill(form, { name: 'Acme', tax_id: 'B12345670', address: 'Calle' });
    await act(async () => fireEvent.click(within(form).getByRole('button', { name: 'Enviar solicitud' })));
    expect(requestFullInvoice).toHaveBeenCalledWith({ name: 'Acme', tax_id: 'B12345670', address: 'Calle' });
    expect(await within(form).findByText(refusal)).toBeTruthy();
    expect(within(form).getByLabelText(/^NIF/).getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(within(form).getByLabelText(/^NIF/)));
  });

  it("shows the server's 422 under its fields and a 409 under the form", async () => {
    const replies = [
      ApiRequestError.from(422, { message: 'Este NIF no corresponde a ninguna empresa.', errors: { tax_id: ['Este NIF no corresponde a ninguna empresa.'] } }),
      ApiRequestError.from(409, { message: 'El pedido TD-2026-000123 ya tiene la factura completa F-2026-000002: descárgala desde el pedido.' }),
    ];
    const { access } = fakeAccess(() => Promise.reject(replies.shift()));
    renderSection(paid(), access);
    fireEvent.click(summaryNamed(document.body, 'Pedir factura completa')!);
    const form = screen.getByRole('form', { name: 'Datos de la factura completa' });
    fill(form, ACME);
    const send = within(form).getByRole('button', { name: 'Enviar solicitud' });
    await act(async () => fireEvent.click(send));
    expect(await within(form).findByText('Este NIF no corresponde a ninguna empresa.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(within(form).getByLabelText(/^NIF/)));
    await act(async () => fireEvent.click(send));
    expect(await within(form).findByText(/ya tiene la factura completa F-2026-000002/)).toBeTruthy();
  });

  it('issued: the message is said where the focus goes, and the order read again shows the new invoice', async () => {
    const outcome: InvoiceRequestOutcome = { outcome: 'issued', message: 'Hemos emitido la factura completa F-2026-000002 a nombre de Acme Textil S.L. (NIF B12345674). Te la hemos enviado por email.', invoice: FULL };
    const { access, requestFullInvoice } = fakeAccess(() => Promise.resolve(outcome));
    const { onChanged } = renderSection(paid(), access, () => paid({ invoices: [SIMPLIFIED, FULL], invoice_recipient: ACME }));
    fireEvent.click(summaryNamed(document.body, 'Pedir factura completa')!);
    const form = screen.getByRole('form', { name: 'Datos de la factura completa' });
    fill(form, { name: '  Acme Textil S.L. ', tax_id: 'b-12345674', address: 'Calle Mayor 1, 28013 Madrid' });
    await act(async () => fireEvent.click(within(form).getByRole('button', { name: 'Enviar solicitud' })));
    // As typed: the server trims them and normalises the NIF.
    expect(requestFullInvoice).toHaveBeenCalledWith({ name: '  Acme Textil S.L. ', tax_id: 'b-12345674', address: 'Calle Mayor 1, 28013 Madrid' });
    expect(onChanged).toHaveBeenCalledTimes(1);
    const message = await screen.findByText(outcome.message);
    await waitFor(() => expect(document.activeElement?.contains(message)).toBe(true));
    expect(screen.getByRole('link', { name: 'Descargar PDF de la factura F-2026-000002' })).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Datos de la factura completa' })).toBeNull();
    expect(summaryNamed(document.body, 'Pedir factura completa')).toBeNull();
  });

  it('asked for before the payment: it says whose name it will bear, and the data can be changed', () => {
    const { access } = fakeAccess(() => Promise.reject(new Error('not called')));
    renderSection(makeOrder({ status: 'pending_payment', paid_at: null, invoice_recipient: ACME }), access);
    const section = screen.getByRole('region', { name: 'Facturas' });
    expect(section.textContent).toContain('La factura completa a nombre de Acme Textil S.L. (NIF B12345674) se emitirá con el pago.');
    expect(section.textContent).not.toContain('Por defecto emitimos factura simplificada');
    fireEvent.click(summaryNamed(section, 'Cambiar los datos de la factura')!);
    expect((within(section).getByLabelText(/^NIF/) as HTMLInputElement).value).toBe('B12345674');
  });

  it('a corrective invoice: no form, a way to write to the store; a cancelled unpaid order: no section at all', () => {
    const { access } = fakeAccess(() => Promise.reject(new Error('not called')));
    renderSection(paid({ invoices: [SIMPLIFIED, CORRECTIVE] }), access);
    expect(summaryNamed(document.body, 'Pedir factura completa')).toBeNull();
    expect(screen.getByRole('link', { name: 'Escríbenos' }).getAttribute('href')).toBe('/contact');
    document.body.innerHTML = '';
    renderSection(makeOrder({ status: 'cancelled', invoices: [] }), access);
    expect(screen.queryByRole('region', { name: 'Facturas' })).toBeNull();
  });

  it("without a way to ask (staff, say) it only lists", () => {
    renderSection(paid(), undefined);
    expect(screen.getByRole('link', { name: 'Descargar PDF de la factura FS-2026-000017' })).toBeTruthy();
    expect(summaryNamed(document.body, 'Pedir factura completa')).toBeNull();
  });

  it("a guest's request carries the lookup's e-mail to the guest endpoint", async () => {
    const saved: InvoiceRequestOutcome = { outcome: 'saved', message: 'La factura completa a nombre de Acme Textil S.L. (NIF B12345674) se emitirá con el pago del pedido.', invoice: null };
    const { calls } = mockFetch({ 'POST /api/orders/TD-2026-000123/invoice': { status: 200, body: { status: 'success', data: saved } } });
    renderSection(makeOrder({ status: 'pending_payment', paid_at: null }), guestInvoiceAccess({ number: 'TD-2026-000123', email: 'lucia@example.com' }), () =>
      makeOrder({ status: 'pending_payment', paid_at: null, invoice_recipient: ACME }),
    );
    fireEvent.click(summaryNamed(document.body, 'Pedir factura completa')!);
    const form = screen.getByRole('form', { name: 'Datos de la factura completa' });
    expect(screen.getByText('La factura completa se emitirá con el pago del pedido y te la enviaremos por email.')).toBeTruthy();
    fill(form, ACME);
    await act(async () => fireEvent.click(within(form).getByRole('button', { name: 'Enviar solicitud' })));
    expect(await screen.findByText(saved.message)).toBeTruthy();
    expect(calls[0]).toMatchObject({ method: 'POST', body: { ...ACME, email: 'lucia@example.com' }, authorization: null });
    // The saved data are said once: the outcome, not the note again.
    expect(screen.queryByText(/se emitirá con el pago\.$/)).toBeNull();
  });
});
