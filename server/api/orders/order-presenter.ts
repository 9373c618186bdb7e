import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { PaymentMethod, ShippingMethod } from '../../../common/checkout/pricing';
import type { ShippingZone } from '../../../common/checkout/zones';
import type { Order, OrderSummary } from '../../../common/orders/contracts';
import { CARRIERS, ORDER_STATUS_LABELS, customerCanCancel, type CarrierId, type OrderStatus, type PaymentStatus } from '../../../common/orders/rules';
import { centsToEuros } from '../../../common/money';
import type { Db } from '../../db/client';
import { orderEvents, orderLines, orders, payments, type OrderEventRow, type OrderLineRow, type OrderRow, type PaymentRow } from '../../db/schema';
import { presentCustomerInvoices } from '../../invoices/invoice-presenter';
import { invoicesOfOrder } from '../../invoices/invoice-reads';

// One way to read an order back for every audience (customer, guest, staff, checkout): the
// services decide who may see which order; this only loads and shapes it.

const iso = (date: Date | null) => (date ? date.toISOString() : null);

interface SummaryExtras {
  itemCount: number;
  firstImageUrl: string | null;
}

export function presentOrderSummary(row: OrderRow, extras: SummaryExtras): OrderSummary {
  const status = row.status as OrderStatus;
  return {
    id: row.id,
    number: row.number,
    status,
    status_label: ORDER_STATUS_LABELS[status],
    payment_method: row.paymentMethod as PaymentMethod,
    payment_status: row.paymentStatus as PaymentStatus,
    total: centsToEuros(row.totalCents),
    item_count: extras.itemCount,
    first_image_url: extras.firstImageUrl,
    created_at: row.createdAt.toISOString(),
  };
}

/** Item counts and the first picture of each order, in one query, for a list. */
export async function loadSummaryExtras(db: Db, orderIds: readonly number[]): Promise<Map<number, SummaryExtras>> {
  const map = new Map<number, SummaryExtras>();
  if (orderIds.length === 0) return map;
  const rows = await db
    .select({
      orderId: orderLines.orderId,
      itemCount: sql<number>`sum(${orderLines.quantity})::int`,
      firstImageUrl: sql<string | null>`(array_agg(${orderLines.imageUrl} order by ${orderLines.id}) filter (where ${orderLines.imageUrl} is not null))[1]`,
    })
    .from(orderLines)
    .where(inArray(orderLines.orderId, [...orderIds]))
    .groupBy(orderLines.orderId);
  for (const row of rows) map.set(row.orderId, { itemCount: Number(row.itemCount), firstImageUrl: row.firstImageUrl ?? null });
  return map;
}

export async function presentOrderSummaries(db: Db, rows: readonly OrderRow[]): Promise<OrderSummary[]> {
  const extras = await loadSummaryExtras(db, rows.map((row) => row.id));
  return rows.map((row) => presentOrderSummary(row, extras.get(row.id) ?? { itemCount: 0, firstImageUrl: null }));
}

function presentLine(line: OrderLineRow) {
  return {
    id: line.id,
    product_id: line.productId,
    product_slug: line.productSlug,
    product_name: line.productName,
    brand_name: line.brandName,
    variant_id: line.variantId,
    size: line.size,
    color_name: line.colorName,
    sku: line.sku,
    image_url: line.imageUrl,
    unit_price: centsToEuros(line.unitPriceCents),
    list_price: centsToEuros(line.listPriceCents),
    quantity: line.quantity,
    promotion: line.promotionCents > 0 ? { label: line.promotionLabel ?? 'Promoción', discount: centsToEuros(line.promotionCents) } : null,
    line_total: centsToEuros(line.lineTotalCents),
    vat_rate: line.vatRate,
  };
}

/**
 * How a ledger row's money moved, as its readers see it. A refund staff make by hand (provider
 * 'manual') is a bank transfer whatever the order was paid with: rows written before the ledger
 * recorded it so carry the order's method (cash on delivery, a card), and a card copied from the
 * charge — neither is how that money went back.
 */
export function shownPaymentMethod(payment: Pick<PaymentRow, 'kind' | 'provider' | 'method' | 'cardBrand' | 'cardLast4'>): {
  method: PaymentMethod;
  cardBrand: string | null;
  cardLast4: string | null;
} {
  if (payment.kind === 'refund' && payment.provider === 'manual') return { method: 'bank_transfer', cardBrand: null, cardLast4: null };
  return { method: payment.method as PaymentMethod, cardBrand: payment.cardBrand, cardLast4: payment.cardLast4 };
}

