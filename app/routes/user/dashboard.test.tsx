import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Address, Session } from '@common/account/contracts';
import { makeUser, mockFetch } from '~/components/auth/auth-test-utils';
import { ok, renderScreen } from '~/components/account/account-test-utils';
import { resetUnreadNotificationsForTests, setUnreadNotifications } from '~/components/account/unread-notifications';
import { makeOrder, summaryOf } from '~/components/orders/test-order';
import { resetAuthForTests, setAuthUser } from '~/lib/auth';
import * as DashboardScreen from './dashboard';

const address: Address = {
  id: 1,
  label: 'Casa',
  recipient_name: 'Lucía Fernández',
  street: 'Calle de Lavapiés 21',
  postal_code: '28012',
  city: 'Madrid',
  province: 'Madrid',
  phone: '612345678',
  is_default: true,
  created_at: '2026-01-01T00:00:00.000Z',
};
const session = (id: number, current: boolean): Session => ({
  id,
  device: null,
  ip_address: null,
  created_at: '2026-01-01T00:00:00.000Z',
  last_used_at: null,
  expires_at: '2099-01-01T00:00:00.000Z',
  is_current: current,
  sign_in_method: 'password',
  second_factor: null,
});

beforeEach(() => {
  resetAuthForTests();
  resetUnreadNotificationsForTests();
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 2, 10, 16, 30));
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

