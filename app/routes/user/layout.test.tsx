import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetUnreadNotificationsForTests } from '~/components/account/unread-notifications';
import { makeUser, mockFetch, renderRoutes } from '~/components/auth/auth-test-utils';
import { resetAuthForTests, setAuthUser } from '~/lib/auth';
import { BARE_LAYOUT } from '~/lib/layout';
import UserLayout, { handle } from './layout';

const SCREENS: [string, string][] = [
  ['Mi Dashboard', '/user/dashboard'],
  ['Mi Perfil', '/user/profile'],
  ['Direcciones', '/user/addresses'],
  ['Seguridad', '/user/security'],
  ['Ajustes', '/user/settings'],
  ['Privacidad', '/user/privacy'],
  ['Notificaciones', '/user/notifications'],
  ['Pedidos', '/user/orders'],
  ['Pedidos activos', '/user/orders/active'],
  ['Devoluciones', '/user/returns'],
  ['Facturas', '/user/invoices'],
  ['Opiniones', '/user/reviews'],
  ['Métodos de pago', '/user/payment-methods'],
  ['Historial de pagos', '/user/payment-history'],
  ['Cupones', '/user/coupons'],
  ['Lista de deseos', '/user/wishlist'],
  ['Productos guardados', '/user/saved-products'],
  ['Soporte', '/user/support'],
];

const user = makeUser(['user'], { name: 'Lucía Fernández' });

/** The session restore (GET /api/user) and the unread count the shell asks for. */
function areaApi(unread: number, extra: Parameters<typeof mockFetch>[0] = {}) {
  return mockFetch({
    'GET /api/user': { status: 200, body: user },
    'GET /api/user/notifications?page=1&per_page=1': { status: 200, body: { status: 'success', data: { unread } } },
    ...extra,
  });
}

function renderArea(path: string) {
  return renderRoutes(path, [
    {
      path: '/user',
      element: <UserLayout />,
      children: [{ path: '*', element: <p>Pantalla</p> }],
    },
  ]);
}

beforeEach(() => {
  resetAuthForTests();
  resetUnreadNotificationsForTests();
  window.localStorage.setItem('token', 'td_test');
});
afterEach(() => vi.unstubAllGlobals());

describe('customer area layout', () => {
  it('hides everything but the accessibility widget (spec §2)', () => {
    expect(handle.layout).toEqual(BARE_LAYOUT);
  });

  it('lists the screens of the user area, the current one marked', async () => {
    areaApi(0);
    setAuthUser(user);
    renderArea('/user/orders/active');
    const nav = await screen.findByRole('navigation', { name: 'Área de cliente' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.textContent?.trim(), link.getAttribute('href')])).toEqual(SCREENS);
    expect(within(nav).getByRole('link', { name: 'Pedidos activos' }).getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('link', { name: 'Pedidos' }).getAttribute('aria-current')).toBeNull();
  });

  it('shows the unread notifications count beside Notificaciones', async () => {
    areaApi(3);
    setAuthUser(user);
    renderArea('/user/settings');
    const nav = await screen.findByRole('navigation', { name: 'Área de cliente' });
    expect(await within(nav).findByRole('link', { name: 'Notificaciones 3 sin leer' })).toBeTruthy();
  });

  it("top bar: logo home, the user's name, 'Volver a la tienda', and 'Cerrar sesión' signs out and goes home", async () => {
    const { calls } = areaApi(0, { 'POST /api/logout': { status: 200, body: { message: 'Sesión cerrada.' } } });
    setAuthUser(user);
    renderArea('/user/profile');
    expect(screen.getByRole('link', { name: 'Tienda Diverso, ir al inicio' }).getAttribute('href')).toBe('/');
    expect(screen.getByText('Lucía Fernández')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Volver a la tienda' }).getAttribute('href')).toBe('/store');
    fireEvent.click(screen.getByRole('button', { name: 'Cerrar sesión' }));
    expect(await screen.findByText('Home /')).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST' && call.url === '/api/logout')).toBe(true);
    expect(window.localStorage.getItem('token')).toBeNull();
  });

  it('sends guests to the login page', async () => {
    window.localStorage.removeItem('token');
    mockFetch({});
    renderArea('/user/addresses');
    await waitFor(() => expect(screen.getByTestId('where').textContent).toContain('Login page /login'));
  });
});
