import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminBrand } from '@common/brands/contracts';
import { renderScreen, toastsShown } from '~/components/admin/catalog/test-routes';
import { mockApi } from '~/components/admin/test-support';
import * as listModule from './brands';
import * as editModule from './brands-edit';
import * as newModule from './brands-new';

afterEach(() => vi.unstubAllGlobals());

const brand = (overrides: Partial<AdminBrand> & Pick<AdminBrand, 'id' | 'name' | 'slug'>): AdminBrand => ({
  tagline: null,
  card_tagline: null,
  description: null,
  story: null,
  primary_color: null,
  accent_color: null,
  palette: [],
  logo: null,
  logo_url: null,
  is_active: true,
  sort_order: 0,
  products_count: 0,
  created_at: '2026-01-01T10:00:00.000Z',
  updated_at: '2026-01-01T10:00:00.000Z',
  ...overrides,
});

const RUEDIVERSO = brand({
  id: 1,
  name: 'ruediverso',
  slug: 'rue-diverso',
  tagline: 'Moda de calle sostenible',
  card_tagline: 'contemporary elegance',
  primary_color: '#7E4015',
  accent_color: '#FFC629',
  palette: [{ name: 'brown', hex: '#7E4015' }, { name: 'yellow', hex: '#FFC629' }],
  products_count: 34,
  logo: 'brands/rd.webp',
  logo_url: '/storage/brands/rd.webp',
});
const EMPTY = brand({ id: 2, name: 'Vacía', slug: 'vacia', is_active: false });
const ok = (data: unknown) => ({ body: { status: 'success', data } });

