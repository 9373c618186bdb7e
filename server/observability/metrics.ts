import { createHash, timingSafeEqual } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import { Hono } from 'hono';
import { routePath } from 'hono/route';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { JOB_NAMES, type JobQueueHealth } from '../../common/jobs/contracts';
import type { Database } from '../db/client';
import { isDatabaseUnavailable } from '../db/unavailable';

/**
 * Prometheus metrics (issue 35; docs/operations.md, «Métricas y alertas»).
 *
 * Two kinds:
 * - What happens in this process — orders placed, payments and refunds, payment notifications,
 *   e-mails, job attempts that failed, database errors — counted where it happens by the
 *   `count…` functions below, into counters of the process (a web instance and a worker each count
 *   their own). An increment is a few object lookups, nothing awaited.
 * - What an app instance serves and holds: its requests (by route pattern), its caches, and, at
 *   scrape time, the database, its pool and the job queue (`createAppMetrics`). Each app has its own
 *   registry (tests build many apps in one process); a scrape shows both kinds.
 *
 * No label ever carries a value a visitor chose: routes are the patterns they were declared with
 * (`/api/orders/:number`, never the number), never the query string; the rest are fixed words.
 */

const processRegistry = new Registry();

const ordersPlaced = new Counter({
  name: 'tienda_orders_placed_total',
  help: 'Orders placed at the checkout, by payment method and where their payment stands (conflict: refused, prices or stock changed).',
  labelNames: ['payment_method', 'outcome'] as const,
  registers: [processRegistry],
});
const paymentOutcomes = new Counter({
  name: 'tienda_payments_total',
  help: "Answers recorded in the payments ledger: charges and refunds, by outcome (the provider's answer, or money staff recorded).",
  labelNames: ['kind', 'outcome'] as const,
  registers: [processRegistry],
});
const paymentNotifications = new Counter({
  name: 'tienda_payment_notifications_total',
  help: "Payment providers' notifications, by provider and outcome (refused: the signature did not verify).",
  labelNames: ['provider', 'outcome'] as const,
  registers: [processRegistry],
});
const emails = new Counter({
  name: 'tienda_emails_total',
  help: 'E-mails handed to the SMTP server (sent), refused by it for good (failed), or left for the next round (deferred).',
  labelNames: ['outcome'] as const,
  registers: [processRegistry],
});
const jobFailures = new Counter({
  name: 'tienda_job_failures_total',
  help: 'Job attempts run in this process that failed, by queue (each is retried until its limit, then kept as failed).',
  // Not `job`: Prometheus gives that label to the scrape job.
  labelNames: ['queue'] as const,
  registers: [processRegistry],
});
const databaseErrors = new Counter({
  name: 'tienda_database_errors_total',
  help: 'Database errors that ended a request or a job: unavailable (cannot be reached), query (the query failed), connection (an idle pooled connection lost).',
  labelNames: ['kind'] as const,
  registers: [processRegistry],
});

const PAYMENT_METHOD = /^[a-z_]{1,30}$/;
const OUTCOME = /^[a-z_]{1,40}$/;
/** A value that is not a plain word from the code (it never is, but a label must never grow a new series per request). */
const word = (value: string, pattern: RegExp) => (pattern.test(value) ? value : 'other');

/** An order placed (`outcome`: the payment's status in the answer) or refused with a conflict. */
export function countOrderPlaced(paymentMethod: string, outcome: string): void {
  ordersPlaced.inc({ payment_method: word(paymentMethod, PAYMENT_METHOD), outcome: word(outcome, OUTCOME) });
}

/** A charge's or refund's answer, as the ledger records it. */
export function countPayment(kind: 'charge' | 'refund', outcome: string): void {
  paymentOutcomes.inc({ kind, outcome: word(outcome, OUTCOME) });
}

export function countPaymentNotification(provider: string, outcome: string): void {
  paymentNotifications.inc({ provider: word(provider, OUTCOME), outcome: word(outcome, OUTCOME) });
}

export function countEmails(outcome: 'sent' | 'failed' | 'deferred', count = 1): void {
  if (count > 0) emails.inc({ outcome }, count);
}

export function countJobFailure(job: string): void {
  jobFailures.inc({ queue: (JOB_NAMES as readonly string[]).includes(job) ? job : 'other' });
}

/** An error that ended a request: counted when it came from the database. */
export function countDatabaseError(error: unknown): void {
  if (isDatabaseUnavailable(error)) databaseErrors.inc({ kind: 'unavailable' });
  else if (hasSqlState(error)) databaseErrors.inc({ kind: 'query' });
}

/** An idle pooled connection that lost its server (the pool replaces it). */
export function countDatabaseConnectionLost(): void {
  databaseErrors.inc({ kind: 'connection' });
}

