import { and, asc, count, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import { pageOf } from '../../../common/api/replies';
import type { PaymentMethod } from '../../../common/checkout/pricing';
import type { AdminOrder, AdminOrderListQuery, AdminOrderPage, AdminOrderRow, AdminOrderStatusBody } from '../../../common/orders/admin-contracts';
import {
  allowedStaffTransitions,
  cancelNeedsRefund,
  CARRIERS,
  ORDER_STATUS_LABELS,
  ORDER_STATUSES,
  type CarrierId,
  type OrderStatus,
} from '../../../common/orders/rules';
import { centsToEuros, formatPrice } from '../../../common/money';
import type { z } from '../../../common/zod';
import type { Db } from '../../db/client';
import { orders, users, type OrderRow } from '../../db/schema';
import { queueOrderMail } from '../../mail/order-mails';
import { changedFields } from '../audit/changes';
import { startOfStoreDay } from '../audit/audit-service';
import { folded, likePattern } from '../../db/folded-search';
import { recordCharge } from '../../payments/ledger';
import { recordAudit, type AuditActor } from '../audit/record-audit';
import { announceCatalogueChange } from '../catalog/catalogue-changed';
import { ConflictError, NotFoundError, ValidationError } from '../../errors';
import { findOrderRow, presentOrder, presentOrderSummaries } from './order-presenter';
import type { ApiDeps } from '../context';
import { markOrderPaid } from './lifecycle';
import { cancelOrder } from '../../flows/cancel-order';
import { recordOrderEvent } from '../../timelines/order-timeline';
import { queueInvoiceMail } from '../../invoices/invoice-mails';
import { issueSaleInvoice } from '../../invoices/order-invoices';
import { transaction } from '../../db/transaction';

// The back-office's side of orders: the list with its filters and counts, one order with what
// staff may do with it, and the staff's changes of status, each in one transaction with its
// timeline event (the staff member's name) and its audit entry.

function filtersOf(q: AdminOrderListQuery, withStatus: boolean): SQL | undefined {
  const filters: SQL[] = [];
  if (q.search) {
    const pattern = likePattern(q.search);
    filters.push(
      sql`(lower(${orders.number}) like ${pattern} or ${folded(sql`${orders.email}`)} like ${pattern} or ${folded(sql`${orders.customerName}`)} like ${pattern})`,
    );
  }
  if (withStatus && q.status) filters.push(eq(orders.status, q.status));
  if (q.payment_method) filters.push(eq(orders.paymentMethod, q.payment_method));
  if (q.payment_status) filters.push(eq(orders.paymentStatus, q.payment_status));
  if (q.from) filters.push(gte(orders.createdAt, startOfStoreDay(q.from)));
  if (q.to) filters.push(lt(orders.createdAt, startOfStoreDay(q.to, 1)));
  return filters.length ? and(...filters) : undefined;
}

const SORTS = {
  newest: [desc(orders.createdAt), desc(orders.id)],
  oldest: [asc(orders.createdAt), asc(orders.id)],
  total_desc: [desc(orders.totalCents), desc(orders.id)],
  total_asc: [asc(orders.totalCents), desc(orders.id)],
} as const;

export async function listAdminOrders(db: Db, q: AdminOrderListQuery): Promise<AdminOrderPage> {
  const where = filtersOf(q, true);
  const [rows, [total], facets] = await Promise.all([
    db
      .select()
      .from(orders)
      .where(where)
      .orderBy(...SORTS[q.sort])
      .limit(q.per_page)
      .offset((q.page - 1) * q.per_page),
    db.select({ n: count() }).from(orders).where(where),
    db.select({ status: orders.status, n: count() }).from(orders).where(filtersOf(q, false)).groupBy(orders.status),
  ]);
  const summaries = await presentOrderSummaries(db, rows);
  const items: AdminOrderRow[] = summaries.map((summary, index) => {
    const row = rows[index]!;
    return { ...summary, email: row.email, customer_name: row.customerName, user_id: row.userId };
  });
  const counts = new Map(facets.map((f) => [f.status, Number(f.n)]));
  return {
    ...pageOf(items, q.page, q.per_page, total?.n ?? 0),
    status_facets: ORDER_STATUSES.map((status) => ({ status, label: ORDER_STATUS_LABELS[status], count: counts.get(status) ?? 0 })),
  };
}

async function requireOrder(db: Db, id: number): Promise<OrderRow> {
  const row = await findOrderRow(db, id);
  if (!row) throw new NotFoundError('Pedido no encontrado.');
  return row;
}

/** What going back would give: the total, by the way it was paid, when the order was charged. */
export function refundOnCancel(row: Pick<OrderRow, 'status' | 'paymentMethod' | 'totalCents'>): AdminOrder['refund_on_cancel'] {
  const method = row.paymentMethod as PaymentMethod;
  if (!cancelNeedsRefund(row.status as OrderStatus, method)) return null;
  return { amount: centsToEuros(row.totalCents), method };
}

export async function presentAdminOrder(db: Db, id: number): Promise<AdminOrder> {
  const row = await requireOrder(db, id);
  const [order, [account]] = await Promise.all([
    presentOrder(db, row, { staffView: true }),
    row.userId
      ? db.select({ id: users.id, name: users.name, email: users.email }).from(users).where(eq(users.id, row.userId))
      : Promise.resolve([] as { id: number; name: string; email: string }[]),
  ]);
  return {
    ...order,
    customer_account: account ?? null,
    allowed_statuses: allowedStaffTransitions({ status: row.status as OrderStatus, paymentMethod: row.paymentMethod as PaymentMethod }).filter(
      (status) => status !== 'cancelled',
    ),
    refund_on_cancel: refundOnCancel(row),
  };
}

/** The signed-in staff member making a change: for the timeline and for the audit log. */
export interface StaffChange {
  audit: AuditActor;
  now: Date;
}

export const CANCEL_THROUGH_STATUS_MESSAGE = 'Para cancelar un pedido usa «Cancelar y reembolsar» e indica el motivo.';

/** Why a change is refused, in the words staff read on the order's page. */
function refusal(row: OrderRow, to: OrderStatus): string {
  const from = row.status as OrderStatus;
  const method = row.paymentMethod as PaymentMethod;
  if (from === to) return `El pedido ya está «${ORDER_STATUS_LABELS[to]}».`;
  if (to === 'paid' && method !== 'bank_transfer') {
    return method === 'cash_on_delivery'
      ? 'Un pedido contra reembolso se cobra al entregarlo: márcalo como entregado.'
      : 'Solo una transferencia se marca como pagada a mano: la tarjeta y Bizum se cobran por la pasarela de pago.';
  }
  if (from === 'pending_payment' && to === 'preparing') return 'El pedido aún no está pagado: no se puede preparar todavía.';
  if (from === 'cancelled') return 'El pedido está cancelado: ya no cambia de estado.';
  if (from === 'payment_failed') return 'El pago de este pedido no se completó: ya no cambia de estado.';
  if (from === 'delivered') return 'El pedido ya está entregado: ya no cambia de estado.';
  return `Un pedido «${ORDER_STATUS_LABELS[from]}» no puede pasar a «${ORDER_STATUS_LABELS[to]}».`;
}

function eventMessage(row: OrderRow, to: OrderStatus, body: z.output<typeof AdminOrderStatusBody>): string {
  const total = formatPrice(centsToEuros(row.totalCents));
  let message: string;
  switch (to) {
    case 'paid':
      message = `Transferencia recibida (${total}): pedido marcado como pagado.`;
      break;
    case 'preparing':
      message = 'Pedido en preparación.';
      break;
    case 'shipped':
      message = `Pedido enviado con ${CARRIERS[body.carrier as CarrierId].name}, número de seguimiento ${body.tracking_number}.`;
      break;
    case 'delivered':
      message = row.paymentMethod === 'cash_on_delivery' ? `Pedido entregado y cobrado contra reembolso (${total}).` : 'Pedido entregado.';
      break;
    default:
      message = `Pedido pasado a «${ORDER_STATUS_LABELS[to]}».`;
  }
  return body.note ? `${message} Nota: ${body.note}` : message;
}

/** The sale's invoice of an order just paid, e-mailed on its own (no other e-mail goes out at that moment). */
async function mailSaleInvoice(tx: Db, order: OrderRow): Promise<void> {
  const invoice = await issueSaleInvoice(tx, order, order.paidAt ?? new Date());
  if (invoice) await queueInvoiceMail(tx, invoice);
}

/** One allowed staff change of status, with its event, audit entry and (when shipped) the customer's e-mail. */
export async function changeOrderStatus(db: Db, id: number, body: z.output<typeof AdminOrderStatusBody>, change: StaffChange): Promise<void> {
  const to = body.status;
  if (to === 'cancelled') throw new ValidationError({ status: [CANCEL_THROUGH_STATUS_MESSAGE] });
  await transaction(db, async (tx) => {
    const [row] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
    if (!row) throw new NotFoundError('Pedido no encontrado.');
    const from = row.status as OrderStatus;
    const allowed = allowedStaffTransitions({ status: from, paymentMethod: row.paymentMethod as PaymentMethod });
    if (!allowed.includes(to)) throw new ConflictError(refusal(row, to));

    const { now } = change;
    const actor = { kind: 'staff' as const, id: change.audit.id, name: change.audit.name };
    const auditChanges = changedFields({ status: from }, { status: to });

    if (to === 'paid') {
      await recordCharge(tx, { orderId: row.id, method: 'bank_transfer', provider: 'manual', status: 'succeeded', amountCents: row.totalCents, now });
      const paid = await markOrderPaid(tx, row, actor, now);
      await mailSaleInvoice(tx, paid);
      Object.assign(auditChanges, changedFields({ payment_status: row.paymentStatus }, { payment_status: 'paid' }));
    } else {
      const set: Partial<typeof orders.$inferInsert> = { status: to, updatedAt: now };
      if (to === 'shipped') {
        const carrier = body.carrier as CarrierId;
        const trackingNumber = body.tracking_number!;
        Object.assign(set, { carrier, trackingNumber, trackingUrl: CARRIERS[carrier].trackingUrl(trackingNumber), shippedAt: now });
        Object.assign(auditChanges, changedFields({ carrier: row.carrier, tracking_number: row.trackingNumber }, { carrier, tracking_number: trackingNumber }));
      }
      if (to === 'delivered') {
        set.deliveredAt = now;
        if (row.paymentMethod === 'cash_on_delivery' && row.paymentStatus !== 'paid') {
          await recordCharge(tx, { orderId: row.id, method: 'cash_on_delivery', provider: 'manual', status: 'succeeded', amountCents: row.totalCents, now });
          Object.assign(set, { paymentStatus: 'paid', paidAt: now });
          Object.assign(auditChanges, changedFields({ payment_status: row.paymentStatus }, { payment_status: 'paid' }));
        }
      }
      const [updated] = await tx.update(orders).set(set).where(eq(orders.id, row.id)).returning();
      // Cash paid at the door: the sale's invoice now.
      if (to === 'delivered' && updated && row.paidAt == null && updated.paidAt != null) await mailSaleInvoice(tx, updated);
      // The units delivered weigh the size returns in the products' size advice (issue 25).
      if (to === 'delivered') await announceCatalogueChange(tx);
    }

    await recordOrderEvent(tx, row.id, { kind: 'status', fromStatus: from, toStatus: to, message: eventMessage(row, to, body), actor, now });
    if (body.note) auditChanges.note = { before: null, after: body.note };
    await recordAudit(tx, change.audit, { action: 'status', entityType: 'order', entityId: row.id, entityLabel: row.number, changes: auditChanges });

    if (to === 'shipped') {
      const updated = await requireOrder(tx, row.id);
      await queueOrderMail(tx, await presentOrder(tx, updated), 'shipped');
    }
  });
}

/** An internal note in the order's timeline (kind 'note'), with its author; customers do not see it. */
export async function addOrderNote(db: Db, id: number, note: string, change: StaffChange): Promise<void> {
  await transaction(db, async (tx) => {
    const row = await requireOrder(tx, id);
    await recordOrderEvent(tx, row.id, {
      kind: 'note',
      message: note,
      actor: { kind: 'staff', id: change.audit.id, name: change.audit.name },
      now: change.now,
    });
    await recordAudit(tx, change.audit, {
      action: 'note',
      entityType: 'order',
      entityId: row.id,
      entityLabel: row.number,
      changes: { note: { before: null, after: note } },
    });
  });
}

/**
 * Cancels with the staff member's reason through the one cancellation of the store (stock back,
 * refund through the provider when it was charged, the customer's e-mail), then logs it.
 */
export async function cancelOrderByStaff(db: Db, deps: ApiDeps, id: number, reason: string, change: StaffChange): Promise<void> {
  const actor = { kind: 'staff' as const, id: change.audit.id, name: change.audit.name };
  await cancelOrder(db, deps, id, actor, reason, change.now, async (tx, before, after) => {
    const refund = refundOnCancel(before);
    await recordAudit(tx, change.audit, {
      action: 'cancel',
      entityType: 'order',
      entityId: id,
      entityLabel: before.number,
      changes: {
        ...changedFields({ status: before.status, payment_status: before.paymentStatus }, { status: after.status, payment_status: after.paymentStatus }),
        cancel_reason: { before: null, after: reason },
        ...(refund ? { refund: { before: null, after: refund.amount } } : {}),
      },
    });
  });
}