describe('admin brands', () => {
  it('shows each brand as a card with its logo, lines, colours, products and state', async () => {
    mockApi({ 'GET /api/admin/brands': ok([RUEDIVERSO, EMPTY]) });
    renderScreen(listModule, '/admin/brands', '/admin/brands');
    const card = (await screen.findByRole('heading', { name: 'ruediverso' })).closest('article')!;
    expect(within(card).getByRole('img', { name: 'Logo de ruediverso' }).getAttribute('src')).toBe('/storage/brands/rd.webp');
    expect(card.textContent).toContain('contemporary elegance');
    expect(card.textContent).toContain('Moda de calle sostenible');
    expect(card.textContent).toContain('34 productos');
    expect(card.textContent).toContain('Activa');
    expect(within(card).getByRole('list', { name: 'Colores' }).textContent).toContain('brown #7E4015');
    const empty = screen.getByRole('heading', { name: 'Vacía' }).closest('article')!;
    expect(empty.textContent).toContain('Desactivada');
    expect(within(empty).getByRole('button', { name: 'Activar Vacía' })).toBeTruthy();
    expect(screen.getByText('2 marcas')).toBeTruthy();
  });

  it('reads search and status from the address, asks the API for them, and says when nothing matches', async () => {
    const { fetchMock } = mockApi({ 'GET /api/admin/brands': [ok([EMPTY]), ok([])] });
    const { router } = renderScreen(listModule, '/admin/brands', '/admin/brands?search=va&status=inactive&status=active');
    await screen.findByRole('heading', { name: 'Vacía' });
    const firstUrl = new URL(String(fetchMock.mock.calls[0]![0]), 'http://localhost');
    // A repeated status is a mistake: left out rather than sent.
    expect(Object.fromEntries(firstUrl.searchParams)).toEqual({ search: 'va' });
    expect((screen.getByRole('searchbox', { name: 'Buscar' }) as HTMLInputElement).value).toBe('va');
    expect(screen.getByText('1 marca')).toBeTruthy();

    fireEvent.change(screen.getByRole('combobox', { name: 'Estado' }), { target: { value: 'active' } });
    await waitFor(() => expect(router.state.location.search).toBe('?search=va&status=active'));
    expect(await screen.findByText('Ninguna marca coincide con el filtro')).toBeTruthy();
    expect(Object.fromEntries(new URL(String(fetchMock.mock.calls.at(-1)![0]), 'http://localhost').searchParams)).toEqual({ search: 'va', status: 'active' });

    fireEvent.click(screen.getByRole('button', { name: 'Limpiar filtros' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('deactivates after the confirm dialog and deletes an unused brand', async () => {
    const { calls } = mockApi({
      'GET /api/admin/brands': ok([RUEDIVERSO, EMPTY]),
      'POST /api/admin/brands/1/deactivate': ok({ ...RUEDIVERSO, is_active: false }),
      'DELETE /api/admin/brands/2': ok({ message: 'Marca «Vacía» borrada.' }),
    });
    renderScreen(listModule, '/admin/brands', '/admin/brands');
    fireEvent.click(await screen.findByRole('button', { name: 'Desactivar ruediverso' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Desactivar' }));
    await waitFor(() => expect(calls.map((c) => c.key)).toContain('POST /api/admin/brands/1/deactivate'));
    await waitFor(() => expect(toastsShown()).toContainEqual(['success', 'ruediverso desactivada.']));

    fireEvent.click(screen.getByRole('button', { name: 'Borrar Vacía' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Borrar' }));
    await waitFor(() => expect(calls.map((c) => c.key)).toContain('DELETE /api/admin/brands/2'));
  });

  it('a brand with products cannot be deleted: the dialog says why and sends nothing', async () => {
    const { calls } = mockApi({ 'GET /api/admin/brands': ok([RUEDIVERSO]) });
    renderScreen(listModule, '/admin/brands', '/admin/brands');
    fireEvent.click(await screen.findByRole('button', { name: 'Borrar ruediverso' }));
    expect((await screen.findByRole('alertdialog')).textContent).toContain('Tiene 34 productos: no se puede borrar.');
    fireEvent.click(screen.getByRole('button', { name: 'Entendido' }));
    expect(calls.some((c) => c.key.startsWith('DELETE'))).toBe(false);
  });

  it('edits the taglines and the palette, refusing a bad hex before sending, and shows a 422 under its field', async () => {
    const { calls } = mockApi({
      'GET /api/admin/brands/1': ok(RUEDIVERSO),
      'PUT /api/admin/brands/1': [
        { status: 422, body: { message: 'Ya existe una marca con este slug.', errors: { slug: ['Ya existe una marca con este slug.'] } } },
        ok({ ...RUEDIVERSO, tagline: 'Calle y cuidado' }),
      ],
    });
    renderScreen(editModule, '/admin/brands/:id', '/admin/brands/1');
    const tagline = await screen.findByLabelText(/^Lema/, { selector: 'input[name="tagline"]' });
    fireEvent.change(tagline, { target: { value: 'Calle y cuidado' } });
    fireEvent.click(screen.getByRole('button', { name: 'Añadir color' }));
    fireEvent.change(screen.getByLabelText(/Nombre del color 3/), { target: { value: 'olive' } });
    fireEvent.change(screen.getByRole('textbox', { name: /Hex del color 3/ }), { target: { value: 'verde' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    expect(await screen.findByText('Color no válido: usa el formato #RRGGBB.')).toBeTruthy();
    expect(calls.some((c) => c.key === 'PUT /api/admin/brands/1')).toBe(false);

    fireEvent.change(screen.getByRole('textbox', { name: /Hex del color 3/ }), { target: { value: '#789904' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    expect(await screen.findByText('Ya existe una marca con este slug.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    await waitFor(() => expect(toastsShown()).toContainEqual(['success', 'ruediverso: cambios guardados.']));
    const sent = JSON.parse(String(calls.filter((c) => c.key === 'PUT /api/admin/brands/1').at(-1)!.init!.body));
    expect(sent).toMatchObject({ tagline: 'Calle y cuidado', palette: [{ name: 'brown', hex: '#7E4015' }, { name: 'yellow', hex: '#FFC629' }, { name: 'olive', hex: '#789904' }] });
  });

  it('creates a brand and goes to its page to add the logo', async () => {
    mockApi({ 'POST /api/admin/brands': { status: 201, body: { status: 'success', data: brand({ id: 7, name: 'Nueva', slug: 'nueva' }) } } });
    renderScreen(newModule, '/admin/brands/new', '/admin/brands/new');
    fireEvent.change(await screen.findByRole('textbox', { name: /^Nombre/ }), { target: { value: 'Nueva' } });
    fireEvent.click(screen.getByRole('button', { name: 'Crear marca' }));
    expect((await screen.findByTestId('elsewhere')).textContent).toBe('/admin/brands/7');
  });
});
