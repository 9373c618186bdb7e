import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OrderSummary } from '@common/orders/contracts';
import { ok, renderScreen } from '~/components/account/account-test-utils';
import { makeUser, mockFetch } from '~/components/auth/auth-test-utils';
import { makeOrder, summaryOf } from '~/components/orders/test-order';
import { resetAuthForTests, setAuthUser } from '~/lib/auth';
import { clearToastsForTests } from '~/lib/toast';
import * as OrdersScreen from './orders';
import * as ActiveOrdersScreen from './orders-active';

beforeEach(() => {
  resetAuthForTests();
  setAuthUser(makeUser());
});
afterEach(() => {
  vi.unstubAllGlobals();
  clearToastsForTests();
});

const page = (data: OrderSummary[], extra: Partial<{ current_page: number; last_page: number; total: number }> = {}) =>
  ok({ data, current_page: 1, last_page: 1, per_page: 10, total: data.length, from: data.length ? 1 : null, to: data.length || null, ...extra });

const shipped = summaryOf(makeOrder({ id: 1, number: 'TD-2026-000124', status: 'shipped', total: 59.9, item_count: 3, created_at: '2026-11-21T10:00:00.000Z' }));
const delivered = summaryOf(makeOrder({ id: 2, number: 'TD-2026-000100', status: 'delivered', total: 20, item_count: 1, first_image_url: null }));

describe('Pedidos', () => {
  it('lists each order with its number linked, date, status, items and total', async () => {
    mockFetch({ 'GET /api/user/orders?per_page=10': page([shipped, delivered]) });
    renderScreen(OrdersScreen, '/user/orders');
    const row = await screen.findByRole('article', { name: 'Pedido TD-2026-000124' });
    expect(within(row).getByRole('link', { name: 'Pedido TD-2026-000124' }).getAttribute('href')).toBe('/user/orders/TD-2026-000124');
    expect(within(row).getByText('Enviado')).toBeTruthy();
    expect(row.textContent).toContain('21 de noviembre de 2026');
    expect(row.textContent).toContain('3 prendas');
    expect(row.textContent).toMatch(/59,90\s€/);
    expect(screen.getByText('1–2 de 2 pedidos')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Pedidos' })).toBeTruthy();
  });

  it('keeps the filters in the URL and asks the API for them', async () => {
    const { calls } = mockFetch({
      'GET /api/user/orders?per_page=10': page([shipped, delivered]),
      'GET /api/user/orders?status=delivered&per_page=10': page([delivered]),
      'GET /api/user/orders?status=delivered&period=2025&per_page=10': page([]),
    });
    renderScreen(OrdersScreen, '/user/orders');
    await screen.findByRole('article', { name: 'Pedido TD-2026-000124' });
    fireEvent.change(screen.getByLabelText('Estado'), { target: { value: 'delivered' } });
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Pedido TD-2026-000124' })).toBeNull());
    expect(screen.getByRole('article', { name: 'Pedido TD-2026-000100' })).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Periodo'), { target: { value: '2025' } });
    expect(await screen.findByRole('heading', { name: 'Ningún pedido coincide con estos filtros' })).toBeTruthy();
    expect(calls.map((call) => call.url)).toContain('/api/user/orders?status=delivered&period=2025&per_page=10');
  });

  it('opens a page from the URL and offers the next one', async () => {
    mockFetch({ 'GET /api/user/orders?search=camisa&page=2&per_page=10': page([delivered], { current_page: 2, last_page: 3, total: 21 }) });
    renderScreen(OrdersScreen, '/user/orders?search=camisa&page=2');
    await screen.findByRole('article', { name: 'Pedido TD-2026-000100' });
    expect((screen.getByLabelText('Buscar pedidos') as HTMLInputElement).value).toBe('camisa');
    const pages = screen.getByRole('navigation', { name: 'Paginación de pedidos' });
    expect(within(pages).getByRole('link', { name: /Siguiente/ }).getAttribute('href')).toBe('/user/orders?search=camisa&page=3');
  });

  it('with no order yet, says so and leads to the store', async () => {
    mockFetch({ 'GET /api/user/orders?per_page=10': page([]) });
    renderScreen(OrdersScreen, '/user/orders');
    expect(await screen.findByRole('heading', { level: 2, name: 'Aún no has hecho ningún pedido' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ir a la tienda' }).getAttribute('href')).toBe('/store');
  });

  it('says why the list could not load, and retries', async () => {
    let fail = true;
    mockFetch({ 'GET /api/user/orders?per_page=10': () => (fail ? { status: 500, body: { message: 'Error interno del servidor.' } } : page([shipped])) });
    renderScreen(OrdersScreen, '/user/orders');
    expect(await screen.findByText('No hemos podido cargar esta sección')).toBeTruthy();
    expect(screen.getByText('Error interno del servidor.')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('article', { name: 'Pedido TD-2026-000124' })).toBeTruthy();
  });
});

describe('Pedidos activos', () => {
  it('shows the orders on their way with their tracker', async () => {
    mockFetch({ 'GET /api/user/orders?status=active&per_page=50': page([shipped]) });
    renderScreen(ActiveOrdersScreen, '/user/orders/active');
    const row = await screen.findByRole('article', { name: 'Pedido TD-2026-000124' });
    const tracker = within(row).getByRole('list', { name: 'Seguimiento del pedido' });
    expect(within(tracker).getAllByRole('listitem').find((item) => item.getAttribute('aria-current') === 'step')?.textContent).toContain('Enviado');
  });

  it('with nothing on its way, points to every order and the store', async () => {
    mockFetch({ 'GET /api/user/orders?status=active&per_page=50': page([]) });
    renderScreen(ActiveOrdersScreen, '/user/orders/active');
    expect(await screen.findByRole('heading', { level: 2, name: 'No tienes pedidos en curso' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ver todos mis pedidos' }).getAttribute('href')).toBe('/user/orders');
    expect(screen.getByRole('link', { name: 'Ir a la tienda' }).getAttribute('href')).toBe('/store');
  });
});
