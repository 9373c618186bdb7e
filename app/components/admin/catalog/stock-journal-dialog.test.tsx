import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StockMovement, VariantStockJournal } from '@common/inventory/contracts';
import * as screenModule from '~/routes/admin/product-edit';
import { mockApi } from '../test-support';
import { staffUser } from '../users/test-users';
import { BRANDS, CATEGORIES, makeProduct } from './test-products';
import { renderScreen, toastsShown } from './test-routes';

const ok = <T,>(data: T) => ({ body: { status: 'success', data } });
const choices = { 'GET /api/brands': ok(BRANDS), 'GET /api/admin/categories': ok(CATEGORIES) };
const MANAGER = staffUser([{ name: 'catálogo', permissions: ['products.view', 'products.manage'] }]);
const READER = staffUser([{ name: 'almacén', permissions: ['products.view'] }]);

afterEach(() => vi.unstubAllGlobals());

function movement(overrides: Partial<StockMovement> = {}): StockMovement {
  return {
    id: 1,
    delta: -1,
    stock_after: 5,
    reason: 'sold',
    reason_label: 'Vendida',
    order_number: 'TD-2026-000123',
    order_id: 3,
    return_number: null,
    return_id: null,
    note: null,
    actor_kind: 'customer',
    actor_name: 'Lucía Fernández',
    created_at: '2026-11-24T17:05:00.000Z',
    ...overrides,
  };
}

function journal(movements: StockMovement[], stock = 5, overrides: Partial<VariantStockJournal> = {}): VariantStockJournal {
  return {
    data: movements,
    current_page: 1,
    last_page: 1,
    per_page: 20,
    total: movements.length,
    from: movements.length ? 1 : null,
    to: movements.length || null,
    variant: { id: 71, product_id: 7, product_name: 'Camisa de lino', sku: 'RD-CAM-01-M', size: 'M', color_name: 'Arena', stock },
    ...overrides,
  };
}

const SOLD = movement();
const RETURNED = movement({ id: 2, delta: 1, stock_after: 6, reason: 'returned', reason_label: 'Devuelta al stock', order_number: null, order_id: null, return_number: 'DV-2026-000045', return_id: 9, actor_kind: 'staff', actor_name: 'Marta Gil' });
const DAMAGED = movement({ id: 3, delta: -2, stock_after: 4, reason: 'damaged', reason_label: 'Baja por daño', order_number: null, order_id: null, actor_kind: 'staff', actor_name: 'Marta Gil', note: 'Manchas de humedad' });

async function openJournal(me = MANAGER, routes: Parameters<typeof mockApi>[0] = {}) {
  const mocked = mockApi({ ...choices, 'GET /api/admin/products/7': ok(makeProduct()), 'GET /api/admin/inventory/variants/71/movements': ok(journal([DAMAGED, RETURNED, SOLD], 4)), ...routes });
  renderScreen(screenModule, '/admin/products/:id', '/admin/products/7', me);
  fireEvent.click(await screen.findByRole('button', { name: 'Movimientos de stock, variante 1' }));
  const dialog = await screen.findByRole('dialog', { name: 'Movimientos de stock' });
  await within(dialog).findByRole('table');
  return { ...mocked, dialog };
}

