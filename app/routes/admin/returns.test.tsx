import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeAdminReturn, makeReturnPage, makeReturnRow } from '~/components/admin/returns/test-returns';
import { renderScreen, toastsShown } from '~/components/admin/catalog/test-routes';
import { mockApi } from '~/components/admin/test-support';
import { staffUser } from '~/components/admin/users/test-users';
import * as detailModule from './return-detail';
import * as listModule from './returns';

afterEach(() => vi.unstubAllGlobals());

const STAFF = staffUser([{ name: 'posventa', permissions: ['returns.manage'] }]);
const success = <T,>(data: T) => ({ body: { status: 'success', data } });

const queryOf = (fetchMock: { mock: { calls: unknown[][] } }, index: number) =>
  Object.fromEntries(new URL(fetchMock.mock.calls[index]![0] as string, 'http://localhost').searchParams);
const postsOf = (fetchMock: { mock: { calls: unknown[][] } }) => fetchMock.mock.calls.filter(([, init]) => (init as RequestInit | undefined)?.method === 'POST');
const bodyOf = (call: unknown[]) => JSON.parse((call[1] as RequestInit).body as string) as unknown;

async function openReturn(answers: Parameters<typeof mockApi>[0]) {
  const mocked = mockApi(answers);
  renderScreen(detailModule, '/admin/returns/:id', '/admin/returns/7', STAFF);
  await screen.findByRole('heading', { level: 1, name: 'DV-2026-000045' });
  return mocked;
}

const statusPanel = () => screen.getByRole('region', { name: 'Estado de la devolución' });
const buttonNames = () => within(statusPanel()).queryAllByRole('button').map((button) => button.textContent);

