import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminDirectoryEntry } from '@common/directory/contracts';
import { renderScreen, toastsShown } from '~/components/admin/catalog/test-routes';
import { makeUser, mockApi } from '~/components/admin/test-support';
import { clearToastsForTests } from '~/lib/toast';
import * as listModule from './directory';
import * as editModule from './directory-edit';
import * as newModule from './directory-new';

beforeEach(() => clearToastsForTests());
afterEach(() => {
  vi.unstubAllGlobals();
});

type Calls = ReturnType<typeof mockApi>['calls'];
const bodyOf = (calls: Calls, key: string) => JSON.parse(String(calls.find((c) => c.key === key)!.init!.body));
const listUrls = (fetchMock: ReturnType<typeof mockApi>['fetchMock']) =>
  fetchMock.mock.calls.map(([input]) => new URL(String(input), 'http://localhost')).filter((url) => url.pathname === '/api/admin/directory');

function makeEntry(overrides: Partial<AdminDirectoryEntry> = {}): AdminDirectoryEntry {
  return {
    id: 7,
    kind: 'servicio',
    name: 'Arreglos Puntada Fina',
    slug: 'arreglos-puntada-fina',
    path: '/directorio/servicios/arreglos-puntada-fina',
    sector: 'Arreglos y confección',
    summary: 'Arreglos de ropa a medida y segunda vida para prendas de siempre, en el barrio de Ruzafa.',
    description: null,
    address: 'Carrer de Sueca, 21',
    postal_code: '46006',
    city: 'Valencia',
    province: 'Valencia',
    phone: '963 00 00 00',
    email: 'hola@puntadafina.es',
    website: null,
    logo_url: null,
    tags: ['arreglos', 'km 0'],
    is_verified: false,
    status: 'pending',
    is_active: true,
    contact_name: 'Inés Soler',
    contact_email: 'ines@puntadafina.es',
    reviewed_by: null,
    reviewed_at: null,
    created_at: '2026-11-20T09:30:00.000Z',
    updated_at: '2026-11-20T09:30:00.000Z',
    ...overrides,
  };
}

const page = (data: AdminDirectoryEntry[], pending_count = data.filter((e) => e.status === 'pending').length) => ({
  status: 'success',
  data: { data, current_page: 1, last_page: 1, per_page: 20, total: data.length, from: data.length ? 1 : null, to: data.length ? data.length : null, pending_count },
});