/** PostgreSQL's errors carry a five-character SQLSTATE; Drizzle wraps them in `cause`. */
function hasSqlState(error: unknown): boolean {
  for (let current: unknown = error, depth = 0; current && typeof current === 'object' && depth < 5; depth++) {
    const { code, cause } = current as { code?: unknown; cause?: unknown };
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return true;
    current = cause;
  }
  return false;
}

let defaultMetricsOn = false;

const HTTP_METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);
/** The label of a request answered by the React Router pages (set by the page handler: one label for every page). */
export const PAGE_ROUTE = 'page';

export interface AppMetricsSources {
  database: Database;
  /** The job queue; its depth, failed jobs and oldest waiting job are read at each scrape. */
  jobs?: { health(): Promise<JobQueueHealth[]> };
  /** How long the scrape's database check waits (DB_CHECK_TIMEOUT_MS). */
  dbCheckTimeoutMs: number;
  /** Node's process metrics (CPU, memory, event loop lag, GC): on unless false. Process-wide, started once. */
  processMetrics?: boolean;
  /** When the newest backup at the backups' destination was taken (server/backup), null when there is none. */
  lastBackupAt?: () => Promise<Date | null>;
}

/** The backups' destination (a folder, or a bucket: a listing over the network) is read at most this often. */
const BACKUP_READ_INTERVAL_MS = 5 * 60_000;

export interface AppMetrics {
  /** Measures every request that passes it: count by route pattern and status, duration by route pattern. */
  measureRequests(): MiddlewareHandler;
  /** A cache that keeps its own hit and miss counts (the catalogue's). */
  watchCache(cache: string, stats: () => { hits: number; misses: number }): void;
  /** One lookup of a cache that does not count them itself (the rendered pages). */
  countCacheLookup(cache: string, isHit: boolean): void;
  /** The text exposition of this app's and the process's metrics. */
  scrape(): Promise<{ body: string; contentType: string }>;
}

