import { useId, type ReactNode } from 'react';
import { Package, UserRound } from 'lucide-react';
import { AdminAvatar } from './admin-avatar';
import type { AdminDashboard } from '@common/admin/dashboard';
import { formatCount, formatWhen } from './dashboard-format';

/** Latest sign-ups and latest products. */
export function RecentActivity({ users, products }: { users: AdminDashboard['recent_users']; products: AdminDashboard['recent_products'] }) {
  const titleId = useId();

  return (
    <section aria-labelledby={titleId} className="card h-full p-5 sm:p-6">
      <h2 id={titleId} className="font-display text-xl font-semibold text-fg">
        Actividad reciente
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
