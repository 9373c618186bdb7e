import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { productListAddress } from '~/components/admin/catalog/admin-products-list';
import { CATEGORIES, makeProduct, productPage } from '~/components/admin/catalog/test-products';
import { renderScreen, toastsShown } from '~/components/admin/catalog/test-routes';
import { mockApi } from '~/components/admin/test-support';
import { clearToastsForTests } from '~/lib/toast';
import * as screenModule from './products';

const renderList = (path = '/admin/products') => renderScreen(screenModule, '/admin/products', path);

const categoriesReply = { body: { status: 'success', data: CATEGORIES } };
/** The query strings GET /api/admin/products was called with, in order. */
const listQueries = (fetchMock: ReturnType<typeof mockApi>['fetchMock']) =>
  fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === '/api/admin/products')
    .map((url) => Object.fromEntries(url.searchParams));
const table = () => screen.getByRole('table', { name: 'Productos del catálogo' });

beforeEach(() => clearToastsForTests());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('admin products list', () => {
  it('shows each product with its picture, SKU, brand, category, euro prices, stock state, status and featured mark', async () => {
    mockApi({
      'GET /api/admin/products': { body: productPage([makeProduct(), makeProduct({ id: 8, name: 'Bolso tote', sku: 'DV-BOL', sale_price: null, price: 35, images: [], main_image_url: null, stock_quantity: 0, stock_status: 'out_of_stock', status: 'draft', visibility: 'hidden', is_featured: false })]) },
      'GET /api/admin/categories': categoriesReply,
    });
    renderList();
    const shirt = (await screen.findByRole('link', { name: 'Camisa de lino' })).closest('tr')!;
    const text = shirt.textContent!.replace(/\s/g, ' ');
    expect(text).toContain('RD-CAM-01');
    expect(text).toContain('Rue Diverso');
    expect(text).toContain('Camisas');
    expect(text).toContain('44,90 €');
    expect(text).toContain('Antes 59,90 €');
    expect(text).toContain('8 uds.');
    expect(text).toContain('Últimas unidades');
    expect(text).toContain('Activo');
    expect(within(shirt).getByLabelText('Destacado')).toBeTruthy();
    expect(shirt.querySelector('img')!.getAttribute('src')).toBe('/storage/products/7/a-320.webp');

    const bag = screen.getByRole('link', { name: 'Bolso tote' }).closest('tr')!;
    expect(bag.textContent).toContain('Agotado');
    expect(bag.textContent).toContain('Borrador');
    expect(bag.textContent).toContain('Oculto');
    expect(bag.textContent).toContain('Sin imagen');
    expect(bag.textContent).toContain('No destacado');
    expect(within(bag).getByRole('link', { name: 'Editar Bolso tote' }).getAttribute('href')).toBe('/admin/products/8');
    expect(screen.getByText('1–2 de 2 productos')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Nuevo producto/ }).getAttribute('href')).toBe('/admin/products/new');
  });

  it('reads search, status, category and page from the URL and asks the API for them', async () => {
    const { fetchMock } = mockApi({
      'GET /api/admin/products': { body: productPage([makeProduct()], { current_page: 2, last_page: 3, total: 41, from: 21, to: 21 }) },
      'GET /api/admin/categories': categoriesReply,
    });
    renderList('/admin/products?search=lino&status=draft&category=3&page=2');
    await screen.findByText('21–21 de 41 productos');
    expect(listQueries(fetchMock)).toEqual([{ per_page: '20', search: 'lino', status: 'draft', category_id: '3', page: '2' }]);
    expect((screen.getByLabelText('Buscar') as HTMLInputElement).value).toBe('lino');
    expect((screen.getByLabelText('Estado') as HTMLSelectElement).value).toBe('draft');
    await waitFor(() => expect((screen.getByLabelText('Categoría') as HTMLSelectElement).value).toBe('3'));
    const pages = screen.getByRole('navigation', { name: 'Paginación de productos' });
    expect(within(pages).getByRole('link', { name: /Siguiente/ }).getAttribute('href')).toBe('/admin/products?search=lino&status=draft&category=3&page=3');
  });

  it('a filter change goes back to page 1 and is kept in the URL', async () => {
    const { fetchMock } = mockApi({
      'GET /api/admin/products': { body: productPage([makeProduct()]) },
      'GET /api/admin/categories': categoriesReply,
    });
    const { router } = renderList('/admin/products?page=2');
    await screen.findByRole('link', { name: 'Camisa de lino' });
    await waitFor(() => expect(screen.getByRole('option', { name: 'Chaquetas' })).toBeTruthy());
    fireEvent.change(screen.getByLabelText('Categoría'), { target: { value: '4' } });
    await waitFor(() => expect(router.state.location.search).toBe('?category=4'));
    fireEvent.change(screen.getByLabelText('Buscar'), { target: { value: 'RD-CAM' } });
    await waitFor(() => expect(router.state.location.search).toBe('?search=RD-CAM&category=4'));
    await waitFor(() => expect(listQueries(fetchMock).at(-1)).toEqual({ per_page: '20', search: 'RD-CAM', category_id: '4' }));
    fireEvent.click(screen.getByRole('button', { name: 'Limpiar filtros' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    // The box follows the URL once the list has rendered for it.
    await waitFor(() => expect((screen.getByLabelText('Buscar') as HTMLInputElement).value).toBe(''));
  });

  it('deletes after the confirmation dialog, toasts, and loads the list again', async () => {
    const { calls } = mockApi({
      'GET /api/admin/products': [{ body: productPage([makeProduct()]) }, { body: productPage([]) }],
      'GET /api/admin/categories': categoriesReply,
      'DELETE /api/admin/products/7': { body: { status: 'success', data: { message: 'Producto eliminado.' } } },
    });
    renderList();
    fireEvent.click(await screen.findByRole('button', { name: 'Eliminar Camisa de lino' }));
    const dialog = await screen.findByRole('alertdialog', { name: '¿Eliminar este producto?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    await waitFor(() => expect(toastsShown()).toEqual([['success', '«Camisa de lino» eliminado.']]));
    await screen.findByText('Todavía no hay productos');
    expect(calls.map((c) => c.key).filter((k) => k !== 'GET /api/admin/categories')).toEqual([
      'GET /api/admin/products',
      'DELETE /api/admin/products/7',
      'GET /api/admin/products',
    ]);
  });

  it('cancelling the dialog deletes nothing; a failed delete says so and keeps the row', async () => {
    const { calls } = mockApi({
      'GET /api/admin/products': { body: productPage([makeProduct()]) },
      'GET /api/admin/categories': categoriesReply,
      'DELETE /api/admin/products/7': { status: 500, body: { message: 'Error interno.' } },
    });
    renderList();
    fireEvent.click(await screen.findByRole('button', { name: 'Eliminar Camisa de lino' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(calls.some((c) => c.key.startsWith('DELETE'))).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Eliminar Camisa de lino' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Eliminar' }));
    await waitFor(() => expect(toastsShown()).toEqual([['error', 'Error interno.']]));
    expect(screen.getByRole('link', { name: 'Camisa de lino' })).toBeTruthy();
    expect(calls.filter((c) => c.key === 'GET /api/admin/products')).toHaveLength(1);
  });

  it('a failed load shows an empty list and says why, with a retry', async () => {
    mockApi({
      'GET /api/admin/products': [{ status: 500, body: { message: 'Error interno.' } }, { body: productPage([makeProduct()]) }],
      'GET /api/admin/categories': { status: 500, body: {} },
    });
    renderList();
    expect((await screen.findByRole('alert')).textContent).toContain('No se pudo cargar el listado de productos.');
    expect(within(table()).queryAllByRole('row')).toHaveLength(1);
    expect(screen.getByText('Sin datos que mostrar')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    await screen.findByRole('link', { name: 'Camisa de lino' });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says when no product matches the filters', async () => {
    mockApi({ 'GET /api/admin/products': { body: productPage([]) }, 'GET /api/admin/categories': categoriesReply });
    renderList('/admin/products?search=zzz');
    await screen.findByText('Ningún producto coincide con estos filtros');
    expect(screen.getByText('0 productos')).toBeTruthy();
  });
});

describe('productListAddress', () => {
  it('ignores values the API would refuse', () => {
    expect(productListAddress.read(new URLSearchParams('status=borrado&category=abc&page=-2&search=%20%20'))).toEqual({ search: undefined, status: undefined, category_id: undefined, page: 1 });
  });
});
