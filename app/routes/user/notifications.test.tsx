import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Notification, NotificationPage } from '@common/account/contracts';
import { ok, renderScreen } from '~/components/account/account-test-utils';
import { NOTIFICATIONS_PER_PAGE } from '~/components/account/notifications-inbox';
import { getUnreadForTests, resetUnreadNotificationsForTests } from '~/components/account/unread-notifications';
import { makeUser, mockFetch } from '~/components/auth/auth-test-utils';
import { resetAuthForTests, setAuthUser } from '~/lib/auth';
import { clearToastsForTests } from '~/lib/toast';
import * as NotificationsScreen from './notifications';

const renderInbox = (path = '/user/notifications') => renderScreen(NotificationsScreen, path);

beforeEach(() => {
  resetUnreadNotificationsForTests();
  resetAuthForTests();
  setAuthUser(makeUser());
});
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
    renderInbox();
    const unread = (await screen.findByRole('heading', { name: welcome.title })).closest('li')!;
    const read = screen.getByRole('heading', { name: security.title }).closest('li')!;
    expect(within(unread).getByText('Sin leer')).toBeTruthy();
    expect(within(unread).getByRole('button', { name: `Marcar como leída «${welcome.title}»` })).toBeTruthy();
    expect(within(read).queryByText('Sin leer')).toBeNull();
    expect(within(read).queryByRole('button', { name: /Marcar como leída/ })).toBeNull();
    expect(screen.getByText('Tienes 1 notificación sin leer.')).toBeTruthy();
  });

  it('marks one as read with POST /api/user/notifications/{id}/read and lowers the unread count', async () => {
    let items = [welcome, security];
    const { calls } = mockFetch({
      [firstPage]: () => ok(page(items)),
      'POST /api/user/notifications/1/read': () => {
        items = [{ ...welcome, read_at: '2026-01-03T10:00:00.000Z' }, security];
        return ok({ message: 'Marcada como leída.' });
      },
    });
    renderInbox();
    fireEvent.click(await screen.findByRole('button', { name: `Marcar como leída «${welcome.title}»` }));
    expect(await screen.findByText('Estás al día: no tienes notificaciones sin leer.')).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST' && call.url === '/api/user/notifications/1/read')).toBe(true);
    expect(screen.queryByText('Sin leer')).toBeNull();
    await waitFor(() => expect(getUnreadForTests()).toBe(0));
  });

  it('marks all as read', async () => {
    const other = { ...welcome, id: 3, title: 'Tu pedido está en camino' };
    let items = [welcome, other];
    const { calls } = mockFetch({
      [firstPage]: () => ok(page(items)),
      'POST /api/user/notifications/read-all': () => {
        items = items.map((item) => ({ ...item, read_at: '2026-01-03T10:00:00.000Z' }));
        return ok({ updated: 2 });
      },
    });
    renderInbox();
    expect(await screen.findByText('Tienes 2 notificaciones sin leer.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Marcar todas como leídas' }));
    expect(await screen.findByText('Todas las notificaciones están leídas.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Sin leer')).toBeNull());
    expect(screen.getByText('Estás al día: no tienes notificaciones sin leer.')).toBeTruthy();
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
    renderInbox();
    fireEvent.click(await screen.findByRole('button', { name: `Eliminar «${security.title}»` }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: security.title })).toBeNull());
    expect(calls.some((call) => call.method === 'DELETE')).toBe(true);
    expect(calls.filter((call) => call.url === firstPage.slice(4))).toHaveLength(2);
    expect(screen.getByText('Notificación eliminada.')).toBeTruthy();
  });

  it('deleting the last one of a later page shows the page before', async () => {
    const second = { ...security, id: 20, title: 'Aviso de la página 2' };
    let total = 11;
    mockFetch({
      [firstPage]: () => ok(page([welcome], { total, last_page: 1, from: 1, to: 10 })),
      [`GET /api/user/notifications?page=2&per_page=${NOTIFICATIONS_PER_PAGE}`]: ok(
        page([second], { current_page: 2, total: 11, last_page: 2, from: 11, to: 11, unread: 1 }),
      ),
      'DELETE /api/user/notifications/20': () => {
        total = 10;
        return ok({ message: 'Notificación eliminada.' });
      },
    });
    renderInbox('/user/notifications?page=2');
    fireEvent.click(await screen.findByRole('button', { name: `Eliminar «${second.title}»` }));
    expect(await screen.findByRole('heading', { name: welcome.title })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: second.title })).toBeNull();
  });

  it('opens the page of ?page= and says when the notifications cannot be loaded', async () => {
    mockFetch({
      [`GET /api/user/notifications?page=3&per_page=${NOTIFICATIONS_PER_PAGE}`]: { status: 500, body: { message: 'Error interno del servidor.' } },
    });
    renderInbox('/user/notifications?page=3');
    expect(await screen.findByText('No hemos podido cargar esta sección')).toBeTruthy();
    expect(screen.getByText('Error interno del servidor.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeTruthy();
  });

  it('pages through with page and per_page', async () => {
    const second = { ...security, id: 20, title: 'Aviso de la página 2' };
    const { calls } = mockFetch({
      [firstPage]: ok(page([welcome], { total: 11, last_page: 2, from: 1, to: 10 })),
      [`GET /api/user/notifications?page=2&per_page=${NOTIFICATIONS_PER_PAGE}`]: ok(
        page([second], { current_page: 2, total: 11, last_page: 2, from: 11, to: 11, unread: 1 }),
      ),
    });
    renderInbox();
    const pager = await screen.findByRole('navigation', { name: 'Páginas de notificaciones' });
    expect(within(pager).getByRole('button', { name: /Anteriores/ })).toHaveProperty('disabled', true);
    fireEvent.click(within(pager).getByRole('button', { name: /Siguientes/ }));
    expect(await screen.findByRole('heading', { name: 'Aviso de la página 2' })).toBeTruthy();
    expect(calls.map((call) => call.url)).toContain(`/api/user/notifications?page=2&per_page=${NOTIFICATIONS_PER_PAGE}`);
  });

  it('shows an empty state when there is nothing', async () => {
    mockFetch({ [firstPage]: ok(page([])) });
    renderInbox();
    expect(await screen.findByRole('heading', { name: 'No tienes notificaciones' })).toBeTruthy();
  });
});
