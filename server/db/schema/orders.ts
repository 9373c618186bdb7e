import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { productVariants, products } from './catalog';
import { users } from './users';

// Selling: the signed-in customer's cart kept on the server, coupons, orders with their lines and
// timeline, payments and refunds, saved cards (provider tokens only) and the test gateway's vault.
// Money is in cents. Statuses and their rules live in common/orders/rules.ts.

/** The cart of a signed-in customer, merged with the browser's cart at login (spec §4 storage unchanged). */
export const carts = pgTable('carts', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** [{ product_id, variant_id, quantity, added_at }] */
  items: jsonb('items').$type<StoredCartItem[]>().notNull().default(sql`'[]'::jsonb`),
  /** When the first item went into an empty cart (null while empty): a cart reminder's once-per-cart key. */
  startedAt: timestamp('started_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export interface StoredCartItem {
  product_id: number;
  variant_id: number | null;
  quantity: number;
  added_at: string;
}

export const coupons = pgTable(
  'coupons',
  {
    id: serial('id').primaryKey(),
    /** Stored upper-case; shoppers type it in any case. */
    code: varchar('code', { length: 40 }).notNull(),
    description: varchar('description', { length: 200 }).notNull().default(''),
    /** 'percentage' (value = whole percent 1–100) or 'fixed' (value = cents). */
    kind: varchar('kind', { length: 12 }).notNull(),
    value: integer('value').notNull(),
    minOrderCents: integer('min_order_cents').notNull().default(0),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    /** Uses in all; null = no limit. */
    maxUses: integer('max_uses'),
    /** Uses per customer (account or e-mail); null = no limit. */
    maxUsesPerCustomer: integer('max_uses_per_customer'),
    firstOrderOnly: boolean('first_order_only').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    /** Uses by orders that were placed and not released (failed payment, cancelled before payment). */
    usedCount: integer('used_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('coupons_code_unique').on(sql`upper(${t.code})`),
    check('coupons_kind_check', sql`${t.kind} in ('percentage', 'fixed')`),
    check('coupons_value_check', sql`${t.value} > 0 and (${t.kind} <> 'percentage' or ${t.value} <= 100)`),
    check('coupons_used_check', sql`${t.usedCount} >= 0`),
  ],
);

/** The readable part of order numbers: TD-2026-000123 takes 123 from here. */
export const orderNumberSeq = pgSequence('order_number_seq', { startWith: 1, increment: 1 });

export interface OrderAddress {
  recipient_name: string;
  street: string;
  postal_code: string;
  city: string;
  province: string;
  phone: string;
}

export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    /** TD-2026-000123 */
    number: varchar('number', { length: 20 }).notNull(),
    /** Null for a guest's order. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Stored lower-case: guests look their order up with it. */
    email: varchar('email', { length: 254 }).notNull(),
    customerName: varchar('customer_name', { length: 120 }).notNull(),
    phone: varchar('phone', { length: 30 }).notNull(),
    status: varchar('status', { length: 20 }).notNull(),
    paymentMethod: varchar('payment_method', { length: 20 }).notNull(),
    paymentStatus: varchar('payment_status', { length: 20 }).notNull(),
    shippingMethod: varchar('shipping_method', { length: 20 }).notNull(),
    shippingZone: varchar('shipping_zone', { length: 20 }).notNull(),
    shippingAddress: jsonb('shipping_address').$type<OrderAddress>().notNull(),
    /** A full invoice asked for (name, NIF, fiscal address); null: the simplified one. */
    invoiceRecipient: jsonb('invoice_recipient').$type<{ name: string; tax_id: string; address: string }>(),
    subtotalCents: integer('subtotal_cents').notNull(),
    discountCents: integer('discount_cents').notNull().default(0),
    /** What the automatic promotions took off the lines (issue 34), before the coupon. */
    promotionCents: integer('promotion_cents').notNull().default(0),
    shippingCents: integer('shipping_cents').notNull().default(0),
    /** Cash on delivery's fee. */
    paymentFeeCents: integer('payment_fee_cents').notNull().default(0),
    /** VAT taken off for Canarias, Ceuta and Melilla (invoiced without VAT). */
    vatExemptionCents: integer('vat_exemption_cents').notNull().default(0),
    totalCents: integer('total_cents').notNull(),
    /** The VAT included in the total, and its rate (percent) at the time of the order. */
    vatCents: integer('vat_cents').notNull(),
    vatRate: smallint('vat_rate').notNull(),
    couponId: integer('coupon_id').references(() => coupons.id, { onDelete: 'set null' }),
    couponCode: varchar('coupon_code', { length: 40 }),
    carrier: varchar('carrier', { length: 60 }),
    trackingNumber: varchar('tracking_number', { length: 80 }),
    trackingUrl: text('tracking_url'),
    customerNote: varchar('customer_note', { length: 500 }),
    cancelReason: varchar('cancel_reason', { length: 300 }),
    /** An exchange's new garment travels as an order of its own at 0 €, linked to its return. */
    exchangeForReturnId: integer('exchange_for_return_id'),
    /** Sent by the browser with the place-order call: a retry or a double click gives back the same order. */
    idempotencyKey: varchar('idempotency_key', { length: 80 }).notNull(),
    /** SHA-256 of the secret the checkout got back: it lets a guest's browser confirm the payment and open the order. */
    accessTokenHash: varchar('access_token_hash', { length: 64 }).notNull(),
    /** Hash of the request that used the key: the same key with another cart is refused (409). */
    requestHash: varchar('request_hash', { length: 64 }).notNull(),
    /** Until when a card or Bizum payment may be completed; after it the order expires and its stock goes back. */
    paymentDueAt: timestamp('payment_due_at', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    shippedAt: timestamp('shipped_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('orders_number_unique').on(t.number),
    uniqueIndex('orders_idempotency_unique').on(t.idempotencyKey),
    index('orders_user_idx').on(t.userId, t.createdAt),
    index('orders_email_idx').on(t.email),
    index('orders_status_idx').on(t.status, t.createdAt),
    index('orders_created_idx').on(t.createdAt),
    index('orders_payment_due_idx').on(t.paymentDueAt),
    check('orders_totals_check', sql`${t.totalCents} >= 0 and ${t.subtotalCents} >= 0 and ${t.discountCents} >= 0`),
  ],
);

export const orderLines = pgTable(
  'order_lines',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    variantId: integer('variant_id').references(() => productVariants.id, { onDelete: 'set null' }),
    // Snapshot at the time of the order: later catalogue edits do not change what was bought.
    productName: varchar('product_name', { length: 200 }).notNull(),
    productSlug: varchar('product_slug', { length: 220 }).notNull(),
    brandName: varchar('brand_name', { length: 120 }),
    size: varchar('size', { length: 20 }),
    colorName: varchar('color_name', { length: 40 }),
    sku: varchar('sku', { length: 80 }).notNull(),
    imageUrl: text('image_url'),
    /** What one unit cost (the sale price when there was one) and the list price it came from. */
    unitPriceCents: integer('unit_price_cents').notNull(),
    listPriceCents: integer('list_price_cents').notNull(),
    quantity: integer('quantity').notNull(),
    lineTotalCents: integer('line_total_cents').notNull(),
    /** What an automatic promotion took off this line ("2ª unidad al 50 %"): line_total is after it. */
    promotionCents: integer('promotion_cents').notNull().default(0),
    promotionLabel: varchar('promotion_label', { length: 80 }),
    vatRate: smallint('vat_rate').notNull(),
    /**
     * Units in a return that was not refused (requested, on its way or received): a conditional
     * update of this column is what keeps a return from exceeding what was bought (server/returns).
     */
    returnedQuantity: integer('returned_quantity').notNull().default(0),
    /** Personalised or made to measure when sold: not returnable (the withdrawal exception of art. 103 c TRLGDCU). */
    isPersonalised: boolean('is_personalised').notNull().default(false),
  },
  (t) => [
    index('order_lines_order_idx').on(t.orderId),
    index('order_lines_product_idx').on(t.productId),
    check('order_lines_quantity_check', sql`${t.quantity} > 0`),
    check('order_lines_returned_check', sql`${t.returnedQuantity} >= 0 and ${t.returnedQuantity} <= ${t.quantity}`),
  ],
);

/** The timeline: every change of an order, with who and when. */
export const orderEvents = pgTable(
  'order_events',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** 'placed', 'status', 'payment', 'refund', 'note', 'email'… */
    kind: varchar('kind', { length: 20 }).notNull(),
    fromStatus: varchar('from_status', { length: 20 }),
    toStatus: varchar('to_status', { length: 20 }),
    /** Spanish sentence shown in the timeline. */
    message: varchar('message', { length: 500 }).notNull(),
    /** 'customer', 'staff' or 'system'. */
    actorKind: varchar('actor_kind', { length: 10 }).notNull(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorName: varchar('actor_name', { length: 120 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_events_order_idx').on(t.orderId, t.createdAt)],
);

export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** 'charge' or 'refund'. */
    kind: varchar('kind', { length: 10 }).notNull(),
    /** 'card', 'bizum', 'cash_on_delivery', 'bank_transfer'. */
    method: varchar('method', { length: 20 }).notNull(),
    provider: varchar('provider', { length: 20 }).notNull(),
    /** 'pending', 'requires_action', 'succeeded', 'failed', 'cancelled'. */
    status: varchar('status', { length: 20 }).notNull(),
    amountCents: integer('amount_cents').notNull(),
    providerReference: varchar('provider_reference', { length: 80 }),
    cardBrand: varchar('card_brand', { length: 20 }),
    cardLast4: varchar('card_last4', { length: 4 }),
    bizumPhone: varchar('bizum_phone', { length: 4 }),
    failureCode: varchar('failure_code', { length: 40 }),
    failureMessage: varchar('failure_message', { length: 300 }),
    /**
     * A refund's key (`refund:cancel:TD-…`, `refund:return:DV-…`): unique, so an intent is recorded
     * once, and sent to the provider, so a retried call never refunds twice (server/payments/ledger.ts).
     */
    idempotencyKey: varchar('idempotency_key', { length: 120 }),
    /** The charge a refund gives back. */
    refundsPaymentId: integer('refunds_payment_id'),
    /** The return a refund belongs to. */
    returnId: integer('return_id'),
    /** Provider calls made for this row (a refund is retried until it has an answer). */
    attempts: smallint('attempts').notNull().default(0),
    /** For a refund by bank transfer (cash on delivery, transfer): the IBAN the customer gave. */
    refundIban: varchar('refund_iban', { length: 34 }),
    /**
     * A charge through a hosted payment page (Redsys, Stripe): what the provider's notifications
     * name (Redsys's Ds_Order, Stripe's Checkout Session id); `providerReference` then holds what a
     * refund needs once the money arrived (the same Ds_Order, Stripe's PaymentIntent).
     */
    checkoutReference: varchar('checkout_reference', { length: 120 }),
    /** sha256 of the secret in the OK/KO return address: it shows that payment's state, nothing more. */
    returnTokenHash: varchar('return_token_hash', { length: 64 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('payments_order_idx').on(t.orderId),
    index('payments_reference_idx').on(t.providerReference),
    uniqueIndex('payments_checkout_reference_unique').on(t.provider, t.checkoutReference),
    uniqueIndex('payments_idempotency_unique').on(t.idempotencyKey),
    index('payments_open_refunds_idx').on(t.kind, t.status),
    check('payments_amount_check', sql`${t.amountCents} >= 0`),
  ],
);

/** A customer's saved card: the provider's token and what may be shown of the card, never its number. */
export const paymentMethods = pgTable(
  'payment_methods',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: varchar('provider', { length: 20 }).notNull(),
    token: varchar('token', { length: 80 }).notNull(),
    brand: varchar('brand', { length: 20 }).notNull(),
    last4: varchar('last4', { length: 4 }).notNull(),
    expMonth: smallint('exp_month').notNull(),
    expYear: smallint('exp_year').notNull(),
    holderName: varchar('holder_name', { length: 120 }),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('payment_methods_user_idx').on(t.userId), uniqueIndex('payment_methods_token_unique').on(t.token)],
);

/**
 * The built-in test gateway's vault: what it keeps of a tokenised test card (like a real gateway
 * does on its side). The card number itself is never stored; only its outcome in test mode.
 */
export const testGatewayCards = pgTable('test_gateway_cards', {
  token: varchar('token', { length: 80 }).primaryKey(),
  brand: varchar('brand', { length: 20 }).notNull(),
  last4: varchar('last4', { length: 4 }).notNull(),
  expMonth: smallint('exp_month').notNull(),
  expYear: smallint('exp_year').notNull(),
  /** 'succeeds', 'declined', 'requires_action', 'timeout', 'insufficient_funds'. */
  outcome: varchar('outcome', { length: 20 }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export type OrderRow = typeof orders.$inferSelect;
export type OrderLineRow = typeof orderLines.$inferSelect;
export type OrderEventRow = typeof orderEvents.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;
export type PaymentMethodRow = typeof paymentMethods.$inferSelect;
export type CouponRow = typeof coupons.$inferSelect;

/**
 * Every verified notification a hosted payment provider sent (Redsys "notificación online", Stripe
 * webhooks) and what the store did with it (server/api/payments/payment-flow.ts). Unverified ones
 * (a wrong signature) change nothing and are only logged: anyone can post to the address.
 */
export const paymentNotifications = pgTable(
  'payment_notifications',
  {
    id: serial('id').primaryKey(),
    provider: varchar('provider', { length: 20 }).notNull(),
    /** The provider's id of the notification when it has one (Stripe's evt_…): a second delivery is a duplicate. */
    eventId: varchar('event_id', { length: 120 }),
    /** 'paid', 'failed', 'refunded', 'ignored'. */
    eventKind: varchar('event_kind', { length: 20 }).notNull(),
    checkoutReference: varchar('checkout_reference', { length: 120 }),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    paymentId: integer('payment_id'),
    amountCents: integer('amount_cents'),
    currency: varchar('currency', { length: 3 }),
    /** What the store did: 'paid', 'failed', 'duplicate', 'late_refunded', 'unknown_order', 'amount_mismatch'… */
    outcome: varchar('outcome', { length: 40 }).notNull(),
    detail: varchar('detail', { length: 500 }),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payment_notifications_event_unique').on(t.provider, t.eventId),
    index('payment_notifications_order_idx').on(t.orderId),
    index('payment_notifications_received_idx').on(t.receivedAt),
  ],
);

export type PaymentNotificationRow = typeof paymentNotifications.$inferSelect;
