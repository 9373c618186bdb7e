import { useEffect, useId, useRef, useState, type DragEvent } from 'react';
import clsx from 'clsx';
import { AlertTriangle, ArrowLeft, CheckCircle2, Download, FileSpreadsheet, Loader2, Upload } from 'lucide-react';
import { Link } from 'react-router';
import { PRODUCT_CSV_COLUMN_HELP, PRODUCT_CSV_COLUMNS, PRODUCT_CSV_MAX_BYTES, PRODUCT_CSV_MAX_ROWS, PRODUCT_CSV_TEMPLATE } from '@common/catalog/csv-columns';
import type { ProductImportJob, ProductImportReport } from '@common/catalog/csv-contracts';
import { api } from '~/lib/api/browser-client';
import { ApiRequestError, apiErrorMessage } from '~/lib/api/errors';
import { toast } from '~/lib/toast';
import { AdminPageHeader } from '../admin-page-header';
import { saveFile } from '~/lib/save-file';

const MAX_MB = PRODUCT_CSV_MAX_BYTES / 1024 / 1024;
/** A dry run or an import of thousands of rows takes longer than an ordinary call. */
const IMPORT_TIMEOUT_MS = 120_000;
const POLL_MS = 400;
/** Products listed under the report; the counts cover the rest. */
const ITEMS_SHOWN = 100;

const ACTION_LABELS = { create: 'Se crea', update: 'Se actualiza', unchanged: 'Sin cambios' } as const;

type Stage =
  | { name: 'idle' }
  | { name: 'checking'; file: File }
  | { name: 'checked'; file: File; report: ProductImportReport }
  | { name: 'refused'; file: File | null; message: string }
  | { name: 'importing'; file: File; report: ProductImportReport; job: ProductImportJob }
  | { name: 'finished'; file: File; report: ProductImportReport; job: ProductImportJob };

const reportOf = (error: unknown): ProductImportReport | null => {
  const report = error instanceof ApiRequestError ? (error.body as { report?: ProductImportReport } | null)?.report : undefined;
  return report ?? null;
};

