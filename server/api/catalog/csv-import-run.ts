import { eq } from 'drizzle-orm';
import type { ProductImportJob } from '../../../common/catalog/csv-contracts';
import type { Database, Db } from '../../db/client';
import { importJobs, type ImportJobRow } from '../../db/schema';
import type { Logger } from '../../logger';
import type { AuditActor } from '../audit/record-audit';
import { applyProductImport, ImportWriteError, planProductImport } from './csv-import-service';

/**
 * Runs a products CSV import recorded in `import_jobs` (issue 24): by the job queue's worker
 * ('import-products'), or in the web process when there is no queue. The file waits in the row
 * (`source`) until the import ends.
 *
 * Progress: the import runs in one transaction. The process running it keeps the progress in memory
 * (`liveImports`) and answers its own progress calls from there without touching the database (on
 * PGlite the import's transaction holds the one connection until it commits: a read there would
 * wait for the whole import). On PostgreSQL it also writes `processed` and a heartbeat to the row
 * through the pool, outside the import's transaction, at most every HEARTBEAT_MS: any instance shows
 * the progress from the row, and a running row whose heartbeat stopped is an import whose process
 * died (nothing of it was saved). Staff run such an import again from the queue's failed job, or
 * import the file again.
 */

export const IMPORT_JOB_KIND = 'products_csv';
const INTERRUPTED = 'La importación se interrumpió (el servidor se reinició); no se guardó nada.';
/** How often a running import writes its progress to its row (PostgreSQL). */
const HEARTBEAT_MS = 500;
/** A running import whose row has not been written for this long died with its process. */
export const IMPORT_HEARTBEAT_STALE_MS = 15_000;

export interface LiveImport {
  processed: number;
  total: number;
  createdAt: Date;
}

const live = new WeakMap<Database, Map<number, LiveImport>>();

/** The imports this process is running on `database`, by job id. */
export function liveImports(database: Database): Map<number, LiveImport> {
  let imports = live.get(database);
  if (!imports) live.set(database, (imports = new Map()));
  return imports;
}

export interface ImportRunDeps {
  database: Database;
  logger: Logger;
  now: () => Date;
}

/** Imports the row's file; a row already finished, or running in a live process, is left alone. */
export async function runProductImport(deps: ImportRunDeps, jobId: number): Promise<void> {
  const { database, logger } = deps;
  const db = database.db;
  const imports = liveImports(database);
  const [row] = await db.select().from(importJobs).where(eq(importJobs.id, jobId));
  if (!row || imports.has(jobId)) return;
  const state = presentJob(row, null, deps.now());
  if (row.status !== 'queued' && !(row.status === 'running' && state.status === 'failed')) return;

  const progress: LiveImport = { processed: 0, total: row.total, createdAt: row.createdAt };
  imports.set(jobId, progress);
  let finished: Partial<ImportJobRow>;
  let heartbeat: ReturnType<typeof importHeartbeat> | null = null;
  try {
    await db.update(importJobs).set({ status: 'running', processed: 0, heartbeatAt: deps.now() }).where(eq(importJobs.id, jobId));
    const plan = await planProductImport(db, row.source ?? '');
    if (!row.source || !plan.report.valid) {
      finished = failedWith('El catálogo cambió desde que se revisó el archivo: revísalo de nuevo. No se ha importado nada.');
    } else {
      heartbeat = database.kind === 'postgres' ? importHeartbeat(db, jobId, deps) : null;
      progress.total = plan.writes.length;
      const counts = await applyProductImport(db, plan, {
        actor: (row.actor as AuditActor | null) ?? { id: row.createdBy ?? 0, name: 'Importación', ipAddress: null },
        now: deps.now(),
        jobId,
        fileName: row.fileName ?? 'productos.csv',
        onProgress: (n) => {
          progress.processed = n;
          heartbeat?.beat(n);
        },
      });
      finished = { status: 'done', processed: plan.writes.length, total: plan.writes.length, result: { ...counts, error: null } };
    }
  } catch (err) {
    logger.warn({ err, jobId }, 'products CSV import failed');
    finished = failedWith(err instanceof ImportWriteError ? err.message : 'Error interno al importar; no se guardó nada.');
  }
  await heartbeat?.stop();
  try {
    await db.update(importJobs).set({ ...finished, source: null, finishedAt: deps.now() }).where(eq(importJobs.id, jobId));
  } catch (err) {
    logger.error({ err, jobId }, 'products CSV import: the job row could not be closed');
    throw err;
  } finally {
    imports.delete(jobId);
  }
}

function failedWith(message: string): Partial<ImportJobRow> {
  return { status: 'failed', processed: 0, result: { created: 0, updated: 0, unchanged: 0, error: message } };
}

/**
 * Writes the progress to the job row through the pool (not the import's transaction), at most every
 * HEARTBEAT_MS and one write at a time; a failed write is only logged (the import goes on).
 */
function importHeartbeat(db: Db, jobId: number, deps: ImportRunDeps) {
  let last = 0;
  let writing: Promise<unknown> = Promise.resolve();
  let pending = false;
  return {
    beat(processed: number) {
      const now = Date.now();
      if (pending || now - last < HEARTBEAT_MS) return;
      last = now;
      pending = true;
      writing = db
        .update(importJobs)
        .set({ processed, heartbeatAt: deps.now() })
        .where(eq(importJobs.id, jobId))
        .catch((err: unknown) => deps.logger.warn({ err, jobId }, 'products CSV import: progress not written'))
        .finally(() => (pending = false));
    },
    stop: () => writing,
  };
}

/** An import as staff read it: from this process's memory while it runs here, else from its row. */
export function presentJob(row: ImportJobRow, running: { processed: number; total: number } | null, now: Date = new Date()): ProductImportJob {
  const result = (row.result ?? {}) as { created?: number; updated?: number; unchanged?: number; error?: string | null };
  // A job left running that no process here runs, and whose row has not been written lately, was
  // cut short (a restart, a crash): its transaction never committed.
  const beating = row.heartbeatAt !== null && now.getTime() - row.heartbeatAt.getTime() < IMPORT_HEARTBEAT_STALE_MS;
  const interrupted = row.status === 'running' && !running && !beating;
  const status = row.status === 'queued' ? 'running' : interrupted ? 'failed' : (row.status as ProductImportJob['status']);
  return {
    id: row.id,
    status,
    total: running?.total ?? row.total,
    processed: running?.processed ?? row.processed,
    created: result.created ?? 0,
    updated: result.updated ?? 0,
    unchanged: result.unchanged ?? 0,
    error: interrupted ? INTERRUPTED : (result.error ?? null),
    created_at: row.createdAt.toISOString(),
    finished_at: row.finishedAt?.toISOString() ?? null,
  };
}