describe('stock journal of a variant', () => {
  it('lists each movement with its date, reason, units in or out, stock after, order or return, who and note', async () => {
    const { dialog, fetchMock } = await openJournal();
    expect(dialog.textContent).toContain('Talla M · Arena · RD-CAM-01-M');
    expect(dialog.textContent).toContain('Stock ahora: 4 uds.');
    const rows = within(dialog).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[1]!.textContent)).toEqual(['Baja por daño', 'Devuelta al stock', 'Vendida']);
    expect(rows.map((row) => within(row).getAllByRole('cell')[2]!.textContent)).toEqual(['−2', '+1', '−1']);
    expect(rows[0]!.textContent).toContain('Manchas de humedad');
    expect(rows[0]!.textContent).toContain('Marta Gil');
    expect(within(rows[1]!).getByRole('link', { name: 'DV-2026-000045' }).getAttribute('href')).toBe('/admin/returns/9');
    expect(within(rows[2]!).getByRole('link', { name: 'TD-2026-000123' }).getAttribute('href')).toBe('/admin/orders/3');
    const [url] = fetchMock.mock.calls.find(([input]) => String(input).includes('/movements'))!;
    expect(Object.fromEntries(new URL(String(url), 'http://localhost').searchParams)).toEqual({ page: '1', per_page: '20' });
  });

  it('someone who may only read products sees the journal without the adjustment form', async () => {
    const { dialog } = await openJournal(READER);
    expect(within(dialog).queryByRole('button', { name: 'Registrar movimiento' })).toBeNull();
  });

  it('pages through older movements', async () => {
    const older = movement({ id: 40, reason: 'opening', reason_label: 'Existencias iniciales', delta: 10, stock_after: 10, order_id: null, order_number: null, actor_kind: 'system', actor_name: null });
    const { dialog, fetchMock } = await openJournal(MANAGER, {
      'GET /api/admin/inventory/variants/71/movements': [ok(journal([SOLD], 4, { last_page: 2, total: 21 })), ok(journal([older], 4, { current_page: 2, last_page: 2, total: 21 }))],
    });
    fireEvent.click(within(dialog).getByRole('button', { name: /Anteriores/ }));
    await within(dialog).findByText('Existencias iniciales');
    expect(dialog.textContent).toContain('Página 2 de 2');
    expect(dialog.textContent).toContain('Sistema (automático)');
    const pages = fetchMock.mock.calls.map(([input]) => new URL(String(input), 'http://localhost')).filter((url) => url.pathname.endsWith('/movements'));
    expect(pages.map((url) => url.searchParams.get('page'))).toEqual(['1', '2']);
  });

  it('records an adjustment with its reason, signed units and note, and the row shows the new stock', async () => {
    const after = journal([movement({ id: 4, delta: 3, stock_after: 7, reason: 'received', reason_label: 'Entrada de mercancía', order_id: null, order_number: null, actor_kind: 'staff', actor_name: 'Lucía Martín Pardo', note: 'Pedido al proveedor' }), DAMAGED, RETURNED, SOLD], 7);
    const before = makeProduct();
    const reread = { ...before, stock_quantity: 10, stock: 10, variants: before.variants.map((variant) => (variant.id === 71 ? { ...variant, stock: 7 } : variant)) };
    const { dialog, calls } = await openJournal(MANAGER, {
      'GET /api/admin/products/7': [ok(before), ok(reread)],
      'POST /api/admin/inventory/variants/71/adjustments': [{ status: 409, body: { message: 'El stock no puede quedar por debajo de cero.' } }, { status: 201, ...ok(after) }],
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Registrar movimiento' }));
    await within(dialog).findByText('Indica cuántas unidades entran (+) o salen (−), sin decimales.');
    fireEvent.change(within(dialog).getByLabelText(/Motivo/), { target: { value: 'damaged' } });
    fireEvent.change(within(dialog).getByLabelText(/Unidades/), { target: { value: '3' } });
    fireEvent.change(within(dialog).getByLabelText(/Nota/), { target: { value: 'Caja rota' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Registrar movimiento' }));
    await within(dialog).findByText('Una baja por daño resta unidades: usa un número negativo.');
    expect(calls.filter((call) => call.key.startsWith('POST'))).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText(/Motivo/), { target: { value: 'received' } });
    fireEvent.change(within(dialog).getByLabelText(/Unidades/), { target: { value: '+3' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Registrar movimiento' }));
    await within(dialog).findByText('El stock no puede quedar por debajo de cero.');
    fireEvent.change(within(dialog).getByLabelText(/Nota/), { target: { value: 'Pedido al proveedor' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Registrar movimiento' }));
    await within(dialog).findByText('Entrada de mercancía');
    const posts = calls.filter((call) => call.key.startsWith('POST'));
    expect(JSON.parse(String(posts.at(-1)!.init?.body))).toEqual({ reason: 'received', delta: 3, note: 'Pedido al proveedor' });
    // The dialog's form sits inside the product form's React tree: its submit saves nothing else.
    expect(calls.filter((call) => !call.key.startsWith('GET ') && !call.key.endsWith('/adjustments')).map((call) => call.key)).toEqual([]);
    expect(dialog.textContent).toContain('Stock ahora: 7 uds.');
    expect(toastsShown()).toContainEqual(['success', 'Movimiento registrado. Stock ahora: 7 uds.']);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cerrar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect((screen.getByLabelText('Stock, variante 1') as HTMLInputElement).value).toBe('7');
    // The product is read again with that stock: nothing is left unsaved.
    await screen.findByText('Sin cambios pendientes.');
  });
});
