import { and, eq } from 'drizzle-orm';
import { success } from '../../../common/api/replies';
import { PRODUCT_CSV_MAX_BYTES, productCsvFileName } from '../../../common/catalog/csv-columns';
import type { ProductImportJob, ProductImportRefusal } from '../../../common/catalog/csv-contracts';
import { productCsvEndpoints } from '../../../common/catalog/csv-endpoints';
import { importJobs, type ImportJobRow } from '../../db/schema';
import { auditActor } from '../audit/record-audit';
import type { ApiApp, ApiDeps } from '../context';
import { ApiError, ConflictError, NotFoundError } from '../errors';
import { AlternateReply, serve, TextReply } from '../route-kit';
import { exportProductsCsv } from './csv-export-service';
import { applyProductImport, decodeCsv, ImportWriteError, planProductImport } from './csv-import-service';

const JOB_KIND = 'products_csv';
const INTERRUPTED = 'La importación se interrumpió (el servidor se reinició); no se guardó nada.';

/**
 * The products CSV: export, import (dry run or apply) and the import's progress.
 *
 * Progress: the import runs in one transaction after the request that starts it has answered. Its
 * job row is written before (running, total) and after (done or failed, with the counts). In
 * between, the instance running it keeps the progress in memory and answers its own progress
 * calls from there without touching the database (on PGlite the import's transaction holds the one
 * connection until it commits: a read there would wait for the whole import). On PostgreSQL it also
 * writes `processed` and a heartbeat to the job row through the pool, outside the import's
 * transaction, at most every HEARTBEAT_MS: another instance behind the same balancer shows the
 * progress from the row, and a row whose heartbeat stopped is an import whose process died.
 */
/** How often a running import writes its progress to its row (PostgreSQL). */
const HEARTBEAT_MS = 500;
/** A running import whose row has not been written for this long died with its process. */
export const IMPORT_HEARTBEAT_STALE_MS = 15_000;

export function registerProductCsvRoutes(app: ApiApp, deps: ApiDeps): void {
  const db = deps.database.db;
  const endpoint = productCsvEndpoints;
  const running = new Map<number, { processed: number; total: number; createdAt: Date }>();

  serve(app, deps, endpoint['GET /admin/products/export.csv'], async ({ query }) => new TextReply(await exportProductsCsv(db, query), productCsvFileName(deps.now())));

  serve(app, deps, endpoint['POST /admin/products/import'], async ({ query, files }, c) => {
    const file = files[0]!;
    if (file.data.length > PRODUCT_CSV_MAX_BYTES) {
      const message = `El archivo puede ocupar como máximo ${PRODUCT_CSV_MAX_BYTES / 1024 / 1024} MB.`;
      throw new ApiError(413, message, { file: [message] });
    }
    const plan = await planProductImport(db, decodeCsv(file.data));
    if (query.mode === 'dry_run') return success({ mode: 'dry_run' as const, report: plan.report, job: null });
    if (!plan.report.valid) {
      const bad = new Set(plan.report.errors.map((e) => e.line)).size;
      const message = `El archivo tiene errores en ${bad} ${bad === 1 ? 'fila' : 'filas'}: corrígelos y vuelve a revisarlo. No se ha importado nada.`;
      const refusal: ProductImportRefusal = { message, errors: { file: [message] }, report: plan.report };
      return new AlternateReply(422, refusal);
    }
    // One import at a time, whichever instance runs it (a row still beating is one running elsewhere).
    const others = running.size > 0 ? [] : await db.select().from(importJobs).where(and(eq(importJobs.kind, JOB_KIND), eq(importJobs.status, 'running')));
    if (running.size > 0 || others.some((row) => presentJob(row, null, deps.now()).status === 'running')) {
      throw new ConflictError('Ya hay una importación de productos en marcha: espera a que termine.');
    }

    const now = deps.now();
    const [job] = await db
      .insert(importJobs)
      .values({ kind: JOB_KIND, status: 'running', total: plan.writes.length, processed: 0, createdBy: c.get('auth').user.id, createdAt: now, heartbeatAt: now })
      .returning();
    const progress = { processed: 0, total: plan.writes.length, createdAt: now };
    running.set(job!.id, progress);
    const heartbeat = deps.database.kind === 'postgres' ? importHeartbeat(db, job!.id, deps) : null;
    const actor = auditActor(c, deps);
    // Not awaited: the page follows the progress with GET /admin/products/import/{jobId}.
    void (async () => {
      let finished: Partial<ImportJobRow>;
      try {
        const counts = await applyProductImport(db, plan, {
          actor,
          now,
          jobId: job!.id,
          fileName: file.name,
          onProgress: (n) => {
            progress.processed = n;
            heartbeat?.beat(n);
          },
        });
        finished = { status: 'done', processed: plan.writes.length, result: { ...counts, error: null } };
      } catch (err) {
        deps.logger.warn({ err, jobId: job!.id }, 'products CSV import failed');
        const message = err instanceof ImportWriteError ? err.message : 'Error interno al importar; no se guardó nada.';
        finished = { status: 'failed', processed: 0, result: { created: 0, updated: 0, unchanged: 0, error: message } };
      }
      await heartbeat?.stop();
      try {
        await db.update(importJobs).set({ ...finished, finishedAt: deps.now() }).where(eq(importJobs.id, job!.id));
      } catch (err) {
        deps.logger.error({ err, jobId: job!.id }, 'products CSV import: the job row could not be closed');
      } finally {
        running.delete(job!.id);
      }
    })();
    return success({ mode: 'apply' as const, report: plan.report, job: presentJob({ ...job!, status: 'running' }, progress, now) });
  });

  serve(app, deps, endpoint['GET /admin/products/import/{jobId}'], async ({ params }) => {
    const live = running.get(params.jobId);
    if (live) {
      return success({ id: params.jobId, status: 'running' as const, total: live.total, processed: live.processed, created: 0, updated: 0, unchanged: 0, error: null, created_at: live.createdAt.toISOString(), finished_at: null });
    }
    const [row] = await db.select().from(importJobs).where(and(eq(importJobs.id, params.jobId), eq(importJobs.kind, JOB_KIND)));
    if (!row) throw new NotFoundError('Importación no encontrada.');
    return success(presentJob(row, null, deps.now()));
  });
}

/**
 * Writes the progress to the job row through the pool (not the import's transaction), at most every
 * HEARTBEAT_MS and one write at a time; a failed write is only logged (the import goes on).
 */
function importHeartbeat(db: ApiDeps['database']['db'], jobId: number, deps: ApiDeps) {
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

export function presentJob(row: ImportJobRow, live: { processed: number; total: number } | null, now: Date = new Date()): ProductImportJob {
  const result = (row.result ?? {}) as { created?: number; updated?: number; unchanged?: number; error?: string | null };
  // A job left running that no process here runs, and whose row has not been written lately, was
  // cut short (a restart, a crash): its transaction never committed.
  const beating = row.heartbeatAt !== null && now.getTime() - row.heartbeatAt.getTime() < IMPORT_HEARTBEAT_STALE_MS;
  const interrupted = row.status === 'running' && !live && !beating;
  return {
    id: row.id,
    status: interrupted ? 'failed' : (row.status as ProductImportJob['status']),
    total: live?.total ?? row.total,
    processed: live?.processed ?? row.processed,
    created: result.created ?? 0,
    updated: result.updated ?? 0,
    unchanged: result.unchanged ?? 0,
    error: interrupted ? INTERRUPTED : (result.error ?? null),
    created_at: row.createdAt.toISOString(),
    finished_at: row.finishedAt?.toISOString() ?? null,
  };
}
