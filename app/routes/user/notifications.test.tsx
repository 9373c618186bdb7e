import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Notification } from '@common/account/contracts';
import { mockFetch } from '~/components/auth/auth-test-utils';
import { clearToastsForTests } from '~/lib/toast';
import { ok, renderAccount } from './account-test-utils';
import { NotificationsInbox, NOTIFICATIONS_PER_PAGE, type NotificationPage } from './notifications-inbox';
import { getUnreadForTests, resetUnreadNotificationsForTests } from './unread-notifications';

beforeEach(() => resetUnreadNotificationsForTests());
afterEach(() => {
  vi.unstubAllGlobals();
  clearToastsForTests();
});

const welcome: Notification = {
  id: 1,
  type: 'welcome',
  title: '¡Bienvenida a Tienda Diverso!',
  body: 'Tu cuenta está lista.',
  link: '/store',
  read_at: null,
  created_at: '2026-01-01T10:00:00.000Z',
};
const security: Notification = {
  id: 2,
  type: 'security',
  title: 'Has cambiado tu contraseña',
  body: 'Si no has sido tú, restablece tu contraseña.',
  link: '/user/security',
  read_at: '2026-01-02T10:00:00.000Z',
  created_at: '2026-01-02T09:00:00.000Z',
};

function page(data: Notification[], overrides: Partial<NotificationPage> = {}): NotificationPage {
  return {
    data,
    current_page: 1,
    last_page: 1,
    per_page: NOTIFICATIONS_PER_PAGE,
    total: data.length,
    from: data.length ? 1 : null,
    to: data.length || null,
    unread: data.filter((item) => !item.read_at).length,
    ...overrides,
  };
}

const firstPage = `GET /api/user/notifications?page=1&per_page=${NOTIFICATIONS_PER_PAGE}`;

describe('Notificaciones', () => {
  it('tells unread from read ones', async () => {
    mockFetch({ [firstPage]: ok(page([welcome, security])) });
    renderAccount(<NotificationsInbox />);
    const unread = (await screen.findByRole('heading', { name: welcome.title })).closest('li')!;
    const read = screen.getByRole('heading', { name: security.title }).closest('li')!;
    expect(within(unread).getByText('Sin leer')).toBeTruthy();
    expect(within(unread).getByRole('button', { name: `Marcar como leída «${welcome.title}»` })).toBeTruthy();
    expect(within(read).queryByText('Sin leer')).toBeNull();
    expect(within(read).queryByRole('button', { name: /Marcar como leída/ })).toBeNull();
    expect(screen.getByText('Tienes 1 notificación sin leer.')).toBeTruthy();
  });

  it('marks one as read with POST /api/user/notifications/{id}/read and lowers the unread count', async () => {
    const { calls } = mockFetch({
      [firstPage]: ok(page([welcome, security])),
      'POST /api/user/notifications/1/read': ok({ message: 'Marcada como leída.' }),
    });
    renderAccount(<NotificationsInbox />);
    fireEvent.click(await screen.findByRole('button', { name: `Marcar como leída «${welcome.title}»` }));
    expect(await screen.findByText('Estás al día: no tienes notificaciones sin leer.')).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST' && call.url === '/api/user/notifications/1/read')).toBe(true);
    expect(screen.queryByText('Sin leer')).toBeNull();
    expect(getUnreadForTests()).toBe(0);
  });

  it('marks all as read', async () => {
    const other = { ...welcome, id: 3, title: 'Tu pedido está en camino' };
    const { calls } = mockFetch({
      [firstPage]: ok(page([welcome, other])),
      'POST /api/user/notifications/read-all': ok({ updated: 2 }),
    });
    renderAccount(<NotificationsInbox />);
    expect(await screen.findByText('Tienes 2 notificaciones sin leer.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Marcar todas como leídas' }));
    expect(await screen.findByText('Todas las notificaciones están leídas.')).toBeTruthy();
    expect(screen.queryByText('Sin leer')).toBeNull();
    expect(calls.some((call) => call.url === '/api/user/notifications/read-all')).toBe(true);
  });

  it('deletes one and asks for the page again', async () => {
    let items = [welcome, security];
    const { calls } = mockFetch({
      [firstPage]: () => ok(page(items)),
      'DELETE /api/user/notifications/2': () => {
        items = [welcome];
        return ok({ message: 'Notificación eliminada.' });
      },
    });
    renderAccount(<NotificationsInbox />);
    fireEvent.click(await screen.findByRole('button', { name: `Eliminar «${security.title}»` }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: security.title })).toBeNull());
    expect(calls.some((call) => call.method === 'DELETE')).toBe(true);
  });

  it('pages through with page and per_page', async () => {
    const second = { ...security, id: 20, title: 'Aviso de la página 2' };
    const { calls } = mockFetch({
      [firstPage]: ok(page([welcome], { total: 11, last_page: 2, from: 1, to: 10 })),
      [`GET /api/user/notifications?page=2&per_page=${NOTIFICATIONS_PER_PAGE}`]: ok(
        page([second], { current_page: 2, total: 11, last_page: 2, from: 11, to: 11, unread: 1 }),
      ),
    });
    renderAccount(<NotificationsInbox />);
    const pager = await screen.findByRole('navigation', { name: 'Páginas de notificaciones' });
    expect(within(pager).getByRole('button', { name: /Anteriores/ })).toHaveProperty('disabled', true);
    fireEvent.click(within(pager).getByRole('button', { name: /Siguientes/ }));
    expect(await screen.findByRole('heading', { name: 'Aviso de la página 2' })).toBeTruthy();
    expect(calls.map((call) => call.url)).toContain(`/api/user/notifications?page=2&per_page=${NOTIFICATIONS_PER_PAGE}`);
  });

  it('shows an empty state when there is nothing', async () => {
    mockFetch({ [firstPage]: ok(page([])) });
    renderAccount(<NotificationsInbox />);
    expect(await screen.findByRole('heading', { name: 'No tienes notificaciones' })).toBeTruthy();
  });
});
