import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { MIGRATIONS_FOLDER } from '../db/migrate';

// The manifest written beside each backup's archive: what it holds, to check a restore against.
// It names tables, counts, sizes and stored files' keys — never an address, a user name, a password
// or any other value of the environment.

export const MANIFEST_FORMAT = 1;

export const BackupManifest = z.object({
  format: z.literal(MANIFEST_FORMAT),
  name: z.string(),
  created_at: z.iso.datetime(),
  app_version: z.string(),
  database: z.object({
    kind: z.enum(['pglite', 'postgres']),
    /** PostgreSQL's version (server_version), e.g. '17.5' or '15.20 (Debian …)'. */
    server_version: z.string(),
    /** The migrations applied: how many and the last one's name (server/db/migrations). */
    migrations: z.object({ applied: z.int().min(0), last: z.string().nullable() }),
    /** Rows in each table of the store's schema when the backup was taken (the same snapshot). */
    tables: z.record(z.string(), z.int().min(0)),
  }),
  archive: z.object({
    file: z.string(),
    /** 'pglite-datadir-tgz' (PGlite's data directory, gzip tarball) or 'pg-dump-custom' (pg_dump -Fc). */
    format: z.enum(['pglite-datadir-tgz', 'pg-dump-custom']),
    bytes: z.int().min(0),
    sha256: z.string().regex(/^[0-9a-f]{64}$/),
  }),
  /** The stored files (pictures, PDFs, exports) as they were: the files themselves stay in the storage. */
  files: z.object({
    storage: z.enum(['local', 's3']),
    count: z.int().min(0),
    bytes: z.int().min(0),
    entries: z.array(z.object({ key: z.string(), size: z.int().min(0), sha256: z.string().optional(), etag: z.string().optional() })),
  }),
});
export type BackupManifest = z.infer<typeof BackupManifest>;

export type RunQuery = (text: string) => Promise<Record<string, unknown>[]>;

const identifier = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** Rows in every table of the store's schema (public), by table name. */
export async function tableRowCounts(query: RunQuery): Promise<Record<string, number>> {
  const tables = await query(
    `select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const counts: Record<string, number> = {};
  for (const { name } of tables) {
    const [row] = await query(`select count(*)::int as rows from public.${identifier(String(name))}`);
    counts[String(name)] = Number(row?.rows ?? 0);
  }
  return counts;
}

interface JournalEntry {
  when: number;
  tag: string;
}

function journal(): JournalEntry[] {
  const file = path.join(MIGRATIONS_FOLDER, 'meta', '_journal.json');
  return (JSON.parse(fs.readFileSync(file, 'utf8')) as { entries: JournalEntry[] }).entries;
}

/** The migrations a database has applied: how many, and the name of the last (0028_campaigns). */
export async function migrationLevel(query: RunQuery): Promise<{ applied: number; last: string | null }> {
  const [exists] = await query(`select to_regclass('drizzle.__drizzle_migrations') is not null as present`);
  if (!exists?.present) return { applied: 0, last: null };
  const [row] = await query(`select count(*)::int as applied, max(created_at)::text as last from drizzle.__drizzle_migrations`);
  const applied = Number(row?.applied ?? 0);
  const lastWhen = row?.last == null ? null : Number(row.last);
  const last = lastWhen === null ? null : (journal().find((entry) => entry.when === lastWhen)?.tag ?? `migración de ${new Date(lastWhen).toISOString()}`);
  return { applied, last };
}

/** The migrations this version of the store has (the level a restore migrates to). */
export function currentMigrationLevel(): { applied: number; last: string | null } {
  const entries = journal();
  return { applied: entries.length, last: entries.at(-1)?.tag ?? null };
}
