import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * Cart reminders sent (issue 25): one per cart. A cart is a customer's `carts` row from the moment
 * its first item was added after it was last empty (`cart_started_at`), so a new cart after an order
 * may get its own reminder, and the same cart never a second one.
 */
export const cartReminders = pgTable(
  'cart_reminders',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The cart's start (carts.started_at) when reminded: the once-per-cart key. */
    cartStartedAt: timestamp('cart_started_at', { withTimezone: true }).notNull(),
    /** sha256 of the one-click unsubscribe token in the e-mail's link and List-Unsubscribe header. */
    unsubscribeTokenHash: text('unsubscribe_token_hash').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // Unique: two instances or a re-run of the job can never record (and so send) a second reminder of one cart.
  (t) => [uniqueIndex('cart_reminders_user_cart_key').on(t.userId, t.cartStartedAt), index('cart_reminders_token_idx').on(t.unsubscribeTokenHash)],
);
