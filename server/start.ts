import { serve } from '@hono/node-server';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ServerBuild } from 'react-router';
import sharp from 'sharp';
import { APP_VERSION } from '../common/constants';
import { createApp } from './app';
import { flushSearchStatsEvery, SEARCH_STATS_FLUSH_MS } from './api/search/query-stats-log';
import { backupDestinationFrom, type BackupDestination } from './backup/backup-destination';
import { authSettingsFrom, type Config } from './config';
import { openDatabase, type Database } from './db/client';
import { migrateDatabase } from './db/migrate';
import { setStoreOrigin, storeOriginFrom } from './http/public-origin';
import { aeatConnectionFrom, aeatSubmitter } from './invoices/verifactu/aeat-submitter';
import { setFiscalSubmitter } from './invoices/verifactu/fiscal-submitter';
import { createJobQueue, type JobQueue } from './jobs/job-queue';
import { deliverMailSoonAfterQueued, notifyAlertsAfterRestocks, storeJobs } from './jobs/store-jobs';
import type { Logger } from './logger';
import { smtpTransport } from './mail/delivery';
import { countDatabaseConnectionLost, createAppMetrics, metricsApp, type AppMetrics } from './observability/metrics';
import { listBackups } from './backup/take-backup';
import { paymentProviderFrom } from './payments/choose-provider';
import type { StorePaymentProvider } from './payments/hosted-provider';
import { withProgress } from './progress';
import { startTelemetry } from './telemetry/telemetry';
import { runSeeds } from './seed/run-seeds';
import type { FileStorage } from './storage/file-storage';
import { fileStorageFrom } from './storage/storage-from-config';

export interface Store {
  database: Database;
  storage: FileStorage;
  payments: StorePaymentProvider;
  jobs: JobQueue;
  /** Where backups go and whether the nightly one runs (server/backup). */
  backups: { destination: BackupDestination; nightly: boolean };
  /** Stops the jobs (waiting for those running) and closes the database. */
  close(): Promise<void>;
}

/**
 * What a web instance and a worker share: the database (migrated and seeded, under a lock, so
 * instances starting together do it once), the file storage, the payment gateway and the job
 * queue — whose jobs run here when `runJobs` (RUN_JOBS; the worker always).
 */
export async function openStore(config: Config, logger: Logger, runJobs: boolean): Promise<Store> {
  // Traces and error reports when their variables ask for them (server/telemetry); off, nothing is loaded.
  const telemetry = await startTelemetry({ ...process.env, SENTRY_DSN: config.SENTRY_DSN, SENTRY_ENVIRONMENT: config.SENTRY_ENVIRONMENT }, logger);
  // libvips keeps the results of its recent operations (up to 50 MB and 20 open files) in case the
  // same one is asked again; the store never processes the same picture twice (issue 24).
  sharp.cache(false);
  // The base of the absolute addresses written far from a request (e-mails, PDFs, the payment
  // provider's return addresses): PUBLIC_URL, else this instance's own (server/http/public-origin.ts).
  setStoreOrigin(storeOriginFrom(config));
  // Each start-up step that takes over 2 s says so while it runs (the seed steps also how far they are).
  // A new embedded database is created in one go that holds the event loop: announced first.
  const database = await withProgress(
    logger,
    'opening the database',
    () =>
      openDatabase({
        ...config,
        onPoolError: (err) => {
          countDatabaseConnectionLost();
          logger.warn({ err: err.message }, 'database connection lost');
        },
      }),
    { logStart: true },
  );
  logger.info({ database: database.kind }, 'database opened');
  await withProgress(logger, 'migrating the database', () => migrateDatabase(database));
  const storage = fileStorageFrom(config);
  logger.info({ storage: storage.kind }, 'file storage');
  const seeded = await runSeeds(database, { includeDemo: config.SEED_DEMO_DATA,
    context: {
      adminEmail: config.ADMIN_EMAIL,
      adminPassword: config.ADMIN_PASSWORD,
      storage,
    },
    logger });
  logger.info({ steps: seeded.length }, 'migrations applied, seeds checked');

  const payments = paymentProviderFrom(config, database.db);
  logger.info(
    { provider: payments.id, mode: payments.testMode ? 'test' : 'live' },
    payments.id === 'test' ? 'payments: the built-in test gateway (PAYMENT_PROVIDER=test), no real money' : `payments: ${payments.id}`,
  );
  // With FISCAL_SUBMITTER=aeat the billing records go to the tax office, in order, after their transactions.
  const aeat = aeatConnectionFrom(config);
  if (aeat) setFiscalSubmitter(aeatSubmitter);
  logger.info(aeat ? `VERI*FACTU records sent to ${aeat.endpoint}` : 'FISCAL_SUBMITTER=outbox: VERI*FACTU records kept in the outbox (/admin/invoices/submissions)');
  // E-mails go out through SMTP when SMTP_URL is set; otherwise they stay in the outbox (/admin/emails).
  const mailTransport = config.SMTP_URL ? smtpTransport(config.SMTP_URL) : null;
  logger.info(config.SMTP_URL ? 'e-mails delivered through SMTP' : 'SMTP_URL not set: e-mails stay in the outbox (/admin/emails)');

  const backups = { destination: backupDestinationFrom(config), nightly: config.BACKUP_NIGHTLY };
  logger.info(
    { backups: backups.destination.kind },
    backups.nightly ? `nightly backup at 03:00 UTC to ${backups.destination.where}` : 'BACKUP_NIGHTLY=false: no nightly backup',
  );
  const jobs = createJobQueue(database, {
    logger,
    runJobs,
    definitions: storeJobs({ database, storage, payments, logger, mailTransport, aeat, backups: { ...backups, databaseUrl: config.DATABASE_URL } }),
    maintenanceIntervalSeconds: config.JOB_MAINTENANCE_SECONDS,
    expireInSeconds: config.JOB_EXPIRE_SECONDS,
  });
  await withProgress(logger, 'starting the job queue', () => jobs.start());
  logger.info({ runJobs }, runJobs ? 'background jobs run in this process' : 'RUN_JOBS=false: background jobs are left to the worker (npm run worker)');
  const stopKicking = mailTransport ? deliverMailSoonAfterQueued(jobs, logger) : () => {};
  // Only where jobs run: a web instance with RUN_JOBS=false leaves the kick to the worker's own listening.
  const stopAlerting = runJobs ? notifyAlertsAfterRestocks(jobs, database, logger) : () => {};

  return {
    database,
    storage,
    payments,
    jobs,
    backups,
    async close() {
      stopKicking();
      stopAlerting();
      await jobs.stop(config.SHUTDOWN_TIMEOUT_MS).catch((err: unknown) => logger.error({ err }, 'stopping the job queue failed'));
      mailTransport?.close();
      await database.close().catch((err: unknown) => logger.error({ err }, 'closing the database failed'));
      await telemetry.shutdown();
    },
  };
}

