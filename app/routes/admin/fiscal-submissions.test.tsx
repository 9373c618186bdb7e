import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '~/components/admin/catalog/test-routes';
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
});
