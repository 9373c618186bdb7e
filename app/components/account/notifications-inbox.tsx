import clsx from 'clsx';
import {
  Bell,
  BellRing,
  CheckCheck,
  ChevronLeft,
  ChevronRight,
  Megaphone,
  Package,
  ShieldAlert,
  Sparkles,
  Trash2,
  UserRound,
  type LucideIcon,
} from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { Notification } from '@common/account/contracts';
import { apiRequest } from '~/lib/api-client';
import { toast } from '~/lib/toast';
import { AccountPage } from './account-page';
import { formatDateTime, formatRelative } from './account-format';
import { EmptyState } from './empty-state';
import { ErrorState, LoadingState } from './state-views';
import { setUnreadNotifications } from './unread-notifications';
import { errorMessage, useAccountData } from './use-account-data';

export const NOTIFICATIONS_PER_PAGE = 10;

export interface NotificationPage {
  data: Notification[];
  current_page: number;
  last_page: number;
  per_page: number;
  total: number;
  from: number | null;
  to: number | null;
  unread: number;
}

const TYPE_LOOK: Record<string, { icon: LucideIcon; label: string }> = {
  welcome: { icon: Sparkles, label: 'Bienvenida' },
  security: { icon: ShieldAlert, label: 'Seguridad' },
  account: { icon: UserRound, label: 'Cuenta' },
  order: { icon: Package, label: 'Pedido' },
  promotion: { icon: Megaphone, label: 'Promoción' },
};