/** The import screen: the format and its template, a file, its dry run, then the import with its progress. */
export function CsvImportPanel() {
  const [stage, setStage] = useState<Stage>({ name: 'idle' });
  const [dragging, setDragging] = useState(false);
  const inputId = useId();
  const helpId = useId();
  const current = useRef(0);

  async function check(file: File) {
    const run = ++current.current;
    if (file.size > PRODUCT_CSV_MAX_BYTES) {
      setStage({ name: 'refused', file, message: `El archivo ocupa más de ${MAX_MB} MB: divídelo en varios archivos.` });
      return;
    }
    setStage({ name: 'checking', file });
    const form = new FormData();
    form.set('file', file);
    try {
      const reply = await api('POST /admin/products/import', { form, query: { mode: 'dry_run' } }, { timeoutMs: IMPORT_TIMEOUT_MS });
      if (run === current.current) setStage({ name: 'checked', file, report: reply.data.report });
    } catch (error) {
      if (run === current.current) setStage({ name: 'refused', file, message: apiErrorMessage(error, 'No se pudo revisar el archivo. Inténtalo de nuevo.') });
    }
  }

  async function startImport(file: File) {
    const form = new FormData();
    form.set('file', file);
    try {
      const reply = await api('POST /admin/products/import', { form, query: { mode: 'apply' } }, { timeoutMs: IMPORT_TIMEOUT_MS });
      setStage({ name: 'importing', file, report: reply.data.report, job: reply.data.job! });
    } catch (error) {
      const refused = reportOf(error);
      if (refused) setStage({ name: 'checked', file, report: refused });
      else toast({ type: 'error', message: apiErrorMessage(error, 'No se pudo empezar la importación. Inténtalo de nuevo.') });
    }
  }

  // The progress of a running import, until it is done or failed.
  const jobId = stage.name === 'importing' ? stage.job.id : null;
  useEffect(() => {
    if (jobId === null) return;
    let stopped = false;
    const timer = setInterval(async () => {
      try {
        const { data: job } = await api('GET /admin/products/import/{jobId}', { params: { jobId } });
        if (stopped) return;
        setStage((now) => {
          if (now.name !== 'importing' || now.job.id !== job.id) return now;
          if (job.status === 'running') return { ...now, job };
          return { name: 'finished', file: now.file, report: now.report, job };
        });
        if (job.status === 'done') toast({ type: 'success', message: `Importación completada: ${job.created} creados, ${job.updated} actualizados.` });
        if (job.status === 'failed') toast({ type: 'error', message: 'La importación falló: no se guardó nada.' });
      } catch {
        // A missed poll is retried at the next tick.
      }
    }, POLL_MS);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [jobId]);

  function choose(files: FileList | null) {
    const file = files?.[0];
    if (file) void check(file);
  }

  function onDrop(event: DragEvent) {
    event.preventDefault();
    setDragging(false);
    choose(event.dataTransfer.files);
  }

  const file = stage.name === 'idle' ? null : stage.file;
  const report = stage.name === 'checked' || stage.name === 'importing' || stage.name === 'finished' ? stage.report : null;
  const busy = stage.name === 'checking' || stage.name === 'importing';
  const writes = report ? report.to_create + report.to_update : 0;

  return (
    <div className="flex flex-col gap-6">
      <AdminPageHeader
        eyebrow="Catálogo"
        title="Importar productos"
        description="Crea o actualiza productos y sus variantes desde un CSV. Primero se revisa el archivo entero; solo se importa si no tiene errores, y entonces todo o nada."
        actions={
          <Link to="/admin/products" className="btn-secondary">
            <ArrowLeft aria-hidden="true" className="size-4" />
            Volver a productos
          </Link>
        }
      />

      <section aria-labelledby={`${helpId}-format`} className="card flex flex-col gap-4 p-5">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
          <div>
            <h2 id={`${helpId}-format`} className="text-lg font-semibold text-fg">
              Formato del archivo
            </h2>
            <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-muted">
              <li>Una fila por variante: las columnas del producto se repiten igual en cada una. Un producto sin variantes es una fila con las columnas de variante vacías.</li>
              <li>El SKU decide: si el producto ya existe se actualiza (sus variantes por variant_sku), si no se crea.</li>
              <li>Separado por punto y coma (como lo guarda Excel en español) o por comas; UTF-8. Precios en euros con coma o punto: 29,95.</li>
              <li>
                Como máximo {MAX_MB} MB y {PRODUCT_CSV_MAX_ROWS.toLocaleString('es-ES')} filas. La forma más fácil: exporta la lista, cámbiala y vuelve a importarla.
              </li>
            </ul>
          </div>
          <button type="button" className="btn-secondary shrink-0" onClick={() => saveFile(new Blob([PRODUCT_CSV_TEMPLATE], { type: 'text/csv;charset=utf-8' }), 'plantilla-productos.csv')}>
            <Download aria-hidden="true" className="size-4" />
            Descargar plantilla
          </button>
        </div>
        <details className="rounded-lg border border-line p-3 text-sm">
          <summary className="cursor-pointer font-medium text-fg">Las {PRODUCT_CSV_COLUMNS.length} columnas</summary>
          <dl className="mt-3 grid gap-x-4 gap-y-1.5 sm:grid-cols-[max-content_1fr]">
            {PRODUCT_CSV_COLUMNS.map((column) => (
              <div key={column} className="contents">
                <dt className="font-mono text-fg">{column}</dt>
                <dd className="text-muted">{PRODUCT_CSV_COLUMN_HELP[column]}</dd>
              </div>
            ))}
          </dl>
        </details>
      </section>

      <section aria-labelledby={`${helpId}-file`} className="card flex flex-col gap-4 p-5">
        <h2 id={`${helpId}-file`} className="text-lg font-semibold text-fg">
          Archivo
        </h2>
        <div
          onDragOver={(event) => {
            event.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={onDrop}
          className={clsx(
            'flex flex-col items-center gap-3 rounded-xl border-2 border-dashed p-6 text-center transition-colors',
            dragging ? 'border-primary bg-primary/5' : 'border-line',
          )}
        >
          <FileSpreadsheet aria-hidden="true" className="size-8 text-muted" />
          <p className="text-sm text-muted">Arrastra aquí el archivo CSV o</p>
          <label htmlFor={inputId} className={clsx('btn-primary cursor-pointer', busy && 'pointer-events-none opacity-60')}>
            <Upload aria-hidden="true" className="size-4" />
            Elegir archivo CSV
          </label>
          <input
            id={inputId}
            type="file"
            accept=".csv,text/csv"
            className="sr-only"
            disabled={busy}
            onChange={(event) => {
              choose(event.target.files);
              event.target.value = '';
            }}
          />
          {file && (
            <p className="text-sm text-fg">
              <span className="font-medium">{file.name}</span> <span className="text-muted">({Math.max(1, Math.round(file.size / 1024)).toLocaleString('es-ES')} KB)</span>
            </p>
          )}
        </div>

        <div aria-live="polite" className="flex flex-col gap-4">
          {stage.name === 'checking' && (
            <p className="flex items-center gap-2 text-sm text-muted">
              <Loader2 aria-hidden="true" className="size-4 animate-spin" />
              Revisando el archivo…
            </p>
          )}
          {stage.name === 'refused' && (
            <p role="alert" className="flex items-start gap-2 rounded-lg border border-danger/40 bg-danger/10 p-3 text-sm text-fg">
              <AlertTriangle aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-danger" />
              {stage.message}
            </p>
          )}
          {report && <ImportReport report={report} />}
        </div>

        {stage.name === 'checked' && (
          <div className="flex flex-wrap items-center gap-3">
            <button type="button" className="btn-primary" disabled={!report?.valid || writes === 0} onClick={() => void startImport(stage.file)}>
              Importar {writes > 0 ? `${writes} ${writes === 1 ? 'producto' : 'productos'}` : ''}
            </button>
            <p className="text-sm text-muted">
              {!report?.valid ? 'Corrige los errores del archivo y vuelve a elegirlo.' : writes === 0 ? 'No hay nada que cambiar: todos los productos están igual.' : 'Se guarda todo o nada.'}
            </p>
          </div>
        )}

        {(stage.name === 'importing' || stage.name === 'finished') && <ImportProgress job={stage.job} />}
      </section>
    </div>
  );
}

function Count({ label, value, tone }: { label: string; value: number; tone?: 'danger' }) {
  return (
    <div className="rounded-lg border border-line p-3">
      <dt className="text-xs font-medium tracking-wide text-muted uppercase">{label}</dt>
      <dd className={clsx('mt-1 text-2xl font-semibold tabular-nums', tone === 'danger' && value > 0 ? 'text-danger' : 'text-fg')}>{value.toLocaleString('es-ES')}</dd>
    </div>
  );
}

/** The dry run's counts, every error by row and column, and what happens to each product. */
function ImportReport({ report }: { report: ProductImportReport }) {
  const badRows = new Set(report.errors.map((e) => e.line)).size;
  return (
    <div className="flex flex-col gap-4">
      {report.valid ? (
        <p className="flex items-center gap-2 text-sm font-medium text-fg">
          <CheckCircle2 aria-hidden="true" className="size-5 text-success" />
          El archivo no tiene errores.
        </p>
      ) : (
        <p role="alert" className="flex items-center gap-2 text-sm font-medium text-fg">
          <AlertTriangle aria-hidden="true" className="size-5 text-danger" />
          {report.errors.length === 1 ? 'Hay 1 error' : `Hay ${report.errors.length} errores`} en {badRows === 1 ? '1 fila' : `${badRows} filas`}: no se importará nada hasta corregirlos.
        </p>
      )}
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-5">
        <Count label="Filas" value={report.rows} />
        <Count label="A crear" value={report.to_create} />
        <Count label="A actualizar" value={report.to_update} />
        <Count label="Sin cambios" value={report.unchanged} />
        <Count label="Errores" value={report.errors.length} tone="danger" />
      </dl>
      {report.errors.length > 0 && (
        <div className="overflow-x-auto rounded-lg border border-line">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Errores del archivo por fila</caption>
            <thead className="bg-surface-muted text-xs text-muted uppercase">
              <tr>
                <th scope="col" className="px-3 py-2">Fila</th>
                <th scope="col" className="px-3 py-2">Columna</th>
                <th scope="col" className="px-3 py-2">Error</th>
              </tr>
            </thead>
            <tbody>
              {report.errors.map((error, i) => (
                <tr key={i} className="border-t border-line">
                  <td className="px-3 py-2 tabular-nums">{error.line}</td>
                  <td className="px-3 py-2 font-mono">{error.column ?? '—'}</td>
                  <td className="px-3 py-2 text-fg">{error.message}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {report.valid && report.items.length > 0 && (
        <details className="rounded-lg border border-line p-3 text-sm">
          <summary className="cursor-pointer font-medium text-fg">Qué se hará con cada producto</summary>
          <table className="mt-3 w-full text-left">
            <caption className="sr-only">Productos del archivo</caption>
            <thead className="text-xs text-muted uppercase">
              <tr>
                <th scope="col" className="py-1 pr-3">Fila</th>
                <th scope="col" className="py-1 pr-3">SKU</th>
                <th scope="col" className="py-1 pr-3">Producto</th>
                <th scope="col" className="py-1">Acción</th>
              </tr>
            </thead>
            <tbody>
              {report.items.slice(0, ITEMS_SHOWN).map((item) => (
                <tr key={item.sku} className="border-t border-line">
                  <td className="py-1 pr-3 tabular-nums">{item.line}</td>
                  <td className="py-1 pr-3 font-mono">{item.sku}</td>
                  <td className="py-1 pr-3">{item.name ?? '—'}</td>
                  <td className="py-1">{ACTION_LABELS[item.action]}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {report.items.length > ITEMS_SHOWN && <p className="mt-2 text-muted">Y {report.items.length - ITEMS_SHOWN} productos más.</p>}
        </details>
      )}
    </div>
  );
}

/** The import's progress bar, then its result. */
function ImportProgress({ job }: { job: ProductImportJob }) {
  const percent = job.total > 0 ? Math.round((job.processed / job.total) * 100) : job.status === 'done' ? 100 : 0;
  if (job.status === 'done') {
    return (
      <div role="status" className="flex flex-col gap-3 rounded-lg border border-success/40 bg-success/10 p-4 text-sm text-fg sm:flex-row sm:items-center sm:justify-between">
        <p className="flex items-center gap-2 font-medium">
          <CheckCircle2 aria-hidden="true" className="size-5 shrink-0 text-success" />
          Importación completada: {job.created} {job.created === 1 ? 'producto creado' : 'productos creados'}, {job.updated} {job.updated === 1 ? 'actualizado' : 'actualizados'} y {job.unchanged} sin cambios.
        </p>
        <Link to="/admin/products" className="btn-primary">
          Ver la lista de productos
        </Link>
      </div>
    );
  }
  if (job.status === 'failed') {
    return (
      <p role="alert" className="flex items-start gap-2 rounded-lg border border-danger/40 bg-danger/10 p-4 text-sm text-fg">
        <AlertTriangle aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-danger" />
        La importación falló y no se guardó nada. {job.error}
      </p>
    );
  }
  return (
    <div className="flex flex-col gap-2">
      <p className="flex items-center justify-between text-sm text-fg">
        <span>Importando…</span>
        <span className="tabular-nums text-muted">
          {job.processed} de {job.total}
        </span>
      </p>
      <div role="progressbar" aria-label="Progreso de la importación" aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent} aria-valuetext={`${job.processed} de ${job.total} productos`} className="h-2.5 overflow-hidden rounded-full bg-line">
        <div className="h-full rounded-full bg-primary transition-[width]" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
