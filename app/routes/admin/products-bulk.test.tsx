import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ProductBulkResult } from '@common/catalog/bulk-action-contracts';
import { CATEGORIES, makeProduct, productPage } from '~/components/admin/catalog/test-products';
import { renderScreen, toastsShown } from '~/components/admin/catalog/test-routes';
import { mockApi } from '~/components/admin/test-support';
import { clearToastsForTests } from '~/lib/toast';
import * as screenModule from './products';

const PRODUCTS = [
  makeProduct({ id: 7, name: 'Camisa de lino' }),
  makeProduct({ id: 8, name: 'Bolso tote', sku: 'DV-BOL' }),
  makeProduct({ id: 9, name: 'Vestido midi', sku: 'DV-VES' }),
];
const listReply = { body: productPage(PRODUCTS) };
const categoriesReply = { body: { status: 'success', data: CATEGORIES } };

function bulkReply(result: Partial<ProductBulkResult>) {
  return (init: RequestInit | undefined) => {
    const sent = JSON.parse(String(init?.body)) as { action: ProductBulkResult['action']; ids: number[] };
    return {
      body: {
        status: 'success',
        data: { action: sent.action, requested: sent.ids.length, updated: sent.ids.length, skipped: 0, not_found: 0, items: [], message: '', ...result },
      },
    };
  };
}

const renderList = () => renderScreen(screenModule, '/admin/products', '/admin/products');
const bar = () => screen.getByRole('region', { name: 'Acciones sobre la selección' });
const sentBodies = (fetchMock: ReturnType<typeof mockApi>['fetchMock']) =>
  fetchMock.mock.calls.filter(([input, init]) => String(input).endsWith('/api/admin/products/bulk') && init?.method === 'POST').map(([, init]) => JSON.parse(String(init!.body)));

beforeEach(() => clearToastsForTests());
afterEach(() => vi.unstubAllGlobals());

describe('bulk actions on the products list', () => {
  it('selects rows, or every row of the page, and shows the bar with the count only while something is selected', async () => {
    mockApi({ 'GET /api/admin/products': listReply, 'GET /api/admin/categories': categoriesReply });
    renderList();
    const first = await screen.findByRole('checkbox', { name: 'Seleccionar Camisa de lino' });
    expect(screen.queryByRole('region', { name: 'Acciones sobre la selección' })).toBeNull();
    fireEvent.click(first);
    expect(bar().textContent).toContain('1 seleccionado');
    const all = screen.getByRole('checkbox', { name: 'Seleccionar todos los productos de esta página' }) as HTMLInputElement;
    expect(all.indeterminate).toBe(true);
    fireEvent.click(all);
    expect(bar().textContent).toContain('3 seleccionados');
    expect(all.checked).toBe(true);
    fireEvent.click(all);
    expect(screen.queryByRole('region', { name: 'Acciones sobre la selección' })).toBeNull();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Seleccionar Bolso tote' }));
    fireEvent.click(within(bar()).getByRole('button', { name: 'Deseleccionar' }));
    expect(screen.queryByRole('region', { name: 'Acciones sobre la selección' })).toBeNull();
  });

  it('deactivates the selection after a warning dialog, toasts the summary and loads the list again', async () => {
    const { fetchMock } = mockApi({
      'GET /api/admin/products': listReply,
      'GET /api/admin/categories': categoriesReply,
      'POST /api/admin/products/bulk': bulkReply({ updated: 2, message: '2 productos desactivados' }),
    });
    renderList();
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Seleccionar Camisa de lino' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Seleccionar Vestido midi' }));
    fireEvent.click(within(bar()).getByRole('button', { name: 'Desactivar' }));
    const dialog = await screen.findByRole('alertdialog', { name: '¿Desactivar 2 productos?' });
    expect(dialog.textContent).toContain('Pasarán a borrador');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Desactivar' }));
    await waitFor(() => expect(toastsShown()).toContainEqual(['success', '2 productos desactivados']));
    expect(sentBodies(fetchMock)).toEqual([{ action: 'deactivate', ids: [7, 9] }]);
    await waitFor(() => expect(fetchMock.mock.calls.filter(([input]) => String(input).includes('/api/admin/products?') || String(input).endsWith('/api/admin/products')).length).toBe(2));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Acciones sobre la selección' })).toBeNull());
  });

  it('cancelling the dialog sends nothing', async () => {
    const { fetchMock } = mockApi({ 'GET /api/admin/products': listReply, 'GET /api/admin/categories': categoriesReply });
    renderList();
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Seleccionar Bolso tote' }));
    fireEvent.click(within(bar()).getByRole('button', { name: 'Eliminar' }));
    const dialog = await screen.findByRole('alertdialog', { name: '¿Eliminar 1 producto?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(sentBodies(fetchMock)).toEqual([]);
    expect(bar().textContent).toContain('1 seleccionado');
  });

  it('moves the selection to the category picked, and warns when some were not found', async () => {
    const { fetchMock } = mockApi({
      'GET /api/admin/products': listReply,
      'GET /api/admin/categories': categoriesReply,
      'POST /api/admin/products/bulk': bulkReply({ updated: 2, not_found: 1, message: '2 productos cambiados de categoría; 1 no encontrado' }),
    });
    renderList();
    await screen.findByRole('checkbox', { name: 'Seleccionar Camisa de lino' });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Seleccionar todos los productos de esta página' }));
    const change = within(bar()).getByRole('button', { name: 'Cambiar categoría' });
    expect((change as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(within(bar()).getByLabelText('Categoría nueva'), { target: { value: '4' } });
    fireEvent.click(change);
    fireEvent.click(within(await screen.findByRole('alertdialog', { name: '¿Mover 3 productos a «Chaquetas»?' })).getByRole('button', { name: 'Cambiar categoría' }));
    await waitFor(() => expect(toastsShown()).toContainEqual(['warning', '2 productos cambiados de categoría; 1 no encontrado']));
    expect(sentBodies(fetchMock)).toEqual([{ action: 'set_category', ids: [7, 8, 9], category_id: 4 }]);
  });

  it('a refusal says why and keeps the selection', async () => {
    mockApi({
      'GET /api/admin/products': listReply,
      'GET /api/admin/categories': categoriesReply,
      'POST /api/admin/products/bulk': { status: 422, body: { message: 'Como máximo 500 productos a la vez.', errors: { ids: ['Como máximo 500 productos a la vez.'] } } },
    });
    renderList();
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Seleccionar Camisa de lino' }));
    fireEvent.click(within(bar()).getByRole('button', { name: 'Destacar' }));
    fireEvent.click(within(await screen.findByRole('alertdialog', { name: '¿Destacar 1 producto?' })).getByRole('button', { name: 'Destacar' }));
    await waitFor(() => expect(toastsShown()).toContainEqual(['error', 'Como máximo 500 productos a la vez.']));
    expect(bar().textContent).toContain('1 seleccionado');
  });
});
