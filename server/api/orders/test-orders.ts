import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { PaymentMethod } from '../../../common/checkout/pricing';
import { formatOrderNumber, type OrderStatus, type PaymentStatus } from '../../../common/orders/rules';
import type { Db } from '../../db/client';
import { orderLines, orders, payments, type OrderRow } from '../../db/schema';
import { recordOrderEvent } from '../../timelines/order-timeline';

// Orders written straight into the tables, for API tests that read, list or change orders without
// going through the checkout. Every field has a plain default; amounts in cents.

export interface TestOrderLine {
  productName?: string;
  productSlug?: string;
  productId?: number | null;
  variantId?: number | null;
  size?: string | null;
  colorName?: string | null;
  imageUrl?: string | null;
  unitPriceCents?: number;
  quantity?: number;
}

export interface TestOrderInput {
  userId?: number | null;
  email?: string;
  customerName?: string;
  status?: OrderStatus;
  paymentMethod?: PaymentMethod;
  /** Derived from the status and method unless given. */
  paymentStatus?: PaymentStatus;
  createdAt?: Date;
  lines?: TestOrderLine[];
  shippingCents?: number;
  couponCode?: string | null;
  discountCents?: number;
  carrier?: string | null;
  trackingNumber?: string | null;
}

const hex = (bytes: number) => randomBytes(bytes).toString('hex');

function defaultPaymentStatus(status: OrderStatus, method: PaymentMethod): PaymentStatus {
  switch (status) {
    case 'payment_failed':
      return 'failed';
    case 'cancelled':
      return 'cancelled';
    case 'pending_payment':
      return 'pending';
    case 'delivered':
      return 'paid';
    default:
      return method === 'cash_on_delivery' ? 'pending' : 'paid';
  }
}

/** Inserts an order with its lines, a 'placed' event and, when it was charged by card or Bizum, its charge. */
export async function insertTestOrder(db: Db, input: TestOrderInput = {}): Promise<OrderRow> {
  const status = input.status ?? 'paid';
  const paymentMethod = input.paymentMethod ?? 'card';
  const paymentStatus = input.paymentStatus ?? defaultPaymentStatus(status, paymentMethod);
  const createdAt = input.createdAt ?? new Date();
  const lines = (input.lines ?? [{}]).map((line, index) => {
    const unitPriceCents = line.unitPriceCents ?? 2995;
    const quantity = line.quantity ?? 1;
    return {
      productId: line.productId ?? null,
      variantId: line.variantId ?? null,
      productName: line.productName ?? `Camiseta de prueba ${index + 1}`,
      productSlug: line.productSlug ?? `camiseta-de-prueba-${index + 1}`,
      brandName: 'Rue Diverso',
      size: line.size === undefined ? 'M' : line.size,
      colorName: line.colorName === undefined ? 'Negro' : line.colorName,
      sku: `TEST-${hex(4)}`,
      imageUrl: line.imageUrl ?? null,
      unitPriceCents,
      listPriceCents: unitPriceCents,
      quantity,
      lineTotalCents: unitPriceCents * quantity,
      vatRate: 21,
    };
  });
  const subtotalCents = lines.reduce((sum, line) => sum + line.lineTotalCents, 0);
  const discountCents = input.discountCents ?? 0;
  const shippingCents = input.shippingCents ?? 0;
  const totalCents = subtotalCents - discountCents + shippingCents;
  const vatCents = Math.round(totalCents - totalCents / 1.21);
  // PGlite and node-postgres both answer `{ rows }`.
  const sequence = (await db.execute(sql`select nextval('order_number_seq')::int as seq`)) as unknown as { rows: [{ seq: number }] };
  const seq = sequence.rows[0].seq;
  const charged = paymentStatus === 'paid' || paymentStatus === 'partially_refunded' || paymentStatus === 'refunded';
  const at = (offsetMinutes: number) => new Date(createdAt.getTime() + offsetMinutes * 60_000);

  const [row] = await db
    .insert(orders)
    .values({
      number: formatOrderNumber(createdAt.getUTCFullYear(), Number(seq)),
      userId: input.userId ?? null,
      email: input.email ?? `cliente-${hex(3)}@example.com`,
      customerName: input.customerName ?? 'Lucía Fernández',
      phone: '612345678',
      status,
      paymentMethod,
      paymentStatus,
      shippingMethod: 'standard',
      shippingZone: 'peninsula',
      shippingAddress: {
        recipient_name: input.customerName ?? 'Lucía Fernández',
        street: 'Calle de Lavapiés 21, 3º B',
        postal_code: '28012',
        city: 'Madrid',
        province: 'Madrid',
        phone: '612345678',
      },
      subtotalCents,
      discountCents,
      shippingCents,
      totalCents,
      vatCents,
      vatRate: 21,
      couponCode: input.couponCode ?? null,
      carrier: input.carrier ?? (status === 'shipped' || status === 'delivered' ? 'seur' : null),
      trackingNumber: input.trackingNumber ?? (status === 'shipped' || status === 'delivered' ? `SEUR${hex(4)}` : null),
      idempotencyKey: hex(16),
      accessTokenHash: createHash('sha256').update(hex(16)).digest('hex'),
      requestHash: hex(32),
      paidAt: charged ? at(1) : null,
      shippedAt: status === 'shipped' || status === 'delivered' ? at(60 * 24) : null,
      deliveredAt: status === 'delivered' ? at(60 * 48) : null,
      cancelledAt: status === 'cancelled' ? at(30) : null,
      createdAt,
      updatedAt: createdAt,
    })
    .returning();
  const order = row!;
  await db.insert(orderLines).values(lines.map((line) => ({ ...line, orderId: order.id })));
  await recordOrderEvent(db, order.id, {
    kind: 'placed',
    toStatus: 'pending_payment',
    message: 'Pedido realizado.',
    actor: { kind: 'customer', id: input.userId ?? null, name: order.customerName },
    now: createdAt,
  });
  if (charged && (paymentMethod === 'card' || paymentMethod === 'bizum')) {
    await db.insert(payments).values({
      orderId: order.id,
      kind: 'charge',
      method: paymentMethod,
      provider: 'test',
      status: 'succeeded',
      amountCents: totalCents,
      providerReference: `${paymentMethod === 'card' ? 'ch' : 'bz'}_${hex(12)}`,
      cardBrand: paymentMethod === 'card' ? 'Visa' : null,
      cardLast4: paymentMethod === 'card' ? '4242' : null,
      createdAt: at(1),
      updatedAt: at(1),
    });
  }
  return order;
}
