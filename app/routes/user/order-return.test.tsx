import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { createRoutesStub } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PERSONALISED_REFUSAL } from '@common/returns/rules';
import { invalid, ok } from '~/components/account/account-test-utils';
import { makeUser, mockFetch, Where } from '~/components/auth/auth-test-utils';
import { makeQuote, makeReturn, makeReturnableLine, makeReturnOptions } from '~/components/returns/test-return';
import { AlertDialogProvider } from '~/components/ui/alert-dialog';
import { Toaster } from '~/components/ui/toaster';
import { resetAuthForTests, setAuthUser } from '~/lib/auth';
import { clearToastsForTests } from '~/lib/toast';
import * as OrderReturnScreen from './order-return';

const NUMBER = 'TD-2026-000123';
const OPTIONS = `GET /api/user/orders/${NUMBER}/returns/options`;
const QUOTE = `POST /api/user/orders/${NUMBER}/returns/quote`;
const REQUEST = `POST /api/user/orders/${NUMBER}/returns`;

beforeEach(() => {
  resetAuthForTests();
  setAuthUser(makeUser());
});
afterEach(() => {
  vi.unstubAllGlobals();
  clearToastsForTests();
});

function renderRequest() {
  const Stub = createRoutesStub([
    {
      path: '/user/orders/:number/return',
      Component: OrderReturnScreen.default as unknown as ComponentType,
      HydrateFallback: OrderReturnScreen.HydrateFallback,
      ErrorBoundary: OrderReturnScreen.ErrorBoundary as unknown as ComponentType,
      loader: (args) => OrderReturnScreen.clientLoader(args as never),
    },
    { path: '/user/returns/:number', Component: () => <Where label="Return page" /> },
    { path: '/user/orders/:number', Component: () => <Where label="Order page" /> },
  ]);
  return render(
    <AlertDialogProvider>
      <Stub initialEntries={[`/user/orders/${NUMBER}/return`]} />
      <Toaster />
    </AlertDialogProvider>,
  );
}

const garment = (name: string) => screen.getByRole('group', { name });

const confirmButton = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Confirmar devolución' });

