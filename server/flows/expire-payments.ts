import { and, eq, inArray, isNotNull, lt } from 'drizzle-orm';
import type { Db } from '../db/client';
import { orders } from '../db/schema';
import { transaction } from '../db/transaction';
import { failOrderPayment, PAYMENT_EXPIRED_MESSAGE } from '../api/orders/lifecycle';

/**
 * Card (3-D Secure) and Bizum orders still waiting for the bank after their payment_due_at become
 * payment_failed and give their stock back. Run every minute by the 'expire-abandoned-payments' job
 * (server/jobs/store-jobs.ts), each order in its own transaction. Answers how many.
 */
export async function expireAbandonedPayments(db: Db, now: Date): Promise<number> {
  const due = await db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.status, 'pending_payment'),
        inArray(orders.paymentMethod, ['card', 'bizum']),
        isNotNull(orders.paymentDueAt),
        lt(orders.paymentDueAt, now),
      ),
    )
    .limit(500);
  let expired = 0;
  for (const { id } of due) {
    const done = await transaction(db, async (tx) => {
      const [order] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
      if (!order || order.status !== 'pending_payment' || !order.paymentDueAt || order.paymentDueAt >= now) return false;
      return failOrderPayment(tx, order, PAYMENT_EXPIRED_MESSAGE, now);
    });
    if (done) expired += 1;
  }
  return expired;
}
