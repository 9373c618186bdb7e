import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgSequence, pgTable, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { productVariants } from './catalog';
import { orderLines, orders, type OrderAddress } from './orders';
import { users } from './users';

// After the sale: returns and size exchanges (one request, lines refunded or exchanged), the
// withdrawal of the contract (a return of kind 'withdrawal'), and support conversations.
// States and rules: common/returns/rules.ts, common/support/rules.ts.

/** DV-2026-000045 takes 45 from here. */
export const returnNumberSeq = pgSequence('return_number_seq', { startWith: 1, increment: 1 });

export const returns = pgTable(
  'returns',
  {
    id: serial('id').primaryKey(),
    /** DV-2026-000045 */
    number: varchar('number', { length: 20 }).notNull(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** Null when the order was a guest's. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** 'return' (returns and exchanges) or 'withdrawal' (the legal withdrawal, art. 11a CRD). */
    kind: varchar('kind', { length: 12 }).notNull(),
    /** requested, picked_up, received, refunded, exchange_sent, rejected (common/returns/rules.ts). */
    status: varchar('status', { length: 20 }).notNull(),
    /** Where the carrier picks the parcel up (the order's address unless the customer gives another). */
    pickupAddress: jsonb('pickup_address').$type<OrderAddress>().notNull(),
    comment: varchar('comment', { length: 1000 }),
    /** What the customer gets back, fixed when they confirm: lines, less their share of a coupon, plus shipping when due. */
    refundCents: integer('refund_cents').notNull().default(0),
    shippingRefundCents: integer('shipping_refund_cents').notNull().default(0),
    /** 'original' (the same card or Bizum, through the provider) or 'transfer' (to refund_iban, paid by staff). */
    refundMethod: varchar('refund_method', { length: 12 }).notNull(),
    refundIban: varchar('refund_iban', { length: 34 }),
    rejectionReason: varchar('rejection_reason', { length: 500 }),
    /** SHA-256 of the secret of the printable return sheet link sent by e-mail (guests open it without an account). */
    sheetTokenHash: varchar('sheet_token_hash', { length: 64 }).notNull(),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    pickedUpAt: timestamp('picked_up_at', { withTimezone: true }),
    receivedAt: timestamp('received_at', { withTimezone: true }),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('returns_number_unique').on(t.number),
    index('returns_order_idx').on(t.orderId),
    index('returns_user_idx').on(t.userId, t.requestedAt),
    index('returns_status_idx').on(t.status, t.requestedAt),
    check('returns_kind_check', sql`${t.kind} in ('return', 'withdrawal')`),
    check('returns_refund_check', sql`${t.refundCents} >= 0 and ${t.shippingRefundCents} >= 0`),
  ],
);

export const returnLines = pgTable(
  'return_lines',
  {
    id: serial('id').primaryKey(),
    returnId: integer('return_id')
      .notNull()
      .references(() => returns.id, { onDelete: 'cascade' }),
    orderLineId: integer('order_line_id')
      .notNull()
      .references(() => orderLines.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    /** talla_pequena, talla_grande, no_como_foto, defectuoso, llego_tarde, otro, desistimiento. */
    reason: varchar('reason', { length: 20 }).notNull(),
    /** 'refund' or 'exchange'. */
    resolution: varchar('resolution', { length: 10 }).notNull(),
    /** The variant the customer gets instead (an exchange); its units are reserved at once. */
    exchangeVariantId: integer('exchange_variant_id').references(() => productVariants.id, { onDelete: 'set null' }),
    exchangeSize: varchar('exchange_size', { length: 20 }),
    exchangeColorName: varchar('exchange_color_name', { length: 40 }),
    exchangeSku: varchar('exchange_sku', { length: 80 }),
    /** What this line gives back (0 for an exchange). */
    refundCents: integer('refund_cents').notNull().default(0),
    /** Set when staff receive it: 'sellable' (back to stock) or 'damaged' (written off). */
    condition: varchar('condition', { length: 10 }),
    receivedAt: timestamp('received_at', { withTimezone: true }),
    /** The exchange's reserved units were given back (the return was refused). */
    reservationReleased: boolean('reservation_released').notNull().default(false),
  },
  (t) => [
    index('return_lines_return_idx').on(t.returnId),
    index('return_lines_order_line_idx').on(t.orderLineId),
    check('return_lines_quantity_check', sql`${t.quantity} > 0`),
    check('return_lines_resolution_check', sql`${t.resolution} in ('refund', 'exchange')`),
  ],
);

/** The life of a return, as the customer and staff read it (like an order's timeline). */
export const returnEvents = pgTable(
  'return_events',
  {
    id: serial('id').primaryKey(),
    returnId: integer('return_id')
      .notNull()
      .references(() => returns.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 20 }).notNull(),
    toStatus: varchar('to_status', { length: 20 }),
    message: varchar('message', { length: 500 }).notNull(),
    actorKind: varchar('actor_kind', { length: 10 }).notNull(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorName: varchar('actor_name', { length: 120 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('return_events_return_idx').on(t.returnId, t.createdAt)],
);

export const supportConversations = pgTable(
  'support_conversations',
  {
    id: serial('id').primaryKey(),
    /** Null for a guest's conversation (reached with an order number and its e-mail). */
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** The customer's e-mail (lower-case): replies are sent there. */
    email: varchar('email', { length: 254 }).notNull(),
    customerName: varchar('customer_name', { length: 120 }).notNull(),
    /** common/support/rules.ts SUPPORT_TOPICS. */
    topic: varchar('topic', { length: 20 }).notNull(),
    subject: varchar('subject', { length: 150 }).notNull(),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    returnId: integer('return_id').references(() => returns.id, { onDelete: 'set null' }),
    /** 'open' (abierta), 'waiting_customer' (esperando tu respuesta), 'resolved' (resuelta). */
    status: varchar('status', { length: 20 }).notNull(),
    assignedTo: integer('assigned_to').references(() => users.id, { onDelete: 'set null' }),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('support_conversations_user_idx').on(t.userId, t.lastMessageAt),
    index('support_conversations_email_idx').on(t.email),
    index('support_conversations_status_idx').on(t.status, t.lastMessageAt),
    index('support_conversations_assigned_idx').on(t.assignedTo, t.status),
  ],
);

export const supportMessages = pgTable(
  'support_messages',
  {
    id: serial('id').primaryKey(),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => supportConversations.id, { onDelete: 'cascade' }),
    /** 'customer' or 'staff'. */
    authorKind: varchar('author_kind', { length: 10 }).notNull(),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    authorName: varchar('author_name', { length: 120 }).notNull(),
    body: text('body').notNull(),
    /** Staff's internal note: never shown to the customer, never e-mailed. */
    isInternal: boolean('is_internal').notNull().default(false),
    /** A photo (storage key of the re-encoded image) and its size. */
    attachmentKey: text('attachment_key'),
    attachmentWidth: integer('attachment_width'),
    attachmentHeight: integer('attachment_height'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('support_messages_conversation_idx').on(t.conversationId, t.id)],
);

export type ReturnRow = typeof returns.$inferSelect;
export type ReturnLineRow = typeof returnLines.$inferSelect;
export type ReturnEventRow = typeof returnEvents.$inferSelect;
export type SupportConversationRow = typeof supportConversations.$inferSelect;
export type SupportMessageRow = typeof supportMessages.$inferSelect;
