import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminOrder, AdminOrderPage, AdminOrderRow } from '@common/orders/admin-contracts';
import { ORDER_STATUS_LABELS, ORDER_STATUSES } from '@common/orders/rules';
import { renderScreen, toastsShown } from '~/components/admin/catalog/test-routes';
import { mockApi } from '~/components/admin/test-support';
import { staffUser } from '~/components/admin/users/test-users';
import { makeOrder } from '~/components/orders/test-order';
import * as detailModule from './order-detail';
import * as listModule from './orders';

afterEach(() => vi.unstubAllGlobals());

const MANAGER = staffUser([{ name: 'admin', permissions: ['orders.view', 'orders.manage'] }]);
const READER = staffUser([{ name: 'soporte', permissions: ['orders.view'] }]);
const success = <T,>(data: T) => ({ body: { status: 'success', data } });

function row(overrides: Partial<AdminOrderRow> = {}): AdminOrderRow {
  const { id, number, status, status_label, payment_method, payment_status, total, item_count, first_image_url, created_at, email, customer_name } = makeOrder();
  return { id, number, status, status_label, payment_method, payment_status, total, item_count, first_image_url, created_at, email, customer_name, user_id: 5, ...overrides };
}

function page(rows: AdminOrderRow[]): AdminOrderPage {
  return {
    data: rows,
    current_page: 1,
    last_page: 1,
    per_page: 20,
    total: rows.length,
    from: rows.length ? 1 : null,
    to: rows.length ? rows.length : null,
    status_facets: ORDER_STATUSES.map((status) => ({ status, label: ORDER_STATUS_LABELS[status], count: status === 'paid' ? 4 : status === 'shipped' ? 1 : 0 })),
  };
}

function adminOrder(overrides: Partial<AdminOrder> = {}): AdminOrder {
  return {
    ...makeOrder(),
    customer_account: { id: 5, name: 'Lucía Fernández', email: 'lucia@example.com' },
    allowed_statuses: ['preparing'],
    refund_on_cancel: { amount: 79.9, method: 'card' },
    ...overrides,
  };
}

const queryOf = (fetchMock: { mock: { calls: unknown[][] } }, index: number) =>
  Object.fromEntries(new URL(fetchMock.mock.calls[index]![0] as string, 'http://localhost').searchParams);

describe('admin orders list', () => {
  it('shows each order with customer, items, total, payment and status, the status counts, and reads its filters from the URL', async () => {
    const { fetchMock } = mockApi({
      'GET /api/admin/orders': success(page([row(), row({ id: 2, number: 'TD-2026-000124', status: 'shipped', status_label: 'Enviado', customer_name: 'Íñigo Núñez', email: 'inigo@example.com', payment_method: 'bank_transfer', total: 120 })])),
    });
    renderScreen(listModule, '/admin/orders', '/admin/orders?status=paid&payment_method=card&sort=total_desc&from=2026-11-01', MANAGER);
    await screen.findByText('1–2 de 2 pedidos');
    const table = screen.getByRole('table', { name: 'Pedidos de la tienda' });
    const first = within(table).getByRole('link', { name: 'TD-2026-000123' }).closest('tr')!;
    expect(first.textContent).toContain('Lucía Fernández');
    expect(first.textContent).toContain('lucia@example.com');
    expect(first.textContent).toContain('Tarjeta');
    expect(first.textContent).toContain('Pagado');
    expect(first.textContent).toContain('79,90');
    expect(within(first).getByRole('link', { name: 'Ver el pedido TD-2026-000123' }).getAttribute('href')).toBe('/admin/orders/1');
    const second = within(table).getByRole('link', { name: 'TD-2026-000124' }).closest('tr')!;
    expect(second.textContent).toContain('Transferencia bancaria');
    expect(second.textContent).toContain('Enviado');
    const facets = screen.getByRole('navigation', { name: 'Pedidos por estado' });
    const paid = within(facets).getByRole('link', { name: /Pagado/ });
    expect(paid.getAttribute('aria-current')).toBe('true');
    expect(within(facets).getByRole('link', { name: /Todos/ }).textContent).toContain('5');
    expect((screen.getByLabelText('Estado') as HTMLSelectElement).value).toBe('paid');
    expect((screen.getByLabelText('Ordenar por') as HTMLSelectElement).value).toBe('total_desc');
    expect(queryOf(fetchMock, 0)).toEqual({ status: 'paid', payment_method: 'card', from: '2026-11-01', sort: 'total_desc', per_page: '20' });
  });

  it('says so when no order matches the filters', async () => {
    mockApi({ 'GET /api/admin/orders': success(page([])) });
    renderScreen(listModule, '/admin/orders', '/admin/orders?search=nadie', MANAGER);
    await screen.findByText('Ningún pedido coincide con estos filtros');
  });
});

