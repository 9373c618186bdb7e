import PgBoss from 'pg-boss';
import { JOB_LABELS, JOB_NAMES, type FailedJob, type JobName, type JobQueueHealth } from '../../common/jobs/contracts';
import type { Database } from '../db/client';
import type { Logger } from '../logger';
import { reportServerError } from '../telemetry/error-reports';
import { inSpan } from '../telemetry/tracing';
import { countJobFailure } from '../observability/metrics';

/**
 * The durable job queue (issue 24): pg-boss on the store's own database (PGlite or PostgreSQL, its
 * tables in the `pgboss` schema, created by pg-boss under its own lock), so a job survives a restart
 * and any instance may run it. Every instance can queue jobs and read the queue's health; only those
 * started with `runJobs` (RUN_JOBS, on by default; `npm run worker` is one with no web server) run
 * them, keep the schedules and do the queue's upkeep.
 */
export const JOB_SCHEMA = 'pgboss';

/**
 * How long the queue keeps its rows (issue 35), left to pg-boss's own upkeep: a completed job moves
 * to the archive after a day, a failed one after a week (staff see it and may retry it until then),
 * and the archive is emptied of rows older than JOB_ARCHIVE_DAYS.
 */
export const JOB_COMPLETED_ARCHIVE_SECONDS = 24 * 3600;
export const JOB_FAILED_ARCHIVE_SECONDS = 7 * 24 * 3600;
export const JOB_ARCHIVE_DAYS = 14;

/** A job's handler, given the job's data; a throw is a failed attempt, retried with back-off, then 'failed'. */
export type JobHandler = (data: Record<string, unknown>) => Promise<void>;

export interface JobDefinition {
  /** Cron (UTC) when it runs by itself; pg-boss queues one job per slot whatever the number of instances. */
  cron?: string;
  /**
   * 'stately' (default): at most one waiting and one running — a burst of requests for the same
   * work makes one run. 'standard': every job sent runs (each has its own data).
   */
  policy?: 'stately' | 'standard';
  handler: JobHandler;
  /** Attempts after the first before the job is 'failed' (staff see it and may retry it). */
  retryLimit?: number;
  /** Seconds before the first retry; doubled each time (retryBackoff). */
  retryDelaySeconds?: number;
  /** A job active for longer is taken as lost (its process died) and tried again. */
  expireInSeconds?: number;
}

export type JobDefinitions = Partial<Record<JobName, JobDefinition>>;

export interface JobQueue {
  readonly runsJobs: boolean;
  start(): Promise<void>;
  /** Queue a run of `name` (with a 'stately' job, several calls before it starts make one run). */
  send(name: JobName, options?: { data?: Record<string, unknown>; startAfterSeconds?: number }): Promise<void>;
  health(): Promise<JobQueueHealth[]>;
  failed(limit?: number): Promise<FailedJob[]>;
  /** Puts a failed job back in the queue; false when there is no such failed job. */
  retry(name: JobName, id: string): Promise<boolean>;
  /** Stops taking jobs and waits (up to `timeoutMs`) for those running. */
  stop(timeoutMs?: number): Promise<void>;
}

const iso = (value: unknown): string | null => (value instanceof Date ? value.toISOString() : typeof value === 'string' ? new Date(value).toISOString() : null);

function errorOf(output: unknown): string {
  if (output && typeof output === 'object' && 'message' in output && typeof output.message === 'string') return output.message.slice(0, 500);
  return output ? JSON.stringify(output).slice(0, 500) : 'Sin detalle del error.';
}

