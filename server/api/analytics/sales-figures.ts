// The dashboard's figures from the rows the queries read, pure: every day of the period present,
// the average order, the return rate, and the return reasons grouped by product and by size.

import type { SalesDay, SalesReturnFigures } from '../../../common/analytics/contracts';
import { daysOf } from '../../../common/analytics/period';
import { RETURN_REASON_LABELS, type ReturnLineReason } from '../../../common/returns/rules';

/** The days the database found, and a 0 for each day it did not. */
export function fillDays(from: string, to: string, found: readonly SalesDay[]): SalesDay[] {
  const byDate = new Map(found.map((row) => [row.date, row]));
  return daysOf(from, to).map((date) => byDate.get(date) ?? { date, revenue_cents: 0, orders: 0 });
}

/** Cents per order, to the nearest cent; 0 without orders. */
export function averageOrderCents(revenueCents: number, orders: number): number {
  return orders > 0 ? Math.round(revenueCents / orders) : 0;
}

/** Units returned per 100 sold, one decimal; 0 when nothing was sold. */
export function returnRate(unitsReturned: number, unitsSold: number): number {
  return unitsSold > 0 ? Math.round((unitsReturned / unitsSold) * 1000) / 10 : 0;
}

/** A star average with one decimal; null without reviews. */
export function ratingAverage(sum: number, count: number): number | null {
  return count > 0 ? Math.round((sum / count) * 10) / 10 : null;
}

/** One group of a returned line: its reason, product, size and units, and the return it belongs to. */
export interface ReturnedUnits {
  returnId: number;
  reason: string;
  productId: number | null;
  productName: string;
  size: string | null;
  units: number;
}

export const RETURN_GROUPS_LIMIT = 5;

const labelOf = (reason: string) => RETURN_REASON_LABELS[reason as ReturnLineReason] ?? reason;

/** Reasons with their units, the most repeated first (ties by the reasons' own order, then by name). */
function rankReasons(units: Map<string, number>) {
  const order = Object.keys(RETURN_REASON_LABELS);
  return [...units.entries()]
    .sort((a, b) => b[1] - a[1] || order.indexOf(a[0]) - order.indexOf(b[0]))
    .map(([reason, n]) => ({ reason: reason as ReturnLineReason, label: labelOf(reason), units: n }));
}

function groupBy<K>(rows: readonly ReturnedUnits[], keyOf: (row: ReturnedUnits) => K) {
  const groups = new Map<K, { sample: ReturnedUnits; units: number; reasons: Map<string, number> }>();
  for (const row of rows) {
    const key = keyOf(row);
    const group = groups.get(key) ?? { sample: row, units: 0, reasons: new Map<string, number>() };
    group.units += row.units;
    group.reasons.set(row.reason, (group.reasons.get(row.reason) ?? 0) + row.units);
    groups.set(key, group);
  }
  return [...groups.values()].map((group) => ({ ...group, reasons: rankReasons(group.reasons) }));
}

/** Return rate, reasons overall, and the five products and sizes that come back most, each with its reasons. */
export function returnFigures(rows: readonly ReturnedUnits[], unitsSold: number): SalesReturnFigures {
  const unitsReturned = rows.reduce((sum, row) => sum + row.units, 0);
  const reasons = new Map<string, number>();
  for (const row of rows) reasons.set(row.reason, (reasons.get(row.reason) ?? 0) + row.units);
  const byProduct = groupBy(rows, (row) => row.productId ?? `#${row.productName}`)
    .sort((a, b) => b.units - a.units || a.sample.productName.localeCompare(b.sample.productName, 'es'))
    .slice(0, RETURN_GROUPS_LIMIT);
  const bySize = groupBy(rows, (row) => row.size ?? '—')
    .sort((a, b) => b.units - a.units || (a.sample.size ?? '—').localeCompare(b.sample.size ?? '—', 'es'))
    .slice(0, RETURN_GROUPS_LIMIT);
  return {
    units_sold: unitsSold,
    units_returned: unitsReturned,
    return_rate: returnRate(unitsReturned, unitsSold),
    returns_count: new Set(rows.map((row) => row.returnId)).size,
    top_reasons: rankReasons(reasons),
    by_product: byProduct.map((group) => ({ product_id: group.sample.productId, product_name: group.sample.productName, units: group.units, reasons: group.reasons })),
    by_size: bySize.map((group) => ({ size: group.sample.size ?? '—', units: group.units, reasons: group.reasons })),
  };
}
