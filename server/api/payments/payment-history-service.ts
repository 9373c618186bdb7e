import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import { pageOf, type PageOf } from '../../../common/api/replies';
import { centsToEuros } from '../../../common/money';
import {
  paymentRecordStatusLabel,
  type PaymentHistoryEntry,
  type PaymentHistoryQuery,
  type PaymentKind,
  type PaymentRecordStatus,
} from '../../../common/payments/account-contracts';
import type { Db } from '../../db/client';
import { orders, payments } from '../../db/schema';
import { shownPaymentMethod } from '../orders/order-presenter';

/** The payments and refunds of the customer's orders, newest first; refunds as negative amounts. */
export async function paymentHistory(db: Db, userId: number, query: PaymentHistoryQuery): Promise<PageOf<PaymentHistoryEntry>> {
  const conditions: SQL[] = [eq(orders.userId, userId)];
  if (query.kind) conditions.push(eq(payments.kind, query.kind));
  const where = and(...conditions);
  const [{ total }] = (await db
    .select({ total: sql<number>`count(*)::int` })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(where)) as [{ total: number }];
  const rows = await db
    .select({ payment: payments, orderNumber: orders.number })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(where)
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .limit(query.per_page)
    .offset((query.page - 1) * query.per_page);
  const entries = rows.map(({ payment, orderNumber }) => {
    const kind = payment.kind as PaymentKind;
    const status = payment.status as PaymentRecordStatus;
    const shown = shownPaymentMethod(payment);
    return {
      id: payment.id,
      created_at: payment.createdAt.toISOString(),
      order_id: payment.orderId,
      order_number: orderNumber,
      kind,
      method: shown.method,
      card_brand: shown.cardBrand,
      card_last4: shown.cardLast4,
      amount: centsToEuros(kind === 'refund' ? -payment.amountCents : payment.amountCents),
      status,
      status_label: paymentRecordStatusLabel(kind, status),
    };
  });
  return pageOf(entries, query.page, query.per_page, total);
}
