import { serve } from '@hono/node-server';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ServerBuild } from 'react-router';
import { APP_VERSION } from '../common/constants';
import { expireAbandonedPayments } from './api/orders/lifecycle';
import { createApp } from './app';
import { authSettingsFrom, type Config } from './config';
import { openDatabase } from './db/client';
import { migrateDatabase } from './db/migrate';
import type { Logger } from './logger';
import { withProgress } from './progress';
import { smtpTransport, startMailDelivery } from './mail/delivery';
import { afterReturnRefund } from './api/returns/staff-steps';
import { aeatConnectionFrom, aeatSubmitter, sendPendingSubmissions } from './invoices/aeat-submitter';
import { setFiscalSubmitter } from './invoices/fiscal-submitter';
import { INVOICE_CATCH_UP_LOCK_KEY, issueMissingInvoices } from './invoices/order-invoices';
import { retryOpenRefunds } from './payments/ledger';
import { createTestGateway } from './payments/test-gateway';
import { runSeeds } from './seed/run-seeds';
import { fileStorageFrom } from './storage/storage-from-config';

/** Opens the database, migrates, seeds, and listens; SIGTERM/SIGINT shut it down cleanly. */
export async function startServer(config: Config, logger: Logger) {
  const buildDir = path.resolve(config.BUILD_DIR);
  // Each start-up step that takes over 2 s says so while it runs (the seed steps also how far they are).
  // A new embedded database is created in one go that holds the event loop: announced first.
  const database = await withProgress(
    logger,
    'opening the database',
    () =>
      openDatabase({
        ...config,
        onPoolError: (err) => logger.warn({ err: err.message }, 'database connection lost'),
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

  const ssrBuild = await withProgress(
    logger,
    'loading the server build',
    async () => (await import(pathToFileURL(path.join(buildDir, 'server', 'index.js')).href)) as ServerBuild,
  );

  const payments = createTestGateway(database.db);
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
    trustProxy: config.TRUST_PROXY,
    publicUrl: config.PUBLIC_URL,
    renderCache: config.RENDER_CACHE,
    ssrBuild,
    clientDir: path.relative(process.cwd(), path.join(buildDir, 'client')) || '.',
  });

  const server = serve({ fetch: app.fetch, port: config.PORT, hostname: config.HOST }, (info) => {
    logger.info({ port: info.port }, `Tienda Diverso escuchando en http://localhost:${info.port}`);
  });

  // E-mails go out through SMTP when SMTP_URL is set; otherwise they stay in the outbox (/admin/emails).
  const mailDelivery = config.SMTP_URL
    ? startMailDelivery({ database, transport: smtpTransport(config.SMTP_URL), logger })
    : null;
  logger.info(config.SMTP_URL ? 'e-mails delivered through SMTP' : 'SMTP_URL not set: e-mails stay in the outbox (/admin/emails)');

  // Card and Bizum orders left unconfirmed past their payment window give their stock back.
  const paymentExpiry = setInterval(() => {
    expireAbandonedPayments(database.db, new Date()).then(
      (expired) => expired > 0 && logger.info({ expired }, 'abandoned payments expired'),
      (err: unknown) => logger.warn({ err }, 'expiring abandoned payments failed'),
    );
  }, 60_000);
  paymentExpiry.unref();

  // Refunds through the gateway without an answer (a crash after the intent, a bank that failed) are retried.
  const refundRetry = setInterval(() => {
    retryOpenRefunds(database.db, payments, new Date(), afterReturnRefund).then(
      (settled) => settled > 0 && logger.info({ settled }, 'open refunds settled'),
      (err: unknown) => logger.warn({ err }, 'retrying open refunds failed'),
    );
  }, 60_000);
  refundRetry.unref();

  // Paid orders, cancellations and refunds that could not be invoiced (no issuer data yet) are invoiced once they can.
  const invoiceCatchUp = setInterval(() => {
    // One instance at a time: a second waits and then finds nothing left to issue (each invoice e-mailed once).
    database.withLock(INVOICE_CATCH_UP_LOCK_KEY, (db) => issueMissingInvoices(db, new Date())).then(
      (issued) => issued.length > 0 && logger.info({ issued: issued.length }, 'missing invoices issued'),
      (err: unknown) => logger.warn({ err }, 'issuing missing invoices failed'),
    );
  }, 60_000);
  invoiceCatchUp.unref();

  // With FISCAL_SUBMITTER=aeat the billing records go to the tax office, in order, after their transactions.
  const aeat = aeatConnectionFrom(config);
  if (aeat) setFiscalSubmitter(aeatSubmitter);
  const fiscalSending = aeat
    ? setInterval(() => {
        sendPendingSubmissions(database.db, aeat, { logger }).then(
          (sent) => sent > 0 && logger.info({ sent }, 'billing records sent to the AEAT'),
          (err: unknown) => logger.warn({ err }, 'sending billing records failed'),
        );
      }, 60_000)
    : null;
  fiscalSending?.unref();
  logger.info(aeat ? `VERI*FACTU records sent to ${aeat.endpoint}` : 'FISCAL_SUBMITTER=outbox: VERI*FACTU records kept in the outbox (/admin/invoices/submissions)');

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    clearInterval(paymentExpiry);
    clearInterval(refundRetry);
    clearInterval(invoiceCatchUp);
    if (fiscalSending) clearInterval(fiscalSending);
    logger.info({ signal }, 'shutting down: no new requests, finishing those in flight');
    const force = setTimeout(() => {
      logger.warn('shutdown timeout reached, closing remaining connections');
      if ('closeAllConnections' in server) server.closeAllConnections();
    }, config.SHUTDOWN_TIMEOUT_MS);
    force.unref();
    server.close(async () => {
      await mailDelivery?.stop().catch((err) => logger.error({ err }, 'stopping the mail delivery failed'));
      await database.close().catch((err) => logger.error({ err }, 'closing the database failed'));
      logger.info('stopped');
      process.exit(0);
    });
    if ('closeIdleConnections' in server) server.closeIdleConnections();
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
  return server;
}
