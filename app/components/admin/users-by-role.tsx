import { useId } from 'react';
import { ROLE_NAMES, roleLabel } from '@common/roles';
import type { AdminDashboard } from '@common/admin/dashboard';
import { formatCount } from './dashboard-format';

/** users.by_role as bars: the spec's roles first, any other role after them. */
export function UsersByRole({ byRole }: { byRole: AdminDashboard['users']['by_role'] }) {
  const titleId = useId();
  const extra = Object.keys(byRole).filter((name) => !(ROLE_NAMES as readonly string[]).includes(name));
  const rows = [...ROLE_NAMES, ...extra].map((name) => ({
    name,
    label: (ROLE_NAMES as readonly string[]).includes(name) ? roleLabel({ roles: [name] }) : name,
    count: byRole[name] ?? 0,
  }));
  const max = Math.max(1, ...rows.map((row) => row.count));

  return (
    <section aria-labelledby={titleId} className="card p-5 sm:p-6">
      <h2 id={titleId} className="font-display text-xl font-semibold text-fg">
        Usuarios por rol
      </h2>
      <ul className="mt-5 flex flex-col gap-4">
        {rows.map(({ name, label, count }) => (
          <li key={name}>
            <div className="flex items-baseline justify-between gap-3 text-sm">
              <span className="font-medium text-fg">{label}</span>
              <span className="text-muted tabular-nums">{formatCount(count)}</span>
            </div>
            <div aria-hidden="true" className="mt-1.5 h-1.5 overflow-hidden rounded-full bg-surface-muted">
              <div className="h-full rounded-full bg-highlight" style={{ width: `${(count / max) * 100}%` }} />
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
