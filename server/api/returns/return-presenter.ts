import { createHmac } from 'node:crypto';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { centsToEuros } from '../../../common/money';
import type { AdminReturn, Return, ReturnSummary } from '../../../common/returns/contracts';
import {
  RETURN_CONDITION_LABELS,
  RETURN_KIND_LABELS,
  RETURN_REASON_LABELS,
  RETURN_STATUS_LABELS,
  lineDiscountShare,
  returnedUnitsValue,
  type ReturnCondition,
  type ReturnKind,
  type ReturnLineReason,
  type ReturnStatus,
} from '../../../common/returns/rules';
import { formatIban } from '../../../common/settings/rules';
import type { Db } from '../../db/client';
import { orderLines, orders, payments, returnEvents, returnLines, type OrderRow, type PaymentRow, type ReturnRow } from '../../db/schema';
import { refundDestination } from '../../payments/ledger';
import { shownPaymentMethod } from '../orders/order-presenter';

// A return as its audiences read it: the customer and a guest (Return), the lists (ReturnSummary)
// and staff (AdminReturn, with the ledger's refunds and what may be done now).

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** The token of the return sheet's link: derived from the return's own secret, never stored. */
export function sheetToken(row: Pick<ReturnRow, 'number' | 'sheetTokenHash'>): string {
  return createHmac('sha256', row.sheetTokenHash).update(`return-sheet:${row.number}`).digest('base64url').slice(0, 43);
}

/** A plain link (the e-mail's, a page's): it opens the PDF without a session, for customers and guests alike. */
export function sheetUrl(row: Pick<ReturnRow, 'number' | 'sheetTokenHash'>): string {
  return `/api/returns/${row.number}/sheet?token=${sheetToken(row)}`;
}

export function maskIban(iban: string | null): string | null {
  return iban ? `${iban.slice(0, 4)} ···· ${iban.slice(-4)}` : null;
}

async function loadLines(db: Db, returnIds: readonly number[]) {
  if (returnIds.length === 0) return [];
  return db
    .select({ line: returnLines, orderLine: orderLines })
    .from(returnLines)
    .innerJoin(orderLines, eq(orderLines.id, returnLines.orderLineId))
    .where(inArray(returnLines.returnId, [...returnIds]))
    .orderBy(asc(returnLines.id));
}

export async function presentReturnSummaries(db: Db, rows: readonly ReturnRow[]): Promise<ReturnSummary[]> {
  if (rows.length === 0) return [];
  const lines = await loadLines(db, rows.map((r) => r.id));
  const orderRows = await db.select({ id: orders.id, number: orders.number }).from(orders).where(inArray(orders.id, [...new Set(rows.map((r) => r.orderId))]));
  const numbers = new Map(orderRows.map((o) => [o.id, o.number]));
  return rows.map((row) => {
    const own = lines.filter((l) => l.line.returnId === row.id);
    return {
      id: row.id,
      number: row.number,
      order_number: numbers.get(row.orderId) ?? '',
      kind: row.kind as ReturnKind,
      kind_label: RETURN_KIND_LABELS[row.kind as ReturnKind],
      status: row.status as ReturnStatus,
      status_label: RETURN_STATUS_LABELS[row.status as ReturnStatus],
      item_count: own.reduce((sum, l) => sum + l.line.quantity, 0),
      refund_total: centsToEuros(row.refundCents),
      first_image_url: own[0]?.orderLine.imageUrl ?? null,
      requested_at: row.requestedAt.toISOString(),
    };
  });
}

/** The return's refund in the ledger (the latest), if any. */
export async function returnRefund(db: Db, returnId: number): Promise<PaymentRow | undefined> {
  const rows = await db.select().from(payments).where(and(eq(payments.returnId, returnId), eq(payments.kind, 'refund'))).orderBy(asc(payments.id));
  return rows.at(-1);
}