describe('Mi Dashboard', () => {
  it('greets by time of day with the first name and sums up the account', async () => {
    setAuthUser(makeUser(['user'], { name: 'Lucía Fernández', email: 'lucia@example.es', phone: '612 345 678', created_at: '2025-05-04T10:00:00.000Z' }));
    setUnreadNotifications(2);
    mockFetch({
      'GET /api/user/addresses': ok([address]),
      'GET /api/user/sessions': ok([session(1, true), session(2, false), session(3, false)]),
    });
    renderScreen(DashboardScreen, '/user/dashboard');

    expect(await screen.findByRole('heading', { level: 1, name: 'Buenas tardes, Lucía' })).toBeTruthy();
    const summary = screen.getByRole('region', { name: 'Tu cuenta' });
    expect(within(summary).getByText('4 de mayo de 2025')).toBeTruthy();
    expect(within(summary).getByText('lucia@example.es')).toBeTruthy();
    expect(within(summary).getByText('612 345 678')).toBeTruthy();
    expect(within(summary).getByText('Calle de Lavapiés 21, 28012 Madrid (Madrid)')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Notificaciones sin leer' })).getByText('2')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Sesiones activas' })).getByText('3')).toBeTruthy();
  });

  it('offers shortcuts to the other screens and a way to add what is missing', async () => {
    setAuthUser(makeUser(['user'], { phone: null }));
    mockFetch({ 'GET /api/user/addresses': ok([]), 'GET /api/user/sessions': ok([session(1, true)]) });
    renderScreen(DashboardScreen, '/user/dashboard');
    expect((await screen.findByRole('link', { name: 'Añadir teléfono' })).getAttribute('href')).toBe('/user/profile');
    expect(screen.getByRole('link', { name: 'Añadir dirección' }).getAttribute('href')).toBe('/user/addresses');
    const shortcuts = screen.getByRole('region', { name: 'Accesos directos' });
    expect(within(shortcuts).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/user/profile',
      '/user/addresses',
      '/user/orders',
      '/user/wishlist',
      '/user/security',
      '/user/notifications',
      '/user/settings',
      '/user/support',
    ]);
  });

  it('shows the latest order with its status and a link to it, or a friendly nothing-yet', async () => {
    setAuthUser(makeUser(['user']));
    const order = summaryOf(makeOrder({ number: 'TD-2026-000777', status: 'shipped', total: 59.9, created_at: '2026-03-08T10:00:00.000Z' }));
    mockFetch({
      'GET /api/user/addresses': ok([address]),
      'GET /api/user/sessions': ok([session(1, true)]),
      'GET /api/user/orders?per_page=1': ok({ data: [order], current_page: 1, last_page: 4, per_page: 1, total: 4, from: 1, to: 1 }),
    });
    const { unmount } = renderScreen(DashboardScreen, '/user/dashboard');
    const latest = await screen.findByRole('region', { name: 'Tu último pedido' });
    expect(within(latest).getByText('TD-2026-000777', { selector: 'p' })).toBeTruthy();
    expect(within(latest).getByText('Enviado')).toBeTruthy();
    expect(latest.textContent).toContain('8 de marzo de 2026');
    expect(latest.textContent).toMatch(/59,90\s€/);
    expect(within(latest).getByRole('link', { name: 'Ver pedido TD-2026-000777' }).getAttribute('href')).toBe('/user/orders/TD-2026-000777');
    unmount();

    mockFetch({
      'GET /api/user/addresses': ok([address]),
      'GET /api/user/sessions': ok([session(1, true)]),
      'GET /api/user/orders?per_page=1': ok({ data: [], current_page: 1, last_page: 1, per_page: 1, total: 0, from: null, to: null }),
    });
    renderScreen(DashboardScreen, '/user/dashboard');
    const empty = await screen.findByRole('region', { name: 'Tu último pedido' });
    expect(empty.textContent).toContain('Aún no has hecho ningún pedido');
    expect(within(empty).getByRole('link', { name: 'Ir a la tienda' }).getAttribute('href')).toBe('/store');
  });

  it('shows a loading screen first, then says why the summary cannot be shown and retries', async () => {
    setAuthUser(makeUser(['user']));
    let fail = true;
    mockFetch({
      'GET /api/user/addresses': () => (fail ? { status: 500, body: { message: 'Error interno del servidor.' } } : ok([address])),
      'GET /api/user/sessions': ok([session(1, true)]),
    });
    renderScreen(DashboardScreen, '/user/dashboard');
    expect(screen.getByText('Cargando el resumen de tu cuenta…')).toBeTruthy();
    expect(await screen.findByText('No hemos podido cargar esta sección')).toBeTruthy();
    expect(screen.getByText('Error interno del servidor.')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Mi Dashboard' })).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('Calle de Lavapiés 21, 28012 Madrid (Madrid)')).toBeTruthy();
  });

  it('sends a guest to /login, keeping the page in ?redirect=, without asking for any data', async () => {
    const { calls } = mockFetch({});
    renderScreen(DashboardScreen, '/user/dashboard');
    expect((await screen.findByTestId('where')).textContent).toBe('Login page /login?redirect=%2Fuser%2Fdashboard');
    expect(calls.map((call) => call.url)).toEqual([]);
  });

  it('waits for the stored session before asking for any data', async () => {
    window.localStorage.setItem('token', 'td_test');
    const { calls } = mockFetch({
      'GET /api/user': { status: 200, body: makeUser(['user'], { name: 'Lucía Fernández' }) },
      'GET /api/user/addresses': ok([address]),
      'GET /api/user/sessions': ok([session(1, true)]),
    });
    renderScreen(DashboardScreen, '/user/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Buenas tardes, Lucía' })).toBeTruthy();
    expect(calls[0]).toMatchObject({ url: '/api/user', authorization: 'Bearer td_test' });
    expect(calls.slice(1).map((call) => call.url).sort()).toEqual(['/api/user/addresses', '/api/user/orders?per_page=1', '/api/user/sessions']);
  });

  it('a stored token the server no longer accepts: cleared, and the visitor goes to /login (spec §8)', async () => {
    window.localStorage.setItem('token', 'td_caducado');
    const { calls } = mockFetch({ 'GET /api/user': { status: 401, body: { message: 'Unauthenticated.' } } });
    renderScreen(DashboardScreen, '/user/dashboard');
    expect((await screen.findByTestId('where')).textContent).toBe('Login page /login?redirect=%2Fuser%2Fdashboard');
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(calls.map((call) => call.url)).toEqual(['/api/user']);
  });
});
