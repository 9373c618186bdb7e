import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, timestamp, varchar } from 'drizzle-orm/pg-core';
import { productVariants, products } from './catalog';
import { orders } from './orders';
import { users } from './users';

/**
 * The stock journal: every unit that comes into or leaves a variant's stock, with its reason and
 * the order or return that moved it. The variant's `stock` is this journal's consequence and is
 * written only by server/inventory (decision record 13).
 */
export const stockMovements = pgTable(
  'stock_movements',
  {
    id: serial('id').primaryKey(),
    /** Null for a product without variants (its product row holds the stock), or once the variant is deleted. */
    variantId: integer('variant_id').references(() => productVariants.id, { onDelete: 'set null' }),
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    /** The SKU at the time: the journal still reads after the variant is gone. */
    sku: varchar('sku', { length: 80 }).notNull(),
    /** Units in (+) or out (−); never 0. */
    delta: integer('delta').notNull(),
    /** The variant's stock right after this movement. */
    stockAfter: integer('stock_after').notNull(),
    /** common/inventory/contracts.ts StockMovementReason. */
    reason: varchar('reason', { length: 20 }).notNull(),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    returnId: integer('return_id'),
    note: varchar('note', { length: 300 }),
    /** 'customer', 'staff' or 'system'. */
    actorKind: varchar('actor_kind', { length: 10 }).notNull(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorName: varchar('actor_name', { length: 120 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('stock_movements_variant_idx').on(t.variantId, t.id),
    index('stock_movements_product_idx').on(t.productId, t.id),
    index('stock_movements_order_idx').on(t.orderId),
    index('stock_movements_return_idx').on(t.returnId),
    check('stock_movements_delta_check', sql`${t.delta} <> 0`),
    check('stock_movements_after_check', sql`${t.stockAfter} >= 0`),
  ],
);

export type StockMovementRow = typeof stockMovements.$inferSelect;
