import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import pg from 'pg';
import { openPglite, openPostgres, type Database, type QueryListener } from '../server/db/client';
import { runSeeds } from '../server/seed/run-seeds';
import { databaseUrl, preparePgliteTemplate, preparePostgresTemplate } from './template-database';

export interface TestDatabase {
  database: Database;
  /** PostgreSQL only: the throw-away database's address (a test may connect again, e.g. through a proxy). */
  url?: string;
  /** Closes the connection and drops the throw-away database. */
  cleanup(): Promise<void>;
}

/**
 * A fresh, migrated database for one test file: in-memory PGlite loaded from the migrated
 * template's tarball, or (TEST_DB=postgres) a new database copied from the template database on
 * the server of TEST_DATABASE_URL and dropped afterwards. The template is built once per schema
 * (tests/template-database.ts; the API projects' global setup builds it before any file runs).
 */
export async function createTestDatabase(options: { onQuery?: QueryListener } = {}): Promise<TestDatabase> {
  if (process.env.TEST_DB === 'postgres') {
    const serverUrl = process.env.TEST_DATABASE_URL;
    if (!serverUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
    const template = await preparePostgresTemplate(serverUrl);
    const name = `td_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${name} template ${template}`);
    await admin.end();
    const url = databaseUrl(serverUrl, name);
    const database = openPostgres(url, { poolMax: 4, onQuery: options.onQuery });
    return {
      database,
      url,
      cleanup: async () => {
        await database.close();
        const dropper = new pg.Client({ connectionString: serverUrl });
        await dropper.connect();
        await dropper.query(`drop database if exists ${name} with (force)`);
        await dropper.end();
      },
    };
  }
  const template = fs.readFileSync(await preparePgliteTemplate());
  const database = await openPglite(undefined, { onQuery: options.onQuery, loadDataDir: template });
  return { database, cleanup: () => database.close() };
}

/** The steps every store needs (roles and permissions, banners, first admin), without the demo catalogue. */
export async function seedEssentials(database: Database): Promise<void> {
  await runSeeds(database, { includeDemo: false, context: { announce: () => {} } });
}

/**
 * Resolves once the announcements made so far on `channel` have reached every listener of this
 * process, the app's included (PostgreSQL delivers a channel's notifications in commit order, to
 * each listening connection on its own). A test that writes the catalogue and then expects a kept
 * answer calls this first, instead of a fixed wait. Its marker clears nothing kept.
 */
export async function announcementsDelivered(database: Database, channel = 'catalogue_changed'): Promise<void> {
  await database.listenersCaughtUp?.(channel);
}
