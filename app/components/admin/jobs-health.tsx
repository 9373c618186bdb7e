import { AlertTriangle, CircleCheckBig, Info, LoaderCircle, RotateCcw, ServerCog, TriangleAlert } from 'lucide-react';
import clsx from 'clsx';
import { useId, useState } from 'react';
import { useRevalidator } from 'react-router';
import type { FailedJob, JobQueueHealth, JobsOverview } from '@common/jobs/contracts';
import { api } from '~/lib/api/browser-client';
import { ApiRequestError, apiErrorMessage } from '~/lib/api/errors';
import { useAuth } from '~/lib/auth';
import { toast } from '~/lib/toast';
import { canAccess } from './admin-navigation';
import { formatCount } from './dashboard-format';

/** A queue whose oldest due job has waited longer than this is stuck (no worker, or one too slow). */
export const JOB_STALE_AFTER_MS = 5 * 60 * 1000;

const relative = new Intl.RelativeTimeFormat('es-ES', { numeric: 'auto', style: 'short' });
const dateTime = new Intl.DateTimeFormat('es-ES', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/Madrid' });
const longDateTime = new Intl.DateTimeFormat('es-ES', { dateStyle: 'full', timeStyle: 'medium', timeZone: 'Europe/Madrid' });

/** 'hace 3 min', 'hace 2 h', 'ayer'… for the last week, the date and time before; null for an unreadable date. */
export function formatAgo(iso: string, now: Date): string | null {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  const seconds = Math.round((now.getTime() - date.getTime()) / 1000);
  if (seconds < 45) return 'ahora mismo';
  if (seconds < 45 * 60) return relative.format(-Math.max(1, Math.round(seconds / 60)), 'minute');
  if (seconds < 22 * 3600) return relative.format(-Math.round(seconds / 3600), 'hour');
  if (seconds < 7 * 86400) return relative.format(-Math.round(seconds / 86400), 'day');
  return dateTime.format(date);
}

/** Whether the queue's oldest due job has waited past JOB_STALE_AFTER_MS. */
function isStale(queue: JobQueueHealth, now: Date): boolean {
  if (!queue.oldest_waiting_at) return false;
  const since = new Date(queue.oldest_waiting_at).getTime();
  return !Number.isNaN(since) && now.getTime() - since > JOB_STALE_AFTER_MS;
}

/** Below md the table scrolls under its first column: a line marks that column's edge. */
const STICKY_EDGE = 'max-md:shadow-[inset_-1px_0_0_var(--color-line)]';

const jobs = (n: number) => `${formatCount(n)} ${n === 1 ? 'trabajo' : 'trabajos'}`;

/**
 * The dashboard's 'Trabajos en segundo plano' from GET /api/admin/jobs: per queue, how many jobs
 * wait, run and failed, since when the oldest due one waits and when one last finished; 'Todo al
 * día' or what needs attention (failures, a wait past 5 minutes); the note when this instance runs
 * no jobs (RUN_JOBS=false); and the latest failed jobs, each with 'Reintentar' for staff with
 * settings.manage. `null` when the overview could not be loaded.
 */
export function JobsHealth({ overview, now = new Date() }: { overview: JobsOverview | null; now?: Date }) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="card flex flex-col p-5 sm:p-6">
      <h2 id={titleId} className="flex items-center gap-2 font-display text-xl font-semibold text-fg">
        <ServerCog aria-hidden="true" className="size-5 text-primary" />
        Trabajos en segundo plano
      </h2>
      {overview === null ? (
        <p role="alert" className="mt-4 flex items-center gap-2 text-sm text-muted">
          <AlertTriangle aria-hidden="true" className="size-4 shrink-0 text-danger" />
          No se pudo cargar el estado de los trabajos. Pulsa «Actualizar» para intentarlo de nuevo.
        </p>
      ) : (
        <JobsOverviewBody overview={overview} now={now} />
      )}
    </section>
  );
}

