import { and, count, desc, eq, gte, inArray, lt, ne, sql, type SQL } from 'drizzle-orm';
import { pageOf } from '../../../common/api/replies';
import type { Order } from '../../../common/orders/contracts';
import type { CustomerOrderListQuery, CustomerOrderPage, CustomerOrderPeriod } from '../../../common/orders/customer-contracts';
import { ACTIVE_ORDER_STATUSES } from '../../../common/orders/rules';
import type { AuthUser } from '../../../common/auth/contracts';
import type { Db } from '../../db/client';
import { orderLines, orders, type OrderRow } from '../../db/schema';
import { startOfStoreDay, STORE_TIME_ZONE } from '../audit/audit-service';
import type { ApiDeps } from '../context';
import { NotFoundError } from '../../errors';
import { foldText } from '../users/admin-user-service';
import { cancelOrder } from '../../flows/cancel-order';
import { presentOrder, presentOrderSummaries } from './order-presenter';

// A customer's own orders: the list with its filters, one order by number and the customer's
// cancellation. Another customer's order answers exactly as a missing one does.

export const ORDER_NOT_FOUND = 'No encontramos ese pedido en tu cuenta.';

/** Lower case without accents, so 'camisón' is found by 'camison' (PGlite has no unaccent). */
const folded = (column: SQL) => sql`translate(lower(${column}), 'áàäâãåéèëêíìïîóòöôõúùüûñçý', 'aaaaaaeeeeiiiiooooouuuuncy')`;
const likePattern = (text: string) => `%${foldText(text).replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

/** Today's calendar date in Madrid ('2026-11-24'). */
function storeDate(now: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: STORE_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/** Shifts a 'YYYY-MM-DD' by whole months, keeping the day within the target month. */
function monthsBefore(date: string, months: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(y, m - 1 - months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  return `${target.getUTCFullYear()}-${String(target.getUTCMonth() + 1).padStart(2, '0')}-${String(Math.min(d, lastDay)).padStart(2, '0')}`;
}

/** The instants a period covers, on Madrid's calendar: [from, until). */
export function periodRange(period: CustomerOrderPeriod, now: Date): { from?: Date; until?: Date } {
  const today = storeDate(now);
  switch (period) {
    case 'all':
      return {};
    case '30d':
      return { from: startOfStoreDay(today, -30) };
    case '6m':
      return { from: startOfStoreDay(monthsBefore(today, 6)) };
    case 'year':
      return { from: startOfStoreDay(`${today.slice(0, 4)}-01-01`) };
    default:
      return { from: startOfStoreDay(`${period}-01-01`), until: startOfStoreDay(`${Number(period) + 1}-01-01`) };
  }
}

function listFilters(userId: number, q: CustomerOrderListQuery, now: Date): SQL | undefined {
  const filters: SQL[] = [eq(orders.userId, userId)];
  if (q.status === 'active') filters.push(inArray(orders.status, [...ACTIVE_ORDER_STATUSES]));
  else if (q.status) filters.push(eq(orders.status, q.status));
  // A payment that never went through is an attempt, not an order: shown only when asked for.
  else filters.push(ne(orders.status, 'payment_failed'));
  if (q.period) {
    const { from, until } = periodRange(q.period, now);
    if (from) filters.push(gte(orders.createdAt, from));
    if (until) filters.push(lt(orders.createdAt, until));
  }
  if (q.search) {
    const pattern = likePattern(q.search);
    filters.push(
      sql`(lower(${orders.number}) like ${pattern} or exists (select 1 from ${orderLines} where ${orderLines.orderId} = ${orders.id} and ${folded(sql`${orderLines.productName}`)} like ${pattern}))`,
    );
  }
  return and(...filters);
}

export async function listCustomerOrders(db: Db, userId: number, q: CustomerOrderListQuery, now: Date): Promise<CustomerOrderPage> {
  const where = listFilters(userId, q, now);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(orders)
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(q.per_page)
      .offset((q.page - 1) * q.per_page),
    db.select({ n: count() }).from(orders).where(where),
  ]);
  return pageOf(await presentOrderSummaries(db, rows), q.page, q.per_page, total?.n ?? 0);
}

/** The customer's order with this number; a missing one and another person's read the same. */
export async function findCustomerOrderRow(db: Db, userId: number, number: string): Promise<OrderRow> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.number, number), eq(orders.userId, userId)));
  if (!row) throw new NotFoundError(ORDER_NOT_FOUND);
  return row;
}

export async function getCustomerOrder(db: Db, userId: number, number: string): Promise<Order> {
  return presentOrder(db, await findCustomerOrderRow(db, userId, number));
}

/** The customer cancels their order while it has not left the warehouse (the lifecycle says 409 otherwise). */
export async function cancelCustomerOrder(
  db: Db,
  deps: ApiDeps,
  user: Pick<AuthUser, 'id' | 'name'>,
  number: string,
  reason: string | undefined,
  now: Date,
): Promise<Order> {
  const row = await findCustomerOrderRow(db, user.id, number);
  return cancelOrder(db, deps, row.id, { kind: 'customer', id: user.id, name: user.name }, reason?.trim() || null, now);
}
