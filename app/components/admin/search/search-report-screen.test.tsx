import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminSearchReport } from '@common/search/report-contracts';
import { readPeriodAddress } from '../analytics/period-address';
import { mockApi, renderAt } from '../test-support';
import { SearchReportScreen } from './search-report-screen';

const REPORT: AdminSearchReport = {
  from: '2026-11-01',
  to: '2026-11-05',
  totals: { searches: 63, no_results: 14, clicks: 30, queries: 3 },
  top: [
    { query: 'pantalon', searches: 40, no_results: 0, no_results_rate: 0, clicks: 30, click_rate: 75 },
    { query: 'chubasquero', searches: 15, no_results: 14, no_results_rate: 93.3, clicks: 0, click_rate: 0 },
  ],
  no_results: [{ query: 'chubasquero', searches: 15, no_results: 14, no_results_rate: 93.3, clicks: 0, click_rate: 0 }],
  no_clicks: [],
};

const address = readPeriodAddress(new URLSearchParams('desde=2026-11-01&hasta=2026-11-05'), '2026-11-05');
const text = (element: Element) => (element.textContent ?? '').replace(/\u00a0/g, ' ');

afterEach(() => vi.unstubAllGlobals());

describe('Consultas de clientes', () => {
  it('a period nobody searched in says so in every table, not that every search found something', () => {
    renderAt(
      <SearchReportScreen address={address} report={{ ...REPORT, top: [], no_results: [], no_clicks: [] }} />,
      '/admin/search/consultas?desde=2026-11-01&hasta=2026-11-05',
      '/admin/search/consultas',
    );
    expect(screen.getAllByText('Nadie ha buscado nada en este periodo.')).toHaveLength(3);
  });

  it('shows the three tables with caption, column and row headers, an empty one said so, and each CSV for the period', () => {
    renderAt(<SearchReportScreen address={address} report={REPORT} />, '/admin/search/consultas?desde=2026-11-01&hasta=2026-11-05', '/admin/search/consultas');
    expect(screen.getByRole('heading', { level: 1, name: 'Consultas de clientes' })).toBeTruthy();
    // The search's screens as tabs, this one marked.
    const tabs = screen.getByRole('navigation', { name: 'Búsqueda' });
    expect(within(tabs).getByRole('link', { name: 'Consultas de clientes' }).getAttribute('aria-current')).toBe('page');
    expect(within(tabs).getByRole('link', { name: 'Sinónimos' }).getAttribute('href')).toBe('/admin/search');
    const top = screen.getByRole('table', { name: /^Búsquedas más frecuentes: 2 búsquedas/ });
    expect(within(top).getAllByRole('columnheader').map(text)).toEqual(['Búsqueda', 'Búsquedas', 'Sin resultados', 'Clics', 'Tasa de clics']);
    const first = within(top).getAllByRole('row')[1]!;
    expect(within(first).getByRole('rowheader').textContent).toBe('pantalon');
    expect(within(first).getAllByRole('cell').map(text)).toEqual(['40', '0', '30', '75,0 %']);
    expect(screen.getByText('Después de cada búsqueda con resultados alguien abrió alguno.')).toBeTruthy();
    const csv = screen.getAllByRole('link', { name: /^Descargar CSV/ }).map((link) => link.getAttribute('href'));
    expect(csv).toEqual([
      '/api/admin/search/report.csv?from=2026-11-01&to=2026-11-05&table=top',
      '/api/admin/search/report.csv?from=2026-11-01&to=2026-11-05&table=no_results',
      '/api/admin/search/report.csv?from=2026-11-01&to=2026-11-05&table=no_clicks',
    ]);
  });

  it('adds a one-way synonym from a query without results in one step, and says what went wrong per field', async () => {
    const bodies: unknown[] = [];
    mockApi({
      'POST /api/admin/search/synonyms': [
        (init) => {
          bodies.push(JSON.parse(String(init?.body)));
          return { status: 422, body: { message: 'Datos no válidos', errors: { 'terms.0': ['Cada término solo admite letras, números, espacios y guiones.'] } } };
        },
        (init) => {
          bodies.push(JSON.parse(String(init?.body)));
          return { status: 201, body: { status: 'success', data: { id: 1, kind: 'one_way', input: 'chubasquero', terms: ['impermeable'], created_at: '2026-11-05T10:00:00.000Z', updated_at: '2026-11-05T10:00:00.000Z' } } };
        },
      ],
    });
    const onSynonymAdded = vi.fn();
    renderAt(<SearchReportScreen address={address} report={REPORT} onSynonymAdded={onSynonymAdded} />, '/admin/search/consultas', '/admin/search/consultas');
    const table = screen.getByRole('table', { name: /^Búsquedas sin resultados/ });
    fireEvent.click(within(table).getByRole('button', { name: 'Añadir sinónimo para «chubasquero»' }));
    const dialog = await screen.findByRole('dialog', { name: 'Añadir sinónimo' });
    expect((within(dialog).getByLabelText(/Lo que buscan los clientes/) as HTMLInputElement).value).toBe('chubasquero');
    const term = within(dialog).getByLabelText(/Debe encontrar también/);
    fireEvent.change(term, { target: { value: 'impermeable!' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Guardar sinónimo' }));
    await within(dialog).findByText('Cada término solo admite letras, números, espacios y guiones.');
    fireEvent.change(term, { target: { value: 'impermeable' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Guardar sinónimo' }));
    await waitFor(() => expect(onSynonymAdded).toHaveBeenCalled());
    expect(bodies).toEqual([
      { kind: 'one_way', input: 'chubasquero', terms: ['impermeable!'] },
      { kind: 'one_way', input: 'chubasquero', terms: ['impermeable'] },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
