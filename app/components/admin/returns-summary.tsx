import { AlertTriangle, ArrowRight, Undo2 } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import type { ReturnStats } from '@common/returns/contracts';
import { formatCount } from './dashboard-format';

const rateFormat = new Intl.NumberFormat('es-ES', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
const units = (n: number) => `${formatCount(n)} ${n === 1 ? 'ud.' : 'uds.'}`;

/**
 * The dashboard's 'Devoluciones (30 días)' from GET /api/admin/returns/stats: the return rate, how
 * many returns, and the top reasons, products and sizes by returned units. Only for staff with
 * returns.manage (the route asks for the figures only then); `null` when they could not be loaded.
 */
export function ReturnsSummary({ stats }: { stats: ReturnStats | null }) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="card flex flex-col p-5 sm:p-6">
      <div className="flex items-center justify-between gap-4">
        <h2 id={titleId} className="flex items-center gap-2 font-display text-xl font-semibold text-fg">
          <Undo2 aria-hidden="true" className="size-5 text-primary" />
          Devoluciones ({stats?.days ?? 30} días)
        </h2>
        <Link to="/admin/returns" className="inline-flex shrink-0 items-center gap-1 rounded-md text-sm font-semibold whitespace-nowrap text-primary hover:underline">
          Ver devoluciones
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </div>
      {stats === null ? (
        <p role="alert" className="mt-4 flex items-center gap-2 text-sm text-muted">
          <AlertTriangle aria-hidden="true" className="size-4 text-danger" />
          No se pudieron cargar las cifras de devoluciones. Pulsa «Actualizar» para intentarlo de nuevo.
        </p>
      ) : (
        <ReturnFigures stats={stats} />
      )}
    </section>
  );
}

function ReturnFigures({ stats }: { stats: ReturnStats }) {
  return (
    <>
      <p className="mt-1 text-xs text-muted">Unidades devueltas por cada 100 vendidas en los últimos {stats.days} días; los desistimientos cuentan.</p>
      <dl className="mt-5 grid gap-px overflow-hidden rounded-xl border border-line bg-line sm:grid-cols-3">
        <div className="flex flex-col gap-1 bg-surface p-4">
          <dt className="text-sm font-medium text-muted">Tasa de devolución</dt>
          <dd className="font-display text-3xl font-semibold tracking-tight text-fg tabular-nums">{rateFormat.format(stats.return_rate)} %</dd>
        </div>
        <div className="flex flex-col gap-1 bg-surface p-4">
          <dt className="text-sm font-medium text-muted">Devoluciones</dt>
          <dd className="font-display text-3xl font-semibold tracking-tight text-fg tabular-nums">{formatCount(stats.returns_count)}</dd>
        </div>
        <div className="flex flex-col gap-1 bg-surface p-4">
          <dt className="text-sm font-medium text-muted">Unidades devueltas</dt>
          <dd className="font-display text-3xl font-semibold tracking-tight text-fg tabular-nums">
            {formatCount(stats.units_returned)} <span className="text-base font-normal text-muted">de {formatCount(stats.units_sold)} vendidas</span>
          </dd>
        </div>
      </dl>
      <div className="mt-6 grid gap-6 lg:grid-cols-3">
        <RankedList
          title="Motivos principales"
          empty="Sin devoluciones en el periodo."
          items={stats.top_reasons.map((item) => ({ key: item.reason, name: item.label, units: item.units }))}
        />
        <RankedList
          title="Productos más devueltos"
          empty="Ningún producto devuelto en el periodo."
          items={stats.by_product.map((item) => ({
            key: `${item.product_id ?? item.product_name}`,
            name: item.product_name,
            href: item.product_id !== null ? `/admin/products/${item.product_id}` : undefined,
            units: item.units,
            detail: item.top_reason_label,
          }))}
        />
        <RankedList
          title="Tallas más devueltas"
          empty="Ninguna talla devuelta en el periodo."
          items={stats.by_size.map((item) => ({ key: item.size, name: `Talla ${item.size}`, units: item.units, detail: item.top_reason_label }))}
        />
      </div>
    </>
  );
}

interface RankedItem {
  key: string;
  name: string;
  href?: string;
  units: number;
  /** The most repeated reason, under the name. */
  detail?: string;
}

/** A top list with a bar for each item's share of the first's units (the number says it too). */
function RankedList({ title, empty, items }: { title: string; empty: string; items: RankedItem[] }) {
  const headingId = useId();
  const most = Math.max(1, ...items.map((item) => item.units));
  return (
    <div>
      <h3 id={headingId} className="text-sm font-semibold text-fg">
        {title}
      </h3>
      {items.length === 0 ? (
        <p className="mt-3 text-sm text-muted">{empty}</p>
      ) : (
        <ol aria-labelledby={headingId} className="mt-3 flex flex-col gap-3">
          {items.map((item) => (
            <li key={item.key} className="text-sm">
              <div className="flex items-baseline justify-between gap-3">
                {item.href ? (
                  <Link to={item.href} className="truncate font-medium text-fg hover:text-primary hover:underline">
                    {item.name}
                  </Link>
                ) : (
                  <span className="truncate font-medium text-fg">{item.name}</span>
                )}
                <span className="shrink-0 text-muted tabular-nums">{units(item.units)}</span>
              </div>
              <div aria-hidden="true" className="mt-1 h-1.5 overflow-hidden rounded-full bg-surface-muted">
                <div className="h-full rounded-full bg-primary" style={{ width: `${Math.round((item.units / most) * 100)}%` }} />
              </div>
              {item.detail && <p className="mt-0.5 text-xs text-muted">Sobre todo: {item.detail}</p>}
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
