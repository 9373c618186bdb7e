import { expireAbandonedPayments } from '../flows/expire-payments';
import { sendCartReminders } from '../api/marketing/cart-reminders';
import { runProductImport } from '../api/catalog/csv-import-run';
import { drawImageVariants } from '../api/catalog/product-images';
import { afterReturnRefund } from '../flows/staff-return-steps';
import type { BackupDestination } from '../backup/backup-destination';
import { pruneBackups, takeBackup } from '../backup/take-backup';
import type { Database } from '../db/client';
import { FISCAL_SEND_LOCK_KEY, sendPendingSubmissions, type AeatConnection } from '../invoices/verifactu/aeat-submitter';
import { INVOICE_CATCH_UP_LOCK_KEY, issueMissingInvoices } from '../invoices/invoice-catch-up';
import type { Logger } from '../logger';
import { deliverPendingMails, MAIL_DELIVERY_LOCK_KEY, MAIL_ROUND_SIZE, type MailTransport } from '../mail/delivery';
import { retryOpenRefunds } from '../payments/ledger';
import { notifyBackInStock } from '../api/stock-alerts/stock-alerts';
import { DATA_EXPORT_LOCK_KEY, runDataExports } from '../api/privacy/data-export';
import type { StorePaymentProvider } from '../payments/hosted-provider';
import type { FileStorage } from '../storage/file-storage';
import { onMailQueued } from '../mail/outbox';
import type { JobDefinitions, JobQueue } from './job-queue';
import { CATALOGUE_CHANNEL } from '../api/catalog/read-cache';
import { applyCampaignPrices, CAMPAIGN_PRICES_LOCK_KEY } from '../api/campaigns/campaign-prices';
import { runHousekeeping } from '../housekeeping/housekeeping';
import { vacuumEmbeddedDatabase } from '../housekeeping/vacuum';

export interface StoreJobsContext {
  database: Database;
  storage: FileStorage;
  payments: StorePaymentProvider;
  logger: Logger;
  /** SMTP: without it e-mails stay in the outbox and there is nothing to deliver. */
  mailTransport: MailTransport | null;
  /** FISCAL_SUBMITTER=aeat: the records go to the tax office. */
  aeat: AeatConnection | null;
  /** The nightly backup (BACKUP_NIGHTLY): where it goes and, on PostgreSQL, the address pg_dump reads. */
  backups?: { destination: BackupDestination; nightly: boolean; databaseUrl?: string };
  now?: () => Date;
}

const EVERY_MINUTE = '* * * * *';
const EVERY_QUARTER_HOUR = '*/15 * * * *';
/** 03:40 UTC: the quietest hour of a Spanish store. */
const NIGHTLY = '40 3 * * *';

/**
 * The store's background work as jobs of the durable queue (server/jobs/job-queue.ts). Each is safe
 * to run twice and at once on two instances (its own lock or conditional updates): a job whose
 * process died halfway runs again, and its effect happens once.
 */
