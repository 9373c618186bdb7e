import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ADMIN_LOW_STOCK_THRESHOLD } from '@common/constants';
import { resetAuthForTests, setAuthUser } from '~/lib/auth';
import { AdminDashboard } from './admin-dashboard';
import type { AdminDashboardData } from './dashboard-data';
import { makeUser, mockApi, renderAt } from './test-support';

const BASE: AdminDashboardData = {
  users: { total: 1287, new_last_30_days: 43, active_last_24h: 17, by_role: { 'super-admin': 1, admin: 2, user: 1284 } },
  banners: { active: 3 },
  recent_users: [
    { id: 9, name: 'Marta Gil', email: 'marta@example.es', created_at: '2025-03-14T12:00:00.000Z' },
    { id: 8, name: 'Jon Etxeberria', email: 'jon@example.es', created_at: '2025-02-02T12:00:00.000Z' },
  ],
};

const WITH_PRODUCTS: AdminDashboardData = {
  ...BASE,
  products: { total: 212, active: 180, low_stock: 7, featured: 12, categories: 9 },
  recent_products: [{ id: 4, name: 'Camisa de lino azul', created_at: '2025-03-10T12:00:00.000Z', stock: 2 }],
};

function renderDashboard() {
  act(() => setAuthUser(makeUser(['admin'])));
  return renderAt(<AdminDashboard />);
}

/** The figure shown above a summary label. */
function figure(region: HTMLElement, label: string) {
  const term = within(region).getByText(label, { selector: 'dt' });
  return term.parentElement!.querySelector('dd')!.textContent;
}

beforeEach(() => resetAuthForTests());
afterEach(() => vi.unstubAllGlobals());

describe('admin dashboard', () => {
  it('shows skeletons while GET /api/admin/dashboard loads', async () => {
    let release!: () => void;
    vi.stubGlobal('fetch', vi.fn(() => new Promise<Response>((resolve) => (release = () => resolve(Response.json({ status: 'success', data: BASE }))))));
    renderDashboard();
    expect(screen.getByRole('status').textContent).toContain('Cargando las cifras del panel');
    await act(async () => release());
    await screen.findByText('Usuarios totales');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('stat cards show the API figures: Usuarios totales, Nuevos (30 días), Activos (24 h), Banners activos', async () => {
    mockApi({ 'GET /api/admin/dashboard': { body: { status: 'success', data: BASE } } });
    renderDashboard();
    const cards = await screen.findByRole('list', { name: 'Cifras clave' });
    const read = (label: string) => within(cards).getByText(label).closest('li')!.textContent;
    expect(read('Usuarios totales')).toContain('1287');
    expect(read('Nuevos (30 días)')).toContain('43');
    expect(read('Activos (24 h)')).toContain('17');
    expect(read('Banners activos')).toContain('3');
  });

  it('recent activity lists recent_users with name, email and the date in es-ES', async () => {
    mockApi({ 'GET /api/admin/dashboard': { body: { status: 'success', data: BASE } } });
    renderDashboard();
    const list = await screen.findByRole('list', { name: 'Nuevos usuarios' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]!.textContent).toContain('Marta Gil');
    expect(items[0]!.textContent).toContain('marta@example.es');
    expect(items[0]!.querySelector('time')!.textContent).toMatch(/^14 mar 2025/);
    expect(items[1]!.querySelector('time')!.getAttribute('dateTime')).toBe('2025-02-02T12:00:00.000Z');
    expect(screen.queryByRole('list', { name: 'Productos recientes' })).toBeNull();
  });

  it('without data.products the products summary still renders its five labels with no invented figures', async () => {
    mockApi({ 'GET /api/admin/dashboard': { body: { status: 'success', data: BASE } } });
    renderDashboard();
    const summary = await screen.findByRole('region', { name: 'Resumen de productos' });
    for (const label of ['Total', 'Activos', 'Stock bajo', 'Destacados', 'Categorías']) {
      expect(figure(summary, label)).toBe('—sin datos');
    }
    expect(within(summary).getByText('El resumen del catálogo aún no está disponible.')).toBeTruthy();
  });

  it(`with data.products shows Total, Activos, Stock bajo (${ADMIN_LOW_STOCK_THRESHOLD} or fewer units), Destacados, Categorías and recent products`, async () => {
    mockApi({ 'GET /api/admin/dashboard': { body: { status: 'success', data: WITH_PRODUCTS } } });
    renderDashboard();
    const summary = await screen.findByRole('region', { name: 'Resumen de productos' });
    expect(figure(summary, 'Total')).toBe('212');
    expect(figure(summary, 'Activos')).toBe('180');
    expect(figure(summary, 'Stock bajo')).toBe('7');
    expect(figure(summary, 'Destacados')).toBe('12');
    expect(figure(summary, 'Categorías')).toBe('9');
    expect(within(summary).getByText(`${ADMIN_LOW_STOCK_THRESHOLD} o menos unidades`)).toBeTruthy();
    const products = screen.getByRole('list', { name: 'Productos recientes' });
    expect(products.textContent).toContain('Camisa de lino azul');
    expect(products.textContent).toContain('2 unidades');
  });

  it('users by role come from users.by_role with the role labels', async () => {
    mockApi({ 'GET /api/admin/dashboard': { body: { status: 'success', data: BASE } } });
    renderDashboard();
    const region = await screen.findByRole('region', { name: 'Usuarios por rol' });
    const rows = within(region).getAllByRole('listitem').map((li) => li.textContent);
    expect(rows).toEqual(['Super Admin1', 'Administrador2', 'Editor0', 'Usuario1284']);
  });

  it('quick actions lead to Nuevo producto, Banners, Usuarios and Ver tienda', async () => {
    mockApi({ 'GET /api/admin/dashboard': { body: { status: 'success', data: BASE } } });
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
      'GET /api/admin/dashboard': [
        { status: 500, body: { message: 'Error interno del servidor.' } },
        { body: { status: 'success', data: BASE } },
      ],
    });
    renderDashboard();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('No se pudieron cargar las cifras del panel.');
    expect(alert.textContent).toContain('Error interno del servidor.');
    fireEvent.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    await screen.findByText('Usuarios totales');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(calls).toHaveLength(2);
  });

  it('greets the signed-in administrator by first name', async () => {
    mockApi({ 'GET /api/admin/dashboard': { body: { status: 'success', data: BASE } } });
    renderDashboard();
    expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeTruthy();
    expect(screen.getByText('Hola, Lucía. Así va Tienda Diverso.')).toBeTruthy();
    await screen.findByText('Usuarios totales');
  });
});
