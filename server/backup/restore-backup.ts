import { createHash } from 'node:crypto';
import fsSync from 'node:fs';
import fs from 'node:fs/promises';
import pg from 'pg';
import type { ChainVerification } from '../../common/invoices/contracts';
import { openPglite, openPostgres, type Database } from '../db/client';
import { migrateDatabase } from '../db/migrate';
import { pgliteOwner } from '../db/pglite-owner';
import { verifyInvoiceChain } from '../invoices/verifactu/verify-chain';
import { migrationLevel, tableRowCounts, type BackupManifest } from './backup-manifest';
import { runPostgresTool } from './postgres-tools';

// `npm run restore <file>`: a backup into an empty database — a fresh DATA_DIR for PGlite, an empty
// PostgreSQL database — then the migrations up to this version's level and the invoice chain's
// verification. A target with anything in it is refused unless `force` (the command's --force):
// a restore never runs over a store's data by accident.

export class RestoreRefused extends Error {}

export type RestoreTarget = { kind: 'pglite'; dataDir: string } | { kind: 'postgres'; url: string };

export interface RestoreReport {
  kind: 'pglite' | 'postgres';
  /** What a forced restore did with what was there (PGlite: the folder it was moved to). */
  replaced: string | null;
  migrations: { before: { applied: number; last: string | null }; after: { applied: number; last: string | null } };
  tables: Record<string, number>;
  /** Tables whose rows differ from the manifest's counts (before migrating), when there is a manifest. */
  differences: { table: string; expected: number; restored: number }[];
  chain: ChainVerification;
}

function archiveKind(head: Buffer): 'pglite' | 'postgres' | null {
  if (head.subarray(0, 5).toString('latin1') === 'PGDMP') return 'postgres';
  if (head[0] === 0x1f && head[1] === 0x8b) return 'pglite';
  return null;
}

async function readHead(file: string): Promise<Buffer> {
  const handle = await fs.open(file, 'r');
  try {
    const head = Buffer.alloc(8);
    await handle.read(head, 0, 8, 0);
    return head;
  } finally {
    await handle.close();
  }
}

async function sha256Of(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of fsSync.createReadStream(file) as AsyncIterable<Buffer>) hash.update(chunk);
  return hash.digest('hex');
}

const STORE_SCHEMAS = ['public', 'drizzle', 'pgboss'];

/** Tables in the store's schemas of a PostgreSQL database (0: empty). */
async function postgresTables(client: pg.Client): Promise<number> {
  const { rows } = await client.query<{ tables: number }>(
    `select count(*)::int as tables from information_schema.tables where table_schema = any($1) and table_type = 'BASE TABLE'`,
    [STORE_SCHEMAS],
  );
  return rows[0]?.tables ?? 0;
}

async function prepareEmptyPostgres(url: string, force: boolean): Promise<string | null> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 10_000 });
  await client.connect();
  try {
    const tables = await postgresTables(client);
    if (tables === 0) return null;
    if (!force) {
      throw new RestoreRefused(
        `La base de datos de destino no está vacía (${tables} tablas de la tienda). Restaura en una base de datos vacía ` +
          '(createdb) o, si de verdad quieres sustituir lo que tiene, repite la orden con --force.',
      );
    }
    // Everything of the store goes; the extensions the migrations create come back with the dump.
    await client.query('begin');
    await client.query('drop schema if exists pgboss cascade');
    await client.query('drop schema if exists drizzle cascade');
    await client.query('drop schema if exists public cascade');
    await client.query('create schema public');
    await client.query('commit');
    return `${tables} tablas borradas`;
  } finally {
    await client.end().catch(() => undefined);
  }
}

async function preparePgliteDir(dataDir: string, force: boolean, now: Date): Promise<string | null> {
  const owner = pgliteOwner(dataDir);
  if (owner) {
    throw new RestoreRefused(`La tienda está en marcha sobre ${dataDir} (proceso ${owner}): detenla antes de restaurar.`);
  }
  const entries = await fs.readdir(dataDir).catch(() => [] as string[]);
  if (entries.length === 0) return null;
  if (!force) {
    throw new RestoreRefused(
      `${dataDir} ya tiene una base de datos. Restaura con un DATA_DIR nuevo o, si de verdad quieres sustituirla, ` +
        'repite la orden con --force (la actual se aparta a una carpeta al lado, no se borra).',
    );
  }
  const aside = `${dataDir}.antes-de-restaurar-${now.toISOString().replace(/[:.]/g, '-')}`;
  await fs.rename(dataDir, aside);
  return aside;
}

/**
 * Restores the archive `file` (its manifest, when given, checks it first) into `target`, migrates
 * it to this version's level and verifies the invoice chain on the restored copy.
 */
export async function restoreBackup(
  file: string,
  target: RestoreTarget,
  options: { manifest?: BackupManifest | null; force?: boolean; now?: Date } = {},
): Promise<RestoreReport> {
  const { manifest = null, force = false, now = new Date() } = options;
  const kind = archiveKind(await readHead(file));
  if (!kind) throw new RestoreRefused(`${file} no es una copia de la tienda (ni pg_dump ni PGlite).`);
  if (kind !== target.kind) {
    throw new RestoreRefused(
      kind === 'pglite'
        ? 'Es una copia de la base de datos integrada (PGlite): se restaura sin DATABASE_URL, en un DATA_DIR.'
        : 'Es una copia de PostgreSQL (pg_dump): se restaura con DATABASE_URL apuntando a una base de datos vacía.',
    );
  }
  if (manifest) {
    const sha256 = await sha256Of(file);
    if (sha256 !== manifest.archive.sha256) throw new RestoreRefused(`${file} no coincide con su manifiesto (SHA-256 distinto): la copia está dañada o es otra.`);
  }

  let database: Database;
  let replaced: string | null;
  if (target.kind === 'pglite') {
    replaced = await preparePgliteDir(target.dataDir, force, now);
    database = await openPglite(target.dataDir, { loadDataDir: await fs.readFile(file) });
  } else {
    replaced = await prepareEmptyPostgres(target.url, force);
    // One transaction: a restore that fails leaves the database as empty as it was.
    await runPostgresTool('pg_restore', ['--no-owner', '--no-privileges', '--single-transaction', '--exit-on-error'], target.url, file);
    database = openPostgres(target.url, { poolMax: 2 });
  }
  try {
    const query = async (text: string) => (await database.executeSql(text)).rows;
    const before = await migrationLevel(query);
    const restored = await tableRowCounts(query);
    const differences = manifest
      ? Object.entries(manifest.database.tables)
          .filter(([table, expected]) => restored[table] !== expected)
          .map(([table, expected]) => ({ table, expected, restored: restored[table] ?? 0 }))
      : [];
    await migrateDatabase(database);
    const after = await migrationLevel(query);
    const chain = await verifyInvoiceChain(database.db, now);
    return { kind: target.kind, replaced, migrations: { before, after }, tables: restored, differences, chain };
  } finally {
    await database.close();
  }
}
