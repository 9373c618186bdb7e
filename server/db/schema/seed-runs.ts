import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Each seed step runs once per database; its name is recorded here when it has. */
export const seedRuns = pgTable('seed_runs', {
  name: text('name').primaryKey(),
  ranAt: timestamp('ran_at', { withTimezone: true }).notNull().defaultNow(),
});
