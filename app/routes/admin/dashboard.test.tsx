import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminDashboard } from '@common/admin/dashboard';
import { ADMIN_LOW_STOCK_THRESHOLD } from '@common/constants';
import { makeUser, mockApi, renderRoute } from '~/components/admin/test-support';
import { resetAuthForTests, setAuthUser } from '~/lib/auth';
import * as DashboardRoute from './dashboard';

const DATA: AdminDashboard = {
  users: { total: 1287, new_last_30_days: 43, active_last_24h: 17, by_role: { 'super-admin': 1, admin: 2, user: 1284 } },
  banners: { active: 3 },
  products: { total: 212, active: 180, low_stock: 7, out_of_stock: 2, featured: 12, categories: 9 },
  sales: {
    today: { revenue: 129.8, orders: 2, average_order: 64.9 },
    last_7_days: { revenue: 1250.5, orders: 19, average_order: 65.82 },
    last_30_days: { revenue: 5320, orders: 80, average_order: 66.5 },
    best_sellers: [
      { product_id: 4, name: 'Camisa de lino azul', slug: 'camisa-de-lino-azul', units: 31, revenue: 1519 },
      { product_id: 7, name: 'Vestido midi', slug: 'vestido-midi', units: 1, revenue: 59 },
    ],
  },
  recent_products: [{ id: 4, name: 'Camisa de lino azul', slug: 'camisa-de-lino-azul', stock: 2, created_at: '2025-03-10T12:00:00.000Z' }],
  recent_users: [
    { id: 9, name: 'Marta Gil', email: 'marta@example.es', created_at: '2025-03-14T12:00:00.000Z' },
    { id: 8, name: 'Jon Etxeberria', email: 'jon@example.es', created_at: '2025-02-02T12:00:00.000Z' },
  ],
  recent_activity: [
    {
      id: 21,
      actor: { id: 3, name: 'Lucía Martín' },
      action: 'update',
      entity_type: 'product',
      entity_id: '4',
      entity_label: 'Camisa de lino azul',
      changes: { price: { before: 59.9, after: 49.9 }, is_featured: { before: false, after: true } },
      ip_address: null,
      created_at: '2025-03-15T09:30:00.000Z',
      link: '/admin/products/4',
    },
    {
      id: 20,
      actor: { id: 3, name: 'Lucía Martín' },
      action: 'deactivate',
      entity_type: 'user',
      entity_id: '8',
      entity_label: 'Jon Etxeberria',
      changes: {},
      ip_address: null,
      created_at: '2025-03-14T18:00:00.000Z',
      link: '/admin/users/8',
    },
  ],
};

const ok = (data: AdminDashboard = DATA) => ({ body: { status: 'success', data } });

function renderDashboard(roles = ['admin']) {
  act(() => setAuthUser(makeUser(roles)));
  return renderRoute(DashboardRoute, '/admin/dashboard');
}

/** The figure shown above a summary label. */
function figure(region: HTMLElement, label: string) {
  const term = within(region).getByText(label, { selector: 'dt' });
  return term.parentElement!.querySelector('dd')!.textContent;
}

beforeEach(() => resetAuthForTests());
afterEach(() => vi.unstubAllGlobals());

