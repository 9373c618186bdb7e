import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * A customer's request for a copy of their data (issue 33, RGPD arts. 15 and 20): queued by
 * POST /user/privacy/export, made by the 'export-personal-data' job into a ZIP in file storage and
 * e-mailed as a link. Only the link token's SHA-256 is kept; the link works until `expires_at`
 * (7 days after it was made), then the file is removed and the row says 'expired'.
 */
export const dataExports = pgTable(
  'data_exports',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 'queued', 'ready', 'failed' or 'expired'. */
    state: varchar('state', { length: 10 }).notNull().default('queued'),
    tokenHash: varchar('token_hash', { length: 64 }).unique(),
    fileKey: varchar('file_key', { length: 200 }),
    sizeBytes: integer('size_bytes'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readyAt: timestamp('ready_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
  },
  (t) => [
    index('data_exports_user_idx').on(t.userId, t.createdAt),
    check('data_exports_state_check', sql`${t.state} in ('queued', 'ready', 'failed', 'expired')`),
  ],
);

export type DataExportRow = typeof dataExports.$inferSelect;