function refundStatusOf(row: ReturnRow, refund: PaymentRow | undefined): Return['refund_status'] {
  if (row.refundCents === 0 || row.status === 'rejected') return 'not_due';
  if (!refund) return 'not_due';
  if (refund.status === 'succeeded') return 'paid';
  if (refund.status === 'failed') return 'failed';
  return refund.provider === 'manual' ? 'pending' : 'processing';
}

export async function presentReturn(db: Db, row: ReturnRow): Promise<Return> {
  const [summary] = await presentReturnSummaries(db, [row]);
  const lines = await loadLines(db, [row.id]);
  const events = await db.select().from(returnEvents).where(eq(returnEvents.returnId, row.id)).orderBy(asc(returnEvents.createdAt), asc(returnEvents.id));
  const refund = await returnRefund(db, row.id);
  const [exchange] = await db.select({ number: orders.number }).from(orders).where(eq(orders.exchangeForReturnId, row.id)).limit(1);
  const linesTotal = lines.reduce((sum, l) => sum + l.line.refundCents, 0);
  const [order] = await db
    .select({ subtotalCents: orders.subtotalCents, discountCents: orders.discountCents, vatExemptionCents: orders.vatExemptionCents, couponCode: orders.couponCode })
    .from(orders)
    .where(eq(orders.id, row.orderId));
  // What the refund deducted, line by line as computeRefund did when the return was fixed: the
  // units' value depends on how many of the line earlier returns took (they are never given back).
  const earlier = lines.length
    ? await db
        .select({ id: returnLines.id, orderLineId: returnLines.orderLineId, quantity: returnLines.quantity })
        .from(returnLines)
        .where(inArray(returnLines.orderLineId, [...new Set(lines.map(({ line }) => line.orderLineId))]))
    : [];
  const deducted = { couponCents: 0, vatExemptionCents: 0 };
  for (const { line, orderLine } of lines) {
    if (line.resolution !== 'refund' || !order) continue;
    const unitsBefore = earlier.filter((e) => e.orderLineId === line.orderLineId && e.id < line.id).reduce((sum, e) => sum + e.quantity, 0);
    const share = lineDiscountShare(order, returnedUnitsValue(orderLine, unitsBefore, line.quantity));
    deducted.couponCents += share.couponCents;
    deducted.vatExemptionCents += share.vatExemptionCents;
  }
  return {
    ...summary!,
    lines: lines.map(({ line, orderLine }) => ({
      id: line.id,
      order_line_id: line.orderLineId,
      product_name: orderLine.productName,
      product_slug: orderLine.productSlug,
      size: orderLine.size,
      color_name: orderLine.colorName,
      sku: orderLine.sku,
      image_url: orderLine.imageUrl,
      quantity: line.quantity,
      reason: line.reason as ReturnLineReason,
      reason_label: RETURN_REASON_LABELS[line.reason as ReturnLineReason] ?? line.reason,
      resolution: line.resolution as 'refund' | 'exchange',
      exchange:
        line.resolution === 'exchange'
          ? { variant_id: line.exchangeVariantId, size: line.exchangeSize ?? '', color_name: line.exchangeColorName ?? '', sku: line.exchangeSku ?? '' }
          : null,
      refund: centsToEuros(line.refundCents),
      condition: (line.condition as ReturnCondition | null) ?? null,
      condition_label: line.condition ? RETURN_CONDITION_LABELS[line.condition as ReturnCondition] : null,
      received_at: iso(line.receivedAt),
    })),
    refund: {
      lines_total: centsToEuros(linesTotal),
      coupon_code: order?.couponCode ?? null,
      coupon_share: centsToEuros(deducted.couponCents),
      vat_exemption_share: centsToEuros(deducted.vatExemptionCents),
      shipping: centsToEuros(row.shippingRefundCents),
      total: centsToEuros(row.refundCents),
    },
    refund_method: row.refundMethod as 'original' | 'transfer',
    refund_method_label: refundMethodLabel(row, refund),
    refund_iban: maskIban(row.refundIban),
    refund_status: refundStatusOf(row, refund),
    rejection_reason: row.rejectionReason,
    comment: row.comment,
    pickup_address: row.pickupAddress,
    exchange_order_number: exchange?.number ?? null,
    sheet_url: sheetUrl(row),
    picked_up_at: iso(row.pickedUpAt),
    received_at: iso(row.receivedAt),
    refunded_at: iso(row.refundedAt),
    events: events.map((e) => ({
      id: e.id,
      kind: e.kind,
      to_status: (e.toStatus as ReturnStatus | null) ?? null,
      message: e.message,
      actor_kind: e.actorKind as 'customer' | 'staff' | 'system',
      actor_name: e.actorName,
      created_at: e.createdAt.toISOString(),
    })),
  };
}

