import { integer, jsonb, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * A CSV import that staff started: its progress while it runs (read by the progress bar), and
 * its result or its first error once done. The import itself is all-or-nothing.
 */
export const importJobs = pgTable('import_jobs', {
  id: serial('id').primaryKey(),
  kind: varchar('kind', { length: 40 }).notNull(),
  /** queued (waiting for a worker), running, done, failed */
  status: varchar('status', { length: 20 }).notNull().default('running'),
  /** The file to import, kept until the import ends (a worker of the job queue reads it). */
  source: text('source'),
  fileName: varchar('file_name', { length: 255 }),
  /** Who started it, for the audit log written by the import: { id, name, ipAddress }. */
  actor: jsonb('actor'),
  total: integer('total').notNull().default(0),
  processed: integer('processed').notNull().default(0),
  result: jsonb('result'),
  createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /** Written with `processed` while the import runs (PostgreSQL): any instance can show the progress, and tell a live import from one whose process died. */
  heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }),
  finishedAt: timestamp('finished_at', { withTimezone: true }),
});

export type ImportJobRow = typeof importJobs.$inferSelect;
