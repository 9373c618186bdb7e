import { useId } from 'react';
import { ArrowRight, Trophy } from 'lucide-react';
import { Link } from 'react-router';
import type { DashboardSales, SalesPeriod } from '@common/admin/dashboard';
import { formatPrice } from '@common/money';
import { canAccess } from './admin-navigation';
import { formatCount } from './dashboard-format';
import { useAuth } from '~/lib/auth';

const PERIODS: readonly { key: 'today' | 'last_7_days' | 'last_30_days'; label: string }[] = [
  { key: 'today', label: 'Hoy' },
  { key: 'last_7_days', label: 'Últimos 7 días' },
  { key: 'last_30_days', label: 'Últimos 30 días' },
];

function PeriodCard({ label, period }: { label: string; period: SalesPeriod }) {
  return (
    <li className="flex flex-col gap-3 bg-surface p-4 sm:p-5">
      <p className="text-sm font-medium text-muted">{label}</p>
      <p className="font-display text-3xl font-semibold tracking-tight text-fg tabular-nums">{formatPrice(period.revenue)}</p>
      <dl className="grid grid-cols-2 gap-2 text-sm">
        <div>
          <dt className="text-xs text-muted">Pedidos</dt>
          <dd className="font-semibold text-fg tabular-nums">{formatCount(period.orders)}</dd>
        </div>
        <div>
          <dt className="text-xs text-muted">Pedido medio</dt>
          <dd className="font-semibold text-fg tabular-nums">{period.orders ? formatPrice(period.average_order) : '—'}</dd>
        </div>
      </dl>
    </li>
  );
}

/** Sales from the dashboard's `sales`: revenue, orders and average order for today, 7 and 30 days, and the 5 best sellers. */
export function SalesSummary({ sales }: { sales: DashboardSales }) {
  const titleId = useId();
  const bestId = useId();
  const { user } = useAuth();
  const canSeeOrders = canAccess(user, 'orders.view');
  return (
    <section aria-labelledby={titleId} className="card flex flex-col p-5 sm:p-6">
      <div className="flex items-center justify-between gap-4">
        <h2 id={titleId} className="font-display text-xl font-semibold text-fg">
          Ventas
        </h2>
        {canSeeOrders && (
          <Link to="/admin/orders" className="inline-flex shrink-0 items-center gap-1 rounded-md text-sm font-semibold whitespace-nowrap text-primary hover:underline">
            Ver pedidos
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        )}
      </div>
      <p className="mt-1 text-xs text-muted">
        Pedidos pagados, en preparación, enviados o entregados (contra reembolso desde que pasa a preparación), IVA y envío incluidos.
      </p>
      <div className="mt-5 grid gap-6 lg:grid-cols-5">
        <ul aria-label="Ventas por periodo" className="grid gap-px overflow-hidden rounded-xl border border-line bg-line sm:grid-cols-3 lg:col-span-3">
          {PERIODS.map(({ key, label }) => (
            <PeriodCard key={key} label={label} period={sales[key]} />
          ))}
        </ul>
        <div className="lg:col-span-2">
          <h3 id={bestId} className="flex items-center gap-2 text-sm font-semibold text-fg">
            <Trophy aria-hidden="true" className="size-4 text-primary" />
            Más vendidos (30 días)
          </h3>
          {sales.best_sellers.length === 0 ? (
            <p className="mt-3 text-sm text-muted">Aún no hay ventas en los últimos 30 días.</p>
          ) : (
            <ol aria-labelledby={bestId} className="mt-3 divide-y divide-line">
              {sales.best_sellers.map((item, index) => (
                <li key={item.product_id} className="flex items-center justify-between gap-3 py-2 text-sm">
                  <span className="flex min-w-0 items-center gap-2">
                    <span className="w-4 shrink-0 text-right text-xs font-semibold text-muted tabular-nums">{index + 1}</span>
                    <Link to={`/admin/products/${item.product_id}`} className="truncate font-medium text-fg hover:text-primary hover:underline">
                      {item.name}
                    </Link>
                  </span>
                  <span className="shrink-0 text-right text-muted tabular-nums">
                    {formatCount(item.units)} {item.units === 1 ? 'ud.' : 'uds.'} · {formatPrice(item.revenue)}
                  </span>
                </li>
              ))}
            </ol>
          )}
        </div>
      </div>
    </section>
  );
}
