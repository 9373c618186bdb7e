import { and, count, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import { pageOf } from '../../../common/api/replies';
import type { AdminReturnListQuery, AdminReturnPage, ReturnPage, ReturnStats } from '../../../common/returns/contracts';
import { RETURN_REASON_LABELS, RETURN_STATUSES, RETURN_STATUS_LABELS, type ReturnLineReason, type ReturnStatus } from '../../../common/returns/rules';
import type { Db } from '../../db/client';
import { orderLines, orders, returnLines, returns, type ReturnRow } from '../../db/schema';
import { folded, likePattern } from '../../db/folded-search';
import { startOfStoreDay } from '../audit/audit-service';
import { NotFoundError } from '../../errors';
import { presentReturnSummaries } from './return-presenter';

// Reading returns: the customer's list and one of theirs, a guest's (by their order), the staff
// queue with its filters and state counts, and the 30-day statistics of the dashboard.


export async function listCustomerReturns(db: Db, userId: number, q: { status?: ReturnStatus | undefined; page: number; per_page: number }): Promise<ReturnPage> {
  const where = and(eq(returns.userId, userId), q.status ? eq(returns.status, q.status) : undefined);
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(returns).where(where);
  const rows = await db.select().from(returns).where(where).orderBy(desc(returns.requestedAt), desc(returns.id)).limit(q.per_page).offset((q.page - 1) * q.per_page);
  return pageOf(await presentReturnSummaries(db, rows), q.page, q.per_page, total);
}

export async function findCustomerReturn(db: Db, userId: number, number: string): Promise<ReturnRow> {
  const [row] = await db.select().from(returns).where(and(eq(returns.number, number), eq(returns.userId, userId)));
  if (!row) throw new NotFoundError('Devolución no encontrada.');
  return row;
}

export async function returnsOfOrder(db: Db, orderId: number): Promise<ReturnRow[]> {
  return db.select().from(returns).where(eq(returns.orderId, orderId)).orderBy(desc(returns.requestedAt), desc(returns.id));
}

export async function findReturnRow(db: Db, id: number): Promise<ReturnRow> {
  const [row] = await db.select().from(returns).where(eq(returns.id, id));
  if (!row) throw new NotFoundError('Devolución no encontrada.');
  return row;
}

function filtersOf(q: AdminReturnListQuery, withStatus: boolean): SQL | undefined {
  const filters: SQL[] = [];
  if (q.search) {
    const pattern = likePattern(q.search);
    filters.push(
      sql`(lower(${returns.number}) like ${pattern} or lower(${orders.number}) like ${pattern} or ${folded(sql`${orders.email}`)} like ${pattern} or ${folded(sql`${orders.customerName}`)} like ${pattern})`,
    );
  }
  if (withStatus && q.status) filters.push(eq(returns.status, q.status));
  if (q.kind) filters.push(eq(returns.kind, q.kind));
  if (q.reason) filters.push(sql`exists (select 1 from ${returnLines} where ${returnLines.returnId} = ${returns.id} and ${returnLines.reason} = ${q.reason})`);
  if (q.from) filters.push(gte(returns.requestedAt, startOfStoreDay(q.from)));
  if (q.to) filters.push(lt(returns.requestedAt, startOfStoreDay(q.to, 1)));
  return filters.length ? and(...filters) : undefined;
}

export async function listAdminReturns(db: Db, q: AdminReturnListQuery): Promise<AdminReturnPage> {
  const where = filtersOf(q, true);
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(returns).innerJoin(orders, eq(orders.id, returns.orderId)).where(where);
  const rows = await db
    .select({ ret: returns, email: orders.email, customerName: orders.customerName })
    .from(returns)
    .innerJoin(orders, eq(orders.id, returns.orderId))
    .where(where)
    .orderBy(desc(returns.requestedAt), desc(returns.id))
    .limit(q.per_page)
    .offset((q.page - 1) * q.per_page);
  const summaries = await presentReturnSummaries(db, rows.map((r) => r.ret));
  const lines = rows.length
    ? await db.select({ returnId: returnLines.returnId, reason: returnLines.reason, resolution: returnLines.resolution }).from(returnLines).where(inArray(returnLines.returnId, rows.map((r) => r.ret.id)))
    : [];
  const facets = await db
    .select({ status: returns.status, n: count() })
    .from(returns)
    .innerJoin(orders, eq(orders.id, returns.orderId))
    .where(filtersOf(q, false))
    .groupBy(returns.status);
  const counts = new Map(facets.map((f) => [f.status, Number(f.n)]));
  return {
    ...pageOf(
      summaries.map((summary, i) => {
        const own = lines.filter((l) => l.returnId === summary.id);
        return {
          ...summary,
          order_id: rows[i]!.ret.orderId,
          customer_name: rows[i]!.customerName,
          email: rows[i]!.email,
          reasons: [...new Set(own.map((l) => RETURN_REASON_LABELS[l.reason as ReturnLineReason] ?? l.reason))],
          has_exchange: own.some((l) => l.resolution === 'exchange'),
        };
      }),
      q.page,
      q.per_page,
      total,
    ),
    status_facets: RETURN_STATUSES.map((status) => ({ status, label: RETURN_STATUS_LABELS[status], count: counts.get(status) ?? 0 })),
  };
}

/** Returned units per 100 sold in the last `days` days, and the reasons that repeat, by product and by size. */
export async function returnStats(db: Db, now: Date, days = 30): Promise<ReturnStats> {
  const since = new Date(now.getTime() - days * 86_400_000);
  const [sold] = await db
    .select({ units: sql<number>`coalesce(sum(${orderLines.quantity}), 0)::int` })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(and(gte(orders.createdAt, since), sql`${orders.status} not in ('payment_failed', 'cancelled')`, sql`${orders.exchangeForReturnId} is null`));
  const returned = await db
    .select({ reason: returnLines.reason, productId: orderLines.productId, productName: orderLines.productName, size: orderLines.size, units: sql<number>`sum(${returnLines.quantity})::int`, returnId: returnLines.returnId })
    .from(returnLines)
    .innerJoin(returns, eq(returns.id, returnLines.returnId))
    .innerJoin(orderLines, eq(orderLines.id, returnLines.orderLineId))
    .where(and(gte(returns.requestedAt, since), sql`${returns.status} <> 'rejected'`))
    .groupBy(returnLines.reason, orderLines.productId, orderLines.productName, orderLines.size, returnLines.returnId);
  const unitsReturned = returned.reduce((sum, r) => sum + r.units, 0);
  const label = (reason: string) => RETURN_REASON_LABELS[reason as ReturnLineReason] ?? reason;
  const group = <K extends string | number | null>(key: (r: (typeof returned)[number]) => K) => {
    const map = new Map<K, { units: number; reasons: Map<string, number>; sample: (typeof returned)[number] }>();
    for (const r of returned) {
      const k = key(r);
      const entry = map.get(k) ?? { units: 0, reasons: new Map(), sample: r };
      entry.units += r.units;
      entry.reasons.set(r.reason, (entry.reasons.get(r.reason) ?? 0) + r.units);
      map.set(k, entry);
    }
    return [...map.entries()]
      .map(([k, e]) => ({ key: k, units: e.units, sample: e.sample, top: [...e.reasons.entries()].sort((a, b) => b[1] - a[1])[0]![0] }))
      .sort((a, b) => b.units - a.units)
      .slice(0, 5);
  };
  const unitsSold = sold?.units ?? 0;
  return {
    days,
    units_sold: unitsSold,
    units_returned: unitsReturned,
    return_rate: unitsSold > 0 ? Math.round((unitsReturned / unitsSold) * 1000) / 10 : 0,
    returns_count: new Set(returned.map((r) => r.returnId)).size,
    top_reasons: group((r) => r.reason).map((g) => ({ reason: g.key as ReturnLineReason, label: label(g.key as string), units: g.units })),
    by_product: group((r) => r.productId ?? -1).map((g) => ({ product_id: g.sample.productId, product_name: g.sample.productName, units: g.units, top_reason_label: label(g.top) })),
    by_size: group((r) => r.size ?? '—').map((g) => ({ size: g.key as string, units: g.units, top_reason_label: label(g.top) })),
  };
}
