import { Area, AreaChart, Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts';
import type { AdminSalesAnalytics } from '@common/analytics/contracts';
import { formatCents, formatNumber, longDay, shortDay } from './analytics-format';

// The dashboard's drawings (recharts), loaded only when the dashboard shows them: this module is
// imported lazily by sales-analytics-section.tsx, so no other page carries the library. Colours are
// the theme's variables, so each brand and dark mode draw in their own palette. Each drawing sits
// in an aria-hidden box with its keyboard layer off: its sentence and its table say the same.

const axisTick = { fill: 'var(--color-muted)', fontSize: 12 };
const tooltipStyle = {
  contentStyle: { background: 'var(--color-surface)', border: '1px solid var(--color-line)', borderRadius: 8, color: 'var(--color-fg)', fontSize: 13 },
  labelStyle: { color: 'var(--color-fg)', fontWeight: 600 },
  itemStyle: { color: 'var(--color-fg)' },
  cursor: { fill: 'var(--color-surface-muted)', stroke: 'var(--color-line)' },
} as const;
const chartProps = { responsive: true, width: '100%', height: '100%', accessibilityLayer: false } as const;

const COMPACT_EUROS = new Intl.NumberFormat('es-ES', { style: 'currency', currency: 'EUR', notation: 'compact', maximumFractionDigits: 1 });
const axisEuros = (cents: number) => COMPACT_EUROS.format(cents / 100);
/** A label shortened to fit beside a bar; the table has it whole. */
const clip = (text: string, max = 24) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/** A bar's name on one line, right-aligned against the axis (recharts would wrap it into a pile). */
function CategoryTick({ x, y, payload }: { x?: number | string; y?: number | string; payload?: { value?: unknown } }) {
  return (
    <text x={Number(x)} y={Number(y)} dy={4} textAnchor="end" fill="var(--color-muted)" fontSize={12}>
      {clip(String(payload?.value ?? ''))}
    </text>
  );
}

export function RevenuePlot({ days }: { days: AdminSalesAnalytics['per_day'] }) {
  return (
    <AreaChart {...chartProps} data={days} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
      <defs>
        <linearGradient id="td-revenue-fill" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0%" stopColor="var(--color-primary)" stopOpacity={0.35} />
          <stop offset="100%" stopColor="var(--color-primary)" stopOpacity={0.03} />
        </linearGradient>
      </defs>
      <CartesianGrid stroke="var(--color-line)" vertical={false} />
      <XAxis dataKey="date" tickFormatter={shortDay} tick={axisTick} stroke="var(--color-line)" minTickGap={16} />
      <YAxis tickFormatter={axisEuros} tick={axisTick} stroke="var(--color-line)" width={64} allowDecimals={false} />
      <Tooltip {...tooltipStyle} labelFormatter={(label) => longDay(String(label))} formatter={(value) => [formatCents(Number(value)), 'Ingresos']} />
      <Area type="monotone" dataKey="revenue_cents" name="Ingresos" stroke="var(--color-primary)" strokeWidth={2} fill="url(#td-revenue-fill)" isAnimationActive={false} />
    </AreaChart>
  );
}

export function OrdersPlot({ days }: { days: AdminSalesAnalytics['per_day'] }) {
  return (
    <BarChart {...chartProps} data={days} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
      <CartesianGrid stroke="var(--color-line)" vertical={false} />
      <XAxis dataKey="date" tickFormatter={shortDay} tick={axisTick} stroke="var(--color-line)" minTickGap={16} />
      <YAxis tick={axisTick} stroke="var(--color-line)" width={40} allowDecimals={false} />
      <Tooltip {...tooltipStyle} labelFormatter={(label) => longDay(String(label))} formatter={(value) => [formatNumber(Number(value)), 'Pedidos']} />
      <Bar dataKey="orders" name="Pedidos" fill="var(--color-secondary)" radius={[3, 3, 0, 0]} isAnimationActive={false} />
    </BarChart>
  );
}

export function TopProductsPlot({ products }: { products: AdminSalesAnalytics['top_products'] }) {
  const data = products.map((product, index) => ({ key: `${index + 1}. ${product.name}`, units: product.units, revenue_cents: product.revenue_cents }));
  return (
    <BarChart {...chartProps} layout="vertical" data={data} margin={{ top: 0, right: 16, bottom: 0, left: 0 }}>
      <CartesianGrid stroke="var(--color-line)" horizontal={false} />
      <XAxis type="number" tick={axisTick} stroke="var(--color-line)" allowDecimals={false} />
      <YAxis type="category" dataKey="key" tick={<CategoryTick />} stroke="var(--color-line)" width={180} interval={0} />
      <Tooltip {...tooltipStyle} formatter={(value, _name, item) => [`${formatNumber(Number(value))} uds. · ${formatCents(Number(item.payload.revenue_cents))}`, 'Vendidas']} />
      <Bar dataKey="units" name="Unidades" fill="var(--color-primary)" radius={[0, 3, 3, 0]} barSize={18} isAnimationActive={false} />
    </BarChart>
  );
}

export function ReturnReasonsPlot({ reasons }: { reasons: AdminSalesAnalytics['returns']['top_reasons'] }) {
  return (
    <BarChart {...chartProps} layout="vertical" data={reasons} margin={{ top: 0, right: 16, bottom: 0, left: 0 }}>
      <CartesianGrid stroke="var(--color-line)" horizontal={false} />
      <XAxis type="number" tick={axisTick} stroke="var(--color-line)" allowDecimals={false} />
      <YAxis type="category" dataKey="label" tick={<CategoryTick />} stroke="var(--color-line)" width={160} interval={0} />
      <Tooltip {...tooltipStyle} formatter={(value) => [`${formatNumber(Number(value))} uds.`, 'Devueltas']} />
      <Bar dataKey="units" name="Unidades devueltas" fill="var(--color-danger)" radius={[0, 3, 3, 0]} barSize={18} isAnimationActive={false} />
    </BarChart>
  );
}
