import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { productVariants, products } from './catalog';
import { users } from './users';

/**
 * "Avísame cuando vuelva" (issue 25): someone waiting for a sold-out variant. A guest's alert waits
 * for the e-mail's confirmation (double opt-in); a signed-in customer's own address is active at once.
 * When the variant's stock comes back a job e-mails each active alert once and the alert ends.
 */
export const stockAlerts = pgTable(
  'stock_alerts',
  {
    id: serial('id').primaryKey(),
    variantId: integer('variant_id')
      .notNull()
      .references(() => productVariants.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** Stored trimmed and lower-cased. */
    email: varchar('email', { length: 254 }).notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** 'pending' (waiting for the e-mail's confirmation), 'active', 'notified' or 'cancelled'. */
    status: varchar('status', { length: 10 }).notNull(),
    /** sha256 of the token in the confirmation e-mail; null once confirmed. */
    confirmTokenHash: text('confirm_token_hash'),
    /** sha256 of the token in every e-mail's cancel link (works without signing in). */
    cancelTokenHash: text('cancel_token_hash').notNull(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One open alert per address and variant.
    uniqueIndex('stock_alerts_open_unique')
      .on(t.variantId, t.email)
      .where(sql`${t.status} in ('pending', 'active')`),
    index('stock_alerts_variant_status_idx').on(t.variantId, t.status),
    index('stock_alerts_user_idx').on(t.userId, t.createdAt),
    check('stock_alerts_status_check', sql`${t.status} in ('pending', 'active', 'notified', 'cancelled')`),
  ],
);
