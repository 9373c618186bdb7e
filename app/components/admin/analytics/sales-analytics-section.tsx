import { AlertTriangle, BarChart3, LoaderCircle } from 'lucide-react';
import { lazy, useId } from 'react';
import { useNavigation } from 'react-router';
import type { AdminSalesAnalytics } from '@common/analytics/contracts';
import { formatCents, formatNumber, formatPercent, formatRating, longDay, periodPhrase } from './analytics-format';
import { ChartCard, FiguresTable, type ChartTable } from './chart-card';
import { ordersSummary, returnReasonsSummary, revenueSummary, topProductsSummary } from './chart-summaries';
import { PeriodControl } from './period-control';
import type { PeriodAddress } from './period-address';
import { SalesCsvLink } from './sales-csv-link';

// recharts loads with this screen's first chart, never with any other page (bundle budget, issue 14).
const RevenuePlot = lazy(() => import('./sales-charts').then((m) => ({ default: m.RevenuePlot })));
const OrdersPlot = lazy(() => import('./sales-charts').then((m) => ({ default: m.OrdersPlot })));
const TopProductsPlot = lazy(() => import('./sales-charts').then((m) => ({ default: m.TopProductsPlot })));
const ReturnReasonsPlot = lazy(() => import('./sales-charts').then((m) => ({ default: m.ReturnReasonsPlot })));

/**
 * «Ventas y devoluciones» of the dashboard for the period in the address: the figures, four charts
 * each with its sentence and its table, the returns by product and by size, and the CSV.
 * `figures` is null when they could not be loaded; the address may hold a period with mistakes,
 * which the period control explains.
 */
export function SalesAnalyticsSection({ address, figures }: { address: PeriodAddress; figures: AdminSalesAnalytics | null }) {
  const titleId = useId();
  const navigation = useNavigation();
  const isUpdating = navigation.state === 'loading' && navigation.location.pathname === '/admin/dashboard';
  const period = figures ? { from: figures.from, to: figures.to } : address.period;
  return (
    <section id="ventas-y-devoluciones" aria-labelledby={titleId} aria-busy={isUpdating || undefined} className="card flex scroll-mt-24 flex-col gap-5 p-5 sm:p-6">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h2 id={titleId} className="flex items-center gap-2 font-display text-xl font-semibold text-fg">
            <BarChart3 aria-hidden="true" className="size-5 text-primary" />
            Ventas y devoluciones
          </h2>
          <p className="mt-1 max-w-2xl text-xs text-muted">
            Pedidos cobrados, por el día del cobro (hora de Madrid), con IVA y envío; un contra reembolso cuenta el día de la entrega. Los cancelados y los envíos de un cambio no cuentan.
          </p>
        </div>
        {period && <SalesCsvLink period={period} />}
      </div>
      <PeriodControl key={address.kind} address={address} />
      <p aria-live="polite" className="flex min-h-5 items-center gap-2 text-sm font-medium text-fg">
        {isUpdating ? (
          <>
            <LoaderCircle aria-hidden="true" className="size-4 animate-spin motion-reduce:animate-none" />
            Actualizando las cifras…
          </>
        ) : (
          period && `${periodPhrase(period.from, period.to)}.`
        )}
      </p>
      {address.kind === 'custom' && !address.period ? (
        <p className="rounded-lg border border-dashed border-line bg-surface-muted px-4 py-6 text-center text-sm text-muted">Corrige las fechas del periodo para ver las cifras.</p>
      ) : figures === null ? (
        <p role="alert" className="flex items-center gap-2 text-sm text-muted">
          <AlertTriangle aria-hidden="true" className="size-4 text-danger" />
          No se pudieron cargar las ventas del periodo. Pulsa «Actualizar» para intentarlo de nuevo.
        </p>
      ) : (
        <SalesFigures figures={figures} />
      )}
    </section>
  );
}

function Figure({ label, value, detail }: { label: string; value: string; detail?: string }) {
  return (
    <div className="flex flex-col gap-1 bg-surface p-4">
      <dt className="text-sm font-medium text-muted">{label}</dt>
      <dd className="font-display text-2xl font-semibold tracking-tight text-fg tabular-nums">{value}</dd>
      {detail && <dd className="text-xs text-muted">{detail}</dd>}
    </div>
  );
}