function presentPayment(payment: PaymentRow) {
  const shown = shownPaymentMethod(payment);
  return {
    id: payment.id,
    kind: payment.kind as 'charge' | 'refund',
    method: shown.method,
    status: payment.status as Order['payments'][number]['status'],
    amount: centsToEuros(payment.amountCents),
    card_brand: shown.cardBrand,
    card_last4: shown.cardLast4,
    failure_message: payment.failureMessage,
    created_at: payment.createdAt.toISOString(),
  };
}

function presentEvent(event: OrderEventRow) {
  return {
    id: event.id,
    kind: event.kind,
    from_status: (event.fromStatus as OrderStatus | null) ?? null,
    to_status: (event.toStatus as OrderStatus | null) ?? null,
    message: event.message,
    actor_kind: event.actorKind as 'customer' | 'staff' | 'system',
    actor_name: event.actorName,
    created_at: event.createdAt.toISOString(),
  };
}

export function presentTracking(row: OrderRow): Order['tracking'] {
  if (!row.carrier || !row.trackingNumber) return null;
  const carrier = CARRIERS[row.carrier as CarrierId];
  return {
    carrier: row.carrier,
    carrier_name: carrier?.name ?? row.carrier,
    tracking_number: row.trackingNumber,
    tracking_url: row.trackingUrl ?? (carrier ? carrier.trackingUrl(row.trackingNumber) : null),
  };
}

/** Timeline entries only staff read: internal notes (POST /admin/orders/{id}/notes). */
export const STAFF_ONLY_EVENT_KINDS: readonly string[] = ['note'];

/**
 * The whole order: lines, payments and timeline (oldest first). Internal notes are left out unless
 * `staffView` (the back-office) asks for them: customers, guests, the checkout and e-mails never see them.
 */
export async function presentOrder(db: Db, row: OrderRow, options: { staffView?: boolean } = {}): Promise<Order> {
  // In turn, not at once: `db` is often a transaction (the e-mails), which has one connection.
  const lines = await db.select().from(orderLines).where(eq(orderLines.orderId, row.id)).orderBy(asc(orderLines.id));
  const paymentRows = await db.select().from(payments).where(eq(payments.orderId, row.id)).orderBy(asc(payments.id));
  const events = await db.select().from(orderEvents).where(eq(orderEvents.orderId, row.id)).orderBy(asc(orderEvents.createdAt), asc(orderEvents.id));
  const invoiceList = await presentCustomerInvoices(db, await invoicesOfOrder(db, row.id));
  const status = row.status as OrderStatus;
  return {
    ...presentOrderSummary(row, {
      itemCount: lines.reduce((sum, line) => sum + line.quantity, 0),
      firstImageUrl: lines.find((line) => line.imageUrl)?.imageUrl ?? null,
    }),
    email: row.email,
    customer_name: row.customerName,
    phone: row.phone,
    shipping_method: row.shippingMethod as ShippingMethod,
    shipping_zone: row.shippingZone as ShippingZone,
    shipping_address: row.shippingAddress,
    totals: {
      subtotal: centsToEuros(row.subtotalCents),
      promotions: centsToEuros(row.promotionCents),
      discount: centsToEuros(row.discountCents),
      shipping: centsToEuros(row.shippingCents),
      payment_fee: centsToEuros(row.paymentFeeCents),
      vat_exemption: centsToEuros(row.vatExemptionCents),
      total: centsToEuros(row.totalCents),
      vat: centsToEuros(row.vatCents),
      vat_rate: row.vatRate,
    },
    coupon_code: row.couponCode,
    customer_note: row.customerNote,
    cancel_reason: row.cancelReason,
    tracking: presentTracking(row),
    lines: lines.map(presentLine),
    payments: paymentRows.map(presentPayment),
    events: events.filter((event) => options.staffView || !STAFF_ONLY_EVENT_KINDS.includes(event.kind)).map(presentEvent),
    can_cancel: customerCanCancel(status),
    payment_due_at: iso(row.paymentDueAt),
    paid_at: iso(row.paidAt),
    shipped_at: iso(row.shippedAt),
    delivered_at: iso(row.deliveredAt),
    cancelled_at: iso(row.cancelledAt),
    invoices: invoiceList,
    invoice_recipient: row.invoiceRecipient ?? null,
  };
}

export async function findOrderRow(db: Db, id: number): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.id, id));
  return row;
}
