import { bigserial, index, integer, pgTable, timestamp } from 'drizzle-orm/pg-core';

/**
 * Every selling price a product or a variant has had (issue 34, Ley 7/1996 art. 20): the reference
 * an announced reduction must show is the lowest of the 30 days before it began. Append-only and
 * written only by the database's triggers on `products` and `product_variants` (migration 0027), with
 * the database's own time, so no code path can forget or back-date a change. No foreign key: the
 * history outlives a product deleted from the catalogue.
 */
export const priceHistory = pgTable(
  'price_history',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    productId: integer('product_id').notNull(),
    /** Null: the product's own price (and every variant without a price of its own). */
    variantId: integer('variant_id'),
    /** What the shopper paid from then on, VAT included: the sale price when there was one. */
    priceCents: integer('price_cents').notNull(),
    /** The list price at the time (the product's `price_cents`, or the variant's own price). */
    listPriceCents: integer('list_price_cents').notNull(),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('price_history_product_idx').on(t.productId, t.variantId, t.recordedAt)],
);

export type PriceHistoryRow = typeof priceHistory.$inferSelect;