describe('admin dashboard route', () => {
  it('shows skeletons while GET /api/admin/dashboard loads', async () => {
    let release!: () => void;
    vi.stubGlobal('fetch', vi.fn(() => new Promise<Response>((resolve) => (release = () => resolve(Response.json(ok().body))))));
    renderDashboard();
    expect((await screen.findByRole('status')).textContent).toContain('Cargando las cifras del panel');
    expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeTruthy();
    await act(async () => release());
    await screen.findByText('Usuarios totales');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('stat cards show the API figures: Usuarios totales, Nuevos (30 días), Activos (24 h), Banners activos', async () => {
    mockApi({ 'GET /api/admin/dashboard': ok() });
    renderDashboard();
    const cards = await screen.findByRole('list', { name: 'Cifras clave' });
    const read = (label: string) => within(cards).getByText(label).closest('li')!.textContent;
    expect(read('Usuarios totales')).toContain('1287');
    expect(read('Nuevos (30 días)')).toContain('43');
    expect(read('Activos (24 h)')).toContain('17');
    expect(read('Banners activos')).toContain('3');
  });

  it('sales show revenue, orders and average order for today, 7 and 30 days, and the best sellers by units', async () => {
    mockApi({ 'GET /api/admin/dashboard': ok() });
    renderDashboard();
    const periods = await screen.findByRole('list', { name: 'Ventas por periodo' });
    const card = (label: string) => within(periods).getByText(label).closest('li')!;
    const today = card('Hoy');
    expect(today.textContent).toContain('129,80');
    expect(figure(today, 'Pedidos')).toBe('2');
    expect(figure(today, 'Pedido medio')).toContain('64,90');
    expect(card('Últimos 7 días').textContent).toContain('1250,50');
    expect(figure(card('Últimos 30 días'), 'Pedidos')).toBe('80');
    const best = screen.getByRole('list', { name: 'Más vendidos (30 días)' });
    const items = within(best).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([expect.stringContaining('31 uds.'), expect.stringContaining('1 ud.')]);
    expect(within(items[0]!).getByRole('link', { name: 'Camisa de lino azul' }).getAttribute('href')).toBe('/admin/products/4');
    expect(screen.getByRole('link', { name: 'Ver pedidos' }).getAttribute('href')).toBe('/admin/orders');
  });

  it('sales say so when nothing was sold, and an editor gets no link to the orders', async () => {
    const none = { revenue: 0, orders: 0, average_order: 0 };
    mockApi({ 'GET /api/admin/dashboard': ok({ ...DATA, sales: { today: none, last_7_days: none, last_30_days: none, best_sellers: [] } }) });
    renderDashboard(['editor']);
    const periods = await screen.findByRole('list', { name: 'Ventas por periodo' });
    expect(figure(within(periods).getByText('Hoy').closest('li')!, 'Pedido medio')).toBe('—');
    expect(screen.getByText('Aún no hay ventas en los últimos 30 días.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Ver pedidos' })).toBeNull();
  });

  it('recent activity lists recent_users with name, email and the date in es-ES, and recent products with their stock', async () => {
    mockApi({ 'GET /api/admin/dashboard': ok() });
    renderDashboard();
    const list = await screen.findByRole('list', { name: 'Nuevos usuarios' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]!.textContent).toContain('Marta Gil');
    expect(items[0]!.textContent).toContain('marta@example.es');
    expect(items[0]!.querySelector('time')!.textContent).toMatch(/^14 mar 2025/);
    expect(items[1]!.querySelector('time')!.getAttribute('dateTime')).toBe('2025-02-02T12:00:00.000Z');
    const products = screen.getByRole('list', { name: 'Productos recientes' });
    expect(products.textContent).toContain('Camisa de lino azul');
    expect(products.textContent).toContain('2 unidades');
  });

  it('recent activity reads the audit log: who, what, on which entity (linked) and when, with a way to the whole log', async () => {
    mockApi({ 'GET /api/admin/dashboard': ok() });
    renderDashboard();
    const list = await screen.findByRole('list', { name: 'Actividad reciente' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]!.textContent).toContain('Lucía Martín');
    expect(items[0]!.textContent).toContain('Editó (2 campos)');
    expect(within(items[0]!).getByRole('link', { name: 'Camisa de lino azul' }).getAttribute('href')).toBe('/admin/products/4');
    expect(items[0]!.querySelector('time')!.textContent).toMatch(/^15 mar 2025, 10:30/);
    expect(items[1]!.textContent).toContain('Desactivó');
    expect(within(items[1]!).getByRole('link', { name: 'Jon Etxeberria' }).getAttribute('href')).toBe('/admin/users/8');
    expect(screen.getByRole('link', { name: 'Ver todo el registro' }).getAttribute('href')).toBe('/admin/audit');
  });

  it('an editor sees the activity without links to screens they cannot open, nor the whole log', async () => {
    mockApi({ 'GET /api/admin/dashboard': ok() });
    renderDashboard(['editor']);
    const list = await screen.findByRole('list', { name: 'Actividad reciente' });
    const [product, user] = within(list).getAllByRole('listitem');
    expect(within(product!).getByRole('link', { name: 'Camisa de lino azul' })).toBeTruthy();
    expect(within(user!).queryByRole('link')).toBeNull();
    expect(user!.textContent).toContain('Jon Etxeberria');
    expect(screen.queryByRole('link', { name: 'Ver todo el registro' })).toBeNull();
  });

  it('recent activity says so when nothing has been logged', async () => {
    mockApi({ 'GET /api/admin/dashboard': ok({ ...DATA, recent_activity: [] }) });
    renderDashboard();
    expect(await screen.findByText('Todavía no hay cambios registrados en el back-office.')).toBeTruthy();
  });

  it(`the products summary shows Total, Activos, Stock bajo (${ADMIN_LOW_STOCK_THRESHOLD} or fewer units), Destacados and Categorías`, async () => {
    mockApi({ 'GET /api/admin/dashboard': ok() });
    renderDashboard();
    const summary = await screen.findByRole('region', { name: 'Resumen de productos' });
    expect(figure(summary, 'Total')).toBe('212');
    expect(figure(summary, 'Activos')).toBe('180');
    expect(figure(summary, 'Stock bajo')).toBe('7');
    expect(figure(summary, 'Destacados')).toBe('12');
    expect(figure(summary, 'Categorías')).toBe('9');
    expect(within(summary).getByText(`${ADMIN_LOW_STOCK_THRESHOLD} o menos unidades`)).toBeTruthy();
  });

  it('an empty catalogue invites to create the first product', async () => {
    mockApi({
      'GET /api/admin/dashboard': ok({ ...DATA, products: { total: 0, active: 0, low_stock: 0, out_of_stock: 0, featured: 0, categories: 0 }, recent_products: [] }),
    });
    renderDashboard();
    const summary = await screen.findByRole('region', { name: 'Resumen de productos' });
    expect(within(summary).getByText(/Todavía no hay productos en el catálogo/)).toBeTruthy();
    expect(screen.getByText('Aún no hay productos en el catálogo.')).toBeTruthy();
  });

  it('users by role come from users.by_role with the role labels', async () => {
    mockApi({ 'GET /api/admin/dashboard': ok() });
    renderDashboard();
    const region = await screen.findByRole('region', { name: 'Usuarios por rol' });
    const rows = within(region).getAllByRole('listitem').map((li) => li.textContent);
    expect(rows).toEqual(['Super Admin1', 'Administrador2', 'Editor0', 'Usuario1284']);
  });

  it('quick actions lead to Nuevo producto, Banners, Usuarios and Ver tienda', async () => {
    mockApi({ 'GET /api/admin/dashboard': ok() });
    renderDashboard();
    const region = await screen.findByRole('region', { name: 'Acciones rápidas' });
    const links = within(region).getAllByRole('link').map((link) => [link.querySelector('span span')!.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['Nuevo producto', '/admin/products'],
      ['Banners', '/admin/ad-banners'],
      ['Usuarios', '/admin/users'],
      ['Ver tienda', '/'],
    ]);
  });

  it('a failed load shows the error and Reintentar loads again', async () => {
    const { calls } = mockApi({
      'GET /api/admin/dashboard': [{ status: 500, body: { message: 'Error interno del servidor.' } }, ok()],
    });
    renderDashboard();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('No se pudieron cargar las cifras del panel.');
    expect(alert.textContent).toContain('Error interno del servidor.');
    expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeTruthy();
    fireEvent.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    await screen.findByText('Usuarios totales');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(calls).toHaveLength(2);
  });

  it('Actualizar asks for the figures again and keeps the page meanwhile', async () => {
    const { calls } = mockApi({
      'GET /api/admin/dashboard': [ok(), ok({ ...DATA, users: { ...DATA.users, total: 1288 } })],
    });
    renderDashboard();
    await screen.findByText('Usuarios totales');
    fireEvent.click(screen.getByRole('button', { name: 'Actualizar' }));
    expect(screen.getByText('Usuarios totales')).toBeTruthy();
    expect(await screen.findByText('1288')).toBeTruthy();
    expect(calls).toHaveLength(2);
  });

  it('greets the signed-in administrator by first name', async () => {
    mockApi({ 'GET /api/admin/dashboard': ok() });
    renderDashboard();
    await screen.findByText('Usuarios totales');
    expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeTruthy();
    expect(screen.getByText('Hola, Lucía. Así va Tienda Diverso.')).toBeTruthy();
  });

  it('asks nothing for a guest, who goes to /login with ?redirect=', async () => {
    const { fetchMock } = mockApi({});
    renderRoute(DashboardRoute, '/admin/dashboard');
    expect((await screen.findByTestId('where')).textContent).toBe('/login?redirect=%2Fadmin%2Fdashboard');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('a signed-in customer goes to guest.home without asking for the figures', async () => {
    const { fetchMock } = mockApi({});
    renderDashboard(['user']);
    expect((await screen.findByTestId('where')).textContent).toBe('/');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
