import { useId, type ReactNode } from 'react';
import { ArrowRight, History, Package, UserRound } from 'lucide-react';
import { Link } from 'react-router';
import type { AdminDashboard } from '@common/admin/dashboard';
import type { AuditEntry } from '@common/audit/contracts';
import { auditActionLabel, auditEntityLabel, AUDIT_ENTITY_PERMISSION } from '@common/audit/labels';
import { useAuth } from '~/lib/auth';
import { AdminAvatar } from './admin-avatar';
import { canAccess } from './admin-navigation';
import { entryTitle, formatAuditWhen } from './audit/audit-format';
import { ADMIN_AUDIT_PATH } from './audit/audit-query';
import { formatCount, formatWhen } from './dashboard-format';

/**
 * The latest changes made in the back-office, from the audit log: who, what, on which entity
 * (linked when it exists and the person may open its screen) and when; 'Ver todo el registro'
 * for those who may read the log.
 */
export function RecentActivity({ entries }: { entries: AdminDashboard['recent_activity'] }) {
  const titleId = useId();
  const { user } = useAuth();
  const mayReadLog = canAccess(user, 'audit.view');
  return (
    <section aria-labelledby={titleId} className="card h-full p-5 sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={titleId} className="font-display text-xl font-semibold text-fg">
          Actividad reciente
        </h2>
        {mayReadLog && (
          <Link to={ADMIN_AUDIT_PATH} className="inline-flex items-center gap-1 rounded-md text-sm font-semibold whitespace-nowrap text-primary hover:underline">
            Ver todo el registro
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        )}
      </div>
      {entries.length === 0 ? (
        <p className="mt-5 flex flex-col items-center gap-2 rounded-lg bg-surface-muted px-4 py-8 text-center text-sm text-muted">
          <History aria-hidden="true" className="size-5" />
          Todavía no hay cambios registrados en el back-office.
        </p>
      ) : (
        <ol aria-labelledby={titleId} className="mt-3 divide-y divide-line">
          {entries.map((entry) => (
            <ActivityItem key={entry.id} entry={entry} canOpen={(type) => canAccess(user, AUDIT_ENTITY_PERMISSION[type] ?? 'audit.view')} />
          ))}
        </ol>
      )}
    </section>
  );
}

function ActivityItem({ entry, canOpen }: { entry: AuditEntry; canOpen: (entityType: string) => boolean }) {
  const when = formatAuditWhen(entry.created_at);
  const title = entryTitle(entry);
  const link = entry.link && canOpen(entry.entity_type) ? entry.link : null;
  const fields = Object.keys(entry.changes).length;
  return (
    <li className="flex items-start gap-3 py-3">
      <AdminAvatar name={entry.actor.name} tone="soft" className="size-9 text-xs" />
      <div className="min-w-0 flex-1">
        <p className="text-sm text-fg">
          <span className="font-semibold">{entry.actor.name}</span> <span className="text-muted">·</span> {auditActionLabel(entry.action)}
          {fields > 0 && entry.action === 'update' && (
            <span className="text-muted">
              {' '}
              ({fields} {fields === 1 ? 'campo' : 'campos'})
            </span>
          )}
        </p>
        <p className="truncate text-sm text-muted">
          {auditEntityLabel(entry.entity_type)}:{' '}
          {link ? (
            <Link to={link} className="font-medium text-fg underline-offset-2 hover:text-primary hover:underline">
              {title}
            </Link>
          ) : (
            <span className="font-medium text-fg">{title}</span>
          )}
        </p>
      </div>
      {when && (
        <time dateTime={entry.created_at} className="shrink-0 pt-0.5 text-right text-xs text-muted">
          {when}
        </time>
      )}
    </li>
  );
}

/** Latest sign-ups and latest products. */
export function LatestSignups({ users, products }: { users: AdminDashboard['recent_users']; products: AdminDashboard['recent_products'] }) {
  const titleId = useId();

  return (
    <section aria-labelledby={titleId} className="card h-full p-5 sm:p-6">
      <h2 id={titleId} className="font-display text-xl font-semibold text-fg">
        Últimas altas
      </h2>
      <div className="mt-5 grid gap-8 md:grid-cols-2">
        <ActivityList title="Nuevos usuarios" icon="users" isEmpty={users.length === 0} empty="Todavía no se ha registrado nadie.">
          {users.map((user) => {
            const when = formatWhen(user.created_at);
            return (
              <li key={user.id} className="flex items-center gap-3 py-3">
                <AdminAvatar name={user.name} tone="soft" className="size-9 text-xs" />
                <div className="min-w-0 flex-1">
                  <p className="truncate text-sm font-semibold text-fg">{user.name}</p>
                  <p className="truncate text-sm text-muted">{user.email}</p>
                </div>
                {when && (
                  <time dateTime={user.created_at} className="shrink-0 text-right text-xs text-muted">
                    {when}
                  </time>
                )}
              </li>
            );
          })}
        </ActivityList>
        <ActivityList title="Productos recientes" icon="products" isEmpty={products.length === 0} empty="Aún no hay productos en el catálogo.">
          {products.map((product) => (
            <RecentProductItem key={product.id} product={product} />
          ))}
        </ActivityList>
      </div>
    </section>
  );
}

function ActivityList({
  title,
  icon,
  isEmpty,
  empty,
  children,
}: {
  title: string;
  icon: 'users' | 'products';
  isEmpty: boolean;
  empty: string;
  children: ReactNode;
}) {
  const titleId = useId();
  const Icon = icon === 'users' ? UserRound : Package;
  return (
    <div>
      <h3 id={titleId} className="flex items-center gap-2 text-sm font-semibold text-fg">
        <Icon aria-hidden="true" className="size-4 text-primary" />
        {title}
      </h3>
      {isEmpty ? (
        <p className="mt-3 rounded-lg bg-surface-muted px-4 py-6 text-center text-sm text-muted">{empty}</p>
      ) : (
        <ul aria-labelledby={titleId} className="mt-2 divide-y divide-line">
          {children}
        </ul>
      )}
    </div>
  );
}

function RecentProductItem({ product }: { product: AdminDashboard['recent_products'][number] }) {
  const when = formatWhen(product.created_at);
  return (
    <li className="flex items-center gap-3 py-3">
      <span
        aria-hidden="true"
        className="inline-flex size-9 shrink-0 items-center justify-center rounded-lg bg-surface-muted text-primary"
      >
        <Package className="size-4" />
      </span>
      <div className="min-w-0 flex-1">
        <p className="truncate text-sm font-semibold text-fg">{product.name}</p>
        <p className="text-sm text-muted">
          {formatCount(product.stock)} {product.stock === 1 ? 'unidad' : 'unidades'}
        </p>
      </div>
      {when && (
        <time dateTime={product.created_at} className="shrink-0 text-right text-xs text-muted">
          {when}
        </time>
      )}
    </li>
  );
}
