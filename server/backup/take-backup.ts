import { createHash } from 'node:crypto';
import fsSync from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { APP_VERSION } from '../../common/constants';
import type { Database } from '../db/client';
import type { FileStorage } from '../storage/file-storage';
import type { BackupDestination } from './backup-destination';
import { BackupManifest, MANIFEST_FORMAT, migrationLevel, tableRowCounts, type RunQuery } from './backup-manifest';
import { ARCHIVE_SUFFIX, backupDate, backupName, backupOfFile, MANIFEST_SUFFIX } from './backup-names';
import { runPostgresTool } from './postgres-tools';
import { applyRetention, DEFAULT_RETENTION, type RetentionRule } from './retention';

export interface BackupSource {
  database: Database;
  /** PostgreSQL: the database's address, for pg_dump (its password is passed in PGPASSWORD only). */
  databaseUrl?: string;
  storage: FileStorage;
}

async function sha256Of(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of fsSync.createReadStream(file) as AsyncIterable<Buffer>) hash.update(chunk);
  return hash.digest('hex');
}

interface DatabaseState {
  serverVersion: string;
  migrations: { applied: number; last: string | null };
  tables: Record<string, number>;
}

async function describeDatabase(query: RunQuery): Promise<DatabaseState> {
  const [version] = await query(`select current_setting('server_version') as version`);
  return { serverVersion: String(version?.version ?? ''), migrations: await migrationLevel(query), tables: await tableRowCounts(query) };
}

/**
 * PGlite: its own data directory as a tarball, taken inside this process between two transactions
 * (the store keeps serving; every query waits the few seconds it takes).
 */
async function dumpPglite(database: Database, archive: string): Promise<DatabaseState> {
  if (!database.backupDataDir) throw new Error('This database cannot be backed up from here.');
  const { tarball, alongside } = await database.backupDataDir((query) => describeDatabase(query));
  await fs.writeFile(archive, tarball, { mode: 0o600 });
  return alongside;
}

/**
 * PostgreSQL: pg_dump's custom format (compressed), from a snapshot this function exports and
 * counts the rows in, so the manifest's counts are the archive's exactly.
 */
async function dumpPostgres(url: string, archive: string): Promise<DatabaseState> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 10_000 });
  await client.connect();
  try {
    await client.query('begin isolation level repeatable read read only');
    const { rows } = await client.query<{ snapshot: string }>('select pg_export_snapshot() as snapshot');
    const state = await describeDatabase(async (text) => (await client.query<Record<string, unknown>>(text)).rows);
    await runPostgresTool('pg_dump', ['--format=custom', '--compress=6', `--snapshot=${rows[0]!.snapshot}`, '--lock-wait-timeout=120s', `--file=${archive}`], url);
    await client.query('commit');
    return state;
  } finally {
    await client.end().catch(() => undefined);
  }
}

async function filesManifest(storage: FileStorage): Promise<BackupManifest['files']> {
  const entries: BackupManifest['files']['entries'] = [];
  if (storage.list) for await (const entry of storage.list()) entries.push(entry);
  return { storage: storage.kind, count: entries.length, bytes: entries.reduce((sum, e) => sum + e.size, 0), entries };
}

/**
 * One backup: the whole database (consistent) and the stored files' manifest, written to the
 * destination as `<name>.backup` then `<name>.json` — a backup without its manifest is unfinished.
 */
export async function takeBackup(source: BackupSource, destination: BackupDestination, now: Date = new Date()): Promise<BackupManifest> {
  const name = backupName(now);
  const work = await fs.mkdtemp(path.join(os.tmpdir(), 'tienda-backup-'));
  try {
    const archive = path.join(work, `${name}${ARCHIVE_SUFFIX}`);
    let state: DatabaseState;
    if (source.database.kind === 'pglite') {
      state = await dumpPglite(source.database, archive);
    } else {
      if (!source.databaseUrl) throw new Error('A PostgreSQL backup needs the database address.');
      state = await dumpPostgres(source.databaseUrl, archive);
    }
    const [bytes, sha256, files] = await Promise.all([fs.stat(archive).then((s) => s.size), sha256Of(archive), filesManifest(source.storage)]);
    const manifest = BackupManifest.parse({
      format: MANIFEST_FORMAT,
      name,
      created_at: now.toISOString(),
      app_version: APP_VERSION,
      database: { kind: source.database.kind, server_version: state.serverVersion, migrations: state.migrations, tables: state.tables },
      archive: {
        file: `${name}${ARCHIVE_SUFFIX}`,
        format: source.database.kind === 'pglite' ? 'pglite-datadir-tgz' : 'pg-dump-custom',
        bytes,
        sha256,
      },
      files,
    } satisfies BackupManifest);
    await destination.putFile(manifest.archive.file, archive);
    await destination.putText(`${name}${MANIFEST_SUFFIX}`, `${JSON.stringify(manifest, null, 2)}\n`);
    return manifest;
  } finally {
    await fs.rm(work, { recursive: true, force: true });
  }
}

/** The finished backups in the destination (with their manifest), newest first, with the archive's size. */
export async function listBackups(destination: BackupDestination): Promise<{ name: string; date: Date; bytes: number }[]> {
  const files = await destination.list();
  const archives = new Map<string, number>();
  const manifests = new Set<string>();
  for (const file of files) {
    const name = backupOfFile(file.name);
    if (!name) continue;
    if (file.name.endsWith(ARCHIVE_SUFFIX)) archives.set(name, file.bytes);
    else manifests.add(name);
  }
  return [...archives]
    .filter(([name]) => manifests.has(name))
    .map(([name, bytes]) => ({ name, date: backupDate(name)!, bytes }))
    .sort((a, b) => b.date.getTime() - a.date.getTime());
}

/**
 * Deletes the backups the retention rule lets go (both files), and unfinished ones (an archive or
 * a manifest alone) over a day old. Returns the names removed.
 */
export async function pruneBackups(destination: BackupDestination, now: Date = new Date(), rule: RetentionRule = DEFAULT_RETENTION): Promise<string[]> {
  const finished = await listBackups(destination);
  const { remove } = applyRetention(finished, now, rule);
  const finishedNames = new Set(finished.map((b) => b.name));
  const unfinished = new Set<string>();
  for (const file of await destination.list()) {
    const name = backupOfFile(file.name);
    if (name && !finishedNames.has(name) && now.getTime() - backupDate(name)!.getTime() > 86_400_000) unfinished.add(name);
  }
  const removed = [...remove.map((b) => b.name), ...unfinished];
  for (const name of removed) {
    // The manifest first: what is left of a backup cut short is an unfinished one, removed next time.
    await destination.remove(`${name}${MANIFEST_SUFFIX}`);
    await destination.remove(`${name}${ARCHIVE_SUFFIX}`);
  }
  return removed;
}