describe('directory list', () => {
  it('shows pending and published entries with their state, place and proposer, and the pending count on its tab', async () => {
    const pending = makeEntry();
    const published = makeEntry({ id: 8, name: 'Tinte Verde', kind: 'empresa', status: 'approved', contact_name: null, contact_email: null, city: 'Bilbao', province: 'Bizkaia', is_verified: true });
    const hidden = makeEntry({ id: 9, name: 'Costura Lenta', kind: 'profesional', status: 'approved', is_active: false });
    mockApi({ 'GET /api/admin/directory': { body: page([pending, published, hidden], 3) } });
    renderScreen(listModule, '/admin/directory', '/admin/directory');

    await screen.findByRole('link', { name: 'Arreglos Puntada Fina' });
    const table = screen.getByRole('table', { name: 'Fichas y propuestas del directorio' });
    const rowOf = (name: string) => within(table).getByRole('link', { name }).closest('tr')!;
    expect(within(rowOf('Arreglos Puntada Fina')).getByText('Pendiente')).toBeTruthy();
    expect(rowOf('Arreglos Puntada Fina').textContent).toContain('Valencia · Valencia');
    expect(rowOf('Arreglos Puntada Fina').textContent).toContain('ines@puntadafina.es');
    expect(within(rowOf('Tinte Verde')).getByText('Publicada')).toBeTruthy();
    expect(within(rowOf('Tinte Verde')).getByText('Verificada')).toBeTruthy();
    expect(rowOf('Tinte Verde').textContent).toContain('El equipo de la tienda');
    expect(within(rowOf('Costura Lenta')).getByText('Oculta')).toBeTruthy();
    // Approve only where there is something to approve.
    expect(within(rowOf('Arreglos Puntada Fina')).getByRole('button', { name: 'Aprobar Arreglos Puntada Fina' })).toBeTruthy();
    expect(within(rowOf('Tinte Verde')).queryByRole('button', { name: /Aprobar/ })).toBeNull();
    expect(within(rowOf('Tinte Verde')).getByRole('link', { name: 'Editar Tinte Verde' }).getAttribute('href')).toBe('/admin/directory/8');

    const tabs = screen.getByRole('navigation', { name: 'Fichas por estado' });
    expect(within(tabs).getByRole('link', { name: /Pendientes/ }).textContent).toBe('Pendientes3');
    expect(within(tabs).getByRole('link', { name: 'Todas' }).getAttribute('aria-current')).toBe('true');
    expect(screen.getByText('1–3 de 3 fichas')).toBeTruthy();
  });

  it('keeps the tab, kind and search in the URL and asks the API for them', async () => {
    const { fetchMock } = mockApi({ 'GET /api/admin/directory': { body: page([]) } });
    const { router } = renderScreen(listModule, '/admin/directory', '/admin/directory');
    await screen.findByText('El directorio está vacío');

    fireEvent.click(within(screen.getByRole('navigation', { name: 'Fichas por estado' })).getByRole('link', { name: /Pendientes/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?status=pending'));
    expect(await screen.findByText('No hay propuestas pendientes')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Tipo'), { target: { value: 'profesional' } });
    await waitFor(() => expect(router.state.location.search).toBe('?status=pending&kind=profesional'));
    fireEvent.change(screen.getByLabelText('Buscar'), { target: { value: 'sastre' } });
    await waitFor(() => expect(router.state.location.search).toBe('?status=pending&kind=profesional&search=sastre'));
    await screen.findByText('Ninguna ficha coincide con estos filtros');

    const last = listUrls(fetchMock).at(-1)!;
    expect(Object.fromEntries(last.searchParams)).toEqual({ status: 'pending', kind: 'profesional', search: 'sastre', per_page: '20' });

    fireEvent.click(screen.getByRole('button', { name: 'Limpiar filtros' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('approves a proposal from its row, and turns one down only after the warning', async () => {
    const first = makeEntry();
    const second = makeEntry({ id: 11, name: 'Sastrería Ñandú', kind: 'profesional' });
    const { calls } = mockApi({
      'GET /api/admin/directory': [{ body: page([first, second]) }, { body: page([second]) }, { body: page([]) }],
      'POST /api/admin/directory/7/approve': { body: { status: 'success', data: { ...first, status: 'approved' } } },
      'DELETE /api/admin/directory/11': { body: { status: 'success', data: { message: 'Ficha borrada.' } } },
    });
    renderScreen(listModule, '/admin/directory', '/admin/directory');
    fireEvent.click(await screen.findByRole('button', { name: 'Aprobar Arreglos Puntada Fina' }));
    await waitFor(() => expect(toastsShown()).toContainEqual(['success', 'Arreglos Puntada Fina aprobada: ya aparece en el directorio.']));
    expect(calls.filter((c) => c.key === 'POST /api/admin/directory/7/approve')).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Arreglos Puntada Fina' })).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: 'Borrar Sastrería Ñandú' }));
    let dialog = await screen.findByRole('alertdialog', { name: '¿Rechazar y borrar la propuesta de Sastrería Ñandú?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(calls.some((c) => c.key === 'DELETE /api/admin/directory/11')).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Borrar Sastrería Ñandú' }));
    dialog = await screen.findByRole('alertdialog', { name: '¿Rechazar y borrar la propuesta de Sastrería Ñandú?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Rechazar y borrar' }));
    await waitFor(() => expect(toastsShown()).toContainEqual(['success', 'Propuesta de Sastrería Ñandú rechazada y borrada.']));
    expect(calls.filter((c) => c.key === 'DELETE /api/admin/directory/11')).toHaveLength(1);
  });

  it('is closed to staff without directory.manage', async () => {
    const { calls } = mockApi({});
    const viewer = makeUser([], { roles: [{ id: 9, name: 'pedidos', permissions: ['dashboard.view', 'orders.view'] }] });
    renderScreen(listModule, '/admin/directory', '/admin/directory', viewer);
    expect(await screen.findByText('No tienes permiso para ver esta pantalla.')).toBeTruthy();
    expect(calls).toEqual([]);
  });
});

describe('directory entry form', () => {
  it('shows a proposal with its proposer and review, saves edits with PATCH', async () => {
    const entry = makeEntry();
    const { calls } = mockApi({
      'GET /api/admin/directory/7': { body: { status: 'success', data: entry } },
      'PATCH /api/admin/directory/7': { body: { status: 'success', data: { ...entry, sector: 'Arreglos', tags: ['arreglos', 'km 0', 'ruzafa'] } } },
    });
    renderScreen(editModule, '/admin/directory/:id', '/admin/directory/7');
    expect(await screen.findByRole('heading', { level: 1, name: 'Arreglos Puntada Fina' })).toBeTruthy();
    const moderation = screen.getByRole('region', { name: 'Moderación' });
    expect(moderation.textContent).toContain('Inés Soler');
    expect(within(moderation).getByRole('link', { name: 'ines@puntadafina.es' }).getAttribute('href')).toBe('mailto:ines@puntadafina.es');
    expect(moderation.textContent).toContain('Sin revisar todavía');
    // A proposal is not in the directory yet: no link to it; turning it down says so.
    expect(screen.queryByRole('link', { name: 'Ver en el directorio' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Rechazar y borrar' })).toBeTruthy();
    expect((screen.getByLabelText(/^Provincia/) as HTMLSelectElement).value).toBe('Valencia');
    expect(within(screen.getByRole('list', { name: 'Etiquetas de la ficha' })).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'arreglosQuitar la etiqueta arreglos',
      'km 0Quitar la etiqueta km 0',
    ]);

    fireEvent.change(screen.getByLabelText(/^Sector/), { target: { value: 'Arreglos' } });
    const tagsBox = screen.getByRole('textbox', { name: /^Etiquetas/ });
    fireEvent.change(tagsBox, { target: { value: 'Ruzafa' } });
    fireEvent.keyDown(tagsBox, { key: 'Enter' });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(toastsShown()).toContainEqual(['success', 'Cambios de Arreglos Puntada Fina guardados.']));
    expect(bodyOf(calls, 'PATCH /api/admin/directory/7')).toMatchObject({
      kind: 'servicio',
      sector: 'Arreglos',
      province: 'Valencia',
      postal_code: '46006',
      website: '',
      tags: ['arreglos', 'km 0', 'ruzafa'],
      is_verified: false,
      is_active: true,
    });
    expect(calls.some((c) => c.key === 'POST /api/admin/directory/7/approve')).toBe(false);
  });

  it("'Aprobar y publicar' saves the changes, then approves, and goes back to the pending list", async () => {
    const entry = makeEntry();
    const { calls, fetchMock } = mockApi({
      'GET /api/admin/directory/7': { body: { status: 'success', data: entry } },
      'PATCH /api/admin/directory/7': { body: { status: 'success', data: { ...entry, is_verified: true } } },
      'POST /api/admin/directory/7/approve': { body: { status: 'success', data: { ...entry, is_verified: true, status: 'approved' } } },
    });
    const { router } = renderScreen(editModule, '/admin/directory/:id', '/admin/directory/7');
    fireEvent.click(await screen.findByRole('switch', { name: 'Verificada' }));
    fireEvent.click(screen.getByRole('button', { name: 'Aprobar y publicar' }));
    await waitFor(() => expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/admin/directory?status=pending'));
    expect(calls.map((c) => c.key)).toEqual(['GET /api/admin/directory/7', 'PATCH /api/admin/directory/7', 'POST /api/admin/directory/7/approve']);
    expect(bodyOf(calls, 'PATCH /api/admin/directory/7')).toMatchObject({ is_verified: true });
    expect(toastsShown()).toContainEqual(['success', 'Arreglos Puntada Fina aprobada: ya aparece en el directorio.']);
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('a published entry links to its public page and is deleted behind a warning', async () => {
    const entry = makeEntry({ status: 'approved', reviewed_by: { id: 1, name: 'Lucía Martín Pardo' }, reviewed_at: '2026-11-21T10:00:00.000Z' });
    const { calls } = mockApi({
      'GET /api/admin/directory/7': { body: { status: 'success', data: entry } },
      'DELETE /api/admin/directory/7': { body: { status: 'success', data: { message: 'Ficha borrada.' } } },
    });
    const { router } = renderScreen(editModule, '/admin/directory/:id', '/admin/directory/7');
    expect((await screen.findByRole('link', { name: 'Ver en el directorio' })).getAttribute('href')).toBe('/directorio/servicios/arreglos-puntada-fina');
    expect(screen.queryByRole('button', { name: 'Aprobar y publicar' })).toBeNull();
    expect(screen.getByRole('region', { name: 'Moderación' }).textContent).toContain('Lucía Martín Pardo, ');

    fireEvent.click(screen.getByRole('button', { name: 'Borrar' }));
    const dialog = await screen.findByRole('alertdialog', { name: '¿Borrar Arreglos Puntada Fina del directorio?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Borrar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/directory'));
    expect(calls.filter((c) => c.key === 'DELETE /api/admin/directory/7')).toHaveLength(1);
    expect(toastsShown()).toContainEqual(['success', 'Arreglos Puntada Fina borrada del directorio.']);
  });

  it("checks the contract before sending, and puts the server's 422s under their fields", async () => {
    const { calls } = mockApi({
      'POST /api/admin/directory': {
        status: 422,
        body: {
          message: 'Ya hay una ficha con este slug.',
          errors: { slug: ['Ya hay una ficha con este slug.'], website: ['La web no responde.'], 'tags.1': ['Cada etiqueta admite 40 caracteres como máximo.'] },
        },
      },
    });
    renderScreen(newModule, '/admin/directory/new', '/admin/directory/new');
    fireEvent.click(await screen.findByRole('button', { name: 'Crear y publicar' }));
    expect(await screen.findByText('El nombre es obligatorio.')).toBeTruthy();
    expect(screen.getByText('Cuéntalo en al menos 20 caracteres.')).toBeTruthy();
    expect(screen.getByText('Elige una provincia de la lista.')).toBeTruthy();
    expect(calls).toEqual([]);
    // Focus goes to the first field marked.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText(/^Nombre/)));

    fireEvent.change(screen.getByLabelText(/^Tipo/), { target: { value: 'profesional' } });
    fireEvent.change(screen.getByLabelText(/^Nombre/), { target: { value: 'Marta Ferrer, estilista' } });
    fireEvent.change(screen.getByLabelText(/^Sector/), { target: { value: 'Estilismo' } });
    fireEvent.change(screen.getByLabelText(/^Presentación breve/), { target: { value: 'Estilismo con ropa de segunda mano y armarios cápsula.' } });
    fireEvent.change(screen.getByLabelText(/^Slug/), { target: { value: 'marta-ferrer' } });
    fireEvent.change(screen.getByLabelText(/^Código postal/), { target: { value: '08001' } });
    fireEvent.change(screen.getByLabelText(/^Web/), { target: { value: 'https://martaferrer.es' } });
    fireEvent.change(screen.getByLabelText(/^Localidad/), { target: { value: 'Valencia' } });
    fireEvent.change(screen.getByLabelText(/^Provincia/), { target: { value: 'Valencia' } });
    fireEvent.change(screen.getByRole('textbox', { name: /^Etiquetas/ }), { target: { value: 'segunda mano, armario cápsula' } });
    fireEvent.click(screen.getByRole('button', { name: 'Crear y publicar' }));
    // The postal code must be of the province: checked before sending.
    expect(await screen.findByText(/Este código postal no es de Valencia/)).toBeTruthy();
    expect(calls).toEqual([]);
    fireEvent.change(screen.getByLabelText(/^Código postal/), { target: { value: '46001' } });
    fireEvent.click(screen.getByRole('button', { name: 'Crear y publicar' }));

    await waitFor(() => expect(screen.getByLabelText(/^Slug/).getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('Ya hay una ficha con este slug.')).toBeTruthy();
    expect(screen.getByText('La web no responde.')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: /^Etiquetas/ }).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Cada etiqueta admite 40 caracteres como máximo.')).toBeTruthy();
    expect(bodyOf(calls, 'POST /api/admin/directory')).toMatchObject({
      kind: 'profesional',
      name: 'Marta Ferrer, estilista',
      slug: 'marta-ferrer',
      postal_code: '46001',
      website: 'https://martaferrer.es',
      province: 'Valencia',
      tags: ['segunda mano', 'armario cápsula'],
      is_active: true,
    });
    expect(toastsShown()).toEqual([]);
  });

  it('creates an entry and opens it to add the logo', async () => {
    const created = makeEntry({ id: 21, status: 'approved', contact_name: null, contact_email: null, name: 'Tinte Verde', kind: 'empresa' });
    mockApi({
      'POST /api/admin/directory': { status: 201, body: { status: 'success', data: created } },
    });
    const { router } = renderScreen(newModule, '/admin/directory/new', '/admin/directory/new');
    fireEvent.change(await screen.findByLabelText(/^Nombre/), { target: { value: 'Tinte Verde' } });
    fireEvent.change(screen.getByLabelText(/^Sector/), { target: { value: 'Tintes naturales' } });
    fireEvent.change(screen.getByLabelText(/^Presentación breve/), { target: { value: 'Tintes vegetales para tejidos, sin metales pesados.' } });
    fireEvent.change(screen.getByLabelText(/^Localidad/), { target: { value: 'Bilbao' } });
    fireEvent.change(screen.getByLabelText(/^Provincia/), { target: { value: 'Bizkaia' } });
    fireEvent.click(screen.getByRole('button', { name: 'Crear y publicar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/directory/21'));
    expect(toastsShown()).toContainEqual(['success', 'Tinte Verde ya está en el directorio. Si tiene logo, puedes subirlo ahora.']);
  });

  it('an id that names no entry shows the way back', async () => {
    mockApi({ 'GET /api/admin/directory/99': { status: 404, body: { message: 'No encontrado.' } } });
    renderScreen(editModule, '/admin/directory/:id', '/admin/directory/99');
    expect(await screen.findByText('Esta ficha no existe o se ha borrado.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Volver al listado' }).getAttribute('href')).toBe('/admin/directory');
  });
});