describe('Devolver o cambiar', () => {
  it('lists each garment with the units still returnable, and a personalised one with why it cannot go back', async () => {
    mockFetch({
      [OPTIONS]: ok(
        makeReturnOptions({
          lines: [
            makeReturnableLine({ quantity: 3, returnable_quantity: 2 }),
            makeReturnableLine({ order_line_id: 2, product_name: 'Sudadera bordada', returnable_quantity: 0, not_returnable_reason: PERSONALISED_REFUSAL, exchange_options: [] }),
          ],
        }),
      ),
    });
    renderRequest();
    const shirt = await screen.findByRole('group', { name: 'Camisa de lino' });
    expect(screen.getByRole('heading', { level: 1, name: 'Devolver o cambiar' })).toBeTruthy();
    expect(within(shirt).getByText(/quedan 2 por devolver/)).toBeTruthy();
    // The only garment left to return starts chosen; the units offered never go past what is left.
    expect(within(shirt).getByLabelText<HTMLInputElement>('Devolver o cambiar esta prenda').checked).toBe(true);
    const units = within(shirt).getByLabelText<HTMLSelectElement>('Unidades');
    expect([...units.options].map((option) => option.value)).toEqual(['1', '2']);

    const personalised = garment('Sudadera bordada');
    expect(within(personalised).getByText(PERSONALISED_REFUSAL)).toBeTruthy();
    expect(within(personalised).queryByRole('checkbox')).toBeNull();
    // No reason yet: nothing to quote, nothing to confirm.
    expect(confirmButton().disabled).toBe(true);
  });

  it('shows the refund, asked of the server once the choices rest, before the confirm button; confirming opens the new return', async () => {
    const { calls } = mockFetch({
      [OPTIONS]: ok(makeReturnOptions()),
      [QUOTE]: ok(makeQuote({ lines_total: 79.9, discount_share: 8, shipping: 4.95, total: 76.85 })),
      [REQUEST]: ok(makeReturn(), 201),
    });
    renderRequest();
    const shirt = await screen.findByRole('group', { name: 'Camisa de lino' });
    // The only garment left to return starts chosen, with all its units.
    expect(within(shirt).getByLabelText<HTMLInputElement>('Devolver o cambiar esta prenda').checked).toBe(true);
    expect(screen.getByText(/Elige el motivo/)).toBeTruthy();
    expect(confirmButton().disabled).toBe(true);

    fireEvent.change(within(shirt).getByLabelText('Motivo'), { target: { value: 'defectuoso' } });
    expect(await screen.findByText('Calculando el reembolso…')).toBeTruthy();
    const summary = screen.getByRole('complementary', { name: 'Tu reembolso' });
    await within(summary).findByText('Te devolvemos');
    expect(calls.filter((call) => call.method === 'POST' && call.url.endsWith('/quote'))).toHaveLength(1);
    expect(calls.find((call) => call.url.endsWith('/quote'))?.body).toEqual({ lines: [{ order_line_id: 1, quantity: 2, reason: 'defectuoso', resolution: 'refund' }] });
    const text = summary.textContent!.replace(/\s/g, ' ');
    expect(text).toContain('Prendas79,90 €');
    expect(text).toContain('Parte del descuento del cupón−8,00 €');
    expect(text).toContain('Gastos de envío4,95 €');
    expect(text).toContain('Te devolvemos76,85 €');
    expect(text).toContain('Se devuelve a la misma tarjeta (Visa •••• 4242)');
    // The breakdown comes before the button that confirms.
    const breakdown = within(summary).getByText('Te devolvemos');
    expect(breakdown.compareDocumentPosition(confirmButton()) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(confirmButton().disabled).toBe(false);

    fireEvent.change(screen.getByLabelText('Comentario (opcional)'), { target: { value: 'La costura del bolsillo venía abierta.' } });
    fireEvent.click(confirmButton());
    expect((await screen.findByTestId('where')).textContent).toBe('Return page /user/returns/DV-2026-000045');
    expect(calls.find((call) => call.method === 'POST' && call.url.endsWith('/returns'))?.body).toEqual({
      lines: [{ order_line_id: 1, quantity: 2, reason: 'defectuoso', resolution: 'refund' }],
      comment: 'La costura del bolsillo venía abierta.',
    });
  });

  it('an exchange needs the new size: sold-out ones cannot be picked, and when all are sold out the refund is offered', async () => {
    const { calls } = mockFetch({
      [OPTIONS]: ok(
        makeReturnOptions({
          lines: [
            makeReturnableLine(),
            makeReturnableLine({ order_line_id: 2, product_name: 'Pantalón chino', exchange_options: [{ variant_id: 201, size: '42', color_name: 'Marino', available: false }] }),
          ],
        }),
      ),
      [QUOTE]: ok(makeQuote({ lines: [{ order_line_id: 1, quantity: 1, resolution: 'exchange', refund: 0 }], lines_total: 0, total: 0 })),
    });
    renderRequest();
    const shirt = await screen.findByRole('group', { name: 'Camisa de lino' });
    fireEvent.click(within(shirt).getByLabelText('Devolver o cambiar esta prenda'));
    fireEvent.change(within(shirt).getByLabelText('Unidades'), { target: { value: '1' } });
    fireEvent.change(within(shirt).getByLabelText('Motivo'), { target: { value: 'talla_pequena' } });
    fireEvent.click(within(shirt).getByRole('radio', { name: /Cambio por otra talla o color/ }));
    const size = within(shirt).getByLabelText<HTMLSelectElement>('Nueva talla o color');
    expect([...size.options].map((option) => [option.textContent, option.disabled])).toEqual([
      ['Elige la talla o el color', false],
      ['Talla L · Arena', false],
      ['Talla XL · Arena (agotada)', true],
    ]);
    // Without the new size there is nothing to quote nor to confirm.
    expect(screen.getByText(/para un cambio, la talla o el color nuevo/)).toBeTruthy();
    expect(confirmButton().disabled).toBe(true);
    fireEvent.submit(confirmButton().form!);
    expect(await within(shirt).findByText('Elige la talla o el color por el que la cambias.')).toBeTruthy();

    fireEvent.change(size, { target: { value: '101' } });
    await waitFor(() => expect(confirmButton().disabled).toBe(false));
    expect(calls.find((call) => call.url.endsWith('/quote'))?.body).toEqual({ lines: [{ order_line_id: 1, quantity: 1, reason: 'talla_pequena', resolution: 'exchange', exchange_variant_id: 101 }] });

    const trousers = garment('Pantalón chino');
    fireEvent.click(within(trousers).getByLabelText('Devolver o cambiar esta prenda'));
    const exchange = within(trousers).getByRole<HTMLInputElement>('radio', { name: /Cambio por otra talla o color/ });
    expect(exchange.disabled).toBe(true);
    expect(within(trousers).getByText(/te ofrecemos el reembolso/)).toBeTruthy();
    expect(within(trousers).getByRole<HTMLInputElement>('radio', { name: /Reembolso/ }).checked).toBe(true);
  });

  it('when the quote says the new size has just sold out, confirming waits and the refund is one click away', async () => {
    mockFetch({
      [OPTIONS]: ok(makeReturnOptions()),
      [QUOTE]: (call) => {
        const line = (call.body as { lines: { resolution: string }[] }).lines[0]!;
        return ok(line.resolution === 'exchange' ? makeQuote({ unavailable_exchanges: [1] }) : makeQuote());
      },
    });
    renderRequest();
    const shirt = await screen.findByRole('group', { name: 'Camisa de lino' });
    fireEvent.change(within(shirt).getByLabelText('Motivo'), { target: { value: 'talla_grande' } });
    fireEvent.click(within(shirt).getByRole('radio', { name: /Cambio por otra talla o color/ }));
    fireEvent.change(within(shirt).getByLabelText('Nueva talla o color'), { target: { value: '101' } });
    expect(await within(shirt).findByText(/se acaba de agotar/)).toBeTruthy();
    expect(confirmButton().disabled).toBe(true);
    fireEvent.click(within(shirt).getByRole('button', { name: 'Pedir el reembolso' }));
    expect(within(shirt).getByRole<HTMLInputElement>('radio', { name: /Reembolso/ }).checked).toBe(true);
    await waitFor(() => expect(confirmButton().disabled).toBe(false));
  });

  it("asks for the IBAN when the money goes back by transfer, and puts the server's 422 under the garment it is about", async () => {
    const { calls } = mockFetch({
      [OPTIONS]: ok(
        makeReturnOptions({
          refund_method: 'transfer',
          refund_method_label: 'Transferencia al IBAN que indiques',
          lines: [makeReturnableLine(), makeReturnableLine({ order_line_id: 2, product_name: 'Pantalón chino', returnable_quantity: 1, quantity: 1 })],
        }),
      ),
      [QUOTE]: ok(makeQuote()),
      [REQUEST]: invalid({ 'lines.0.quantity': ['Solo queda 1 unidad por devolver de esta prenda.'] }),
    });
    renderRequest();
    // The first garment is left out: the line the server names (the first one sent) is the second shown.
    const trousers = await screen.findByRole('group', { name: 'Pantalón chino' });
    fireEvent.click(within(trousers).getByLabelText('Devolver o cambiar esta prenda'));
    fireEvent.change(within(trousers).getByLabelText('Motivo'), { target: { value: 'otro' } });
    await waitFor(() => expect(confirmButton().disabled).toBe(false));
    fireEvent.click(confirmButton());
    expect(await screen.findByText('Indica el IBAN de la cuenta donde te devolvemos el dinero.')).toBeTruthy();
    expect(calls.some((call) => call.url.endsWith('/returns'))).toBe(false);

    fireEvent.change(screen.getByLabelText('IBAN para el reembolso'), { target: { value: 'ES91 2100 0418 4502 0005 1332' } });
    fireEvent.click(confirmButton());
    expect(await within(trousers).findByText('Solo queda 1 unidad por devolver de esta prenda.')).toBeTruthy();
    expect(within(trousers).getByLabelText('Unidades').getAttribute('aria-invalid')).toBe('true');
    expect(calls.find((call) => call.url.endsWith('/returns'))?.body).toMatchObject({ iban: 'ES9121000418450200051332' });
  });

  it("says plainly why the server refused (409), and an order past its window shows the reason instead of the form", async () => {
    mockFetch({
      [OPTIONS]: ok(makeReturnOptions()),
      [QUOTE]: ok(makeQuote()),
      [REQUEST]: { status: 409, body: { message: 'El plazo de devolución de este pedido terminó el 22 de diciembre.' } },
    });
    renderRequest();
    const shirt = await screen.findByRole('group', { name: 'Camisa de lino' });
    fireEvent.change(within(shirt).getByLabelText('Motivo'), { target: { value: 'no_como_foto' } });
    await waitFor(() => expect(confirmButton().disabled).toBe(false));
    fireEvent.click(confirmButton());
    expect(await screen.findByText('El plazo de devolución de este pedido terminó el 22 de diciembre.')).toBeTruthy();
  });

  it('an order that can no longer be returned says why', async () => {
    mockFetch({ [OPTIONS]: ok(makeReturnOptions({ can_return: false, can_withdraw: false, refused_reason: 'El plazo de devolución terminó el 22 de diciembre de 2026.' })) });
    renderRequest();
    expect(await screen.findByRole('heading', { level: 2, name: `El pedido ${NUMBER} no admite devoluciones ahora` })).toBeTruthy();
    expect(screen.getByText('El plazo de devolución terminó el 22 de diciembre de 2026.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Confirmar devolución' })).toBeNull();
  });
});