/** The metrics of one app instance (or of a worker: no requests, no caches). */
export function createAppMetrics(sources: AppMetricsSources): AppMetrics {
  const registry = new Registry();
  const registers = [registry];
  if (sources.processMetrics !== false && !defaultMetricsOn) {
    defaultMetricsOn = true;
    collectDefaultMetrics({ register: processRegistry });
  }

  const requests = new Counter({
    name: 'tienda_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern (page: a React Router page) and status.',
    labelNames: ['method', 'route', 'status'] as const,
    registers,
  });
  const durations = new Histogram({
    name: 'tienda_http_request_duration_seconds',
    help: 'Time to answer an HTTP request (until its headers and body are ready), by method and route pattern.',
    labelNames: ['method', 'route'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers,
  });

  const watched = new Map<string, () => { hits: number; misses: number }>();
  const counted = new Map<string, { hits: number; misses: number }>();
  const cacheCounts = () => {
    const all = new Map<string, { hits: number; misses: number }>(counted);
    for (const [cache, stats] of watched) all.set(cache, stats());
    return all;
  };
  new Counter({
    name: 'tienda_cache_hits_total',
    help: 'Lookups answered from an in-memory cache, by cache (catalogue: public API answers; pages: rendered pages).',
    labelNames: ['cache'] as const,
    registers,
    collect() {
      this.reset();
      for (const [cache, { hits }] of cacheCounts()) this.inc({ cache }, hits);
    },
  });
  new Counter({
    name: 'tienda_cache_misses_total',
    help: 'Lookups an in-memory cache could not answer (computed or rendered, and kept when they may be), by cache.',
    labelNames: ['cache'] as const,
    registers,
    collect() {
      this.reset();
      for (const [cache, { misses }] of cacheCounts()) this.inc({ cache }, misses);
    },
  });

  const { database } = sources;
  new Gauge({
    name: 'tienda_database_up',
    help: 'Whether the database answered a trivial query within DB_CHECK_TIMEOUT_MS at this scrape (the readiness check).',
    registers,
    async collect() {
      this.set(await database.ping(sources.dbCheckTimeoutMs).then(() => 1, () => 0));
    },
  });
  const pool = database.poolStats?.bind(database);
  if (pool) {
    new Gauge({
      name: 'tienda_database_pool_connections',
      help: 'Connections of the PostgreSQL pool, by state (idle, or busy running a query).',
      labelNames: ['state'] as const,
      registers,
      collect() {
        const { total, idle } = pool();
        this.set({ state: 'idle' }, idle);
        this.set({ state: 'busy' }, total - idle);
      },
    });
    new Gauge({
      name: 'tienda_database_pool_waiting_requests',
      help: 'Queries waiting for a free connection of the PostgreSQL pool (DATABASE_POOL_MAX reached).',
      registers,
      collect() {
        this.set(pool().waiting);
      },
    });
  }

  const { jobs } = sources;
  // The job gauges of one scrape share one query (forgotten when the scrape starts).
  let jobSnapshot: Promise<JobQueueHealth[] | null> | null = null;
  if (jobs) {
    const jobHealth = () => (jobSnapshot ??= jobs.health().catch(() => null));
    const jobGauge = (name: string, help: string, value: (queue: JobQueueHealth, now: number) => number) =>
      new Gauge({
        name,
        help,
        labelNames: ['queue'] as const,
        registers,
        async collect() {
          this.reset();
          const health = await jobHealth();
          // The database away: no job figures at this scrape (tienda_database_up says why).
          for (const queue of health ?? []) this.set({ queue: queue.name }, value(queue, Date.now()));
        },
      });
    jobGauge('tienda_jobs_waiting', 'Jobs waiting to run, by queue (queued or waiting for their retry).', (queue) => queue.waiting);
    jobGauge('tienda_jobs_active', 'Jobs running now, by queue.', (queue) => queue.active);
    jobGauge('tienda_jobs_failed', 'Jobs that used up their retries and wait for staff (kept 7 days), by queue.', (queue) => queue.failed);
    jobGauge(
      'tienda_jobs_oldest_waiting_age_seconds',
      'Age of the oldest job due to run and not yet started, by queue (0: none waiting).',
      (queue, now) => (queue.oldest_waiting_at ? Math.max(0, (now - Date.parse(queue.oldest_waiting_at)) / 1000) : 0),
    );
  }

  const { lastBackupAt } = sources;
  if (lastBackupAt) {
    let read: { at: number; seconds: Promise<number | null> } | null = null;
    new Gauge({
      name: 'tienda_backup_last_success_timestamp_seconds',
      help: "When the newest backup at the backups' destination was taken, in Unix seconds (0: there is none, or the destination never answered).",
      registers,
      async collect() {
        if (!read || Date.now() - read.at > BACKUP_READ_INTERVAL_MS) {
          read = { at: Date.now(), seconds: lastBackupAt().then((date) => (date ? date.getTime() / 1000 : 0), () => null) };
        }
        const seconds = await read.seconds;
        // The destination could not be listed: the figure stays as it was, and the next scrape asks again.
        if (seconds === null) read = null;
        else this.set(seconds);
      },
    });
  }

  const merged = Registry.merge([processRegistry, registry]);

  return {
    measureRequests() {
      return async (c, next) => {
        const started = performance.now();
        await next();
        const method = HTTP_METHODS.has(c.req.method) ? c.req.method : 'OTHER';
        const route = routeLabel(c);
        requests.inc({ method, route, status: String(c.res.status) });
        durations.observe({ method, route }, (performance.now() - started) / 1000);
      };
    },
    watchCache(cache, stats) {
      watched.set(cache, stats);
    },
    countCacheLookup(cache, isHit) {
      let counts = counted.get(cache);
      if (!counts) counted.set(cache, (counts = { hits: 0, misses: 0 }));
      if (isHit) counts.hits += 1;
      else counts.misses += 1;
    },
    async scrape() {
      jobSnapshot = null;
      return { body: await merged.metrics(), contentType: merged.contentType };
    },
  };
}

/**
 * The pattern of the route that answered (`/api/products/:id`); the pages' handler marks its answers
 * `page`. A middleware that answered by itself (a redirect to the address without its trailing
 * slash) is `other`.
 */
function routeLabel(c: Context): string {
  const marked = c.get('metricsRoute') as string | undefined;
  if (marked) return marked;
  const path = routePath(c);
  return !path || path === '*' || path === '/*' ? 'other' : path;
}

/** Whether `header` (Authorization) carries the bearer `token`, compared in constant time. */
export function hasBearerToken(header: string | undefined, token: string): boolean {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  if (!match) return false;
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(match[1]!), digest(token));
}

/**
 * GET /metrics: the scrape. With `token`, only a request carrying it (Authorization: Bearer) is
 * answered; the rest get 401 and nothing else.
 */
export function metricsHandler(metrics: AppMetrics, token: string | undefined) {
  return async (c: Context) => {
    if (token !== undefined && !hasBearerToken(c.req.header('Authorization'), token)) {
      c.header('WWW-Authenticate', 'Bearer realm="metrics"');
      c.header('Cache-Control', 'no-store');
      return c.text('Unauthorized', 401);
    }
    const { body, contentType } = await metrics.scrape();
    return c.body(body, 200, { 'Content-Type': contentType, 'Cache-Control': 'no-store' });
  };
}

/** The app a separate METRICS_PORT serves (web instance or worker): /metrics alone. */
export function metricsApp(metrics: AppMetrics, token: string | undefined): Hono {
  const app = new Hono();
  app.get('/metrics', metricsHandler(metrics, token));
  app.notFound((c) => c.text('Not found', 404));
  return app;
}
