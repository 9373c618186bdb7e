import type { IssuerStatus } from '@common/invoices/contracts';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminDashboard } from '@common/admin/dashboard';
import type { JobsOverview } from '@common/jobs/contracts';
import type { AdminBackupStatus } from '@common/backups/contracts';
import type { ReturnStats } from '@common/returns/contracts';
import { ADMIN_LOW_STOCK_THRESHOLD } from '@common/constants';
import { SALES_FIGURES } from '~/components/admin/analytics/test-figures';
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

const STATS: ReturnStats = {
  days: 30,
  units_sold: 400,
  units_returned: 26,
  return_rate: 6.5,
  returns_count: 19,
  top_reasons: [
    { reason: 'talla_pequena', label: 'Talla pequeña', units: 12 },
    { reason: 'defectuoso', label: 'Defectuoso', units: 5 },
  ],
  by_product: [
    { product_id: 4, product_name: 'Camisa de lino azul', units: 9, top_reason_label: 'Talla pequeña' },
    { product_id: null, product_name: 'Chaqueta retirada', units: 2, top_reason_label: 'Defectuoso' },
  ],
  by_size: [{ size: 'S', units: 11, top_reason_label: 'Talla pequeña' }],
};
const okStats = (data: ReturnStats = STATS) => ({ body: { status: 'success', data } });

const JOBS: JobsOverview = {
  queues: [{ name: 'deliver-mail', label: 'Enviar los emails en cola', waiting: 0, active: 0, failed: 0, oldest_waiting_at: null, last_completed_at: null }],
  failed: [],
  workers: true,
};
const okJobs = (data: JobsOverview = JOBS) => ({ body: { status: 'success', data } });

const BACKUPS: AdminBackupStatus = {
  destination: 'folder',
  nightly: true,
  count: 6,
  last: { name: 'tienda-diverso-2026-11-29T0300Z', created_at: new Date(Date.now() - 3 * 3_600_000).toISOString(), bytes: 12_400_000 },
  is_stale: false,
};
const okBackups = (data: AdminBackupStatus = BACKUPS) => ({ body: { status: 'success', data } });

/** The API as the dashboard calls it: the figures, the jobs' health, and the returns' for staff who handle them. */
const invoicesAnswer = (issuer: IssuerStatus) => ({
  body: { status: 'success', data: { data: [], current_page: 1, last_page: 1, per_page: 1, total: 0, from: null, to: null, vat_totals: [], issuer } },
});
const READY: IssuerStatus = { ready: true, missing: [], example: false, waiting_orders: 0 };
const mockDashboard = (routes: Parameters<typeof mockApi>[0]) =>
  mockApi({
    'GET /api/admin/returns/stats': okStats(),
    'GET /api/admin/invoices': invoicesAnswer(READY),
    'GET /api/admin/jobs': okJobs(),
    'GET /api/admin/backups': okBackups(),
    'GET /api/admin/analytics/sales': { body: { status: 'success', data: SALES_FIGURES } },
    ...routes,
  });
