import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminCoupon } from '@common/coupons/contracts';
import { renderScreen, toastsShown } from '~/components/admin/catalog/test-routes';
import { makeUser, mockApi } from '~/components/admin/test-support';
import { clearToastsForTests } from '~/lib/toast';
import * as listModule from './coupons';
import * as editModule from './coupons-edit';
import * as newModule from './coupons-new';

beforeEach(() => clearToastsForTests());
afterEach(() => {
  vi.unstubAllGlobals();
});

const bodyOf = (calls: ReturnType<typeof mockApi>['calls'], key: string) => JSON.parse(String(calls.find((c) => c.key === key)!.init!.body));
const emptyPage = { status: 'success', data: { data: [], current_page: 1, last_page: 1, per_page: 20, total: 0, from: null, to: null } };

function makeCoupon(overrides: Partial<AdminCoupon> = {}): AdminCoupon {
  return {
    id: 4,
    code: 'VERANO15',
    description: 'Rebajas de verano',
    kind: 'percentage',
    value: 15,
    benefit: '15 % de descuento',
    min_order: 60,
    starts_at: null,
    ends_at: '2027-09-30T21:59:59.000Z',
    max_uses: null,
    max_uses_per_customer: null,
    first_order_only: false,
    is_active: true,
    used_count: 0,
    state: 'activo',
    created_at: '2026-11-01T10:00:00.000Z',
    updated_at: '2026-11-01T10:00:00.000Z',
    ...overrides,
  };
}

