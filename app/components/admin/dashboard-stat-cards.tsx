import { Activity, Megaphone, UserPlus, Users, type LucideIcon } from 'lucide-react';
import type { AdminDashboard } from '@common/admin/dashboard';
import { formatCount } from './dashboard-format';

interface StatCard {
  label: string;
  hint: string;
  icon: LucideIcon;
  value: (data: AdminDashboard) => number;
}

/** The four stat cards of the dashboard; every number comes from GET /api/admin/dashboard. */
export const STAT_CARDS: readonly StatCard[] = [
  { label: 'Usuarios totales', hint: 'Cuentas registradas', icon: Users, value: (d) => d.users.total },
  { label: 'Nuevos (30 días)', hint: 'Altas del último mes', icon: UserPlus, value: (d) => d.users.new_last_30_days },
  { label: 'Activos (24 h)', hint: 'Sesiones usadas hoy', icon: Activity, value: (d) => d.users.active_last_24h },
  { label: 'Banners activos', hint: 'Publicados ahora', icon: Megaphone, value: (d) => d.banners.active },
];

export function DashboardStatCards({ data }: { data: AdminDashboard }) {
  return (
    <ul aria-label="Cifras clave" className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
      {STAT_CARDS.map(({ label, hint, icon: Icon, value }) => (
        <li key={label} className="card flex flex-col gap-4 p-4 sm:p-5">
          <div className="flex items-start justify-between gap-2">
            <p className="text-sm font-medium text-muted">{label}</p>
            <span className="hidden size-8 shrink-0 items-center justify-center rounded-lg bg-surface-muted text-primary sm:inline-flex">
              <Icon aria-hidden="true" className="size-4" />
            </span>
          </div>
          <div>
            <p className="font-display text-3xl font-semibold tracking-tight text-fg tabular-nums sm:text-4xl">
              {formatCount(value(data))}
            </p>
            <p className="mt-1 text-xs text-muted">{hint}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