function JobsOverviewBody({ overview, now }: { overview: JobsOverview; now: Date }) {
  const tableCaptionId = useId();
  const failedTotal = overview.queues.reduce((sum, queue) => sum + queue.failed, 0);
  const stale = overview.queues.filter((queue) => isStale(queue, now));
  const healthy = failedTotal === 0 && overview.failed.length === 0 && stale.length === 0;
  return (
    <>
      <p className="mt-1 text-xs text-muted">Emails, pagos caducados, reembolsos, facturas, registros VERI*FACTU, importaciones CSV y tamaños de fotos: lo que la tienda hace fuera de cada petición.</p>
      <div className="mt-4 flex flex-col gap-3">
        {healthy ? (
          <p className="flex items-start gap-3 rounded-xl border border-success/40 bg-success/10 p-4 text-sm text-fg">
            <CircleCheckBig aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-success" />
            <span>
              <strong className="font-semibold">Todo al día.</strong> Ningún trabajo ha fallado y ninguno espera más de 5 minutos.
            </span>
          </p>
        ) : (
          <div className="flex items-start gap-3 rounded-xl border-2 border-warning/60 bg-warning/10 p-4 text-sm text-fg">
            <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-fg" />
            <div>
              <p className="font-semibold">Atención: hay trabajos que no avanzan.</p>
              <ul className="mt-1 flex list-disc flex-col gap-0.5 pl-4">
                {failedTotal > 0 && (
                  <li>
                    {jobs(failedTotal)} {failedTotal === 1 ? 'falló en todos sus intentos' : 'fallaron en todos sus intentos'}.
                  </li>
                )}
                {stale.map((queue) => (
                  <li key={queue.name}>
                    «{queue.label}»: el más antiguo espera desde {formatAgo(queue.oldest_waiting_at!, now)}, más de 5 minutos.
                  </li>
                ))}
              </ul>
            </div>
          </div>
        )}
        {!overview.workers && (
          <p role="note" className="flex items-start gap-3 rounded-xl border border-info/40 bg-info/10 p-4 text-sm text-fg">
            <Info aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-info" />
            <span>Esta instancia no ejecuta trabajos (RUN_JOBS=false): los ejecuta el proceso worker (npm run worker).</span>
          </p>
        )}
      </div>
      {overview.queues.length > 0 && (
        // On a phone the table scrolls sideways under its sticky first column; the region can take the focus to scroll with the keyboard.
        <div role="region" aria-labelledby={tableCaptionId} tabIndex={0} className="mt-5 overflow-x-auto rounded-xl border border-line">
          <table className="w-full min-w-[42rem] text-left text-sm">
            <caption id={tableCaptionId} className="sr-only">
              Estado de cada cola de trabajos
            </caption>
            <thead className="border-b border-line bg-surface-muted text-xs font-semibold tracking-wide text-muted uppercase">
              <tr>
                <th scope="col" className={clsx(STICKY_EDGE, 'sticky left-0 bg-surface-muted px-3 py-2.5')}>
                  Trabajo
                </th>
                <th scope="col" className="px-3 py-2.5 text-right whitespace-nowrap">
                  En cola
                </th>
                <th scope="col" className="px-3 py-2.5 text-right whitespace-nowrap">
                  En curso
                </th>
                <th scope="col" className="px-3 py-2.5 text-right whitespace-nowrap">
                  Fallidos
                </th>
                <th scope="col" className="px-3 py-2.5 whitespace-nowrap">
                  Espera más antigua
                </th>
                <th scope="col" className="px-3 py-2.5 whitespace-nowrap">
                  Último completado
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-line">
              {overview.queues.map((queue) => (
                <QueueRow key={queue.name} queue={queue} stale={isStale(queue, now)} now={now} />
              ))}
            </tbody>
          </table>
        </div>
      )}
      {overview.failed.length > 0 && <FailedJobs failed={overview.failed} now={now} />}
    </>
  );
}

function Moment({ iso, now, prefix = '' }: { iso: string | null; now: Date; prefix?: string }) {
  const ago = iso ? formatAgo(iso, now) : null;
  if (!iso || !ago) {
    return (
      <>
        <span aria-hidden="true">—</span>
        <span className="sr-only">ninguno</span>
      </>
    );
  }
  return (
    <time dateTime={iso} title={longDateTime.format(new Date(iso))}>
      {prefix}
      {ago}
    </time>
  );
}

