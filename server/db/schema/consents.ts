import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import type { CookieCategories } from '../../../common/consent/rules';
import { users } from './users';

/**
 * Consents on record (issue 33, RGPD art. 7.1): every cookie choice saved in the banner, by the
 * browser's random anonymous id and, when signed in, the account too. Append-only history: the
 * service only inserts, a new choice is a new row, and the newest row is the choice in force.
 * No IP address and no user agent are kept.
 */
export const consentRecords = pgTable(
  'consent_records',
  {
    id: serial('id').primaryKey(),
    anonymousId: uuid('anonymous_id').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** 'cookies' for now. */
    kind: varchar('kind', { length: 20 }).notNull(),
    categories: jsonb('categories').$type<CookieCategories>().notNull(),
    textVersion: varchar('text_version', { length: 32 }).notNull(),
    /** The database's time, not the browser's. */
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('consent_records_user_idx').on(t.userId, t.kind, t.id),
    index('consent_records_anonymous_idx').on(t.anonymousId, t.id),
    check('consent_records_kind_check', sql`${t.kind} in ('cookies')`),
  ],
);
