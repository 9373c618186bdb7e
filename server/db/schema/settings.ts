import { integer, jsonb, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * Store settings edited in /admin/settings, one row a key. Values are validated by the zod
 * contract of their key before they are written; a missing key means the default.
 */
export const storeSettings = pgTable('store_settings', {
  key: varchar('key', { length: 80 }).primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
});

export type StoreSettingRow = typeof storeSettings.$inferSelect;
