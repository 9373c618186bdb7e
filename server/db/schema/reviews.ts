import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, serial, smallint, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { products } from './catalog';
import { orderLines } from './orders';
import { users } from './users';

/**
 * A buyer's review of a product (issue 25): stars, how it fits, their usual size and the size
 * bought, optional text and one photo. Nothing is public until staff publish it.
 */
export const productReviews = pgTable(
  'product_reviews',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** Null once the account is deleted: the review stays, signed with the name it had. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The delivered line that entitled the customer to review. */
    orderLineId: integer('order_line_id').references(() => orderLines.id, { onDelete: 'set null' }),
    /** The name shown with the review (first name and initial), fixed when written. */
    authorName: varchar('author_name', { length: 120 }).notNull(),
    rating: smallint('rating').notNull(),
    /** common/reviews: 'small' (pequeña), 'true' (justa) or 'large' (grande). */
    fit: varchar('fit', { length: 5 }).notNull(),
    usualSize: varchar('usual_size', { length: 20 }).notNull(),
    boughtSize: varchar('bought_size', { length: 20 }).notNull(),
    title: varchar('title', { length: 120 }),
    /** Plain text; shown escaped, never as markup. */
    body: text('body'),
    /** Storage key of the photo (the profile photo's upload rules). */
    photoPath: text('photo_path'),
    photoWidth: integer('photo_width'),
    photoHeight: integer('photo_height'),
    /** 'pending', 'published' or 'rejected'. */
    status: varchar('status', { length: 10 }).notNull().default('pending'),
    rejectionReason: varchar('rejection_reason', { length: 500 }),
    /** The store's public answer. */
    reply: text('reply'),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    moderatedAt: timestamp('moderated_at', { withTimezone: true }),
    moderatedBy: integer('moderated_by').references(() => users.id, { onDelete: 'set null' }),
    /** Count of review_votes rows, kept in the vote's transaction ("most useful" sorts by it). */
    helpfulCount: integer('helpful_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Once per product and customer.
    uniqueIndex('product_reviews_product_user_unique').on(t.productId, t.userId),
    index('product_reviews_product_status_idx').on(t.productId, t.status, t.createdAt),
    index('product_reviews_status_created_idx').on(t.status, t.createdAt),
    check('product_reviews_rating_check', sql`${t.rating} between 1 and 5`),
    check('product_reviews_fit_check', sql`${t.fit} in ('small', 'true', 'large')`),
    check('product_reviews_status_check', sql`${t.status} in ('pending', 'published', 'rejected')`),
  ],
);

/** "¿Te ha resultado útil?": one vote per signed-in customer and review. */
export const reviewVotes = pgTable(
  'review_votes',
  {
    reviewId: integer('review_id')
      .notNull()
      .references(() => productReviews.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.reviewId, t.userId] })],
);
