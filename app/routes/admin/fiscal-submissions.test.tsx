import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderScreen, toastsShown } from '~/components/admin/catalog/test-routes';
import { makeSubmission, makeSubmissionPage } from '~/components/admin/invoices/test-invoices';
import { mockApi } from '~/components/admin/test-support';
import { staffUser } from '~/components/admin/users/test-users';
import * as detailModule from './fiscal-submission-detail';
import * as listModule from './fiscal-submissions';

afterEach(() => vi.unstubAllGlobals());

const ACCOUNTANT = staffUser([{ name: 'gestoria', permissions: ['invoices.manage'] }]);
const success = <T,>(data: T) => ({ body: { status: 'success', data } });
const row = (overrides: Parameters<typeof makeSubmission>[0] = {}) => {
  const { xml: _xml, ...rest } = makeSubmission(overrides);
  return rest;
};

describe('the submissions outbox', () => {
  it('lists each submission with its date, invoice, record, destination and state, and reads its page from the URL', async () => {
    const { fetchMock } = mockApi({
      'GET /api/admin/fiscal-submissions': success(
        makeSubmissionPage([row(), row({ id: 10, record_id: 91, record_kind: 'anulacion', status: 'rejected', submitter: 'aeat-test', response: 'Código 4102' })]),
      ),
    });
    renderScreen(listModule, '/admin/invoices/submissions', '/admin/invoices/submissions?page=2', ACCOUNTANT);
    await screen.findByText('1–2 de 2 envíos');
    const table = screen.getByRole('table', { name: 'Envíos de registros a la AEAT, el más reciente primero' });
    const rows = within(table).getAllByRole('row').slice(1);
    for (const text of ['FC-2026-000005', 'Alta', 'nº 77', 'Bandeja de salida (sin certificado)', 'Guardado, sin enviar']) expect(rows[0]!.textContent).toContain(text);
    for (const text of ['Anulación', 'nº 91', 'aeat-test', 'Rechazado']) expect(rows[1]!.textContent).toContain(text);
    expect(within(rows[0]!).getByRole('link', { name: 'Ver el envío 9 con su XML' }).getAttribute('href')).toBe('/admin/invoices/submissions/9');
    expect(within(rows[0]!).getByRole('link', { name: 'FC-2026-000005' }).getAttribute('href')).toBe('/admin/invoices/5');
    expect(new URL(fetchMock.mock.calls[0]![0] as string, 'http://localhost').search).toBe('?page=2&per_page=25');
  });

  it('counts the submissions that need a person and shows the AEAT error code of each', async () => {
    mockApi({
      'GET /api/admin/fiscal-submissions': success(
        makeSubmissionPage([row({ submitter: 'aeat', status: 'needs_attention', record_state: 'Incorrecto', error_code: '1215' }), row({ id: 8, submitter: 'aeat', status: 'accepted' })], 2),
      ),
    });
    renderScreen(listModule, '/admin/invoices/submissions', '/admin/invoices/submissions', ACCOUNTANT);
    expect((await screen.findByText('2 envíos necesitan revisión')).closest('[role="status"]')).toBeTruthy();
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(rows[0]!.textContent).toContain('Necesita revisión');
    expect(rows[0]!.textContent).toContain('Código 1215');
    expect(rows[1]!.textContent).not.toContain('Código');
  });

  it('says so when there is none yet', async () => {
    mockApi({ 'GET /api/admin/fiscal-submissions': success(makeSubmissionPage([])) });
    renderScreen(listModule, '/admin/invoices/submissions', '/admin/invoices/submissions', ACCOUNTANT);
    await screen.findByText('Todavía no hay envíos');
  });
});

