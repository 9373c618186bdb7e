import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bannerPage, makeBanner } from '~/components/admin/banners/test-banners';
import { renderScreen, toastsShown } from '~/components/admin/catalog/test-routes';
import { mockApi } from '~/components/admin/test-support';
import { clearToastsForTests } from '~/lib/toast';
import * as screenModule from './ad-banners';

const renderList = (path = '/admin/ad-banners') => renderScreen(screenModule, '/admin/ad-banners', path);
const listQueries = (fetchMock: ReturnType<typeof mockApi>['fetchMock']) =>
  fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === '/api/admin/ad-banners')
    .map((url) => Object.fromEntries(url.searchParams));

beforeEach(() => clearToastsForTests());
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('admin ad banners list', () => {
  it('shows each banner with its state, dates, where it shows, impressions, clicks and CTR', async () => {
    mockApi({
      'GET /api/admin/ad-banners': {
        body: bannerPage([
          makeBanner(),
          makeBanner({ id: 5, nombre: 'Navidad', estado: 'programado', rutas: ['*'], fecha_fin: null, impresiones: 0, clics: 0, ctr: 0 }),
          makeBanner({ id: 6, nombre: 'Verano', estado: 'pausado', activo: false }),
        ]),
      },
    });
    renderList();
    const row = (await screen.findByRole('link', { name: 'Rebajas de invierno' })).closest('tr')!;
    const text = row.textContent!.replace(/\s/g, ' ');
    expect(text).toContain('Activo');
    expect(text).toContain('1200');
    expect(text).toContain('54');
    expect(text).toContain('4,5 %');
    expect(text).toContain('/store, /store/…');
    expect(within(row).getByRole('link', { name: 'Editar Rebajas de invierno' }).getAttribute('href')).toBe('/admin/ad-banners/4');
    const christmas = screen.getByRole('link', { name: 'Navidad' }).closest('tr')!;
    expect(christmas.textContent).toContain('Programado');
    expect(christmas.textContent).toContain('Todas las páginas');
    expect(christmas.textContent).toContain('Desde');
    const summer = screen.getByRole('link', { name: 'Verano' }).closest('tr')!;
    expect(summer.textContent).toContain('Pausado');
    expect(within(summer).getByRole('button', { name: 'Reanudar Verano' })).toBeTruthy();
    expect(screen.getByText('1–3 de 3 banners')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Nuevo banner/ }).getAttribute('href')).toBe('/admin/ad-banners/new');
  });

  it('reads search, state, sort and page from the URL, and a column header sorts', async () => {
    const { fetchMock } = mockApi({
      'GET /api/admin/ad-banners': { body: bannerPage([makeBanner()], { current_page: 2, last_page: 3, total: 41, from: 21, to: 21 }) },
    });
    const { router } = renderList('/admin/ad-banners?search=abrigo&estado=activo&sort=ctr&dir=desc&page=2');
    await screen.findByText('21–21 de 41 banners');
    expect(listQueries(fetchMock)[0]).toEqual({ per_page: '20', search: 'abrigo', estado: 'activo', sort: 'ctr', dir: 'desc', page: '2' });
    expect((screen.getByLabelText('Estado') as HTMLSelectElement).value).toBe('activo');
    expect(screen.getByRole('columnheader', { name: /CTR/ }).getAttribute('aria-sort')).toBe('descending');
    fireEvent.click(screen.getByRole('button', { name: /Impresiones/ }));
    await waitFor(() => expect(screen.getByRole('columnheader', { name: /Impresiones/ }).getAttribute('aria-sort')).toBe('descending'));
    expect(router.state.location.search).toBe('?search=abrigo&estado=activo&sort=impresiones&dir=desc');
    fireEvent.change(screen.getByLabelText('Estado'), { target: { value: 'caducado' } });
    await waitFor(() => expect((screen.getByLabelText('Estado') as HTMLSelectElement).value).toBe('caducado'));
    expect(router.state.location.search).toBe('?search=abrigo&estado=caducado&sort=impresiones&dir=desc');
  });

  it('deletes only after the confirmation dialog, toasts, and loads the list again', async () => {
    const { calls } = mockApi({
      'GET /api/admin/ad-banners': [{ body: bannerPage([makeBanner()]) }, { body: bannerPage([]) }],
      'DELETE /api/admin/ad-banners/4': { body: { status: 'success', data: { message: 'Banner eliminado.' } } },
    });
    renderList();
    fireEvent.click(await screen.findByRole('button', { name: 'Eliminar Rebajas de invierno' }));
    const dialog = await screen.findByRole('alertdialog', { name: '¿Eliminar este banner?' });
    expect(dialog.textContent).toContain('1200 impresiones');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    await screen.findByText('Todavía no hay banners');
    expect(calls.filter((c) => c.key === 'DELETE /api/admin/ad-banners/4')).toHaveLength(1);
    expect(toastsShown()).toContainEqual(['success', '«Rebajas de invierno» eliminado.']);
  });

  it('duplicates and pauses from the row, each with its toast', async () => {
    const { calls } = mockApi({
      'GET /api/admin/ad-banners': { body: bannerPage([makeBanner()]) },
      'POST /api/admin/ad-banners/4/duplicate': { status: 201, body: { status: 'success', data: makeBanner({ id: 9, nombre: 'Rebajas de invierno (copia)', activo: false, estado: 'pausado' }) } },
      'PUT /api/admin/ad-banners/4': { body: { status: 'success', data: makeBanner({ activo: false, estado: 'pausado' }) } },
    });
    renderList();
    fireEvent.click(await screen.findByRole('button', { name: 'Duplicar Rebajas de invierno' }));
    await waitFor(() => expect(toastsShown()).toContainEqual(['success', 'Copia de «Rebajas de invierno» creada (pausada).']));
    fireEvent.click(await screen.findByRole('button', { name: 'Pausar Rebajas de invierno' }));
    await waitFor(() => expect(toastsShown()).toContainEqual(['success', '«Rebajas de invierno» pausado.']));
    const put = calls.find((c) => c.key === 'PUT /api/admin/ad-banners/4')!;
    expect(JSON.parse(String(put.init!.body))).toEqual({ activo: false });
  });

  it('a failed load says so with Reintentar, and an empty filtered list says nothing matches', async () => {
    mockApi({ 'GET /api/admin/ad-banners': [{ status: 500, body: { message: 'Error' } }, { body: bannerPage([]) }] });
    renderList('/admin/ad-banners?estado=caducado');
    expect((await screen.findByRole('alert')).textContent).toContain('No se pudo cargar el listado de banners.');
    fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    await screen.findByText('Ningún banner coincide con estos filtros');
  });
});
