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
import { useEffect, type ReactNode } from 'react';
import { Link, useFetcher, useNavigation, useSearchParams } from 'react-router';
import type { Notification, NotificationPage } from '@common/account/contracts';
import { AccountPage } from './account-page';
import { formatDateTime, formatRelative } from './account-format';
import { readIntent } from './account-route';
import { EmptyState } from './empty-state';
import { setUnreadNotifications } from './unread-notifications';

export const NOTIFICATIONS_PER_PAGE = 10;
const NOTIFICATIONS_PATH = '/user/notifications';

/** What the inbox posts to the /user/notifications action. */
export type NotificationIntent = 'read' | 'read-all' | 'delete';

const TYPE_LOOK: Record<string, { icon: LucideIcon; label: string }> = {
  welcome: { icon: Sparkles, label: 'Bienvenida' },
  security: { icon: ShieldAlert, label: 'Seguridad' },
  account: { icon: UserRound, label: 'Cuenta' },
  order: { icon: Package, label: 'Pedido' },
  promotion: { icon: Megaphone, label: 'Promoción' },
};

/**
 * Notificaciones: newest first, unread highlighted; read one, read all, delete (the route's
 * action, shown at once while it runs), page through with ?page=.
 */
/** `children`: what the screen shows under the notifications (the back-in-stock alerts). */
export function NotificationsInbox({ page, children }: { page: NotificationPage; children?: ReactNode }) {
  const navigation = useNavigation();
  const [, setSearchParams] = useSearchParams();
  const readAll = useFetcher({ key: 'notifications-read-all' });
  const isReadingAll = readAll.state !== 'idle';
  const isPaging = navigation.state === 'loading' && navigation.location.pathname === NOTIFICATIONS_PATH;

  useEffect(() => setUnreadNotifications(page.unread), [page.unread]);

  const unread = isReadingAll ? 0 : page.unread;
  const goTo = (next: number) => setSearchParams(next > 1 ? { page: String(next) } : {});

  return (
    <AccountPage
      eyebrow="Mi cuenta"
      title="Notificaciones"
      description={
        page.total > 0
          ? unread > 0
            ? `Tienes ${unread} ${unread === 1 ? 'notificación sin leer' : 'notificaciones sin leer'}.`
            : 'Estás al día: no tienes notificaciones sin leer.'
          : 'Avisos sobre tu cuenta, tu seguridad y tus pedidos.'
      }
      actions={
        unread > 0 || isReadingAll ? (
          <button
            type="button"
            className="btn-secondary"
            onClick={() => void readAll.submit({ intent: 'read-all' }, { method: 'post' })}
            disabled={isReadingAll}
          >
            <CheckCheck aria-hidden="true" className="size-4" />
            {isReadingAll ? 'Marcando…' : 'Marcar todas como leídas'}
          </button>
        ) : null
      }
    >
      {page.total === 0 ? (
        <EmptyState
          icon={Bell}
          title="No tienes notificaciones"
          description="Aquí te avisaremos de los cambios en tus pedidos, de la seguridad de tu cuenta y de lo que hayas pedido que te contemos."
          action={{ label: 'Elegir qué avisos recibo', to: '/user/settings' }}
        />
      ) : (
        <>
          <ul className="grid gap-3" aria-busy={isPaging}>
            {page.data.map((notification) => (
              <NotificationRow
                key={notification.id}
                notification={notification}
                isRead={isReadingAll || notification.read_at !== null}
                // The last one of a later page: once it is gone, the page before is shown.
                backToPage={page.data.length === 1 && page.current_page > 1 ? page.current_page - 1 : null}
              />
            ))}
          </ul>
          {page.last_page > 1 ? (
            <nav aria-label="Páginas de notificaciones" className="mt-8 flex items-center justify-between gap-4">
              <button
                type="button"
                className="btn-secondary"
                onClick={() => goTo(page.current_page - 1)}
                disabled={page.current_page <= 1 || isPaging}
              >
                <ChevronLeft aria-hidden="true" className="size-4" />
                Anteriores
              </button>
              <p className="text-sm text-muted" aria-live="polite">
                {page.from}–{page.to} de {page.total} · página {page.current_page} de {page.last_page}
              </p>
              <button
                type="button"
                className="btn-secondary"
                onClick={() => goTo(page.current_page + 1)}
                disabled={page.current_page >= page.last_page || isPaging}
              >
                Siguientes
                <ChevronRight aria-hidden="true" className="size-4" />
              </button>
            </nav>
          ) : null}
        </>
      )}
      {children}
    </AccountPage>
  );
}

/** One notification, with its own fetcher: marking it read or deleting it shows at once. */
function NotificationRow({
  notification,
  isRead,
  backToPage,
}: {
  notification: Notification;
  isRead: boolean;
  backToPage: number | null;
}) {
  const fetcher = useFetcher();
  const pending = fetcher.formData ? readIntent(fetcher.formData).intent : null;
  const isUnread = !isRead && pending !== 'read';
  const isBusy = fetcher.state !== 'idle';
  const look = TYPE_LOOK[notification.type] ?? { icon: BellRing, label: 'Aviso' };
  const Icon = look.icon;

  const markRead = () => {
    if (isUnread) void fetcher.submit({ intent: 'read', id: notification.id }, { method: 'post' });
  };
  const remove = () =>
    void fetcher.submit(
      backToPage === null ? { intent: 'delete', id: notification.id } : { intent: 'delete', id: notification.id, back_to_page: backToPage },
      { method: 'post' },
    );

  if (pending === 'delete') return null;
  return (
    <li
      className={clsx(
        'card relative flex gap-4 p-5 sm:p-6',
        isUnread ? 'border-primary/40 bg-surface' : 'bg-surface/60 shadow-none',
      )}
    >
      {isUnread ? <span aria-hidden="true" className="absolute inset-y-5 left-0 w-1 rounded-r-full bg-primary" /> : null}
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
            {formatRelative(notification.created_at, new Date())}
          </time>
          {isUnread ? <span className="font-semibold text-primary">Sin leer</span> : null}
        </div>
        <h2 className={clsx('mt-1.5 text-base', isUnread ? 'font-semibold text-fg' : 'font-medium text-fg')}>
          {notification.title}
        </h2>
        <p className="mt-1 text-sm leading-relaxed text-muted">{notification.body}</p>
        <div className="mt-4 flex flex-wrap items-center gap-2">
          {notification.link?.startsWith('/') ? (
            <Link to={notification.link} onClick={markRead} className="btn-secondary px-4 py-1.5">
              Ver detalles
            </Link>
          ) : null}
          {isUnread ? (
            <button
              type="button"
              onClick={markRead}
              disabled={isBusy}
              className="inline-flex items-center gap-1.5 rounded-full px-3 py-1.5 text-sm font-semibold text-primary transition-colors hover:bg-surface-muted disabled:opacity-60"
            >
              <CheckCheck aria-hidden="true" className="size-4" />
              Marcar como leída
              <span className="sr-only"> «{notification.title}»</span>
            </button>
          ) : null}
          <button
            type="button"
            onClick={remove}
            disabled={isBusy}
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
}
