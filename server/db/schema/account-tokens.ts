import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * The single-use links the store e-mails about an account (issue 33): a password reset, the
 * confirmation of a new e-mail address and the undo of an e-mail change. Only the token's SHA-256
 * is kept; the token itself goes out once, in the e-mail. A token works once (`used_at`), until
 * `expires_at`, and — for a reset and a confirmation — only while it is the account's newest of its
 * purpose, so a newer request makes the older links do nothing.
 */
export const accountTokens = pgTable(
  'account_tokens',
  {
    id: serial('id').primaryKey(),
    /** 'password-reset', 'email-change' (the link to the new address) or 'email-undo' (the link to the old one). */
    purpose: varchar('purpose', { length: 20 }).notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
    /** The address the account gets when the link is used: the new one to confirm, or the old one an undo puts back. */
    newEmail: varchar('new_email', { length: 254 }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** When the link was used, or withdrawn (a cancelled e-mail change); null while it may still work. */
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('account_tokens_user_purpose_idx').on(t.userId, t.purpose, t.id),
    check('account_tokens_purpose_check', sql`${t.purpose} in ('password-reset', 'email-change', 'email-undo')`),
  ],
);

export type AccountTokenRow = typeof accountTokens.$inferSelect;
