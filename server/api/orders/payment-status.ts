import { and, eq, inArray, sql } from 'drizzle-orm';
import type { PaymentStatus } from '../../../common/orders/rules';
import type { Db } from '../../db/client';
import { orders, payments } from '../../db/schema';

// An order's payment status after a refund of a return went through: 'partially_refunded' while
// only part of what was charged has gone back, 'refunded' once all of it has. Read from the
// payments ledger (only refunds that succeeded count: one pending or failed has not given anything
// back yet). A cancellation sets 'refunded' itself (server/flows/cancel-order.ts cancelOrder).

/** What the order was charged and what has actually gone back, in cents (succeeded rows only). */
export async function settledMoney(tx: Db, orderId: number): Promise<{ chargedCents: number; refundedCents: number }> {
  const [row] = await tx
    .select({
      charged: sql<number>`coalesce(sum(${payments.amountCents}) filter (where ${payments.kind} = 'charge'), 0)::int`,
      refunded: sql<number>`coalesce(sum(${payments.amountCents}) filter (where ${payments.kind} = 'refund'), 0)::int`,
    })
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.status, 'succeeded')));
  return { chargedCents: row?.charged ?? 0, refundedCents: row?.refunded ?? 0 };
}

/** The payment status the ledger's sums call for, or null when nothing has gone back yet. */
export function refundedPaymentStatus(money: { chargedCents: number; refundedCents: number }): Extract<PaymentStatus, 'refunded' | 'partially_refunded'> | null {
  if (money.refundedCents <= 0) return null;
  return money.refundedCents >= money.chargedCents ? 'refunded' : 'partially_refunded';
}

/**
 * Called in the transaction where a refund of a return succeeds (the ledger's outcome hook, or
 * staff marking a transfer as made). Moves a paid order on; an order cancelled, or never paid, is
 * left as it is. Answers the status now.
 */
export async function syncOrderPaymentStatus(tx: Db, orderId: number, now: Date): Promise<PaymentStatus | null> {
  // Two returns' refunds settling at once: the second waits here and then sums the first's too.
  await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, orderId)).for('update');
  const next = refundedPaymentStatus(await settledMoney(tx, orderId));
  if (!next) return null;
  const [updated] = await tx
    .update(orders)
    .set({ paymentStatus: next, updatedAt: now })
    .where(and(eq(orders.id, orderId), inArray(orders.paymentStatus, ['paid', 'partially_refunded'])))
    .returning({ paymentStatus: orders.paymentStatus });
  return (updated?.paymentStatus as PaymentStatus | undefined) ?? null;
}