export function storeJobs(context: StoreJobsContext): JobDefinitions {
  const { database, logger } = context;
  const now = context.now ?? (() => new Date());
  const jobs: JobDefinitions = {
    // Card and Bizum orders left unconfirmed past their payment window give their stock back.
    'expire-abandoned-payments': {
      cron: EVERY_MINUTE,
      handler: async () => {
        const expired = await expireAbandonedPayments(database.db, now());
        if (expired > 0) logger.info({ expired }, 'abandoned payments expired');
      },
    },
    // Refunds without an answer (a crash after the intent, a bank that failed) are asked again.
    'retry-open-refunds': {
      cron: EVERY_MINUTE,
      handler: async () => {
        const settled = await retryOpenRefunds(database.db, context.payments, now(), afterReturnRefund);
        if (settled > 0) logger.info({ settled }, 'open refunds settled');
      },
    },
    // Paid orders, cancellations and refunds that could not be invoiced yet (no issuer data) are invoiced.
    'issue-missing-invoices': {
      cron: EVERY_MINUTE,
      handler: async () => {
        const issued = await database.withLock(INVOICE_CATCH_UP_LOCK_KEY, (db) => issueMissingInvoices(db, now()));
        if (issued.length > 0) logger.info({ issued: issued.length }, 'missing invoices issued');
      },
    },
  };
  // Campaigns switch the catalogue's prices at their start and back at their end (issue 34): within
  // a minute of each, on whichever instance runs it first (saving a campaign also switches at once).
  jobs['apply-campaign-prices'] = {
    cron: EVERY_MINUTE,
    handler: async () => {
      const switched = await database.withLock(CAMPAIGN_PRICES_LOCK_KEY, (db) => applyCampaignPrices(db, now()));
      if (switched.changed > 0) logger.info(switched, 'campaign prices switched');
    },
  };
  // "Avísame cuando vuelva": active alerts of variants back in stock get their one e-mail. Every
  // minute, and a second after any catalogue change (a restock is one: notifyAlertsAfterRestocks).
  jobs['notify-stock-alerts'] = {
    cron: EVERY_MINUTE,
    handler: async () => {
      const sent = await notifyBackInStock(database.db, now());
      if (sent > 0) logger.info({ sent }, 'back-in-stock alerts sent');
    },
  };
  // The narrower copies of an uploaded product photo (the upload stored only the widest).
  jobs['draw-image-variants'] = {
    policy: 'standard',
    retryDelaySeconds: 10,
    handler: async (data) => {
      const imageId = Number(data.imageId);
      if (!Number.isSafeInteger(imageId) || imageId <= 0) throw new Error(`Not an image id: ${String(data.imageId)}`);
      const drawn = await drawImageVariants(database.db, context.storage, imageId);
      if (drawn.length > 0) logger.info({ imageId, widths: drawn }, 'image variants drawn');
    },
  };
  // A products CSV import staff applied (its file waits in its import_jobs row). Not retried by
  // itself: an import cut short saved nothing and shows as interrupted; staff retry the failed job.
  jobs['import-products'] = {
    policy: 'standard',
    retryLimit: 0,
    expireInSeconds: 900,
    handler: async (data) => {
      const jobId = Number(data.jobId);
      if (!Number.isSafeInteger(jobId) || jobId <= 0) throw new Error(`Not an import id: ${String(data.jobId)}`);
      await runProductImport({ database, logger, now }, jobId);
    },
  };
  // One reminder of a cart left 24 hours, for the customers who asked for them (once per cart: its
  // reminder row is unique, written with the mail).
  jobs['send-cart-reminders'] = {
    cron: EVERY_QUARTER_HOUR,
    handler: async () => {
      const sent = await sendCartReminders(database.db, now());
      if (sent > 0) logger.info({ sent }, 'cart reminders queued');
    },
  };
  // A customer's copy of their data (issue 33): kicked by each request, swept every minute; also
  // ends the copies past their 7 days (file removed, link forgotten). One run at a time (its lock).
  jobs['export-personal-data'] = {
    cron: EVERY_MINUTE,
    expireInSeconds: 600,
    handler: async () => {
      const done = await database.withLock(DATA_EXPORT_LOCK_KEY, (db) => runDataExports({ db, storage: context.storage, logger, now: now() }));
      if (done.made + done.failed + done.expired > 0) logger.info(done, 'personal data exports');
    },
  };
  // Data past its retention (issue 35, server/housekeeping/retention.ts): ended sessions, expired
  // account links and sign-ins, unconfirmed back-in-stock alerts, forgotten carts, and the bodies of
  // e-mails older than the store's mail_body_retention_days. Never invoices, billing records or orders.
  // On PGlite, then, what autovacuum does on PostgreSQL (server/housekeeping/vacuum.ts).
  jobs.housekeeping = {
    cron: NIGHTLY,
    expireInSeconds: 1800,
    handler: async () => {
      await runHousekeeping(database.db, now(), logger);
      await vacuumEmbeddedDatabase(database, logger);
    },
  };
  // The whole database and the stored files' manifest, every night at 03:00 UTC (BACKUP_NIGHTLY) and
  // when staff ask on /admin, then the retention rule (7 daily, 5 weekly, 12 monthly). On PGlite it
  // runs in this process, the only one that may open its data directory (server/backup).
  const backups = context.backups;
  if (backups) {
    jobs['back-up-database'] = {
      ...(backups.nightly ? { cron: '0 3 * * *' } : {}),
      retryLimit: 2,
      retryDelaySeconds: 300,
      expireInSeconds: 3600,
      handler: async () => {
        const manifest = await takeBackup({ database, databaseUrl: backups.databaseUrl, storage: context.storage }, backups.destination, now());
        const removed = await pruneBackups(backups.destination, now());
        logger.info({ backup: manifest.name, bytes: manifest.archive.bytes, files: manifest.files.count, removed: removed.length }, 'backup written');
      },
    };
  }
  const transport = context.mailTransport;
  if (transport) {
    // Every minute, and a second after each e-mail is queued (server/mail/outbox.ts: onMailQueued).
    jobs['deliver-mail'] = {
      cron: EVERY_MINUTE,
      retryDelaySeconds: 5,
      expireInSeconds: 120,
      handler: async () => {
        for (;;) {
          const round = await database.withLock(MAIL_DELIVERY_LOCK_KEY, (db) => deliverPendingMails(db, transport, { logger }));
          if (round.deferred) throw new Error('El servidor de correo no respondió: se reintentará.');
          if (round.sent + round.failed < MAIL_ROUND_SIZE) return;
        }
      },
    };
  }
  const aeat = context.aeat;
  if (aeat) {
    jobs['send-fiscal-records'] = {
      cron: EVERY_MINUTE,
      handler: async () => {
        const sent = await database.withLock(FISCAL_SEND_LOCK_KEY, (db) => sendPendingSubmissions(db, aeat, { logger }));
        if (sent > 0) logger.info({ sent }, 'billing records sent to the AEAT');
      },
    };
  }
  return jobs;
}

