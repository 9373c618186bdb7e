import { and, asc, eq, isNull } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import { readStoreSettings } from '../settings/store-settings';
import type { Db } from '../db/client';
import { mailOutbox, type MailAttachmentRef } from '../db/schema';
import type { Logger } from '../logger';
import { invoiceAttachment, type MailFile } from '../invoices/invoice-file';
import { countEmails } from '../observability/metrics';

// Delivery of the outbox (issue 12): with SMTP_URL set, the rows without `sent_at` go out through
// nodemailer and get `sent_at`, or `error` when the server refuses them for good. Without
// SMTP_URL nothing is delivered: the mails stay in the outbox, readable at /admin/emails.
//
// Delivery is a job of the durable queue ('deliver-mail', server/jobs/store-jobs.ts): every minute
// and a second after a mail is queued. A round holds an advisory lock, so with several instances on
// one PostgreSQL a mail is sent by one of them. A row is marked sent after the SMTP server accepted
// it; a process killed in between sends it again on the next round with the same Message-ID (its
// idempotency key, from the row), which mail servers and clients take as the same message.

/** The advisory lock of a delivery round (the schema's is 724_410_233). */
export const MAIL_DELIVERY_LOCK_KEY = 724_410_301;

/** The mails one round sends at most; a full round is followed by another. */
export const MAIL_ROUND_SIZE = 20;

/** The Message-ID of an outbox row: every attempt to send it carries the same one. */
export function outboxMessageId(mail: { id: number; createdAt: Date }, fromAddress: string): string {
  const domain = /@([^>\s]+)/.exec(fromAddress)?.[1] ?? 'tienda-diverso.local';
  return `<outbox-${mail.id}.${mail.createdAt.getTime().toString(36)}@${domain}>`;
}

export interface OutgoingMessage {
  /** `<outbox-{id}.{created}@{domain}>`: the same for every attempt at the same row. */
  messageId: string;
  from: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  /** Files attached (an invoice's PDF), drawn at delivery from what the outbox row names. */
  attachments?: MailFile[];
  /** Extra headers the outbox row keeps (List-Unsubscribe…). */
  headers?: Record<string, string>;
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
    .limit(options.limit ?? MAIL_ROUND_SIZE);
  const round: DeliveryRound = { sent: 0, failed: 0, deferred: false };
  if (pending.length === 0) return round;
  const settings = await readStoreSettings(db);
  const from = `"${settings.store_name.replace(/["\\\r\n]/g, '')}" <${settings.contact_email}>`;
  for (const mail of pending) {
    try {
      const attachments = await attachmentsOf(db, mail.attachments);
      await transport.send({ messageId: outboxMessageId(mail, settings.contact_email), from, to: mail.toAddress, subject: mail.subject, html: mail.html, text: mail.text, ...(attachments.length ? { attachments } : {}), ...(Object.keys(mail.headers).length ? { headers: mail.headers } : {}) });
    } catch (error) {
      if (isPermanent(error)) {
        await db.update(mailOutbox).set({ error: describe(error) }).where(eq(mailOutbox.id, mail.id));
        options.logger?.warn({ mailId: mail.id, err: describe(error) }, 'mail refused by the SMTP server');
        round.failed += 1;
        countEmails('failed');
        continue;
      }
      options.logger?.warn({ mailId: mail.id, err: describe(error) }, 'mail delivery deferred');
      round.deferred = true;
      countEmails('deferred');
      break;
    }
    await db.update(mailOutbox).set({ sentAt: now() }).where(eq(mailOutbox.id, mail.id));
    round.sent += 1;
    countEmails('sent');
  }
  return round;
}