function SalesFigures({ figures }: { figures: AdminSalesAnalytics }) {
  const { totals, returns, reviews, reviews_all_time: allTime } = figures;
  const hasSales = totals.orders > 0;
  const perDayRows = (value: (day: AdminSalesAnalytics['per_day'][number]) => string) => figures.per_day.map((day) => [longDay(day.date), value(day)]);
  const revenueTable: ChartTable = { caption: 'Ingresos por día', columns: [{ label: 'Día' }, { label: 'Ingresos', isNumeric: true }], rows: perDayRows((day) => formatCents(day.revenue_cents)) };
  const ordersTable: ChartTable = { caption: 'Pedidos por día', columns: [{ label: 'Día' }, { label: 'Pedidos', isNumeric: true }], rows: perDayRows((day) => formatNumber(day.orders)) };
  const productsTable: ChartTable = {
    caption: 'Productos más vendidos',
    columns: [{ label: 'Producto' }, { label: 'Unidades', isNumeric: true }, { label: 'Ingresos', isNumeric: true }],
    rows: figures.top_products.map((product, index) => [`${index + 1}. ${product.name}`, formatNumber(product.units), formatCents(product.revenue_cents)]),
  };
  const reasonsTable: ChartTable = {
    caption: 'Motivos de devolución',
    columns: [{ label: 'Motivo' }, { label: 'Unidades devueltas', isNumeric: true }],
    rows: returns.top_reasons.map((reason) => [reason.label, formatNumber(reason.units)]),
  };
  const reasonsOf = (list: { label: string; units: number }[]) => list.map((reason) => `${reason.label} (${formatNumber(reason.units)})`).join(', ');
  return (
    <>
      <dl className="grid grid-cols-2 gap-px overflow-hidden rounded-xl border border-line bg-line md:grid-cols-3 2xl:grid-cols-6">
        <Figure label="Ingresos" value={formatCents(totals.revenue_cents)} />
        <Figure label="Pedidos" value={formatNumber(totals.orders)} />
        <Figure label="Pedido medio" value={hasSales ? formatCents(totals.average_order_cents) : '—'} />
        <Figure label="Unidades vendidas" value={formatNumber(totals.units_sold)} />
        <Figure
          label="Tasa de devolución"
          value={returns.units_sold > 0 ? formatPercent(returns.return_rate) : '—'}
          detail={`${formatNumber(returns.units_returned)} de ${formatNumber(returns.units_sold)} uds.`}
        />
        <Figure
          label="Valoración media"
          value={reviews.average === null ? '—' : `${formatRating(reviews.average)} / 5`}
          detail={
            reviews.count > 0
              ? `${formatNumber(reviews.count)} ${reviews.count === 1 ? 'opinión publicada' : 'opiniones publicadas'}`
              : allTime.average === null
                ? 'Aún no hay opiniones publicadas'
                : `Sin opiniones nuevas; ${formatRating(allTime.average)} / 5 en total`
          }
        />
      </dl>

      <div className="grid gap-4 lg:grid-cols-2">
        <ChartCard title="Ingresos por día" summary={revenueSummary(figures)} table={revenueTable} isEmpty={!hasSales} emptyText="No hubo ventas cobradas en este periodo. Prueba con otro.">
          <RevenuePlot days={figures.per_day} />
        </ChartCard>
        <ChartCard title="Pedidos por día" summary={ordersSummary(figures)} table={ordersTable} isEmpty={!hasSales} emptyText="Ningún pedido cobrado en este periodo.">
          <OrdersPlot days={figures.per_day} />
        </ChartCard>
        <ChartCard title="Productos más vendidos" summary={topProductsSummary(figures)} table={productsTable} isEmpty={figures.top_products.length === 0} emptyText="Cuando haya ventas, aquí verás qué se vende más.">
          <TopProductsPlot products={figures.top_products} />
        </ChartCard>
        <ChartCard title="Motivos de devolución" summary={returnReasonsSummary(figures)} table={reasonsTable} isEmpty={returns.top_reasons.length === 0} emptyText="Ninguna devolución pedida en este periodo.">
          <ReturnReasonsPlot reasons={returns.top_reasons} />
        </ChartCard>
      </div>

      {returns.top_reasons.length > 0 && (
        <div className="grid gap-4 lg:grid-cols-2">
          <ReturnsBy
            title="Devoluciones por producto"
            table={{
              caption: 'Productos más devueltos y sus motivos',
              columns: [{ label: 'Producto' }, { label: 'Uds. devueltas', isNumeric: true }, { label: 'Motivos' }],
              rows: returns.by_product.map((product) => [product.product_name, formatNumber(product.units), reasonsOf(product.reasons)]),
            }}
          />
          <ReturnsBy
            title="Devoluciones por talla"
            table={{
              caption: 'Tallas más devueltas y sus motivos',
              columns: [{ label: 'Talla' }, { label: 'Uds. devueltas', isNumeric: true }, { label: 'Motivos' }],
              rows: returns.by_size.map((size) => [size.size, formatNumber(size.units), reasonsOf(size.reasons)]),
            }}
          />
        </div>
      )}
    </>
  );
}

function ReturnsBy({ title, table }: { title: string; table: ChartTable }) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="flex min-w-0 flex-col rounded-xl border border-line bg-surface p-4 sm:p-5">
      <h3 id={titleId} className="font-display text-base font-semibold text-fg">
        {title}
      </h3>
      {/* On a phone the table scrolls sideways: a named region keyboard users can reach and scroll. */}
      <div role="region" aria-label={`${title}: tabla`} tabIndex={0} className="mt-3 overflow-x-auto rounded-lg border border-line focus-visible:outline-offset-2">
        <FiguresTable table={table} />
      </div>
    </section>
  );
}
