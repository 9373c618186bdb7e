import { and, desc, gte, inArray, isNotNull, sql } from 'drizzle-orm';
import type { DashboardSales, SalesPeriod } from '../../../common/admin/dashboard';
import { centsToEuros } from '../../../common/money';
import type { OrderStatus } from '../../../common/orders/rules';
import type { Db } from '../../db/client';
import { orderLines, orders, products } from '../../db/schema';
import { startOfStoreDay, STORE_TIME_ZONE } from '../audit/audit-service';

/**
 * The orders that count as sales: paid, being prepared, on their way or delivered. Cash on
 * delivery has no 'paid' step: it counts from 'preparing', when staff have accepted it. Pending
 * payments, cancellations and failed payments do not count. Days are Madrid's, by order date.
 */
export const SALE_STATUSES: readonly OrderStatus[] = ['paid', 'preparing', 'shipped', 'delivered'];

export const BEST_SELLERS_LIMIT = 5;

/** Today's date in the store's time zone, as YYYY-MM-DD. */
function storeToday(now: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: STORE_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

function period(revenueCents: number, count: number): SalesPeriod {
  return { revenue: centsToEuros(revenueCents), orders: count, average_order: count ? centsToEuros(Math.round(revenueCents / count)) : 0 };
}

export async function dashboardSales(db: Db, now: Date): Promise<DashboardSales> {
  const today = storeToday(now);
  const dayStart = startOfStoreDay(today);
  const weekStart = startOfStoreDay(today, -6);
  const monthStart = startOfStoreDay(today, -29);
  const isSale = inArray(orders.status, [...SALE_STATUSES]);

  const [[totals], best] = await Promise.all([
    db
      .select({
        todayCents: sql<number>`coalesce(sum(${orders.totalCents}) filter (where ${orders.createdAt} >= ${dayStart.toISOString()}::timestamptz), 0)::bigint`,
        todayCount: sql<number>`count(*) filter (where ${orders.createdAt} >= ${dayStart.toISOString()}::timestamptz)::int`,
        weekCents: sql<number>`coalesce(sum(${orders.totalCents}) filter (where ${orders.createdAt} >= ${weekStart.toISOString()}::timestamptz), 0)::bigint`,
        weekCount: sql<number>`count(*) filter (where ${orders.createdAt} >= ${weekStart.toISOString()}::timestamptz)::int`,
        monthCents: sql<number>`coalesce(sum(${orders.totalCents}), 0)::bigint`,
        monthCount: sql<number>`count(*)::int`,
      })
      .from(orders)
      .where(and(isSale, gte(orders.createdAt, monthStart))),
    db
      .select({
        productId: orderLines.productId,
        name: sql<string>`max(${orderLines.productName})`,
        slug: sql<string | null>`max(${products.slug})`,
        units: sql<number>`sum(${orderLines.quantity})::int`,
        revenueCents: sql<number>`sum(${orderLines.lineTotalCents})::bigint`,
      })
      .from(orderLines)
      .innerJoin(orders, sql`${orders.id} = ${orderLines.orderId}`)
      .leftJoin(products, sql`${products.id} = ${orderLines.productId} and ${products.deletedAt} is null`)
      .where(and(isSale, gte(orders.createdAt, monthStart), isNotNull(orderLines.productId)))
      .groupBy(orderLines.productId)
      .orderBy(desc(sql`sum(${orderLines.quantity})`), desc(sql`sum(${orderLines.lineTotalCents})`), orderLines.productId)
      .limit(BEST_SELLERS_LIMIT),
  ]);
  return {
    today: period(Number(totals?.todayCents ?? 0), Number(totals?.todayCount ?? 0)),
    last_7_days: period(Number(totals?.weekCents ?? 0), Number(totals?.weekCount ?? 0)),
    last_30_days: period(Number(totals?.monthCents ?? 0), Number(totals?.monthCount ?? 0)),
    best_sellers: best.map((row) => ({
      product_id: row.productId!,
      name: row.name,
      slug: row.slug ?? null,
      units: Number(row.units),
      revenue: centsToEuros(Number(row.revenueCents)),
    })),
  };
}
