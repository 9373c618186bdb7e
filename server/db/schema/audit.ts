import { index, integer, jsonb, pgTable, serial, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from './users';

/** One changed field of an audited write: what it held before and after (null when created or deleted). */
export type AuditChanges = Record<string, { before: unknown; after: unknown }>;

/**
 * Every back-office write: who did it (kept by name too, so the entry outlives the account),
 * when, on which entity, and the fields it changed. Written in the same transaction as the change.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorName: varchar('actor_name', { length: 120 }).notNull(),
    /** create, update, delete, activate, deactivate, import, bulk… */
    action: varchar('action', { length: 40 }).notNull(),
    /** user, role, product, category, brand, banner, settings… */
    entityType: varchar('entity_type', { length: 40 }).notNull(),
    entityId: varchar('entity_id', { length: 64 }),
    /** The entity's name at the time, for the log to read without a join. */
    entityLabel: varchar('entity_label', { length: 200 }),
    changes: jsonb('changes').$type<AuditChanges>().notNull().default({}),
    ipAddress: varchar('ip_address', { length: 64 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_created_idx').on(t.createdAt),
    index('audit_log_entity_idx').on(t.entityType, t.entityId),
    index('audit_log_actor_idx').on(t.actorId),
  ],
);

export type AuditLogRow = typeof auditLog.$inferSelect;