export function createJobQueue(
  database: Database,
  options: {
    logger: Logger;
    runJobs: boolean;
    definitions: JobDefinitions;
    /** How often an idle worker asks for a job (pg-boss: at least 0.5 s). */
    pollingIntervalSeconds?: number;
    /** How often lost jobs are looked for (expired, then retried); pg-boss's 2 minutes by default. */
    maintenanceIntervalSeconds?: number;
    /** In place of each job's own expiry (JOB_EXPIRE_SECONDS). */
    expireInSeconds?: number;
  },
): JobQueue {
  const { logger, runJobs, definitions } = options;
  const boss = new PgBoss({
    db: { executeSql: (text, values) => database.executeSql(text, values) },
    schema: JOB_SCHEMA,
    // Upkeep (expiring lost jobs, archiving, the cron clock) only where jobs run.
    supervise: runJobs,
    schedule: runJobs,
    archiveCompletedAfterSeconds: JOB_COMPLETED_ARCHIVE_SECONDS,
    archiveFailedAfterSeconds: JOB_FAILED_ARCHIVE_SECONDS,
    deleteAfterDays: JOB_ARCHIVE_DAYS,
    ...(options.maintenanceIntervalSeconds ? { maintenanceIntervalSeconds: options.maintenanceIntervalSeconds } : {}),
  });
  boss.on('error', (err) => logger.warn({ err: err.message }, 'job queue error'));
  let started: Promise<void> | null = null;

  const sql = (text: string, values?: unknown[]) => database.executeSql(text, values);

  /**
   * One attempt of a job, in a span of its own when tracing (server/telemetry/tracing.ts). A failed
   * attempt that will be retried is a warning; the last one is the job's failure: one error line
   * with its name and id, and an error report when SENTRY_DSN is set.
   */
  const runJob = (name: JobName, job: PgBoss.JobWithMetadata<Record<string, unknown>>, handler: JobHandler) =>
    inSpan(
      `job ${name}`,
      { kind: 'consumer', attributes: { 'messaging.system': 'pg-boss', 'messaging.operation.type': 'process', 'messaging.destination.name': name, 'messaging.message.id': job.id } },
      async () => {
        try {
          await handler(job.data ?? {});
        } catch (err) {
          const attempt = job.retryCount + 1;
          if (job.retryCount < job.retryLimit) logger.warn({ job: name, jobId: job.id, attempt, err: err instanceof Error ? err.message : String(err) }, 'job attempt failed, to be retried');
          else reportServerError(logger, err, { job: { name, id: job.id }, source: 'job' }, 'job failed');
          throw err;
        }
      },
    );

  return {
    runsJobs: runJobs,
    start() {
      started ??= (async () => {
        await boss.start();
        for (const [name, definition] of Object.entries(definitions) as [JobName, JobDefinition][]) {
          const queue = {
            name,
            policy: definition.policy ?? 'stately',
            retryLimit: definition.retryLimit ?? 5,
            retryDelay: definition.retryDelaySeconds ?? 30,
            retryBackoff: true,
            expireInSeconds: options.expireInSeconds ?? definition.expireInSeconds ?? 300,
          };
          await boss.createQueue(name, queue);
          await boss.updateQueue(name, queue);
          if (!runJobs) continue;
          if (definition.cron) await boss.schedule(name, definition.cron, {}, { tz: 'UTC' });
          else await boss.unschedule(name);
          await boss.work<Record<string, unknown>>(name, { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2, includeMetadata: true }, async (jobs) => {
            for (const job of jobs) {
              try {
                await runJob(name, job, definition.handler);
              } catch (err) {
                countJobFailure(name);
                throw err;
              }
            }
          });
        }
      })();
      return started;
    },
    async send(name, sendOptions = {}) {
      await boss.send(name, sendOptions.data ?? {}, { startAfter: sendOptions.startAfterSeconds ?? 0 });
    },
    async health() {
      const { rows } = await sql(
        `select name,
                count(*) filter (where state in ('created', 'retry'))::int as waiting,
                count(*) filter (where state = 'active')::int as active,
                count(*) filter (where state = 'failed')::int as failed,
                min(start_after) filter (where state in ('created', 'retry') and start_after <= now()) as oldest_waiting,
                max(completed_on) filter (where state = 'completed') as last_completed
           from ${JOB_SCHEMA}.job where name = any($1::text[]) group by name`,
        [JOB_NAMES],
      );
      const byName = new Map(rows.map((row) => [row.name as string, row]));
      return (Object.keys(definitions) as JobName[]).map((name) => {
        const row = byName.get(name);
        return {
          name,
          label: JOB_LABELS[name],
          waiting: Number(row?.waiting ?? 0),
          active: Number(row?.active ?? 0),
          failed: Number(row?.failed ?? 0),
          oldest_waiting_at: iso(row?.oldest_waiting),
          last_completed_at: iso(row?.last_completed),
        };
      });
    },
    async failed(limit = 20) {
      const { rows } = await sql(
        `select id, name, retry_count, output, created_on, completed_on from ${JOB_SCHEMA}.job
          where state = 'failed' and name = any($1::text[]) order by completed_on desc nulls last limit $2`,
        [JOB_NAMES, limit],
      );
      return rows.map((row) => ({
        id: String(row.id),
        name: row.name as JobName,
        label: JOB_LABELS[row.name as JobName],
        attempts: Number(row.retry_count) + 1,
        error: errorOf(row.output),
        created_at: iso(row.created_on)!,
        failed_at: iso(row.completed_on),
      }));
    },
    async retry(name, id) {
      const { rows } = await sql(`select 1 from ${JOB_SCHEMA}.job where name = $1 and id = $2::uuid and state = 'failed'`, [name, id]);
      if (rows.length === 0) return false;
      await boss.retry(name, id);
      return true;
    },
    async stop(timeoutMs = 10_000) {
      if (!started) return;
      await started.catch(() => undefined);
      await boss.stop({ graceful: true, wait: true, timeout: timeoutMs, close: false });
    },
  };
}