describe('admin returns queue', () => {
  it('shows each return with order, customer, reasons, refund, state and date, the state counts, and reads its filters from the URL', async () => {
    const { fetchMock } = mockApi({
      'GET /api/admin/returns': success(
        makeReturnPage([
          makeReturnRow(),
          makeReturnRow({ id: 8, number: 'DV-2026-000046', kind: 'withdrawal', kind_label: 'Desistimiento', status: 'received', status_label: 'Recibida', reasons: ['Desistimiento del contrato'], has_exchange: false, refund_total: 120 }),
        ]),
      ),
    });
    renderScreen(listModule, '/admin/returns', '/admin/returns?status=requested&reason=defectuoso&kind=return&from=2026-11-01&to=2026-11-30', STAFF);
    await screen.findByText('1–2 de 2 devoluciones');
    const table = screen.getByRole('table', { name: 'Devoluciones, cambios y desistimientos' });
    const first = within(table).getByRole('link', { name: 'DV-2026-000045' }).closest('tr')!;
    expect(within(first).getByRole('link', { name: 'Ver la devolución DV-2026-000045' }).getAttribute('href')).toBe('/admin/returns/7');
    expect(within(first).getByRole('link', { name: 'Pedido TD-2026-000123' }).getAttribute('href')).toBe('/admin/orders/12');
    for (const text of ['TD-2026-000123', 'Lucía Fernández', 'lucia@example.com', 'Talla pequeña, Defectuoso', '39,90', 'con cambio', 'Solicitada']) expect(first.textContent).toContain(text);
    const second = within(table).getByRole('link', { name: 'DV-2026-000046' }).closest('tr')!;
    expect(second.textContent).toContain('Desistimiento');
    expect(second.textContent).toContain('Recibida');
    const facets = screen.getByRole('navigation', { name: 'Devoluciones por estado' });
    expect(within(facets).getByRole('link', { name: /Solicitada/ }).getAttribute('aria-current')).toBe('true');
    expect(within(facets).getByRole('link', { name: /Todas/ }).textContent).toContain('5');
    expect((screen.getByLabelText('Estado') as HTMLSelectElement).value).toBe('requested');
    expect((screen.getByLabelText('Motivo') as HTMLSelectElement).value).toBe('defectuoso');
    expect((screen.getByLabelText('Tipo') as HTMLSelectElement).value).toBe('return');
    expect(queryOf(fetchMock, 0)).toEqual({ status: 'requested', kind: 'return', reason: 'defectuoso', from: '2026-11-01', to: '2026-11-30', per_page: '20' });
  });

  it('text typed in the search box while the queue first loads is kept, with the focus and the caret, and searched once the queue is there', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const searched: (string | null)[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        searched.push(new URL(String(input), 'http://localhost').searchParams.get('search'));
        if (searched.length === 1) await held;
        return Response.json(success(makeReturnPage([makeReturnRow()])).body);
      }),
    );
    const { router } = renderScreen(listModule, '/admin/returns', '/admin/returns', STAFF);
    // The loading screen's box: the first page has not come yet.
    const early = await screen.findByRole<HTMLInputElement>('searchbox', { name: 'Buscar' });
    early.focus();
    fireEvent.change(early, { target: { value: 'lucia' } });
    early.setSelectionRange(2, 2);
    release();
    await waitFor(() => expect(router.state.location.search).toBe('?search=lucia'));
    const box = screen.getByRole<HTMLInputElement>('searchbox', { name: 'Buscar' });
    expect(box).not.toBe(early);
    expect(box.value).toBe('lucia');
    expect(document.activeElement).toBe(box);
    expect(box.selectionStart).toBe(2);
    await waitFor(() => expect(searched).toEqual([null, 'lucia']));
  });

  it('says so when no return matches the filters', async () => {
    mockApi({ 'GET /api/admin/returns': success(makeReturnPage([])) });
    renderScreen(listModule, '/admin/returns', '/admin/returns?search=nadie', STAFF);
    await screen.findByText('Ninguna devolución coincide con estos filtros');
  });

  it('staff without returns.manage are told they may not see it, and nothing is asked of the API', async () => {
    const { fetchMock } = mockApi({});
    renderScreen(listModule, '/admin/returns', '/admin/returns', staffUser([{ name: 'soporte', permissions: ['orders.view'] }]));
    await screen.findByText('No tienes permiso para ver esta pantalla.');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('admin return page', () => {
  it('shows lines, customer, order, refund and timeline, and only the buttons its actions allow', async () => {
    await openReturn({ 'GET /api/admin/returns/7': success(makeAdminReturn({ actions: { pickup: true, reject: true } })) });
    expect(buttonNames()).toEqual(['Marcar recogida', 'Rechazar']);
    const lines = screen.getByRole('region', { name: 'Prendas' });
    expect(lines.textContent).toContain('Camisa de lino azul');
    expect(lines.textContent).toContain('Motivo: Defectuoso');
    expect(lines.textContent).toContain('por talla M, Negro');
    expect(within(lines).getAllByText('Pendiente de recibir')).toHaveLength(2);
    const order = screen.getByRole('region', { name: 'Pedido' });
    expect(within(order).getByRole('link', { name: 'TD-2026-000123' }).getAttribute('href')).toBe('/admin/orders/3');
    expect(screen.getByRole('link', { name: 'Ver la cuenta' }).getAttribute('href')).toBe('/admin/users/5');
    expect(screen.getByRole('region', { name: 'Historial' }).textContent).toContain('Devolución solicitada.');
  });

  it('with every step allowed, offers every button; with none, none', async () => {
    await openReturn({
      'GET /api/admin/returns/7': success(
        makeAdminReturn({ actions: { pickup: true, receive: true, refund: true, mark_refund_paid: true, retry_refund: true, exchange: true, reject: true } }),
      ),
    });
    expect(buttonNames()).toEqual(['Marcar recogida', 'Recibir', 'Reembolsar', 'Reintentar reembolso', 'Marcar transferencia hecha', 'Enviar cambio', 'Rechazar']);
  });

  it('marks the pickup after asking, with a toast; a 409 is said as the server says it', async () => {
    const { fetchMock } = await openReturn({
      'GET /api/admin/returns/7': success(makeAdminReturn({ actions: { pickup: true } })),
      'POST /api/admin/returns/7/pickup': [
        { status: 409, body: { message: 'Esta devolución ya no está solicitada.' } },
        success(makeAdminReturn({ status: 'picked_up', status_label: 'Recogida', picked_up_at: '2026-11-25T09:00:00.000Z', actions: { receive: true } })),
      ],
    });
    fireEvent.click(screen.getByRole('button', { name: 'Marcar recogida' }));
    fireEvent.click(within(await screen.findByRole('alertdialog', { name: '¿Ya tiene el paquete el transportista?' })).getByRole('button', { name: 'Marcar recogida' }));
    await waitFor(() => expect(toastsShown()).toContainEqual(['error', 'Esta devolución ya no está solicitada.']));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Marcar recogida' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Marcar recogida' }));
    await within(statusPanel()).findByRole('button', { name: 'Recibir' });
    expect(buttonNames()).toEqual(['Recibir']);
    expect(toastsShown()).toContainEqual(['success', 'Devolución marcada como recogida.']);
    expect(postsOf(fetchMock)).toHaveLength(2);
  });

  it('the receive form asks for every line and sends each one’s condition, leaving out those not arrived', async () => {
    const received = makeAdminReturn({ status: 'picked_up', status_label: 'Recogida', actions: { receive: true } });
    const { fetchMock } = await openReturn({
      'GET /api/admin/returns/7': success(received),
      'POST /api/admin/returns/7/receive': success(
        makeAdminReturn({
          status: 'received',
          status_label: 'Recibida',
          received_at: '2026-11-26T09:00:00.000Z',
          lines: received.lines.map((line) => ({ ...line, condition: 'damaged', condition_label: 'Dañada', received_at: '2026-11-26T09:00:00.000Z' })),
          actions: { refund: true },
        }),
      ),
    });
    fireEvent.click(screen.getByRole('button', { name: 'Recibir' }));
    const dialog = await screen.findByRole('dialog', { name: 'Recibir prendas' });
    const shirt = within(dialog).getByRole('group', { name: /Camisa de lino azul/ });
    const dress = within(dialog).getByRole('group', { name: /Vestido midi/ });
    fireEvent.click(within(shirt).getByRole('radio', { name: /Dañada/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Registrar la recepción' }));
    await within(dialog).findByText('Indica cómo ha llegado cada prenda, o que aún no ha llegado.');
    expect(dress.getAttribute('aria-invalid')).toBe('true');
    expect(postsOf(fetchMock)).toHaveLength(0);

    fireEvent.click(within(dress).getByRole('radio', { name: /Aún no ha llegado/ }));
    fireEvent.click(within(shirt).getByRole('radio', { name: /Aún no ha llegado/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Registrar la recepción' }));
    await within(dialog).findByText('Marca al menos una prenda como recibida.');

    fireEvent.click(within(shirt).getByRole('radio', { name: /Dañada/ }));
    fireEvent.click(within(dress).getByRole('radio', { name: /Apta para la venta/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Registrar la recepción' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Recibir prendas' })).toBeNull());
    expect(bodyOf(postsOf(fetchMock)[0]!)).toEqual({
      lines: [
        { return_line_id: 11, condition: 'damaged' },
        { return_line_id: 12, condition: 'sellable' },
      ],
    });
    expect(within(screen.getByRole('region', { name: 'Prendas' })).getAllByText('Dañada')).toHaveLength(2);
    expect(buttonNames()).toEqual(['Reembolsar']);
    expect(toastsShown()).toContainEqual(['success', 'Devolución recibida: el stock ya está al día.']);
  });

  it('rejecting needs a reason, which is sent', async () => {
    const { fetchMock } = await openReturn({
      'GET /api/admin/returns/7': success(makeAdminReturn({ actions: { pickup: true, reject: true } })),
      'POST /api/admin/returns/7/reject': success(makeAdminReturn({ status: 'rejected', status_label: 'Rechazada', rejection_reason: 'Fuera de plazo.' })),
    });
    fireEvent.click(screen.getByRole('button', { name: 'Rechazar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rechazar la devolución' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Rechazar la devolución' }));
    await within(dialog).findByText('Explica el motivo (al menos 5 caracteres): se lo enviamos a la clienta.');
    expect(postsOf(fetchMock)).toHaveLength(0);
    fireEvent.change(within(dialog).getByLabelText(/Motivo del rechazo/), { target: { value: 'Fuera de plazo.' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Rechazar la devolución' }));
    await screen.findByText('Motivo del rechazo:');
    expect(bodyOf(postsOf(fetchMock)[0]!)).toEqual({ reason: 'Fuera de plazo.' });
    expect(buttonNames()).toEqual([]);
  });

  it('a transfer refund says the amount and the IBAN before refunding, then is marked paid with its reference', async () => {
    const transfer = {
      status: 'received' as const,
      status_label: 'Recibida',
      refund_method: 'transfer' as const,
      refund_method_label: 'Por transferencia al IBAN que indicaste',
      refund_iban: 'ES•• •••• •••• •••• •••• 1332',
      refund_iban_full: 'ES9121000418450200051332',
      order: { id: 3, number: 'TD-2026-000123', status: 'delivered', payment_method: 'cash_on_delivery' as const, total: 79.8, delivered_at: '2026-11-20T10:00:00.000Z' },
    };
    const { fetchMock } = await openReturn({
      'GET /api/admin/returns/7': success(makeAdminReturn({ ...transfer, actions: { refund: true } })),
      'POST /api/admin/returns/7/refund': success(makeAdminReturn({ ...transfer, refund_status: 'pending', actions: { mark_refund_paid: true } })),
      'POST /api/admin/returns/7/refund/paid': success(makeAdminReturn({ ...transfer, status: 'refunded', status_label: 'Reembolsada', refund_status: 'paid', refunded_at: '2026-11-27T10:00:00.000Z' })),
    });
    expect(screen.getByRole('region', { name: 'Reembolso' }).textContent).toContain('ES9121000418450200051332');
    fireEvent.click(screen.getByRole('button', { name: 'Reembolsar' }));
    const confirm = await screen.findByRole('alertdialog', { name: '¿Reembolsar la devolución?' });
    expect(confirm.textContent).toContain('39,90');
    expect(confirm.textContent).toContain('ES9121000418450200051332');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Reembolsar' }));
    fireEvent.click(await within(statusPanel()).findByRole('button', { name: 'Marcar transferencia hecha' }));
    const dialog = await screen.findByRole('dialog', { name: 'Marcar transferencia hecha' });
    fireEvent.change(within(dialog).getByLabelText(/Referencia de la transferencia/), { target: { value: 'TRF-889' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Marcar como hecha' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bodyOf(postsOf(fetchMock)[1]!)).toEqual({ reference: 'TRF-889' });
    expect(toastsShown()).toContainEqual(['success', 'Transferencia marcada como hecha.']);
    expect(buttonNames()).toEqual([]);
  });

  it('sending the exchange links to the 0 € order afterwards', async () => {
    await openReturn({
      'GET /api/admin/returns/7': success(makeAdminReturn({ status: 'received', status_label: 'Recibida', actions: { exchange: true } })),
      'POST /api/admin/returns/7/exchange': success(makeAdminReturn({ status: 'exchange_sent', status_label: 'Cambio enviado', exchange_order_id: 9, exchange_order_number: 'TD-2026-000130' })),
    });
    fireEvent.click(screen.getByRole('button', { name: 'Enviar cambio' }));
    fireEvent.click(within(await screen.findByRole('alertdialog', { name: '¿Enviar el cambio?' })).getByRole('button', { name: 'Enviar cambio' }));
    expect((await screen.findByRole('link', { name: /TD-2026-000130/ })).getAttribute('href')).toBe('/admin/orders/9');
    expect(toastsShown()).toContainEqual(['success', 'Cambio creado: pedido TD-2026-000130.']);
  });

  it('an unknown return is a 404 with the way back', async () => {
    mockApi({ 'GET /api/admin/returns/7': { status: 404, body: { message: 'No existe.' } } });
    renderScreen(detailModule, '/admin/returns/:id', '/admin/returns/7', STAFF);
    await screen.findByText('Esta devolución no existe.');
    expect(screen.getByRole('link', { name: /Volver a devoluciones/ }).getAttribute('href')).toBe('/admin/returns');
  });
});
