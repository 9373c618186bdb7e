import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { openPglite, openPostgres } from '../server/db/client';
import { MIGRATIONS_FOLDER, migrateDatabase } from '../server/db/migrate';

/**
 * One migrated database built once per schema, copied for every test file (issue 20): a PGlite
 * data directory dumped to a tarball, and on PostgreSQL a template database. Both are named
 * after a hash of the committed migrations (and of PGlite's version, whose dump format it is),
 * so an unchanged schema is never migrated again, run after run.
 */

// Bump when what a template holds changes without a change to the migrations.
const TEMPLATE_FORMAT = 1;

const PROJECT_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PGLITE_PACKAGE = path.join(PROJECT_ROOT, 'node_modules', '@electric-sql', 'pglite', 'package.json');

function filesUnder(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => {
      const full = path.join(dir, entry.name);
      return entry.isDirectory() ? filesUnder(full) : [full];
    })
    .sort();
}

/** Hash of every migration file (names and bytes), the PGlite version and the template format. */
export function templateKey(migrationsFolder = MIGRATIONS_FOLDER): string {
  const hash = createHash('sha256');
  hash.update(`format ${TEMPLATE_FORMAT}\n`);
  const pglite = JSON.parse(fs.readFileSync(PGLITE_PACKAGE, 'utf8')) as { version: string };
  hash.update(`pglite ${pglite.version}\n`);
  for (const file of filesUnder(migrationsFolder)) {
    hash.update(`${path.relative(migrationsFolder, file)}\n`);
    hash.update(fs.readFileSync(file));
  }
  return hash.digest('hex').slice(0, 16);
}

/** Where the PGlite templates are kept between runs (inside node_modules/.cache, never committed). */
export function templateCacheDir() {
  return path.join(PROJECT_ROOT, 'node_modules', '.cache', 'tienda-diverso-test-db');
}

/**
 * The path of a gzip tarball of a migrated PGlite data directory for this schema, built when
 * missing. Written to a temporary name and renamed, so a parallel run never reads half a file.
 */
export async function preparePgliteTemplate(key = templateKey()): Promise<string> {
  const dir = templateCacheDir();
  const file = path.join(dir, `pglite-${key}.tar.gz`);
  if (fs.existsSync(file)) return file;
  fs.mkdirSync(dir, { recursive: true });
  const database = await openPglite();
  try {
    await migrateDatabase(database);
    const dump = await database.dumpDataDir!();
    const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    fs.writeFileSync(partial, dump);
    fs.renameSync(partial, file);
  } finally {
    await database.close();
  }
  // Older schemas' tarballs are of no further use.
  for (const old of fs.readdirSync(dir)) {
    if (/^pglite-[0-9a-f]+\.tar\.gz$/.test(old) && old !== path.basename(file)) fs.rmSync(path.join(dir, old), { force: true });
  }
  return file;
}

export const POSTGRES_TEMPLATE_PREFIX = 'td_tpl_';

async function withAdmin<T>(serverUrl: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl, connectionTimeoutMillis: 10_000 });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

export function databaseUrl(serverUrl: string, name: string) {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * The name of a migrated template database for this schema on the server of `serverUrl`, built
 * when missing: migrated under a temporary name, then renamed and marked as a template, so a
 * parallel run either finds the finished template or builds its own copy and discards it.
 */
export async function preparePostgresTemplate(serverUrl: string, key = templateKey()): Promise<string> {
  const name = `${POSTGRES_TEMPLATE_PREFIX}${key}`;
  const exists = await withAdmin(serverUrl, async (client) => {
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    return found.rowCount === 1;
  });
  if (!exists) {
    const building = `${name}_b${randomBytes(3).toString('hex')}`;
    await withAdmin(serverUrl, (client) => client.query(`create database ${building}`));
    const database = openPostgres(databaseUrl(serverUrl, building), { poolMax: 2 });
    try {
      await migrateDatabase(database);
    } finally {
      await database.close();
    }
    await withAdmin(serverUrl, async (client) => {
      try {
        await client.query(`alter database ${building} rename to ${name}`);
        await client.query(`alter database ${name} is_template true`);
      } catch (err) {
        // Another run finished the same template first: keep theirs.
        await client.query(`drop database if exists ${building}`);
        const again = await client.query('select 1 from pg_database where datname = $1', [name]);
        if (again.rowCount !== 1) throw err;
      }
    });
  }
  await dropStalePostgresTemplates(serverUrl, name);
  return name;
}

/** Finished templates of older schemas; one in use is left alone. */
async function dropStalePostgresTemplates(serverUrl: string, keep: string) {
  await withAdmin(serverUrl, async (client) => {
    const { rows } = await client.query<{ datname: string }>(
      `select datname from pg_database where datname ~ $1 and datname <> $2
         and not exists (select 1 from pg_stat_activity a where a.datname = pg_database.datname)`,
      [`^${POSTGRES_TEMPLATE_PREFIX}[0-9a-f]{16}$`, keep],
    );
    for (const { datname } of rows) {
      try {
        await client.query(`alter database ${pg.escapeIdentifier(datname)} is_template false`);
        await client.query(`drop database if exists ${pg.escapeIdentifier(datname)}`);
      } catch {
        // in use after all: the next run tries again
      }
    }
  });
}
