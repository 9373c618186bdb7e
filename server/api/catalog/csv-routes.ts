import { and, eq, inArray } from 'drizzle-orm';
import { success } from '../../../common/api/replies';
import { PRODUCT_CSV_MAX_BYTES, productCsvFileName } from '../../../common/catalog/csv-columns';
import type { ProductImportRefusal } from '../../../common/catalog/csv-contracts';
import { productCsvEndpoints } from '../../../common/catalog/csv-endpoints';
import { importJobs } from '../../db/schema';
import { auditActor } from '../audit/record-audit';
import type { ApiApp, ApiDeps } from '../context';
import { ApiError, ConflictError, NotFoundError } from '../../errors';
import { AlternateReply, serve, TextReply } from '../route-kit';
import { exportProductsCsv } from './csv-export-service';
import { IMPORT_JOB_KIND, liveImports, presentJob, runProductImport } from './csv-import-run';
import { decodeCsv, planProductImport } from './csv-import-service';

/**
 * The products CSV: export, import (dry run or apply) and the import's progress. An applied import
 * is recorded with its file in `import_jobs` and run by the job queue's worker ('import-products'),
 * or here when the app has no queue (csv-import-run.ts: the run and how its progress is read).
 */
export function registerProductCsvRoutes(app: ApiApp, deps: ApiDeps): void {
  const db = deps.database.db;
  const endpoint = productCsvEndpoints;
  const running = liveImports(deps.database);

  serve(app, deps, endpoint['GET /admin/products/export.csv'], async ({ query }) => new TextReply(await exportProductsCsv(db, query), productCsvFileName(deps.now())));

  serve(app, deps, endpoint['POST /admin/products/import'], async ({ query, files }, c) => {
    const file = files[0]!;
    if (file.data.length > PRODUCT_CSV_MAX_BYTES) {
      const message = `El archivo puede ocupar como máximo ${PRODUCT_CSV_MAX_BYTES / 1024 / 1024} MB.`;
      throw new ApiError(413, message, { file: [message] });
    }
    const text = decodeCsv(file.data);
    const plan = await planProductImport(db, text);
    if (query.mode === 'dry_run') return success({ mode: 'dry_run' as const, report: plan.report, job: null });
    if (!plan.report.valid) {
      const bad = new Set(plan.report.errors.map((e) => e.line)).size;
      const message = `El archivo tiene errores en ${bad} ${bad === 1 ? 'fila' : 'filas'}: corrígelos y vuelve a revisarlo. No se ha importado nada.`;
      const refusal: ProductImportRefusal = { message, errors: { file: [message] }, report: plan.report };
      return new AlternateReply(422, refusal);
    }
    // One import at a time, whichever instance or worker runs it (a queued row, or one still beating).
    const open = running.size > 0 ? [] : await db.select().from(importJobs).where(and(eq(importJobs.kind, IMPORT_JOB_KIND), inArray(importJobs.status, ['queued', 'running'])));
    if (running.size > 0 || open.some((row) => presentJob(row, null, deps.now()).status === 'running')) {
      throw new ConflictError('Ya hay una importación de productos en marcha: espera a que termine.');
    }

    const now = deps.now();
    const [job] = await db
      .insert(importJobs)
      .values({
        kind: IMPORT_JOB_KIND,
        status: 'queued',
        total: plan.writes.length,
        processed: 0,
        createdBy: c.get('auth').user.id,
        createdAt: now,
        heartbeatAt: now,
        source: text,
        fileName: file.name.slice(0, 255),
        actor: auditActor(c, deps),
      })
      .returning();
    if (deps.jobs) {
      await deps.jobs.send('import-products', { data: { jobId: job!.id } });
    } else {
      // No queue (the API's own tests): run here; the page follows the progress with GET …/import/{jobId}.
      void runProductImport(deps, job!.id).catch(() => undefined);
    }
    return success({ mode: 'apply' as const, report: plan.report, job: presentJob(job!, { processed: 0, total: plan.writes.length }, now) });
  });

  serve(app, deps, endpoint['GET /admin/products/import/{jobId}'], async ({ params }) => {
    const here = running.get(params.jobId);
    if (here) {
      return success({ id: params.jobId, status: 'running' as const, total: here.total, processed: here.processed, created: 0, updated: 0, unchanged: 0, error: null, created_at: here.createdAt.toISOString(), finished_at: null });
    }
    const [row] = await db.select().from(importJobs).where(and(eq(importJobs.id, params.jobId), eq(importJobs.kind, IMPORT_JOB_KIND)));
    if (!row) throw new NotFoundError('Importación no encontrada.');
    return success(presentJob(row, null, deps.now()));
  });
}