function QueueRow({ queue, stale, now }: { queue: JobQueueHealth; stale: boolean; now: Date }) {
  return (
    <tr className="align-top">
      <th scope="row" className={clsx(STICKY_EDGE, 'sticky left-0 max-w-44 bg-surface px-3 py-2.5 font-medium text-fg sm:max-w-56')}>
        <span className="block">{queue.label}</span>
        {queue.failed > 0 && <ProblemTag>Con fallos</ProblemTag>}
        {stale && <ProblemTag>Atascada</ProblemTag>}
      </th>
      <td className="px-3 py-2.5 text-right text-fg tabular-nums">{formatCount(queue.waiting)}</td>
      <td className="px-3 py-2.5 text-right text-fg tabular-nums">{formatCount(queue.active)}</td>
      <td className={clsx('px-3 py-2.5 text-right tabular-nums', queue.failed > 0 ? 'font-semibold text-danger' : 'text-fg')}>{formatCount(queue.failed)}</td>
      <td className={clsx('px-3 py-2.5 whitespace-nowrap', stale ? 'font-semibold text-fg' : 'text-muted')}>
        <Moment iso={queue.oldest_waiting_at} now={now} prefix="desde " />
      </td>
      <td className="px-3 py-2.5 whitespace-nowrap text-muted">
        <Moment iso={queue.last_completed_at} now={now} />
      </td>
    </tr>
  );
}

function ProblemTag({ children }: { children: string }) {
  return (
    <span className="mt-1 mr-1 inline-flex items-center gap-1 rounded-full bg-warning/15 px-2 py-0.5 text-xs font-semibold whitespace-nowrap text-fg ring-1 ring-warning/50 ring-inset">
      <TriangleAlert aria-hidden="true" className="size-3" />
      {children}
    </span>
  );
}

/** The latest failed jobs; 'Reintentar' puts one back in the queue (staff with settings.manage). */
function FailedJobs({ failed, now }: { failed: FailedJob[]; now: Date }) {
  const headingId = useId();
  const { user } = useAuth();
  const mayRetry = canAccess(user, 'settings.manage');
  const revalidator = useRevalidator();
  const [sending, setSending] = useState<ReadonlySet<string>>(() => new Set());

  const mark = (id: string, on: boolean) =>
    setSending((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  async function retry(job: FailedJob) {
    mark(job.id, true);
    try {
      await api('POST /admin/jobs/{name}/{id}/retry', { params: { name: job.name, id: job.id } });
      toast({ type: 'success', message: `«${job.label}» vuelve a la cola: se intentará de nuevo enseguida.` });
      await revalidator.revalidate();
    } catch (error) {
      if (error instanceof ApiRequestError && error.status === 404) {
        toast({ type: 'info', message: 'Ese trabajo ya no está en fallo.' });
        await revalidator.revalidate();
      } else {
        toast({ type: 'error', message: apiErrorMessage(error, 'No se pudo reintentar el trabajo. Inténtalo de nuevo.') });
      }
    } finally {
      mark(job.id, false);
    }
  }

  return (
    <div className="mt-6">
      <h3 id={headingId} className="text-sm font-semibold text-fg">
        Trabajos fallidos
      </h3>
      <p className="mt-0.5 text-xs text-muted">
        Los más recientes; agotaron sus reintentos.
        {mayRetry ? ' Resuelve la causa y pulsa «Reintentar».' : ' Solo quien puede cambiar la configuración de la tienda puede reintentarlos.'}
      </p>
      <ul aria-labelledby={headingId} className="mt-3 flex flex-col divide-y divide-line rounded-xl border border-line">
        {failed.map((job) => {
          const isSending = sending.has(job.id);
          return (
            <li key={job.id} className="flex flex-col gap-3 p-4 sm:flex-row sm:items-start">
              <div className="min-w-0 flex-1">
                <p className="font-medium text-fg">{job.label}</p>
                <p className="mt-0.5 text-xs text-muted">
                  {job.attempts === 1 ? '1 intento' : `${formatCount(job.attempts)} intentos`} ·{' '}
                  {job.failed_at ? (
                    <>
                      falló <Moment iso={job.failed_at} now={now} />
                    </>
                  ) : (
                    <>
                      creado <Moment iso={job.created_at} now={now} />
                    </>
                  )}
                </p>
                <div className="mt-2 rounded-md bg-surface-muted px-2.5 py-1.5">
                  <p className="line-clamp-3 font-mono text-xs break-words whitespace-pre-wrap text-fg" title={job.error}>
                    {job.error || 'Sin mensaje de error.'}
                  </p>
                </div>
              </div>
              {mayRetry && (
                <button type="button" onClick={() => void retry(job)} disabled={isSending} className="btn-secondary shrink-0 self-start">
                  {isSending ? (
                    <LoaderCircle aria-hidden="true" className="size-4 animate-spin motion-reduce:animate-none" />
                  ) : (
                    <RotateCcw aria-hidden="true" className="size-4" />
                  )}
                  Reintentar<span className="sr-only"> «{job.label}»</span>
                </button>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
