import { and, desc, eq, gte, inArray, isNotNull, isNull, lt, ne, sql } from 'drizzle-orm';
import type { AdminSalesAnalytics, AdminSalesAnalyticsQuery } from '../../../common/analytics/contracts';
import { STORE_TIME_ZONE, addDays, periodLength, resolvePeriod, storeToday } from '../../../common/analytics/period';
import type { Db } from '../../db/client';
import { orderLines, orders, productReviews, returnLines, returns } from '../../db/schema';
import { SALE_STATUSES } from '../admin/dashboard-sales';
import { startOfStoreDay } from '../audit/audit-service';
import { averageOrderCents, fillDays, ratingAverage, returnFigures } from './sales-figures';

export const TOP_PRODUCTS_LIMIT = 8;

/**
 * The sales and returns of a period of Madrid's days. A sale is an order that was charged: it
 * counts on the day of `paid_at` (cash on delivery, the day it is delivered and paid at the door)
 * while it stays paid, preparing, shipped or delivered; a cancelled one was refunded, and the
 * parcel of a size exchange (0 €, `exchange_for_return_id`) is no sale.
 */
export async function salesAnalytics(db: Db, query: AdminSalesAnalyticsQuery, now: Date): Promise<AdminSalesAnalytics> {
  const { from, to } = resolvePeriod(query, storeToday(now));
  const start = startOfStoreDay(from);
  const end = startOfStoreDay(addDays(to, 1));
  const isSale = and(
    inArray(orders.status, [...SALE_STATUSES]),
    isNull(orders.exchangeForReturnId),
    isNotNull(orders.paidAt),
    gte(orders.paidAt, start),
    lt(orders.paidAt, end),
  );
  // The zone as a literal, not a parameter: GROUP BY must see the very expression of the SELECT.
  const madridDay = sql<string>`to_char(${orders.paidAt} at time zone ${sql.raw(`'${STORE_TIME_ZONE}'`)}, 'YYYY-MM-DD')`;
  const published = eq(productReviews.status, 'published');
  const reviewFigures = { sum: sql<number>`coalesce(sum(${productReviews.rating}), 0)::int`, count: sql<number>`count(*)::int` };

  const [perDay, [units], topProducts, returned, [reviews], [allReviews]] = await Promise.all([
    db
      .select({ date: madridDay, revenue: sql<number>`sum(${orders.totalCents})::bigint`, orders: sql<number>`count(*)::int` })
      .from(orders)
      .where(isSale)
      .groupBy(madridDay),
    db
      .select({ units: sql<number>`coalesce(sum(${orderLines.quantity}), 0)::int` })
      .from(orderLines)
      .innerJoin(orders, eq(orders.id, orderLines.orderId))
      .where(isSale),
    db
      .select({
        productId: orderLines.productId,
        // The name the product had on its latest sale in the period.
        name: sql<string>`(array_agg(${orderLines.productName} order by ${orderLines.id} desc))[1]`,
        units: sql<number>`sum(${orderLines.quantity})::int`,
        revenue: sql<number>`sum(${orderLines.lineTotalCents})::bigint`,
      })
      .from(orderLines)
      .innerJoin(orders, eq(orders.id, orderLines.orderId))
      .where(isSale)
      .groupBy(orderLines.productId, sql`case when ${orderLines.productId} is null then ${orderLines.productName} end`)
      .orderBy(desc(sql`sum(${orderLines.quantity})`), desc(sql`sum(${orderLines.lineTotalCents})`), sql`min(${orderLines.productName})`)
      .limit(TOP_PRODUCTS_LIMIT),
    db
      .select({
        returnId: returnLines.returnId,
        reason: returnLines.reason,
        productId: orderLines.productId,
        productName: orderLines.productName,
        size: orderLines.size,
        units: sql<number>`sum(${returnLines.quantity})::int`,
      })
      .from(returnLines)
      .innerJoin(returns, eq(returns.id, returnLines.returnId))
      .innerJoin(orderLines, eq(orderLines.id, returnLines.orderLineId))
      .where(and(gte(returns.requestedAt, start), lt(returns.requestedAt, end), ne(returns.status, 'rejected')))
      .groupBy(returnLines.returnId, returnLines.reason, orderLines.productId, orderLines.productName, orderLines.size),
    db
      .select(reviewFigures)
      .from(productReviews)
      .where(and(published, gte(productReviews.createdAt, start), lt(productReviews.createdAt, end))),
    db.select(reviewFigures).from(productReviews).where(published),
  ]);

  const days = fillDays(
    from,
    to,
    perDay.map((row) => ({ date: row.date, revenue_cents: Number(row.revenue), orders: Number(row.orders) })),
  );
  const revenueCents = days.reduce((sum, d) => sum + d.revenue_cents, 0);
  const orderCount = days.reduce((sum, d) => sum + d.orders, 0);
  const unitsSold = Number(units?.units ?? 0);
  return {
    from,
    to,
    days: periodLength(from, to),
    totals: { revenue_cents: revenueCents, orders: orderCount, average_order_cents: averageOrderCents(revenueCents, orderCount), units_sold: unitsSold },
    per_day: days,
    top_products: topProducts.map((row) => ({ product_id: row.productId, name: row.name, units: Number(row.units), revenue_cents: Number(row.revenue) })),
    returns: returnFigures(
      returned.map((row) => ({ ...row, units: Number(row.units) })),
      unitsSold,
    ),
    reviews: { average: ratingAverage(Number(reviews?.sum ?? 0), Number(reviews?.count ?? 0)), count: Number(reviews?.count ?? 0) },
    reviews_all_time: { average: ratingAverage(Number(allReviews?.sum ?? 0), Number(allReviews?.count ?? 0)), count: Number(allReviews?.count ?? 0) },
  };
}
