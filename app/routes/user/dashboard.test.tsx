import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Address, Session } from '@common/account/contracts';
import { makeUser, mockFetch } from '~/components/auth/auth-test-utils';
import { resetAuthForTests, setAuthUser } from '~/lib/auth';
import { ok, renderAccount } from './account-test-utils';
import { DashboardOverview } from './dashboard-overview';
import { resetUnreadNotificationsForTests, setUnreadNotifications } from './unread-notifications';

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
});

describe('Mi Dashboard', () => {
  it('greets by time of day with the first name and sums up the account', async () => {
    setAuthUser(makeUser(['user'], { name: 'Lucía Fernández', email: 'lucia@example.es', phone: '612 345 678', created_at: '2025-05-04T10:00:00.000Z' }));
    setUnreadNotifications(2);
    mockFetch({
      'GET /api/user/addresses': ok([address]),
      'GET /api/user/sessions': ok([session(1, true), session(2, false), session(3, false)]),
    });
    renderAccount(<DashboardOverview />);

    expect(screen.getByRole('heading', { level: 1, name: 'Buenas tardes, Lucía' })).toBeTruthy();
    const summary = screen.getByRole('region', { name: 'Tu cuenta' });
    expect(within(summary).getByText('4 de mayo de 2025')).toBeTruthy();
    expect(within(summary).getByText('lucia@example.es')).toBeTruthy();
    expect(within(summary).getByText('612 345 678')).toBeTruthy();
    expect(await within(summary).findByText('Calle de Lavapiés 21, 28012 Madrid (Madrid)')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Notificaciones sin leer' })).getByText('2')).toBeTruthy();
    expect(await within(screen.getByRole('region', { name: 'Sesiones activas' })).findByText('3')).toBeTruthy();
  });

  it('offers shortcuts to the other screens and a way to add what is missing', async () => {
    setAuthUser(makeUser(['user'], { phone: null }));
    mockFetch({ 'GET /api/user/addresses': ok([]), 'GET /api/user/sessions': ok([session(1, true)]) });
    renderAccount(<DashboardOverview />);
    expect(screen.getByRole('link', { name: 'Añadir teléfono' }).getAttribute('href')).toBe('/user/profile');
    expect((await screen.findByRole('link', { name: 'Añadir dirección' })).getAttribute('href')).toBe('/user/addresses');
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
});