function refundMethodLabel(row: ReturnRow, refund: PaymentRow | undefined): string {
  if (row.refundMethod === 'transfer') return row.refundIban ? `Por transferencia a la cuenta ${maskIban(row.refundIban)}` : 'Por transferencia';
  if (refund) return capitalise(refundDestination(refund));
  return 'Al mismo medio de pago con el que pagaste';
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export async function presentAdminReturn(db: Db, row: ReturnRow): Promise<AdminReturn> {
  const base = await presentReturn(db, row);
  const [order] = await db.select().from(orders).where(eq(orders.id, row.orderId));
  const refunds = await db.select().from(payments).where(and(eq(payments.returnId, row.id), eq(payments.kind, 'refund'))).orderBy(asc(payments.id));
  const [exchange] = await db.select({ id: orders.id }).from(orders).where(eq(orders.exchangeForReturnId, row.id)).limit(1);
  return {
    ...base,
    order: presentOrderRef(order!),
    customer: { user_id: row.userId, name: order!.customerName, email: order!.email, phone: order!.phone },
    refunds: refunds.map((p) => {
      const shown = shownPaymentMethod(p);
      return {
        id: p.id,
        kind: 'refund' as const,
        method: shown.method,
        status: p.status as AdminReturn['refunds'][number]['status'],
        amount: centsToEuros(p.amountCents),
        card_brand: shown.cardBrand,
        card_last4: shown.cardLast4,
        failure_message: p.failureMessage,
        created_at: p.createdAt.toISOString(),
      };
    }),
    refund_iban_full: row.refundIban ? formatIban(row.refundIban) : null,
    exchange_order_id: exchange?.id ?? null,
    actions: returnActions(row, base, refunds.at(-1), exchange != null),
  };
}

function presentOrderRef(order: OrderRow): AdminReturn['order'] {
  return {
    id: order.id,
    number: order.number,
    status: order.status,
    payment_method: order.paymentMethod as AdminReturn['order']['payment_method'],
    total: centsToEuros(order.totalCents),
    delivered_at: iso(order.deliveredAt),
  };
}

/** What staff may do now: the same conditions the steps check (server/api/returns/staff-steps.ts). */
export function returnActions(row: ReturnRow, view: Return, refund: PaymentRow | undefined, exchangeSent: boolean): AdminReturn['actions'] {
  const status = row.status as ReturnStatus;
  const open = status === 'requested' || status === 'picked_up';
  const allReceived = view.lines.every((l) => l.received_at != null);
  const hasExchange = view.lines.some((l) => l.resolution === 'exchange');
  const refundDue = row.refundCents > 0 && status !== 'rejected';
  return {
    pickup: status === 'requested',
    receive: open && !allReceived,
    refund: refundDue && allReceived && !refund,
    mark_refund_paid: refund?.provider === 'manual' && refund.status === 'pending',
    retry_refund: refund != null && refund.provider !== 'manual' && (refund.status === 'failed' || refund.status === 'pending'),
    exchange: hasExchange && allReceived && !exchangeSent && status !== 'rejected',
    reject: open && view.lines.every((l) => l.received_at == null),
  };
}
