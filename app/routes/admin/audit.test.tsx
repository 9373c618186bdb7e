import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AuditEntry, AuditPage } from '@common/audit/contracts';
import { renderScreen } from '~/components/admin/catalog/test-routes';
import { makeUser, mockApi, renderRoute } from '~/components/admin/test-support';
import { setAuthUser } from '~/lib/auth';
import * as screenModule from './audit';

const ENTRIES: AuditEntry[] = [
  {
    id: 3,
    actor: { id: 7, name: 'Marta Gil' },
    action: 'update',
    entity_type: 'product',
    entity_id: '12',
    entity_label: 'Camisa de lino',
    changes: { price: { before: 59.9, after: 49.9 }, status: { before: 'draft', after: 'active' }, variants: { before: ['M · Azul · C-M · 3 uds.'], after: [] } },
    ip_address: '127.0.0.1',
    created_at: '2026-03-04T10:15:00.000Z',
    link: '/admin/products/12',
  },
  {
    id: 2,
    actor: { id: 8, name: 'Jon Etxeberria' },
    action: 'delete',
    entity_type: 'product',
    entity_id: '9',
    entity_label: 'Gorro retirado',
    changes: {},
    ip_address: null,
    created_at: '2026-03-03T09:00:00.000Z',
    link: null,
  },
];

function pageOf(data: AuditEntry[], extra: Partial<AuditPage> = {}): { body: { status: 'success'; data: AuditPage } } {
  return {
    body: {
      status: 'success',
      data: {
        data,
        current_page: 1,
        last_page: 1,
        per_page: 25,
        total: data.length,
        from: data.length ? 1 : null,
        to: data.length ? data.length : null,
        facets: { actors: [{ id: 8, name: 'Jon Etxeberria' }, { id: 7, name: 'Marta Gil' }], entity_types: ['product', 'settings'], actions: ['delete', 'update'] },
        ...extra,
      },
    },
  };
}

const renderAudit = (path = '/admin/audit') => renderScreen(screenModule, '/admin/audit', path);
const lastQuery = (fetchMock: ReturnType<typeof mockApi>['fetchMock']) =>
  new URL(String(fetchMock.mock.calls.at(-1)![0]), 'http://localhost').searchParams;

afterEach(() => vi.unstubAllGlobals());