/**
 * A restock is a write to product_variants, which notifies 'catalogue_changed' at commit (migration
 * 0010): a second later the alerts job runs (stately: a burst of changes makes one run). Listening
 * (again, after a lost connection) also kicks a run, for the restocks that went unheard meanwhile;
 * the every-minute sweep is the last net. Returns the unsubscribe.
 */
export function notifyAlertsAfterRestocks(jobs: Pick<JobQueue, 'send'>, database: Database, logger: Logger): () => void {
  if (!database.listen) return () => {};
  let stopped = false;
  let unlisten: (() => Promise<void>) | null = null;
  database
    .listen(CATALOGUE_CHANNEL, (event) => {
      if (event === 'lost') return;
      jobs.send('notify-stock-alerts', { startAfterSeconds: 1 }).catch((err: unknown) => logger.warn({ err }, 'queueing the back-in-stock alerts failed'));
    })
    .then((stop) => {
      if (stopped) void stop();
      else unlisten = stop;
    })
    .catch((err: unknown) => logger.warn({ err }, 'cannot listen to catalogue changes for the back-in-stock alerts'));
  return () => {
    stopped = true;
    void unlisten?.();
  };
}

/** A mail just queued goes out about a second later (its transaction has committed by then). Returns the unsubscribe. */
export function deliverMailSoonAfterQueued(jobs: JobQueue, logger: Logger): () => void {
  return onMailQueued(() => {
    jobs.send('deliver-mail', { startAfterSeconds: 1 }).catch((err: unknown) => logger.warn({ err }, 'queueing the mail delivery failed'));
  });
}
