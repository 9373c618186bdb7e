import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminOrder } from '@common/orders/admin-contracts';
import { STORAGE_KEYS } from '@common/storage-keys';
import { renderScreen, toastsShown } from '~/components/admin/catalog/test-routes';
import {
  makeChainVerification,
  makeInvoice,
  makeInvoicePage,
  makeInvoiceRow,
  makeRectifyingRow,
} from '~/components/admin/invoices/test-invoices';
import { mockApi } from '~/components/admin/test-support';
import { staffUser } from '~/components/admin/users/test-users';
import { makeOrder } from '~/components/orders/test-order';
import { writeStorage } from '~/lib/browser-storage';
import * as detailModule from './invoice-detail';
import * as listModule from './invoices';
import * as orderModule from './order-detail';

afterEach(() => vi.unstubAllGlobals());

const ACCOUNTANT = staffUser([{ name: 'gestoria', permissions: ['invoices.manage'] }]);
const success = <T,>(data: T) => ({ body: { status: 'success', data } });

const queryOf = (fetchMock: { mock: { calls: unknown[][] } }, index: number) =>
  Object.fromEntries(new URL(fetchMock.mock.calls[index]![0] as string, 'http://localhost').searchParams);
const postsOf = (fetchMock: { mock: { calls: unknown[][] } }) => fetchMock.mock.calls.filter(([, init]) => (init as RequestInit | undefined)?.method === 'POST');
const bodyOf = (call: unknown[]) => JSON.parse((call[1] as RequestInit).body as string) as unknown;

async function openList(path: string, answers: Parameters<typeof mockApi>[0]) {
  const mocked = mockApi(answers);
  renderScreen(listModule, '/admin/invoices', path, ACCOUNTANT);
  await screen.findByRole('heading', { level: 1, name: 'Facturas' });
  // The loading screen draws the same header: wait for the list itself.
  await waitFor(() => expect(screen.queryAllByText('Cargando facturas…')).toHaveLength(0));
  return mocked;
}

async function openInvoice(answers: Parameters<typeof mockApi>[0]) {
  const mocked = mockApi(answers);
  renderScreen(detailModule, '/admin/invoices/:id', '/admin/invoices/40', ACCOUNTANT);
  await screen.findByRole('heading', { level: 1, name: 'FC-2026-000005' });
  return mocked;
}

