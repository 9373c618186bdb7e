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
  recent_products: [{ id: 4, name: 'Camisa de lino azul', slug: 'camisa-de-lino-azul', stock: 2, created_at: '2025-03-10T12:00:00.000Z' }],
  recent_users: [
    { id: 9, name: 'Marta Gil', email: 'marta@example.es', created_at: '2025-03-14T12:00:00.000Z' },
    { id: 8, name: 'Jon Etxeberria', email: 'jon@example.es', created_at: '2025-02-02T12:00:00.000Z' },
  ],
  recent_activity: [],
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