describe('coupon form', () => {
  it('creates a fixed-amount coupon: code upper-cased as typed, euros with a comma, empty limits as none', async () => {
    const { calls } = mockApi({
      'POST /api/admin/coupons': { status: 201, body: { status: 'success', data: makeCoupon({ id: 9, code: 'ENVIO5', kind: 'fixed', value: 4.95 }) } },
      'GET /api/admin/coupons': { body: emptyPage },
    });
    const { router } = renderScreen(newModule, '/admin/coupons/new', '/admin/coupons/new');
    fireEvent.change(await screen.findByRole('textbox', { name: /^Código/ }), { target: { value: 'envio5' } });
    expect((screen.getByRole('textbox', { name: /^Código/ }) as HTMLInputElement).value).toBe('ENVIO5');
    fireEvent.click(screen.getByRole('radio', { name: /Importe fijo/ }));
    fireEvent.change(screen.getByLabelText(/^Importe \(€\)/), { target: { value: '4,95' } });
    fireEvent.change(screen.getByLabelText(/^Pedido mínimo/), { target: { value: '30' } });
    fireEvent.change(screen.getByLabelText(/^Usos por cliente/), { target: { value: '2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Crear cupón' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/coupons'));
    expect(bodyOf(calls, 'POST /api/admin/coupons')).toEqual({
      code: 'ENVIO5',
      description: '',
      kind: 'fixed',
      value: 4.95,
      min_order: 30,
      starts_at: null,
      ends_at: null,
      max_uses: null,
      max_uses_per_customer: 2,
      first_order_only: false,
      is_active: true,
    });
    expect(toastsShown()).toContainEqual(['success', 'Cupón ENVIO5 creado.']);
  });

  it("checks the contract before sending, and shows the server's 422s under their fields", async () => {
    const { calls } = mockApi({
      'POST /api/admin/coupons': {
        status: 422,
        body: { message: 'Ya existe un cupón con este código.', errors: { code: ['Ya existe un cupón con este código.'], value: ['Un porcentaje debe ser un número entero de 1 a 100.'] } },
      },
    });
    renderScreen(newModule, '/admin/coupons/new', '/admin/coupons/new');
    fireEvent.change(await screen.findByRole('textbox', { name: /^Código/ }), { target: { value: 'ño' } });
    fireEvent.change(screen.getByLabelText(/^Usos en total/), { target: { value: 'muchos' } });
    fireEvent.click(screen.getByRole('button', { name: 'Crear cupón' }));
    expect(await screen.findByText('El código debe tener al menos 3 caracteres.')).toBeTruthy();
    expect(screen.getByText('El máximo de usos debe ser un número entero.')).toBeTruthy();
    expect(calls.filter((c) => c.key === 'POST /api/admin/coupons')).toHaveLength(0);

    fireEvent.change(screen.getByRole('textbox', { name: /^Código/ }), { target: { value: 'BIENVENIDA10' } });
    fireEvent.change(screen.getByLabelText(/^Usos en total/), { target: { value: '' } });
    fireEvent.change(screen.getByLabelText(/^Porcentaje \(%\)/), { target: { value: '12,5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Crear cupón' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: /^Código/ }).getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('Ya existe un cupón con este código.')).toBeTruthy();
    expect(screen.getByText('Un porcentaje debe ser un número entero de 1 a 100.')).toBeTruthy();
    expect(toastsShown()).toEqual([]);
  });

  it('loads a coupon into the form and saves the change with PATCH', async () => {
    const { calls } = mockApi({
      'GET /api/admin/coupons/4': { body: { status: 'success', data: makeCoupon({ used_count: 3 }) } },
      'PATCH /api/admin/coupons/4': { body: { status: 'success', data: makeCoupon({ value: 20 }) } },
      'GET /api/admin/coupons': { body: emptyPage },
    });
    renderScreen(editModule, '/admin/coupons/:id', '/admin/coupons/4');
    expect(await screen.findByRole('heading', { level: 1, name: 'VERANO15' })).toBeTruthy();
    expect(screen.getByText(/15 % de descuento · 3 usos/)).toBeTruthy();
    expect((screen.getByLabelText(/^Pedido mínimo/) as HTMLInputElement).value).toBe('60');
    fireEvent.change(screen.getByLabelText(/^Porcentaje \(%\)/), { target: { value: '20' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    await waitFor(() => expect(toastsShown()).toContainEqual(['success', 'Cambios de VERANO15 guardados.']));
    expect(bodyOf(calls, 'PATCH /api/admin/coupons/4')).toMatchObject({ code: 'VERANO15', value: 20, min_order: 60, ends_at: '2027-09-30T21:59:59.000Z', starts_at: null });
  });
});

describe('coupon list', () => {
  const page = (data: AdminCoupon[]) => ({ status: 'success', data: { data, current_page: 1, last_page: 1, per_page: 20, total: data.length, from: 1, to: data.length } });

  it('shows each coupon with its state and uses; deactivates one, and deletes a never-used one behind a warning', async () => {
    const used = makeCoupon({ id: 5, code: 'ENVIO5', kind: 'fixed', value: 5, benefit: '5 € de descuento', used_count: 7, max_uses: 100, state: 'activo' });
    const fresh = makeCoupon({ id: 6, code: 'NUEVO', state: 'programado' });
    const { calls } = mockApi({
      'GET /api/admin/coupons': { body: page([used, fresh]) },
      'PATCH /api/admin/coupons/5': { body: { status: 'success', data: { ...used, is_active: false, state: 'inactivo' } } },
      'DELETE /api/admin/coupons/6': { body: { status: 'success', data: { message: 'Cupón eliminado.' } } },
    });
    renderScreen(listModule, '/admin/coupons', '/admin/coupons');
    await screen.findByRole('link', { name: 'ENVIO5' });
    const table = screen.getByRole('table', { name: 'Cupones de descuento' });
    const usedRow = within(table).getByRole('link', { name: 'ENVIO5' }).closest('tr')!;
    expect(within(usedRow).getByText('Activo')).toBeTruthy();
    expect(usedRow.textContent).toContain('7 / 100');
    // A used coupon cannot be deleted: only deactivated.
    expect(within(usedRow).queryByRole('button', { name: /Eliminar/ })).toBeNull();
    expect(within(within(table).getByRole('link', { name: 'NUEVO' }).closest('tr')!).getByText('Programado')).toBeTruthy();

    fireEvent.click(within(usedRow).getByRole('button', { name: 'Desactivar ENVIO5' }));
    await waitFor(() => expect(toastsShown()).toContainEqual(['success', 'ENVIO5 desactivado: ya no se puede usar.']));
    expect(bodyOf(calls, 'PATCH /api/admin/coupons/5')).toEqual({ is_active: false });

    fireEvent.click(screen.getByRole('button', { name: 'Eliminar NUEVO' }));
    fireEvent.click(within(await screen.findByRole('alertdialog', { name: '¿Eliminar el cupón NUEVO?' })).getByRole('button', { name: 'Eliminar' }));
    await waitFor(() => expect(toastsShown()).toContainEqual(['success', 'NUEVO eliminado.']));
    expect(calls.some((c) => c.key === 'DELETE /api/admin/coupons/6')).toBe(true);
  });

  it('staff who only view orders read the list without its actions', async () => {
    mockApi({ 'GET /api/admin/coupons': { body: page([makeCoupon()]) } });
    const viewer = makeUser([], { roles: [{ id: 9, name: 'atención', permissions: ['dashboard.view', 'orders.view'] }] });
    renderScreen(listModule, '/admin/coupons', '/admin/coupons', viewer);
    await screen.findByText('VERANO15');
    const table = screen.getByRole('table', { name: 'Cupones de descuento' });
    expect(within(table).queryByRole('link')).toBeNull();
    expect(within(table).queryByRole('button')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Nuevo cupón' })).toBeNull();
  });
});