describe('one submission', () => {
  it('shows its facts and the XML in a scrollable, focusable block', async () => {
    mockApi({ 'GET /api/admin/fiscal-submissions/9': success(makeSubmission({ response: 'Sin respuesta: no se envió.' })) });
    renderScreen(detailModule, '/admin/invoices/submissions/:id', '/admin/invoices/submissions/9', ACCOUNTANT);
    await screen.findByRole('heading', { level: 1, name: 'Alta de FC-2026-000005' });
    expect(screen.getByText('Sin respuesta: no se envió.')).toBeTruthy();
    const xml = screen.getByRole('region', { name: 'XML del envío' }).querySelector('pre')!;
    expect(xml.textContent).toContain('<sum:RegFactuSistemaFacturacion>');
    expect(xml.tabIndex).toBe(0);
    expect(xml.className).toContain('overflow-auto');
    expect(screen.getByRole('link', { name: /Volver a los envíos/ }).getAttribute('href')).toBe('/admin/invoices/submissions');
  });

  it('an unknown submission is a 404 with the way back', async () => {
    mockApi({ 'GET /api/admin/fiscal-submissions/9': { status: 404, body: { message: 'No existe.' } } });
    renderScreen(detailModule, '/admin/invoices/submissions/:id', '/admin/invoices/submissions/9', ACCOUNTANT);
    await screen.findByText('Este envío no existe.');
  });

  it('a record the AEAT refused: its verdict and code, what to do, and the subsanación that opens the new submission', async () => {
    const refused = makeSubmission({
      submitter: 'aeat',
      status: 'needs_attention',
      record_state: 'Incorrecto',
      error_code: '1215',
      error_description: 'Error en el bloque de ObligadoEmision.',
      csv: 'A-Y23JP3582934',
      attention: 'La AEAT rechazó el registro: no consta allí. Corrige el nombre fiscal en Ajustes › Datos fiscales de la tienda y reenvía como subsanación.',
      can_correct: true,
    });
    const { calls } = mockApi({
      'GET /api/admin/fiscal-submissions/9': success(refused),
      'POST /api/admin/fiscal-submissions/9/correct': success(makeSubmission({ id: 10, record_id: 78, submitter: 'aeat', status: 'pending', corrects_record_id: 77 })),
      'GET /api/admin/fiscal-submissions/10': success(makeSubmission({ id: 10, record_id: 78, submitter: 'aeat', status: 'pending', corrects_record_id: 77 })),
    });
    renderScreen(detailModule, '/admin/invoices/submissions/:id', '/admin/invoices/submissions/9', ACCOUNTANT);
    const panel = await screen.findByRole('region', { name: 'Qué hacer' });
    expect(panel.textContent).toContain('Corrige el nombre fiscal en Ajustes');
    expect(screen.getByText('Rechazado (incorrecto)')).toBeTruthy();
    expect(screen.getByText('Error de la AEAT').nextElementSibling!.textContent).toBe('1215 · Error en el bloque de ObligadoEmision.');
    expect(screen.getByText('A-Y23JP3582934')).toBeTruthy();
    expect(within(panel).queryByRole('button', { name: 'Reenviar tal cual' })).toBeNull();

    fireEvent.click(within(panel).getByRole('button', { name: 'Reenviar como subsanación' }));
    await screen.findByText('subsanación del registro nº 77', { exact: false });
    expect(calls.map((call) => call.key)).toContain('POST /api/admin/fiscal-submissions/9/correct');
    expect(screen.queryByRole('region', { name: 'Qué hacer' })).toBeNull();
    await waitFor(() => expect(toastsShown()).toContainEqual(['success', 'Subsanación de FC-2026-000005 generada: se envía en el próximo minuto.']));
  });

  it('a submission refused as a whole is re-sent as it was', async () => {
    const refused = makeSubmission({ submitter: 'aeat', status: 'needs_attention', error_code: '4112', error_description: 'El titular del certificado debe ser Obligado Emisión.', attention: 'Instala el certificado correcto y reenvía.', can_resend: true, can_correct: true });
    const { calls } = mockApi({
      'GET /api/admin/fiscal-submissions/9': [success(refused), success({ ...refused, status: 'pending', attention: null, can_resend: false, can_correct: false })],
      'POST /api/admin/fiscal-submissions/9/resend': success({ ...refused, status: 'pending' }),
    });
    renderScreen(detailModule, '/admin/invoices/submissions/:id', '/admin/invoices/submissions/9', ACCOUNTANT);
    fireEvent.click(await screen.findByRole('button', { name: 'Reenviar tal cual' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Qué hacer' })).toBeNull());
    expect(calls.map((call) => call.key)).toContain('POST /api/admin/fiscal-submissions/9/resend');
    expect(screen.getByText('Por enviar')).toBeTruthy();
  });
});