describe('admin audit log', () => {
  it('shows when (es-ES, Madrid time), who, the action in words and the entity linked while it exists', async () => {
    mockApi({ 'GET /api/admin/audit': pageOf(ENTRIES) });
    renderAudit();
    const edited = (await screen.findByText('Camisa de lino')).closest('tr')!;
    expect(edited.textContent).toContain('4 mar 2026, 11:15');
    expect(edited.textContent).toContain('Marta Gil');
    expect(edited.textContent).toContain('Editó');
    expect(within(edited).getByRole('link', { name: 'Camisa de lino' }).getAttribute('href')).toBe('/admin/products/12');
    const deleted = screen.getByText('Gorro retirado').closest('tr')!;
    expect(deleted.textContent).toContain('Eliminó');
    expect(within(deleted).queryByRole('link')).toBeNull();
    expect(deleted.textContent).toContain('Sin detalle');
    expect(screen.getByText('1–2 de 2 entradas')).toBeTruthy();
  });

  it('opens and closes the changes of an entry from the keyboard: before → after per field, in Spanish', async () => {
    mockApi({ 'GET /api/admin/audit': pageOf(ENTRIES) });
    renderAudit();
    const toggle = await screen.findByRole('button', { name: 'Ver 3 cambios de Camisa de lino' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    const panel = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(panel.hidden).toBe(true);
    toggle.focus();
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(panel.hidden).toBe(false);
    const price = within(panel).getByText('Precio').parentElement!;
    expect(price.textContent).toMatch(/Antes: 59,90\s€.*Después: 49,90\s€/);
    expect(within(panel).getByText('Estado').parentElement!.textContent).toContain('Borrador');
    expect(within(panel).getByText('Variantes').parentElement!.textContent).toContain('ninguno');
    fireEvent.click(screen.getByRole('button', { name: 'Ocultar 3 cambios de Camisa de lino' }));
    expect(panel.hidden).toBe(true);
  });

  it('filters by person, type, action and dates through the URL, and asks the API for them', async () => {
    const { fetchMock } = mockApi({ 'GET /api/admin/audit': pageOf(ENTRIES) });
    renderAudit();
    await screen.findByText('Camisa de lino');
    fireEvent.change(screen.getByLabelText('Persona'), { target: { value: '7' } });
    await waitFor(() => expect(lastQuery(fetchMock).get('actor_id')).toBe('7'));
    fireEvent.change(screen.getByLabelText('Tipo'), { target: { value: 'product' } });
    await waitFor(() => expect(lastQuery(fetchMock).get('entity_type')).toBe('product'));
    expect(within(screen.getByLabelText('Tipo')).getByRole('option', { name: 'Producto' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Acción'), { target: { value: 'delete' } });
    await waitFor(() => expect(lastQuery(fetchMock).get('action')).toBe('delete'));
    fireEvent.change(screen.getByLabelText('Desde'), { target: { value: '2026-03-01' } });
    await waitFor(() => expect(lastQuery(fetchMock).get('from')).toBe('2026-03-01'));
    const before = fetchMock.mock.calls.length;
    fireEvent.change(screen.getByLabelText('Hasta'), { target: { value: '2026-02-01' } });
    expect(await screen.findByText('La fecha final no puede ser anterior a la inicial.')).toBeTruthy();
    expect(screen.getByLabelText('Hasta').getAttribute('aria-invalid')).toBe('true');
    expect(fetchMock.mock.calls.length).toBe(before);
    fireEvent.change(screen.getByLabelText('Hasta'), { target: { value: '2026-03-31' } });
    await waitFor(() => expect(lastQuery(fetchMock).get('to')).toBe('2026-03-31'));
    const params = lastQuery(fetchMock);
    expect(Object.fromEntries(params)).toMatchObject({ actor_id: '7', entity_type: 'product', action: 'delete', from: '2026-03-01', to: '2026-03-31' });
  });

  it('reads the filters from the address, leaving out a backwards range', async () => {
    const { fetchMock } = mockApi({ 'GET /api/admin/audit': pageOf([]) });
    renderAudit('/admin/audit?entity=product&entity_id=12&from=2026-03-05&to=2026-03-01&page=2');
    expect(await screen.findByText('Ningún cambio coincide con estos filtros')).toBeTruthy();
    const params = lastQuery(fetchMock);
    expect(Object.fromEntries(params)).toEqual({ entity_type: 'product', entity_id: '12', from: '2026-03-05', page: '2', per_page: '25' });
    expect(screen.getByText(/Solo producto #12/)).toBeTruthy();
  });

  it('says so when nothing has been logged yet', async () => {
    mockApi({ 'GET /api/admin/audit': pageOf([], { facets: { actors: [], entity_types: [], actions: [] } }) });
    renderAudit();
    expect(await screen.findByText('Todavía no hay cambios registrados')).toBeTruthy();
    expect(screen.getByText('0 entradas')).toBeTruthy();
  });

  it('a failed load says so and retries', async () => {
    mockApi({ 'GET /api/admin/audit': [{ status: 500, body: {} }, pageOf(ENTRIES)] });
    renderAudit();
    expect((await screen.findByRole('alert')).textContent).toContain('No se pudo cargar el registro de auditoría.');
    fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    await screen.findByText('Camisa de lino');
  });

  it('shows the no-permission panel to staff without audit.view, without asking the API', async () => {
    const { fetchMock } = mockApi({});
    act(() => setAuthUser(makeUser(['editor'])));
    renderRoute(screenModule, '/admin/audit');
    expect(await screen.findByText('No tienes permiso para ver esta pantalla.')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