describe('admin invoices list', () => {
  it('shows each invoice with kind, date, order, customer, base, VAT, total and PDF, and reads its filters from the URL', async () => {
    const { fetchMock } = await openList('/admin/invoices?series=rectifying&kind=R5&from=2026-11-01&to=2026-11-30&search=luc%C3%ADa', {
      'GET /api/admin/invoices': success(makeInvoicePage([makeInvoiceRow(), makeRectifyingRow({ annulled: true })])),
    });
    await screen.findByText('1–2 de 2 facturas');
    const table = screen.getByRole('table', { name: 'Facturas, la más reciente primero' });
    const sale = within(table).getByRole('link', { name: 'FS-2026-000017' }).closest('tr')!;
    expect(within(sale).getByRole('link', { name: 'FS-2026-000017' }).getAttribute('href')).toBe('/admin/invoices/31');
    expect(within(sale).getByRole('link', { name: 'Pedido TD-2026-000123' }).getAttribute('href')).toBe('/admin/orders/12');
    expect(within(sale).getByRole('link', { name: /PDF de la factura FS-2026-000017/ }).getAttribute('href')).toBe('/api/invoices/FS-2026-000017/pdf?token=abc');
    for (const text of ['24 nov 2026', 'Factura simplificada (F2)', 'Lucía Fernández', '65,95', '13,85', '79,80']) expect(sale.textContent).toContain(text);
    expect(sale.querySelector('[data-kind="F2"]')?.hasAttribute('data-rectifying')).toBe(false);

    const rectifying = within(table).getByRole('link', { name: 'FR-2026-000003' }).closest('tr')!;
    expect(rectifying.querySelector('[data-kind="R5"]')?.getAttribute('data-rectifying')).toBe('true');
    for (const text of ['Factura rectificativa de la simplificada (R5)', 'Anulada', 'Sobre FS-2026-000017', '-39,90']) expect(rectifying.textContent).toContain(text);

    expect((screen.getByLabelText('Serie') as HTMLSelectElement).value).toBe('rectifying');
    expect((screen.getByLabelText('Tipo') as HTMLSelectElement).value).toBe('R5');
    expect((screen.getByLabelText('Desde') as HTMLInputElement).value).toBe('2026-11-01');
    expect((screen.getByLabelText('Hasta') as HTMLInputElement).value).toBe('2026-11-30');
    expect(queryOf(fetchMock, 0)).toEqual({ search: 'lucía', series: 'rectifying', kind: 'R5', from: '2026-11-01', to: '2026-11-30', per_page: '25' });
  });

  it('sums the filter by VAT rate above the table, exempt ones named so', async () => {
    await openList('/admin/invoices', { 'GET /api/admin/invoices': success(makeInvoicePage([makeInvoiceRow()])) });
    const totals = await screen.findByRole('region', { name: 'Totales por tipo de IVA' });
    const rows = within(totals).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'Tipo de IVABaseIVATotalFacturas',
      expect.stringMatching(/^21 %1234,50\s€259,25\s€1493,75\s€40$/),
      expect.stringMatching(/^Exenta \(E2\)89,90\s€0,00\s€89,90\s€2$/),
      expect.stringMatching(/^Suma1324,40\s€259,25\s€1583,65\s€42$/),
    ]);
    expect(totals.textContent).toContain('no solo de esta página');
  });

  it('says prominently that invoices cannot be issued, what is missing and how many paid orders wait; links to the settings', async () => {
    await openList('/admin/invoices', {
      'GET /api/admin/invoices': success(makeInvoicePage([], { issuer: { ready: false, missing: ['razón social', 'NIF'], example: false, waiting_orders: 3 } })),
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('No se pueden emitir facturas: faltan razón social y NIF en Configuración.');
    expect(alert.textContent).toContain('3 pedidos pagados esperan su factura');
    expect(within(alert).getByRole('link', { name: 'Completar en Configuración' }).getAttribute('href')).toBe('/admin/settings');
    expect(screen.getByText('Todavía no hay facturas')).toBeTruthy();
  });

  it('warns when the demo’s example issuer is in use', async () => {
    await openList('/admin/invoices', {
      'GET /api/admin/invoices': success(makeInvoicePage([makeInvoiceRow()], { issuer: { ready: true, missing: [], example: true, waiting_orders: 0 } })),
    });
    const note = await screen.findByRole('note');
    expect(note.textContent).toContain('Se factura con el emisor de ejemplo de la demo.');
    expect(within(note).getByRole('link', { name: 'Ir a Configuración' }).getAttribute('href')).toBe('/admin/settings');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('the CSV export carries the filters, without the page, and is fetched with the session', async () => {
    writeStorage(STORAGE_KEYS.token, 'sesion-123');
    const { fetchMock } = await openList('/admin/invoices?series=full&from=2026-11-01&page=3', {
      'GET /api/admin/invoices': success(makeInvoicePage([makeInvoiceRow()])),
      'GET /api/admin/invoices/export': { body: 'numero;fecha' },
    });
    const link = screen.getByRole('link', { name: 'Exportar CSV' });
    expect(link.getAttribute('href')).toBe('/api/admin/invoices/export?series=full&from=2026-11-01');
    const original = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
    URL.createObjectURL = vi.fn(() => 'blob:csv');
    URL.revokeObjectURL = vi.fn();
    const saved: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(`${this.download} ${this.getAttribute('href')}`);
    });
    try {
      fireEvent.click(link);
      await waitFor(() => expect(saved).toHaveLength(1));
      expect(saved[0]).toMatch(/^facturas-\d{4}-\d{2}-\d{2}\.csv blob:csv$/);
      const exportCall = fetchMock.mock.calls.find(([url]) => String(url).startsWith('/api/admin/invoices/export'))!;
      expect(new Headers((exportCall[1] as RequestInit).headers).get('Authorization')).toBe('Bearer sesion-123');
      expect(toastsShown()).toContainEqual(['success', 'CSV de facturas descargado.']);
    } finally {
      click.mockRestore();
      URL.createObjectURL = original.create;
      URL.revokeObjectURL = original.revoke;
    }
  });

  it('«Comprobar cadena» says the chain is fine, or where it first breaks', async () => {
    const { fetchMock } = await openList('/admin/invoices', {
      'GET /api/admin/invoices': success(makeInvoicePage([makeInvoiceRow()])),
      'GET /api/admin/invoices/verify': [
        success(makeChainVerification()),
        success(
          makeChainVerification({
            ok: false,
            records: 12,
            first_break: { record_id: 7, invoice_number: 'FS-2026-000004', problem: 'La huella guardada no es la que resulta de sus datos.' },
          }),
        ),
      ],
    });
    fireEvent.click(screen.getByRole('button', { name: 'Comprobar cadena' }));
    expect((await screen.findByText('Cadena correcta.')).parentElement!.textContent).toContain('128 registros comprobados');
    fireEvent.click(screen.getByRole('button', { name: 'Comprobar cadena' }));
    const broken = await screen.findByRole('alert');
    expect(broken.textContent).toContain('La cadena se rompe en el registro 7, de la factura FS-2026-000004.');
    expect(broken.textContent).toContain('La huella guardada no es la que resulta de sus datos.');
    expect(fetchMock.mock.calls.filter(([url]) => String(url) === '/api/admin/invoices/verify')).toHaveLength(2);
  });

  it('links to the submissions outbox, and says so when no invoice matches the filters', async () => {
    await openList('/admin/invoices?search=nadie', { 'GET /api/admin/invoices': success(makeInvoicePage([])) });
    await screen.findByText('Ninguna factura coincide con estos filtros');
    expect(screen.getByRole('link', { name: 'Envíos a la AEAT' }).getAttribute('href')).toBe('/admin/invoices/submissions');
  });

  it('staff without invoices.manage are told they may not see it, and nothing is asked of the API', async () => {
    const { fetchMock } = mockApi({});
    renderScreen(listModule, '/admin/invoices', '/admin/invoices', staffUser([{ name: 'posventa', permissions: ['returns.manage', 'orders.view'] }]));
    await screen.findByText('No tienes permiso para ver esta pantalla.');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('admin invoice page', () => {
  it('shows issuer, recipient, lines, VAT breakdown, totals, the invoice it replaces, its records and the QR address', async () => {
    await openInvoice({ 'GET /api/admin/invoices/40': success(makeInvoice()) });
    expect(screen.getByRole('link', { name: /Descargar PDF/ }).getAttribute('href')).toBe('/api/invoices/FC-2026-000005/pdf?token=ghi');
    expect(screen.getByRole('link', { name: 'TD-2026-000123' }).getAttribute('href')).toBe('/admin/orders/12');
    const summary = screen.getByRole('region', { name: 'Resumen de la factura' });
    expect(summary.textContent).toContain('Sustituye a la factura simplificada FS-2026-000017');
    expect(within(summary).getByRole('link', { name: 'FS-2026-000017' }).getAttribute('href')).toBe('/admin/invoices/123');

    const issuer = screen.getByRole('region', { name: 'Emisor' });
    for (const text of ['Tienda Diverso S.L.', 'B87654321', 'Calle de Embajadores 1, 28012 Madrid']) expect(issuer.textContent).toContain(text);
    const recipient = screen.getByRole('region', { name: 'Destinatario' });
    for (const text of ['Taller Lúa S.L.', 'B12345674', 'Rúa do Franco 3']) expect(recipient.textContent).toContain(text);

    const lines = screen.getByRole('region', { name: 'Líneas' });
    const lineRows = within(within(lines).getByRole('table', { name: 'Líneas de la factura FC-2026-000005' })).getAllByRole('row');
    expect(lineRows).toHaveLength(3);
    for (const text of ['Camisa de lino azul · Talla M', '29,95', '49,50', '21 %', '10,40', '59,90']) expect(lineRows[1]!.textContent).toContain(text);
    expect(within(lines).getByRole('table', { name: 'Desglose de IVA por tipo' }).textContent).toContain('21 %');
    expect(lines.textContent).toContain('Base imponible65,95');

    const records = screen.getByRole('region', { name: 'Registros VERI*FACTU' });
    for (const text of ['Registro de alta', '3C464DAF61ACB827C65FDA19F352A4E3BDC2C640E9E6E2D9B1B8F10C5A1F2E3D', 'A1B2C3D4E5F60718293A4B5C6D7E8F90', '2026-11-24T18:05:00+01:00', 'Guardado, sin enviar']) {
      expect(records.textContent).toContain(text);
    }
    const qr = screen.getByRole('region', { name: 'Verificación en la AEAT' });
    expect(within(qr).getByRole('link').getAttribute('href')).toContain('ValidarQR?nif=B87654321&numserie=FC-2026-000005');
  });

  it('a simplified invoice names no recipient; the first record of the chain has no previous huella; a rectification shows its reason', async () => {
    await openInvoice({
      'GET /api/admin/invoices/40': success(
        makeInvoice({
          kind: 'R5',
          kind_label: 'Factura rectificativa de la simplificada',
          recipient: null,
          customer_name: 'Lucía Fernández',
          reason: 'Devolución DV-2026-000045',
          records: [{ ...makeInvoice().records[0]!, previous_huella: null, submission_status: null }],
          issuer: { ...makeInvoice().issuer, example: true },
        }),
      ),
    });
    expect(screen.getByRole('region', { name: 'Destinatario' }).textContent).toContain('Factura simplificada: no identifica al destinatario');
    expect(screen.getByRole('region', { name: 'Resumen de la factura' }).textContent).toContain('Rectifica la factura FS-2026-000017');
    expect(screen.getByText('Motivo de la rectificación:').parentElement!.textContent).toContain('Devolución DV-2026-000045');
    expect(screen.getByRole('region', { name: 'Registros VERI*FACTU' }).textContent).toContain('Ninguna: es el primer registro de la cadena.');
    expect(screen.getByText('Emisor de ejemplo.')).toBeTruthy();
  });

  it('annulling needs a reason; a 409 is said in the dialog; then it is annulled and the button goes', async () => {
    const annulled = makeInvoice({
      annulled: true,
      records: [...makeInvoice().records, { id: 91, kind: 'anulacion', generated_at: '2026-11-28T10:00:00+01:00', huella: 'FF00', previous_huella: 'EE11', submission_status: 'kept' }],
    });
    const { fetchMock } = await openInvoice({
      'GET /api/admin/invoices/40': [success(makeInvoice()), success(makeInvoice()), success(annulled)],
      'POST /api/admin/invoices/40/annul': [{ status: 409, body: { message: 'Esta factura tiene rectificativas: no se puede anular.' } }, success(annulled)],
    });
    fireEvent.click(screen.getByRole('button', { name: 'Anular factura emitida por error' }));
    const dialog = await screen.findByRole('dialog', { name: 'Anular factura emitida por error' });
    expect(dialog.textContent).toContain('No es para devoluciones ni cancelaciones');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Anular la factura' }));
    await within(dialog).findByText('Explica en una frase por qué se anula (al menos 5 caracteres).');
    expect(postsOf(fetchMock)).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText(/Motivo de la anulación/), { target: { value: 'Emitida dos veces por el mismo pedido.' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Anular la factura' }));
    await within(dialog).findByText('Esta factura tiene rectificativas: no se puede anular.');
    expect(bodyOf(postsOf(fetchMock)[0]!)).toEqual({ reason: 'Emitida dos veces por el mismo pedido.' });

    fireEvent.click(within(dialog).getByRole('button', { name: 'Anular la factura' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(toastsShown()).toContainEqual(['success', 'Factura FC-2026-000005 anulada: su registro de anulación ya está en la cadena.']);
    expect(screen.queryByRole('button', { name: 'Anular factura emitida por error' })).toBeNull();
    expect(screen.getByText('Factura anulada.')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Registros VERI*FACTU' }).textContent).toContain('Registro de anulación');
  });

  it('a 409 because someone annulled it meanwhile reloads the invoice, which then shows as annulled', async () => {
    await openInvoice({
      'GET /api/admin/invoices/40': [success(makeInvoice()), success(makeInvoice({ annulled: true }))],
      'POST /api/admin/invoices/40/annul': { status: 409, body: { message: 'Esta factura ya está anulada.' } },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Anular factura emitida por error' }));
    const dialog = await screen.findByRole('dialog', { name: 'Anular factura emitida por error' });
    fireEvent.change(within(dialog).getByLabelText(/Motivo de la anulación/), { target: { value: 'Emitida por error.' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Anular la factura' }));
    await within(dialog).findByText('Esta factura ya está anulada.');
    await screen.findByText('Factura anulada.');
    expect(screen.queryByRole('button', { name: 'Anular factura emitida por error' })).toBeNull();
  });

  it('an unknown invoice is a 404 with the way back', async () => {
    mockApi({ 'GET /api/admin/invoices/40': { status: 404, body: { message: 'No existe.' } } });
    renderScreen(detailModule, '/admin/invoices/:id', '/admin/invoices/40', ACCOUNTANT);
    await screen.findByText('Esta factura no existe.');
    expect(screen.getByRole('link', { name: /Volver a facturas/ }).getAttribute('href')).toBe('/admin/invoices');
  });
});

describe('the order page for staff', () => {
  const order = (): AdminOrder => ({
    ...makeOrder({ invoices: [makeInvoiceRow(), makeRectifyingRow()] }),
    customer_account: null,
    allowed_statuses: [],
    refund_on_cancel: null,
  });

  it('lists the order’s invoices, each opening its page for those who hold invoices.manage', async () => {
    mockApi({ 'GET /api/admin/orders/1': success(order()) });
    renderScreen(orderModule, '/admin/orders/:id', '/admin/orders/1', staffUser([{ name: 'gestoria', permissions: ['orders.view', 'invoices.manage'] }]));
    const panel = await screen.findByRole('region', { name: 'Facturas' });
    expect(within(panel).getByRole('link', { name: 'FS-2026-000017' }).getAttribute('href')).toBe('/admin/invoices/31');
    expect(within(panel).getByRole('link', { name: 'FR-2026-000003' }).getAttribute('href')).toBe('/admin/invoices/32');
    expect(within(panel).getByRole('link', { name: /PDF de la factura FR-2026-000003/ }).getAttribute('href')).toBe('/api/invoices/FR-2026-000003/pdf?token=def');
  });

  it('without invoices.manage the numbers are text, the PDFs still links', async () => {
    mockApi({ 'GET /api/admin/orders/1': success(order()) });
    renderScreen(orderModule, '/admin/orders/:id', '/admin/orders/1', staffUser([{ name: 'soporte', permissions: ['orders.view'] }]));
    const panel = await screen.findByRole('region', { name: 'Facturas' });
    expect(within(panel).queryByRole('link', { name: 'FS-2026-000017' })).toBeNull();
    expect(panel.textContent).toContain('FS-2026-000017');
    expect(within(panel).getAllByRole('link', { name: /PDF de la factura/ })).toHaveLength(2);
  });
});