const dashboardCalls = (calls: { key: string }[]) => calls.filter((call) => call.key === 'GET /api/admin/dashboard');

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
    vi.stubGlobal(
      'fetch',
      vi.fn((input: RequestInfo | URL) =>
        String(input).includes('/returns/stats')
          ? Promise.resolve(Response.json(okStats().body))
          : String(input).includes('/admin/invoices')
            ? Promise.resolve(Response.json(invoicesAnswer(READY).body))
            : String(input).includes('/admin/jobs')
              ? Promise.resolve(Response.json(okJobs().body))
              : String(input).includes('/admin/backups')
                ? Promise.resolve(Response.json(okBackups().body))
              : String(input).includes('/admin/analytics/')
                ? Promise.resolve(Response.json({ status: 'success', data: SALES_FIGURES }))
                : new Promise<Response>((resolve) => (release = () => resolve(Response.json(ok().body)))),
      ),
    );
    renderDashboard();
    expect((await screen.findByRole('status')).textContent).toContain('Cargando las cifras del panel');
    expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeTruthy();
    await act(async () => release());
    await screen.findByText('Usuarios totales');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('stat cards show the API figures: Usuarios totales, Nuevos (30 días), Activos (24 h), Banners activos', async () => {
    mockDashboard({ 'GET /api/admin/dashboard': ok() });
    renderDashboard();
    const cards = await screen.findByRole('list', { name: 'Cifras clave' });
    const read = (label: string) => within(cards).getByText(label).closest('li')!.textContent;
    expect(read('Usuarios totales')).toContain('1287');
    expect(read('Nuevos (30 días)')).toContain('43');
    expect(read('Activos (24 h)')).toContain('17');
    expect(read('Banners activos')).toContain('3');
  });

  it('sales show revenue, orders and average order for today, 7 and 30 days, and the best sellers by units', async () => {
    mockDashboard({ 'GET /api/admin/dashboard': ok() });
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
    mockDashboard({ 'GET /api/admin/dashboard': ok({ ...DATA, sales: { today: none, last_7_days: none, last_30_days: none, best_sellers: [] } }) });
    renderDashboard(['editor']);
    const periods = await screen.findByRole('list', { name: 'Ventas por periodo' });
    expect(figure(within(periods).getByText('Hoy').closest('li')!, 'Pedido medio')).toBe('—');
    expect(screen.getByText('Aún no hay ventas en los últimos 30 días.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Ver pedidos' })).toBeNull();
  });

  it('recent activity lists recent_users with name, email and the date in es-ES, and recent products with their stock', async () => {
    mockDashboard({ 'GET /api/admin/dashboard': ok() });
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
    mockDashboard({ 'GET /api/admin/dashboard': ok() });
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
    mockDashboard({ 'GET /api/admin/dashboard': ok() });
    renderDashboard(['editor']);
    const list = await screen.findByRole('list', { name: 'Actividad reciente' });
    const [product, user] = within(list).getAllByRole('listitem');
    expect(within(product!).getByRole('link', { name: 'Camisa de lino azul' })).toBeTruthy();
    expect(within(user!).queryByRole('link')).toBeNull();
    expect(user!.textContent).toContain('Jon Etxeberria');
    expect(screen.queryByRole('link', { name: 'Ver todo el registro' })).toBeNull();
  });

  it('recent activity says so when nothing has been logged', async () => {
    mockDashboard({ 'GET /api/admin/dashboard': ok({ ...DATA, recent_activity: [] }) });
    renderDashboard();
    expect(await screen.findByText('Todavía no hay cambios registrados en el back-office.')).toBeTruthy();
  });

  it(`the products summary shows Total, Activos, Stock bajo (${ADMIN_LOW_STOCK_THRESHOLD} or fewer units), Destacados and Categorías`, async () => {
    mockDashboard({ 'GET /api/admin/dashboard': ok() });
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
    mockDashboard({
      'GET /api/admin/dashboard': ok({ ...DATA, products: { total: 0, active: 0, low_stock: 0, out_of_stock: 0, featured: 0, categories: 0 }, recent_products: [] }),
    });
    renderDashboard();
    const summary = await screen.findByRole('region', { name: 'Resumen de productos' });
    expect(within(summary).getByText(/Todavía no hay productos en el catálogo/)).toBeTruthy();
    expect(screen.getByText('Aún no hay productos en el catálogo.')).toBeTruthy();
  });

  it('users by role come from users.by_role with the role labels', async () => {
    mockDashboard({ 'GET /api/admin/dashboard': ok() });
    renderDashboard();
    const region = await screen.findByRole('region', { name: 'Usuarios por rol' });
    const rows = within(region).getAllByRole('listitem').map((li) => li.textContent);
    expect(rows).toEqual(['Super Admin1', 'Administrador2', 'Editor0', 'Usuario1284']);
  });

  it('quick actions lead to Nuevo producto, Banners, Usuarios and Ver tienda', async () => {
    mockDashboard({ 'GET /api/admin/dashboard': ok() });
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
    const { calls } = mockDashboard({
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
    expect(dashboardCalls(calls)).toHaveLength(2);
  });

  it('Actualizar asks for the figures again and keeps the page meanwhile', async () => {
    const { calls } = mockDashboard({
      'GET /api/admin/dashboard': [ok(), ok({ ...DATA, users: { ...DATA.users, total: 1288 } })],
    });
    renderDashboard();
    await screen.findByText('Usuarios totales');
    fireEvent.click(screen.getByRole('button', { name: 'Actualizar' }));
    expect(screen.getByText('Usuarios totales')).toBeTruthy();
    expect(await screen.findByText('1288')).toBeTruthy();
    expect(dashboardCalls(calls)).toHaveLength(2);
  });

  it('greets the signed-in administrator by first name', async () => {
    mockDashboard({ 'GET /api/admin/dashboard': ok() });
    renderDashboard();
    await screen.findByText('Usuarios totales');
    expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeTruthy();
    expect(screen.getByText('Hola, Lucía. Así va Tienda Diverso.')).toBeTruthy();
  });

  it('staff with returns.manage see the returns of the last 30 days: rate, count, top reasons, products and sizes', async () => {
    mockDashboard({ 'GET /api/admin/dashboard': ok() });
    renderDashboard();
    const card = await screen.findByRole('region', { name: 'Devoluciones (30 días)' });
    expect(figure(card, 'Tasa de devolución')).toBe('6,5 %');
    expect(figure(card, 'Devoluciones')).toBe('19');
    expect(figure(card, 'Unidades devueltas')).toContain('26 de 400 vendidas');
    const reasons = within(card).getByRole('list', { name: 'Motivos principales' });
    expect(within(reasons).getAllByRole('listitem').map((item) => item.textContent)).toEqual([expect.stringContaining('Talla pequeña12 uds.'), expect.stringContaining('Defectuoso5 uds.')]);
    const products = within(card).getByRole('list', { name: 'Productos más devueltos' });
    expect(within(products).getByRole('link', { name: 'Camisa de lino azul' }).getAttribute('href')).toBe('/admin/products/4');
    expect(products.textContent).toContain('Chaqueta retirada');
    expect(products.textContent).toContain('Sobre todo: Talla pequeña');
    expect(within(card).getByRole('list', { name: 'Tallas más devueltas' }).textContent).toContain('Talla S11 uds.');
    expect(within(card).getByRole('link', { name: /Ver devoluciones/ }).getAttribute('href')).toBe('/admin/returns');
  });

  it('tells staff who handle invoices that none can be issued until the issuer data are in the settings', async () => {
    mockDashboard({ 'GET /api/admin/dashboard': ok(), 'GET /api/admin/invoices': invoicesAnswer({ ready: false, missing: ['NIF', 'domicilio social'], example: false, waiting_orders: 2 }) });
    renderDashboard();
    const notice = await screen.findByText(/No se pueden emitir facturas: faltan NIF y domicilio social en Configuración/);
    const box = notice.closest('[role="alert"], [role="status"], section, div')!.parentElement!;
    expect(within(box).getByRole('link', { name: /Configuración/ }).getAttribute('href')).toBe('/admin/settings');
  });

  it('says nothing of invoices when the store can issue them', async () => {
    mockDashboard({ 'GET /api/admin/dashboard': ok() });
    renderDashboard();
    await screen.findByText('Usuarios totales');
    expect(screen.queryByText(/No se pueden emitir facturas/)).toBeNull();
  });

  it('staff without returns.manage get no returns card, and the figures are not asked for', async () => {
    const { calls } = mockDashboard({ 'GET /api/admin/dashboard': ok() });
    renderDashboard(['editor']);
    await screen.findByText('Usuarios totales');
    expect(screen.queryByRole('region', { name: /^Devoluciones \(/ })).toBeNull();
    expect(calls.map((call) => call.key).sort()).toEqual(['GET /api/admin/analytics/sales', 'GET /api/admin/backups', 'GET /api/admin/dashboard', 'GET /api/admin/jobs']);
  });

  it('every member of staff here sees the background jobs: each queue, and all is well', async () => {
    mockDashboard({ 'GET /api/admin/dashboard': ok() });
    renderDashboard(['editor']);
    const card = await screen.findByRole('region', { name: 'Trabajos en segundo plano' });
    expect(within(card).getByText('Todo al día.')).toBeTruthy();
    expect(within(card).getByRole('rowheader', { name: 'Enviar los emails en cola' })).toBeTruthy();
  });

  it('when the jobs overview fails, its card says so and the rest of the panel stays', async () => {
    mockDashboard({ 'GET /api/admin/dashboard': ok(), 'GET /api/admin/jobs': { status: 500, body: { message: 'Error interno del servidor.' } } });
    renderDashboard();
    const card = await screen.findByRole('region', { name: 'Trabajos en segundo plano' });
    expect(within(card).getByRole('alert').textContent).toContain('No se pudo cargar el estado de los trabajos.');
    expect(screen.getByText('Usuarios totales')).toBeTruthy();
  });

  it("every member of staff here sees the last backup's time and size; only staff who manage the settings may ask for one now", async () => {
    mockDashboard({ 'GET /api/admin/dashboard': ok() });
    renderDashboard(['editor']);
    const card = await screen.findByRole('region', { name: 'Copias de seguridad' });
    expect(card.textContent).toContain('Última copia: hace 3 h, 11,8 MB. Se conservan 6 copias.');
    expect(within(card).queryByRole('alert')).toBeNull();
    expect(within(card).queryByRole('button', { name: 'Hacer una copia ahora' })).toBeNull();
  });

  it('warns when the last backup is over a day old, or when there is none', async () => {
    const old = { ...BACKUPS, last: { ...BACKUPS.last!, created_at: new Date(Date.now() - 30 * 3_600_000).toISOString() }, is_stale: true };
    mockDashboard({ 'GET /api/admin/dashboard': ok(), 'GET /api/admin/backups': okBackups(old) });
    const { unmount } = renderDashboard();
    const card = await screen.findByRole('region', { name: 'Copias de seguridad' });
    expect(within(card).getByRole('alert').textContent).toContain('Atención: la última copia tiene más de 24 horas.');
    expect(within(card).getByRole('button', { name: 'Hacer una copia ahora' })).toBeTruthy();
    unmount();
    mockDashboard({ 'GET /api/admin/dashboard': ok(), 'GET /api/admin/backups': okBackups({ ...BACKUPS, count: 0, last: null, is_stale: true }) });
    renderDashboard();
    const none = await screen.findByRole('region', { name: 'Copias de seguridad' });
    expect(within(none).getByRole('alert').textContent).toContain('Atención: no hay ninguna copia de seguridad.');
    expect(screen.getByText('Usuarios totales')).toBeTruthy();
  });

  it('when the returns figures fail, the card says so and the rest of the panel stays', async () => {
    mockDashboard({ 'GET /api/admin/dashboard': ok(), 'GET /api/admin/returns/stats': { status: 500, body: { message: 'Error interno del servidor.' } } });
    renderDashboard();
    const card = await screen.findByRole('region', { name: 'Devoluciones (30 días)' });
    expect(within(card).getByRole('alert').textContent).toContain('No se pudieron cargar las cifras de devoluciones.');
    expect(screen.getByText('Usuarios totales')).toBeTruthy();
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