/** Notificaciones: newest first, unread highlighted; read one, read all, delete, page through. */
export function NotificationsInbox() {
  const [page, setPage] = useState(1);
  const { data, error, isLoading, reload, setData } = useAccountData<NotificationPage>(
    `/api/user/notifications?page=${page}&per_page=${NOTIFICATIONS_PER_PAGE}`,
  );
  const [busy, setBusy] = useState<number | 'all' | null>(null);

  function update(next: NotificationPage) {
    setData(next);
    setUnreadNotifications(next.unread);
  }

  async function markRead(notification: Notification) {
    if (!data || notification.read_at) return;
    setBusy(notification.id);
    try {
      await apiRequest(`/api/user/notifications/${notification.id}/read`, { method: 'POST' });
      update({
        ...data,
        unread: data.unread - 1,
        data: data.data.map((item) =>
          item.id === notification.id ? { ...item, read_at: new Date().toISOString() } : item,
        ),
      });
    } catch (err) {
      toast({ message: errorMessage(err, 'No hemos podido marcarla como leída.'), type: 'error' });
    } finally {
      setBusy(null);
    }
  }

  async function markAllRead() {
    if (!data) return;
    setBusy('all');
    try {
      await apiRequest('/api/user/notifications/read-all', { method: 'POST' });
      const now = new Date().toISOString();
      update({ ...data, unread: 0, data: data.data.map((item) => ({ ...item, read_at: item.read_at ?? now })) });
      toast({ message: 'Todas las notificaciones están leídas.', type: 'success' });
    } catch (err) {
      toast({ message: errorMessage(err, 'No hemos podido marcarlas como leídas.'), type: 'error' });
    } finally {
      setBusy(null);
    }
  }

  async function remove(notification: Notification) {
    if (!data) return;
    setBusy(notification.id);
    try {
      await apiRequest(`/api/user/notifications/${notification.id}`, { method: 'DELETE' });
      toast({ message: 'Notificación eliminada.', type: 'success' });
      if (data.data.length === 1 && page > 1) {
        setPage(page - 1);
      } else {
        setUnreadNotifications(data.unread - (notification.read_at ? 0 : 1));
        reload();
      }
    } catch (err) {
      toast({ message: errorMessage(err, 'No hemos podido eliminar la notificación.'), type: 'error' });
    } finally {
      setBusy(null);
    }
  }

  const unread = data?.unread ?? 0;
  const now = new Date();

  return (
    <AccountPage
      eyebrow="Mi cuenta"
      title="Notificaciones"
      description={
        data && data.total > 0
          ? unread > 0
            ? `Tienes ${unread} ${unread === 1 ? 'notificación sin leer' : 'notificaciones sin leer'}.`
            : 'Estás al día: no tienes notificaciones sin leer.'
          : 'Avisos sobre tu cuenta, tu seguridad y tus pedidos.'
      }
      actions={
        unread > 0 ? (
          <button type="button" className="btn-secondary" onClick={() => void markAllRead()} disabled={busy !== null}>
            <CheckCheck aria-hidden="true" className="size-4" />
            {busy === 'all' ? 'Marcando…' : 'Marcar todas como leídas'}
          </button>
        ) : null
      }
    >
      {isLoading && !data ? (
        <LoadingState label="Cargando tus notificaciones…" />
      ) : error ? (
        <ErrorState message={error} onRetry={reload} />
      ) : !data || data.total === 0 ? (
        <EmptyState
          icon={Bell}
          title="No tienes notificaciones"
          description="Aquí te avisaremos de los cambios en tus pedidos, de la seguridad de tu cuenta y de lo que hayas pedido que te contemos."
          action={{ label: 'Elegir qué avisos recibo', to: '/user/settings' }}
        />
      ) : (
        <>
          <ul className="grid gap-3" aria-busy={isLoading}>
            {data.data.map((notification) => {
              const look = TYPE_LOOK[notification.type] ?? { icon: BellRing, label: 'Aviso' };
              const Icon = look.icon;
              const isUnread = !notification.read_at;
              return (
                <li
                  key={notification.id}
                  className={clsx(
                    'card relative flex gap-4 p-5 sm:p-6',
                    isUnread ? 'border-primary/40 bg-surface' : 'bg-surface/60 shadow-none',
                  )}
                >
                  {isUnread ? (
                    <span aria-hidden="true" className="absolute inset-y-5 left-0 w-1 rounded-r-full bg-primary" />
                  ) : null}
                  <span
                    className={clsx(
                      'grid size-11 shrink-0 place-items-center rounded-full',
                      isUnread ? 'bg-primary text-on-primary' : 'bg-surface-muted text-muted',
                    )}
                  >
                    <Icon aria-hidden="true" className="size-5" strokeWidth={1.75} />
                  </span>
                  <div className="min-w-0 flex-1">
                    <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted">
                      <span className="font-semibold tracking-wide uppercase">{look.label}</span>
                      <time dateTime={notification.created_at} title={formatDateTime(notification.created_at)}>
                        {formatRelative(notification.created_at, now)}
                      </time>
                      {isUnread ? <span className="font-semibold text-primary">Sin leer</span> : null}
                    </div>
                    <h2 className={clsx('mt-1.5 text-base', isUnread ? 'font-semibold text-fg' : 'font-medium text-fg')}>
                      {notification.title}
                    </h2>
                    <p className="mt-1 text-sm leading-relaxed text-muted">{notification.body}</p>
                    <div className="mt-4 flex flex-wrap items-center gap-2">
                      {notification.link?.startsWith('/') ? (
                        <Link
                          to={notification.link}
                          onClick={() => void markRead(notification)}
                          className="btn-secondary px-4 py-1.5"
                        >
                          Ver detalles
                        </Link>
                      ) : null}
                      {isUnread ? (
                        <button
                          type="button"
                          onClick={() => void markRead(notification)}
                          disabled={busy !== null}
                          className="inline-flex items-center gap-1.5 rounded-full px-3 py-1.5 text-sm font-semibold text-primary transition-colors hover:bg-surface-muted disabled:opacity-60"
                        >
                          <CheckCheck aria-hidden="true" className="size-4" />
                          Marcar como leída
                          <span className="sr-only"> «{notification.title}»</span>
                        </button>
                      ) : null}
                      <button
                        type="button"
                        onClick={() => void remove(notification)}
                        disabled={busy !== null}
                        className="ml-auto inline-flex items-center gap-1.5 rounded-full px-3 py-1.5 text-sm font-semibold text-muted transition-colors hover:bg-danger/10 hover:text-danger disabled:opacity-60"
                      >
                        <Trash2 aria-hidden="true" className="size-4" />
                        Eliminar
                        <span className="sr-only"> «{notification.title}»</span>
                      </button>
                    </div>
                  </div>
                </li>
              );
            })}
          </ul>
          {data.last_page > 1 ? (
            <nav aria-label="Páginas de notificaciones" className="mt-8 flex items-center justify-between gap-4">
              <button
                type="button"
                className="btn-secondary"
                onClick={() => setPage(page - 1)}
                disabled={page <= 1 || isLoading}
              >
                <ChevronLeft aria-hidden="true" className="size-4" />
                Anteriores
              </button>
              <p className="text-sm text-muted" aria-live="polite">
                {data.from}–{data.to} de {data.total} · página {data.current_page} de {data.last_page}
              </p>
              <button
                type="button"
                className="btn-secondary"
                onClick={() => setPage(page + 1)}
                disabled={page >= data.last_page || isLoading}
              >
                Siguientes
                <ChevronRight aria-hidden="true" className="size-4" />
              </button>
            </nav>
          ) : null}
        </>
      )}
    </AccountPage>
  );
}
