import type { AdminSalesAnalytics, SalesDay } from '@common/analytics/contracts';
import { dayOfMonth, formatCents, formatNumber, formatPercent, longDay, ordersText, periodPhrase, unitsText } from './analytics-format';

// One sentence per chart, computed from the same figures the chart and its table show: what a
// screen reader hears instead of the drawing, and what everyone reads before it.

/** A day of the period: without its year when the period is within one year. */
const dayIn = (figures: AdminSalesAnalytics, isoDate: string) => (figures.from.slice(0, 4) === figures.to.slice(0, 4) ? dayOfMonth(isoDate) : longDay(isoDate));

/** The first day with the most of `value` (the earliest wins a tie). */
function bestDay(days: readonly SalesDay[], value: (day: SalesDay) => number): SalesDay | null {
  let best: SalesDay | null = null;
  for (const day of days) if (value(day) > 0 && (!best || value(day) > value(best))) best = day;
  return best;
}

export function revenueSummary(figures: AdminSalesAnalytics): string {
  const period = periodPhrase(figures.from, figures.to);
  const { revenue_cents, orders } = figures.totals;
  if (orders === 0) return `${period}: ningún pedido cobrado.`;
  const best = bestDay(figures.per_day, (day) => day.revenue_cents);
  const head = `${period}: ${formatCents(revenue_cents)} en ${ordersText(orders)}`;
  return figures.days > 1 && best ? `${head}; el mejor día, el ${dayIn(figures, best.date)}, con ${formatCents(best.revenue_cents)}.` : `${head}.`;
}

export function ordersSummary(figures: AdminSalesAnalytics): string {
  const period = periodPhrase(figures.from, figures.to);
  const { orders } = figures.totals;
  if (orders === 0) return `${period}: ningún pedido cobrado.`;
  const perDay = new Intl.NumberFormat('es-ES', { maximumFractionDigits: 1 }).format(orders / figures.days);
  const best = bestDay(figures.per_day, (day) => day.orders);
  const head = `${period}: ${ordersText(orders)}, ${perDay} al día de media`;
  return figures.days > 1 && best ? `${head}; el día con más, el ${dayIn(figures, best.date)}, con ${formatNumber(best.orders)}.` : `${head}.`;
}

export function topProductsSummary(figures: AdminSalesAnalytics): string {
  const [first, ...rest] = figures.top_products;
  if (!first) return 'No se vendió ningún producto en este periodo.';
  const head = `El más vendido es ${first.name}, con ${unitsText(first.units)} (${formatCents(first.revenue_cents)})`;
  const next = rest.slice(0, 2).map((product) => `${product.name} (${formatNumber(product.units)})`);
  return next.length ? `${head}; le ${next.length === 1 ? 'sigue' : 'siguen'} ${next.join(' y ')}.` : `${head}.`;
}

export function returnReasonsSummary(figures: AdminSalesAnalytics): string {
  const { units_returned, units_sold, return_rate, top_reasons } = figures.returns;
  const [first] = top_reasons;
  if (!first) return 'No se pidió ninguna devolución en este periodo.';
  const rate = units_sold > 0 ? ` de ${formatNumber(units_sold)} vendidas (${formatPercent(return_rate)})` : '';
  return `Se devolvieron ${unitsText(units_returned)}${rate}; el motivo más repetido es «${first.label}», con ${unitsText(first.units)}.`;
}
