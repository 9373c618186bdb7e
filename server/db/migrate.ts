import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { fileURLToPath } from 'node:url';
import type { Database } from './client';

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));

/** Arbitrary constant shared by every instance so that only one migrates or seeds at a time. */
export const SCHEMA_LOCK_KEY = 724_410_233;

/** Applies the committed SQL migrations; safe to call from several instances at once. */
export async function migrateDatabase(database: Database): Promise<void> {
  await database.withLock(SCHEMA_LOCK_KEY, async (db) => {
    if (database.kind === 'pglite') {
      await migratePglite(db as unknown as PgliteDatabase, { migrationsFolder: MIGRATIONS_FOLDER });
    } else {
      await migratePg(db as unknown as NodePgDatabase, { migrationsFolder: MIGRATIONS_FOLDER });
    }
  });
}
