import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';

export interface MailAttachmentRef {
  kind: 'invoice';
  id: number;
}
import { users } from './users';

/**
 * Every e-mail the store sends. Without an SMTP server configured this is where mail stays, so
 * staff (and a fresh install) can read what would have been sent.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    toAddress: varchar('to_address', { length: 254 }).notNull(),
    /** The account it concerns, if any. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** What kind of message: email-changed, login-failures, order-confirmation… */
    kind: varchar('kind', { length: 60 }).notNull(),
    subject: varchar('subject', { length: 200 }).notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    /** Files sent with it, resolved at delivery (an invoice's PDF is drawn from its immutable row): [{ kind: 'invoice', id }]. */
    attachments: jsonb('attachments').$type<MailAttachmentRef[]>().notNull().default(sql`'[]'::jsonb`),
    /** Extra headers sent with it: a marketing mail's List-Unsubscribe and List-Unsubscribe-Post (RFC 8058). */
    headers: jsonb('headers').$type<Record<string, string>>().notNull().default(sql`'{}'::jsonb`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    error: text('error'),
  },
  (t) => [index('mail_outbox_created_idx').on(t.createdAt), index('mail_outbox_to_idx').on(t.toAddress)],
);

export type MailOutboxRow = typeof mailOutbox.$inferSelect;
