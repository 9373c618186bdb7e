import type { Database } from '../db/client';
import type { Logger } from '../logger';

/**
 * PGlite has no autovacuum (issue 37): every update leaves the old version of its row behind (a sale rewrites
 * its product's stock facts, an edit its search document), the tables and the text index only grow, and a search
 * reads more pages every month; the planner's statistics are never refreshed either. The nightly housekeeping
 * does on PGlite what autovacuum does on PostgreSQL: `VACUUM (ANALYZE)`, one table per statement, so requests
 * (one connection, serialised) wait for one table at a time, never for the whole database. On PostgreSQL
 * autovacuum does it: nothing is run. Returns the tables vacuumed, or null on PostgreSQL.
 */
export async function vacuumEmbeddedDatabase(database: Pick<Database, 'kind' | 'executeSql'>, logger?: Logger): Promise<number | null> {
  if (database.kind !== 'pglite') return null;
  const started = Date.now();
  const { rows } = await database.executeSql(`select schemaname, relname from pg_stat_user_tables order by schemaname, relname`);
  for (const row of rows) {
    await database.executeSql(`vacuum (analyze) ${quoteIdentifier(String(row.schemaname))}.${quoteIdentifier(String(row.relname))}`);
  }
  logger?.info({ tables: rows.length, ms: Date.now() - started }, 'housekeeping: embedded database vacuumed and analysed');
  return rows.length;
}

function quoteIdentifier(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}