/**
 * The Prometheus metrics when asked for (METRICS_TOKEN or METRICS_PORT; docs/operations.md): on
 * METRICS_PORT they are served by a listener of their own (the token asked for there too when
 * set), and the returned function stops it. Neither set: no metrics, nothing listens.
 */
export function startMetrics(config: Config, logger: Logger, store: Pick<Store, 'database' | 'jobs' | 'backups'>): { metrics?: AppMetrics; stop: () => void } {
  if (!config.METRICS_TOKEN && config.METRICS_PORT === undefined) return { stop: () => {} };
  const metrics = createAppMetrics({
    database: store.database,
    jobs: store.jobs,
    dbCheckTimeoutMs: config.DB_CHECK_TIMEOUT_MS,
    lastBackupAt: async () => (await listBackups(store.backups.destination))[0]?.date ?? null,
  });
  if (config.METRICS_PORT === undefined) {
    logger.info('metrics at /metrics with METRICS_TOKEN');
    return { metrics, stop: () => {} };
  }
  const server = serve({ fetch: metricsApp(metrics, config.METRICS_TOKEN).fetch, port: config.METRICS_PORT, hostname: config.HOST }, (info) => {
    logger.info({ port: info.port }, `metrics at http://localhost:${info.port}/metrics${config.METRICS_TOKEN ? ' (with METRICS_TOKEN)' : ''}`);
  });
  return { metrics, stop: () => server.close() };
}

/** Opens the store and listens; SIGTERM/SIGINT shut it down cleanly. */
export async function startServer(config: Config, logger: Logger) {
  const buildDir = path.resolve(config.BUILD_DIR);
  const { database, storage, payments, jobs, backups, close } = await openStore(config, logger, config.RUN_JOBS);
  const { metrics, stop: stopMetrics } = startMetrics(config, logger, { database, jobs, backups });

  const ssrBuild = await withProgress(
    logger,
    'loading the server build',
    async () => (await import(pathToFileURL(path.join(buildDir, 'server', 'index.js')).href)) as ServerBuild,
  );

  const app = createApp({
    database,
    logger,
    version: APP_VERSION,
    dbCheckTimeoutMs: config.DB_CHECK_TIMEOUT_MS,
    now: () => new Date(),
    auth: authSettingsFrom(config),
    storage,
    uploadMaxBytes: config.UPLOAD_MAX_BYTES,
    payments,
    jobs,
    backups,
    trustProxy: config.TRUST_PROXY,
    publicUrl: config.PUBLIC_URL,
    renderCache: config.RENDER_CACHE,
    cacheMaxBytes: config.CACHE_MAX_MB * 1024 * 1024,
    ssrBuild,
    ...(metrics ? { metrics, metricsToken: config.METRICS_TOKEN } : {}),
    browserErrorReportDsn: config.SENTRY_DSN_BROWSER,
    clientDir: path.relative(process.cwd(), path.join(buildDir, 'client')) || '.',
  });

  // The shoppers' search counts are written every few seconds, and what is left at shutdown (issue 37).
  const stopSearchStats = flushSearchStatsEvery(SEARCH_STATS_FLUSH_MS);

  const server = serve({ fetch: app.fetch, port: config.PORT, hostname: config.HOST }, (info) => {
    logger.info({ port: info.port }, `Tienda Diverso escuchando en http://localhost:${info.port}`);
  });

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down: no new requests, finishing those in flight');
    const force = setTimeout(() => {
      logger.warn('shutdown timeout reached, closing remaining connections');
      if ('closeAllConnections' in server) server.closeAllConnections();
    }, config.SHUTDOWN_TIMEOUT_MS);
    force.unref();
    stopMetrics();
    server.close(async () => {
      await stopSearchStats().catch((err: unknown) => logger.error({ err }, 'writing the search counts failed'));
      await close();
      logger.info('stopped');
      process.exit(0);
    });
    if ('closeIdleConnections' in server) server.closeIdleConnections();
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
  return server;
}
