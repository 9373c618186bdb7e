import type { Order } from '../../common/orders/contracts';
import type { Db } from '../db/client';
import type { OrderRow } from '../db/schema';
import { transaction } from '../db/transaction';
import { issueCancellationInvoice } from '../invoices/order-invoices';
import { queueOrderMail } from '../mail/order-mails';
import { settleRefund } from '../payments/ledger';
import type { OrderActor } from '../timelines/order-timeline';
import type { ApiDeps } from '../api/context';
import { lockCancellableOrder, markCancelled, recordCancellation, requestCancellationRefund } from '../api/orders/lifecycle';
import { presentOrder } from '../api/orders/order-presenter';

/**
 * The one cancellation (customer, staff or the system), a flow of two parts:
 *   1. in one transaction: allowed while the customer may cancel (customer) or staff may move the
 *      order to 'cancelled' (staff and system), else 409 in Spanish; the units go back through the
 *      stock journal, the coupon use is given back, a charged card or Bizum payment gets a refund
 *      intent in the ledger (a bank transfer, a refund staff make by transfer), the timeline, the
 *      corrective invoice and the cancellation e-mail — all of it or none;
 *   2. after it, the refund through the provider (server/payments/ledger.ts settleRefund): a slow
 *      or failing bank never holds the order's rows, and a refund that fails is retried, never lost.
 * Answers the order as it is now. The steps are in server/api/orders/lifecycle.ts.
 */
export async function cancelOrder(
  db: Db,
  deps: Pick<ApiDeps, 'payments'>,
  orderId: number,
  actor: OrderActor,
  reason: string | null,
  now: Date,
  /** Runs in the cancellation's transaction (the back-office's audit entry): all of it happens, or none. */
  alsoInTransaction?: (tx: Db, before: OrderRow, after: OrderRow) => Promise<void>,
): Promise<Order> {
  const { row, refundId } = await transaction(db, async (tx) => {
    const order = await lockCancellableOrder(tx, orderId, actor);
    const refund = await requestCancellationRefund(tx, deps, order, now);
    const updated = await markCancelled(tx, order, actor, reason, refund, now);
    await recordCancellation(tx, order, updated, actor, refund, now);
    // Money taken and invoiced: the cancellation leaves its corrective invoice (mailed with the cancellation).
    await issueCancellationInvoice(tx, updated, now);
    if (alsoInTransaction) await alsoInTransaction(tx, order, updated);
    await queueOrderMail(tx, await presentOrder(tx, updated), 'cancelled');
    return { row: updated, refundId: refund && refund.provider !== 'manual' ? refund.id : null };
  });
  if (refundId != null) await settleRefund(db, deps.payments, refundId, now);
  return presentOrder(db, row);
}
