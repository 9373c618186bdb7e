import type { Db } from '../db/client';
import { mailOutbox, type MailAttachmentRef } from '../db/schema';

export interface OutgoingMail {
  to: string;
  /** The account the message concerns, if any. */
  userId?: number | null;
  /** What kind of message: 'email-changed', 'login-failures'… */
  kind: string;
  subject: string;
  html: string;
  text: string;
  /** Files to send with it, named here and drawn at delivery: an invoice's PDF. */
  attachments?: MailAttachmentRef[];
  /** Extra headers sent with it: a marketing mail's List-Unsubscribe and List-Unsubscribe-Post (RFC 8058). */
  headers?: Record<string, string>;
}

const queuedListeners = new Set<() => void>();

/** Called after each sendMail (the delivery loop delivers soon after); returns the unsubscribe. */
export function onMailQueued(listener: () => void): () => void {
  queuedListeners.add(listener);
  return () => queuedListeners.delete(listener);
}

/**
 * Sends an e-mail: it is written to `mail_outbox`, where staff read it at /admin/emails; with
 * SMTP_URL set the delivery loop (server/mail/delivery.ts) sends the rows without `sent_at`.
 * Call it inside the transaction of the change it reports, so a refused change sends nothing.
 */
export async function sendMail(db: Db, mail: OutgoingMail): Promise<number> {
  const [row] = await db
    .insert(mailOutbox)
    .values({
      toAddress: mail.to,
      userId: mail.userId ?? null,
      kind: mail.kind,
      subject: mail.subject.slice(0, 200),
      html: mail.html,
      text: mail.text,
      attachments: mail.attachments ?? [],
      headers: mail.headers ?? {},
    })
    .returning({ id: mailOutbox.id });
  announceMailQueued();
  return row!.id;
}

/** Tells the delivery loop that mail may be waiting: after sendMail, or a statement that queued mail itself. */
export function announceMailQueued(): void {
  for (const listener of queuedListeners) listener();
}
