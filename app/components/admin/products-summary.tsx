import { useId } from 'react';
import clsx from 'clsx';
import { ArrowRight, TriangleAlert } from 'lucide-react';
import { Link } from 'react-router';
import { ADMIN_LOW_STOCK_THRESHOLD } from '@common/constants';
import type { AdminDashboard } from '@common/admin/dashboard';
import { formatCount } from './dashboard-format';

type ProductFigures = AdminDashboard['products'];

const FIGURES: readonly { key: keyof ProductFigures; label: string; hint: string }[] = [
  { key: 'total', label: 'Total', hint: 'En el catálogo' },
  { key: 'active', label: 'Activos', hint: 'A la venta' },
  { key: 'low_stock', label: 'Stock bajo', hint: `${ADMIN_LOW_STOCK_THRESHOLD} o menos unidades` },
  { key: 'featured', label: 'Destacados', hint: 'En portada' },
  { key: 'categories', label: 'Categorías', hint: 'Para ordenar la tienda' },
];

/** Spec §2 products summary, from the dashboard's `products`. */
export function ProductsSummary({ products }: { products: ProductFigures }) {
  const titleId = useId();
  const { total, active, low_stock: lowStock } = products;
  const activeShare = total > 0 ? Math.min(100, Math.round((active / total) * 100)) : null;

  return (
    <section aria-labelledby={titleId} className="card flex h-full flex-col p-5 sm:p-6">
      <div className="flex items-center justify-between gap-4">
        <h2 id={titleId} className="font-display text-xl font-semibold text-fg">
          Resumen de productos
        </h2>
        <Link
          to="/admin/products"
          className="inline-flex shrink-0 items-center gap-1 rounded-md text-sm font-semibold whitespace-nowrap text-primary hover:underline"
        >
          Ver productos
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </div>

      <dl className="mt-5 grid grid-cols-2 gap-px overflow-hidden rounded-xl border border-line bg-line sm:grid-cols-3 lg:grid-cols-5">
        {FIGURES.map(({ key, label, hint }) => {
          const value = products[key];
          const isAlert = key === 'low_stock' && value > 0;
          return (
            <div key={key} className="flex flex-col gap-1 bg-surface p-4 last:col-span-2 lg:last:col-span-1">
              <dt className="text-sm font-medium text-muted">{label}</dt>
              <dd className="order-first">
                <span
                  className={clsx(
                    'font-display text-3xl font-semibold tracking-tight tabular-nums',
                    isAlert ? 'text-warning' : 'text-fg',
                  )}
                >
                  {formatCount(value)}
                </span>
              </dd>
              <dd className="text-xs text-muted">{hint}</dd>
            </div>
          );
        })}
      </dl>

      <div className="mt-auto flex flex-col gap-4 pt-5">
        {total === 0 && (
          <p className="text-sm text-muted">
            Todavía no hay productos en el catálogo.{' '}
            <Link to="/admin/products" className="font-semibold text-primary underline-offset-2 hover:underline">
              Crear el primero
            </Link>
          </p>
        )}
        {lowStock > 0 && (
          <p className="flex flex-wrap items-center gap-x-2 gap-y-1 rounded-lg border border-warning/30 bg-warning/10 px-3 py-2 text-sm text-fg">
            <TriangleAlert aria-hidden="true" className="size-4 shrink-0 text-warning" />
            {lowStock === 1
              ? `1 producto tiene ${ADMIN_LOW_STOCK_THRESHOLD} o menos unidades.`
              : `${formatCount(lowStock)} productos tienen ${ADMIN_LOW_STOCK_THRESHOLD} o menos unidades.`}
          </p>
        )}
        {activeShare !== null && (
          <div>
            <div className="flex justify-between text-xs text-muted">
              <span>Productos activos</span>
              <span className="tabular-nums">{activeShare} %</span>
            </div>
            <div aria-hidden="true" className="mt-2 h-1.5 overflow-hidden rounded-full bg-surface-muted">
              <div className="h-full rounded-full bg-primary" style={{ width: `${activeShare}%` }} />
            </div>
          </div>
        )}
      </div>
    </section>
  );
}
