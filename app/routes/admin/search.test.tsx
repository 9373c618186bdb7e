import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminSearchRedirect, AdminSearchSynonym } from '@common/search/contracts';
import { renderScreen } from '~/components/admin/catalog/test-routes';
import { mockApi } from '~/components/admin/test-support';
import { clearToastsForTests } from '~/lib/toast';
import * as redirectsModule from './search-redirects';
import * as synonymsModule from './search';

beforeEach(() => clearToastsForTests());
afterEach(() => {
  vi.unstubAllGlobals();
});

const pageOf = <T,>(data: T[]) => ({ status: 'success', data: { data, current_page: 1, last_page: 1, per_page: 50, total: data.length, from: data.length ? 1 : null, to: data.length || null } });
const bodyOf = (calls: ReturnType<typeof mockApi>['calls'], key: string) => JSON.parse(String(calls.find((c) => c.key === key)!.init!.body));

const group: AdminSearchSynonym = { id: 3, kind: 'two_way', input: null, terms: ['vaqueros', 'jeans', 'tejanos'], created_at: '2026-11-29T10:00:00.000Z', updated_at: '2026-11-29T10:00:00.000Z' };
const oneWay: AdminSearchSynonym = { id: 4, kind: 'one_way', input: 'deportivas', terms: ['zapatillas'], created_at: '2026-11-29T10:00:00.000Z', updated_at: '2026-11-29T10:00:00.000Z' };

describe('/admin/search (issue 37)', () => {
  it('lists the synonyms in a table, with the search screens as tabs (the report among them)', async () => {
    mockApi({ 'GET /api/admin/search/synonyms': { body: pageOf([group, oneWay]) } });
    renderScreen(synonymsModule, '/admin/search', '/admin/search');
    await screen.findByText('tejanos');
    const table = screen.getByRole('table', { name: /Sinónimos de la búsqueda/ });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(rows[1]!.textContent).toContain('vaquerosjeanstejanos');
    expect(within(rows[2]!).getByText('encuentra también')).toBeTruthy();
    const tabs = screen.getByRole('navigation', { name: 'Búsqueda' });
    expect(within(tabs).getByRole('link', { name: 'Sinónimos' }).getAttribute('aria-current')).toBe('page');
    expect(within(tabs).getByRole('link', { name: 'Consultas de clientes' }).getAttribute('href')).toBe('/admin/search/consultas');
    expect(within(tabs).getByRole('link', { name: 'Redirecciones' }).getAttribute('href')).toBe('/admin/search/redirecciones');
  });

  it('creates a one-way synonym; a 422 shows under its field, tied to it', async () => {
    const { calls } = mockApi({
      'GET /api/admin/search/synonyms': { body: pageOf([]) },
      'POST /api/admin/search/synonyms': [
        { status: 422, body: { message: 'x', errors: { input: ['«deportivas» ya está en la regla «deportivas → zapatillas».'] } } },
        { status: 201, body: { status: 'success', data: { ...oneWay, id: 8, input: 'tenis' } } },
      ],
    });
    renderScreen(synonymsModule, '/admin/search', '/admin/search');
    await screen.findByText('Todavía no hay sinónimos');
    fireEvent.click((await screen.findAllByRole('button', { name: 'Nuevo sinónimo' }))[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Nuevo sinónimo' });
    fireEvent.change(within(dialog).getByRole('combobox', { name: /Tipo/ }), { target: { value: 'one_way' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Lo que busca el cliente/ }), { target: { value: 'Deportivas' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Encuentra también/ }), { target: { value: 'zapatillas, tenis ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Guardar sinónimo' }));
    const input = within(dialog).getByRole('textbox', { name: /Lo que busca el cliente/ });
    await waitFor(() => expect(input.getAttribute('aria-invalid')).toBe('true'));
    const described = (input.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent ?? '');
    expect(described.join(' ')).toContain('ya está en la regla');
    expect(bodyOf(calls, 'POST /api/admin/search/synonyms')).toEqual({ kind: 'one_way', input: 'Deportivas', terms: ['zapatillas', 'tenis'] });

    fireEvent.change(input, { target: { value: 'tenis' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Guardar sinónimo' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('lists the redirects with where each leads now', async () => {
    const rows: AdminSearchRedirect[] = [
      { id: 1, query: 'devoluciones', target_kind: 'path', target: '/help/returns', goes_to: '/help/returns', created_at: '2026-11-29T10:00:00.000Z', updated_at: '2026-11-29T10:00:00.000Z' },
      { id: 2, query: 'rebajas', target_kind: 'current_campaign', target: null, goes_to: null, created_at: '2026-11-29T10:00:00.000Z', updated_at: '2026-11-29T10:00:00.000Z' },
    ];
    mockApi({ 'GET /api/admin/search/redirects': { body: pageOf(rows) } });
    renderScreen(redirectsModule, '/admin/search/redirecciones', '/admin/search/redirecciones');
    await screen.findByText('devoluciones');
    const table = screen.getByRole('table', { name: /Redirecciones de la búsqueda/ });
    expect(within(table).getByRole('link', { name: '/help/returns' }).getAttribute('href')).toBe('/help/returns');
    expect(within(table).getByText(/no hay campaña en curso/)).toBeTruthy();
    expect(within(table).getByRole('button', { name: 'Eliminar la redirección de «rebajas»' })).toBeTruthy();
  });
});
