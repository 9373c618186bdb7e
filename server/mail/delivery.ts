import { and, asc, eq, isNull } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import { readStoreSettings } from '../api/settings/settings-service';
import type { Database, Db } from '../db/client';
import { mailOutbox, type MailAttachmentRef } from '../db/schema';
import type { Logger } from '../logger';
import { invoiceAttachment, type MailFile } from '../invoices/invoice-file';
import { onMailQueued } from './outbox';

// Delivery of the outbox (issue 12): with SMTP_URL set, the rows without `sent_at` go out through
// nodemailer and get `sent_at`, or `error` when the server refuses them for good. Without
// SMTP_URL nothing is delivered: the mails stay in the outbox, readable at /admin/emails.
//
// Each instance runs a loop; a round holds an advisory lock, so with several instances on one
// PostgreSQL a mail is sent by one of them. A row is marked sent after the SMTP server accepted it
// (a crash in between may send it twice, never lose it).

/** The advisory lock of a delivery round (the schema's is 724_410_233). */
export const MAIL_DELIVERY_LOCK_KEY = 724_410_301;

export interface OutgoingMessage {
  from: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  /** Files attached (an invoice's PDF), drawn at delivery from what the outbox row names. */
  attachments?: MailFile[];
}

export interface MailTransport {
  send(message: OutgoingMessage): Promise<void>;
  close(): void;
}

/** SMTP through nodemailer: smtp://user:pass@host:587 (STARTTLS when offered) or smtps://…:465. */
export function smtpTransport(url: string): MailTransport {
  const transporter = nodemailer.createTransport(url);
  return {
    async send(message) {
      await transporter.sendMail(message);
    },
    close: () => transporter.close(),
  };
}

/** A refusal that sending again will not change (5xx: unknown mailbox, message rejected…). */
function isPermanent(error: unknown): boolean {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}

function describe(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.slice(0, 1000);
}

/** The files an outbox row names (an invoice that no longer exists is left out). */
async function attachmentsOf(db: Db, refs: MailAttachmentRef[]): Promise<MailFile[]> {
  const files: MailFile[] = [];
  for (const ref of refs) {
    const file = ref.kind === 'invoice' ? await invoiceAttachment(db, ref.id) : null;
    if (file) files.push(file);
  }
  return files;
}

export interface DeliveryRound {
  sent: number;
  failed: number;
  /** The server could not be reached or asked to try later: the rest waits for the next round. */
  deferred: boolean;
}

/**
 * Sends the oldest pending mails (at most `limit`), one by one. A 5xx refusal marks the row with
 * the error (it will not be retried); a connection failure or a 4xx leaves it pending and ends
 * the round, so the next one retries it.
 */
export async function deliverPendingMails(
  db: Db,
  transport: MailTransport,
  options: { limit?: number; now?: () => Date; logger?: Logger } = {},
): Promise<DeliveryRound> {
  const now = options.now ?? (() => new Date());
  const pending = await db
    .select()
    .from(mailOutbox)
    .where(and(isNull(mailOutbox.sentAt), isNull(mailOutbox.error)))
    .orderBy(asc(mailOutbox.id))
    .limit(options.limit ?? 20);
  const round: DeliveryRound = { sent: 0, failed: 0, deferred: false };
  if (pending.length === 0) return round;
  const settings = await readStoreSettings(db);
  const from = `"${settings.store_name.replace(/["\\\r\n]/g, '')}" <${settings.contact_email}>`;
  for (const mail of pending) {
    try {
      const attachments = await attachmentsOf(db, mail.attachments);
      await transport.send({ from, to: mail.toAddress, subject: mail.subject, html: mail.html, text: mail.text, ...(attachments.length ? { attachments } : {}) });
    } catch (error) {
      if (isPermanent(error)) {
        await db.update(mailOutbox).set({ error: describe(error) }).where(eq(mailOutbox.id, mail.id));
        options.logger?.warn({ mailId: mail.id, err: describe(error) }, 'mail refused by the SMTP server');
        round.failed += 1;
        continue;
      }
      options.logger?.warn({ mailId: mail.id, err: describe(error) }, 'mail delivery deferred');
      round.deferred = true;
      break;
    }
    await db.update(mailOutbox).set({ sentAt: now() }).where(eq(mailOutbox.id, mail.id));
    round.sent += 1;
  }
  return round;
}

export interface MailDelivery {
  /** Deliver soon (a mail was just queued). */
  kick(): void;
  /** Resolves when no round is in progress. */
  settled(): Promise<void>;
  /** Stops the loop and waits for the round in progress. */
  stop(): Promise<void>;
}

/**
 * A delivery loop: a round every `intervalMs` (unref'd: it never keeps the process alive), and
 * one shortly after each sendMail, once its transaction had time to commit. Rounds never overlap.
 */
export function startMailDelivery(options: {
  database: Database;
  transport: MailTransport;
  logger: Logger;
  intervalMs?: number;
  /** Wait after a mail is queued before delivering (its transaction commits first). */
  kickDelayMs?: number;
}): MailDelivery {
  const { database, transport, logger } = options;
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;
  let kickTimer: NodeJS.Timeout | null = null;

  const round = (): Promise<void> => {
    if (stopped) return Promise.resolve();
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        try {
          const result = await database.withLock(MAIL_DELIVERY_LOCK_KEY, (db) => deliverPendingMails(db, transport, { logger }));
          // A full batch: more may be waiting.
          if (!result.deferred && result.sent + result.failed >= 20) again = true;
        } catch (error) {
          logger.error({ err: describe(error) }, 'mail delivery round failed');
        }
      } while (again && !stopped);
    })().finally(() => {
      running = null;
    });
    return running;
  };

  const interval = setInterval(() => void round(), options.intervalMs ?? 30_000);
  interval.unref();
  const kick = () => {
    if (stopped || kickTimer) return;
    kickTimer = setTimeout(() => {
      kickTimer = null;
      void round();
    }, options.kickDelayMs ?? 1_000);
    kickTimer.unref();
  };
  const unsubscribe = onMailQueued(kick);
  void round();

  return {
    kick,
    settled: async () => {
      await running;
    },
    async stop() {
      stopped = true;
      clearInterval(interval);
      if (kickTimer) clearTimeout(kickTimer);
      unsubscribe();
      await running;
      transport.close();
    },
  };
}
