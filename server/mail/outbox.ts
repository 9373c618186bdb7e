import type { Db } from '../db/client';
import { mailOutbox } from '../db/schema';

export interface OutgoingMail {
  to: string;
  /** The account the message concerns, if any. */
  userId?: number | null;
  /** What kind of message: 'email-changed', 'login-failures'… */
  kind: string;
  subject: string;
  html: string;
  text: string;
}

/**
 * Sends an e-mail: for now it is written to `mail_outbox`, where staff can read what would have
 * gone out; a delivery step (SMTP) reads the rows without `sent_at`. Call it inside the
 * transaction of the change it reports, so a refused change sends nothing.
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
    })
    .returning({ id: mailOutbox.id });
  return row!.id;
}