describe('admin order page', () => {
  it('offers only the allowed actions, ships with a carrier and a tracking number, and shows the server’s field errors', async () => {
    const shipped = adminOrder({
      status: 'shipped',
      status_label: 'Enviado',
      allowed_statuses: ['delivered'],
      refund_on_cancel: null,
      tracking: { carrier: 'seur', carrier_name: 'SEUR', tracking_number: 'SEUR123', tracking_url: 'https://www.seur.com/x' },
    });
    const { fetchMock } = mockApi({
      'GET /api/admin/orders/1': [success(adminOrder({ status: 'preparing', status_label: 'En preparación', allowed_statuses: ['shipped'] })), success(shipped)],
      'POST /api/admin/orders/1/status': [
        { status: 422, body: { message: 'El número de seguimiento solo lleva letras…', errors: { tracking_number: ['El número de seguimiento solo lleva letras, números, espacios, puntos, guiones y barras.'] } } },
        success(shipped),
      ],
    });
    renderScreen(detailModule, '/admin/orders/:id', '/admin/orders/1', MANAGER);
    await screen.findByRole('heading', { level: 1, name: 'TD-2026-000123' });
    expect(screen.getByRole('link', { name: 'Ver la cuenta de Lucía Fernández' }).getAttribute('href')).toBe('/admin/users/5');
    expect(screen.getByRole('link', { name: /Imprimir albarán/ }).getAttribute('href')).toBe('/admin/orders/1/packing-slip');
    expect(screen.queryByRole('button', { name: 'Marcar como entregado' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Cancelar y reembolsar' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Marcar como enviado' }));
    const dialog = await screen.findByRole('dialog', { name: 'Marcar como enviado' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Marcar como enviado' }));
    await within(dialog).findByText('Elige la empresa de transporte.');
    expect(fetchMock.mock.calls.filter(([, init]) => (init as RequestInit | undefined)?.method === 'POST')).toHaveLength(0);
    fireEvent.change(within(dialog).getByLabelText(/Empresa de transporte/), { target: { value: 'seur' } });
    fireEvent.change(within(dialog).getByLabelText(/Número de seguimiento/), { target: { value: 'SEUR 123' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Marcar como enviado' }));
    await within(dialog).findByText('El número de seguimiento solo lleva letras, números, espacios, puntos, guiones y barras.');
    fireEvent.change(within(dialog).getByLabelText(/Número de seguimiento/), { target: { value: 'SEUR123' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Marcar como enviado' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Marcar como enviado' })).toBeNull());
    const posts = fetchMock.mock.calls.filter(([, init]) => (init as RequestInit | undefined)?.method === 'POST');
    expect(JSON.parse((posts.at(-1)![1] as RequestInit).body as string)).toEqual({ status: 'shipped', carrier: 'seur', tracking_number: 'SEUR123' });
    await screen.findByRole('button', { name: 'Marcar como entregado' });
    expect(screen.queryByRole('button', { name: 'Cancelar y reembolsar' })).toBeNull();
    expect(toastsShown()).toContainEqual(['success', 'Pedido enviado. La clienta recibirá el email con el seguimiento.']);
  }, 20_000);

  it('cancelling asks for the reason and says how much goes back and how', async () => {
    mockApi({
      'GET /api/admin/orders/1': success(adminOrder()),
      'POST /api/admin/orders/1/cancel': success(adminOrder({ status: 'cancelled', status_label: 'Cancelado', allowed_statuses: [], refund_on_cancel: null, cancel_reason: 'Sin stock' })),
    });
    renderScreen(detailModule, '/admin/orders/:id', '/admin/orders/1', MANAGER);
    fireEvent.click(await screen.findByRole('button', { name: 'Cancelar y reembolsar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancelar y reembolsar' });
    expect(dialog.textContent).toContain('Se devolverán 79,90');
    expect(dialog.textContent).toContain('a la tarjeta con la que se pagó');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancelar y reembolsar' }));
    await within(dialog).findByText('Escribe el motivo de la cancelación (al menos 3 caracteres).');
    fireEvent.change(within(dialog).getByLabelText(/Motivo de la cancelación/), { target: { value: 'Sin stock' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancelar y reembolsar' }));
    await screen.findByText('Motivo de la cancelación:');
    expect(toastsShown()).toContainEqual(['success', 'Pedido cancelado y reembolsado.']);
  });

  it('someone who may only read orders sees no action buttons nor the note form', async () => {
    mockApi({ 'GET /api/admin/orders/1': success(adminOrder()) });
    renderScreen(detailModule, '/admin/orders/:id', '/admin/orders/1', READER);
    await screen.findByRole('heading', { level: 1, name: 'TD-2026-000123' });
    expect(screen.queryByRole('button', { name: 'Pasar a preparación' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cancelar y reembolsar' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Nota interna' })).toBeNull();
  });
});
