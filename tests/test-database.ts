import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openPglite, openPostgres, type Database, type QueryListener } from '../server/db/client';
import { migrateDatabase } from '../server/db/migrate';
import { runSeeds } from '../server/seed/run-seeds';

export interface TestDatabase {
  database: Database;
  /** Closes the connection and drops the throw-away database. */
  cleanup(): Promise<void>;
}

/**
 * A fresh, migrated database for one test file: in-memory PGlite, or (TEST_DB=postgres) a new
 * database created on the server of TEST_DATABASE_URL and dropped afterwards.
 */
export async function createTestDatabase(options: { onQuery?: QueryListener } = {}): Promise<TestDatabase> {
  if (process.env.TEST_DB === 'postgres') {
    const serverUrl = process.env.TEST_DATABASE_URL;
    if (!serverUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
    const name = `td_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const database = openPostgres(url.toString(), { poolMax: 4, onQuery: options.onQuery });
    await migrateDatabase(database);
    return {
      database,
      cleanup: async () => {
        await database.close();
        const dropper = new pg.Client({ connectionString: serverUrl });
        await dropper.connect();
        await dropper.query(`drop database if exists ${name} with (force)`);
        await dropper.end();
      },
    };
  }
  const database = await openPglite(undefined, { onQuery: options.onQuery });
  await migrateDatabase(database);
  return { database, cleanup: () => database.close() };
}

/** The steps every store needs (roles and permissions, banners, first admin), without the demo catalogue. */
export async function seedEssentials(database: Database): Promise<void> {
  await runSeeds(database, { includeDemo: false, context: { announce: () => {} } });
}
