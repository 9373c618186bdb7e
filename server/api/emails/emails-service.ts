import { and, count, desc, eq, ilike, inArray, isNotNull, isNull, or, type SQL } from 'drizzle-orm';
import { pageOf } from '../../../common/api/replies';
import { emailKindLabel, type EmailDetail, type EmailListQuery, type EmailPage, type EmailState, type EmailSummary } from '../../../common/emails/contracts';
import type { Db } from '../../db/client';
import { invoices, mailOutbox, type MailOutboxRow } from '../../db/schema';
import { invoiceFileName, invoicePdfUrl } from '../../invoices/invoice-presenter';
import { NotFoundError } from '../../errors';

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (ch) => `\\${ch}`);
}

function stateOf(row: Pick<MailOutboxRow, 'sentAt' | 'error'>): EmailState {
  if (row.sentAt) return 'sent';
  return row.error ? 'error' : 'queued';
}

const STATE_FILTERS: Record<EmailState, SQL> = {
  sent: isNotNull(mailOutbox.sentAt),
  queued: and(isNull(mailOutbox.sentAt), isNull(mailOutbox.error))!,
  error: and(isNull(mailOutbox.sentAt), isNotNull(mailOutbox.error))!,
};

function filtersOf(q: EmailListQuery): SQL | undefined {
  const filters: SQL[] = [];
  if (q.search) {
    const pattern = `%${escapeLike(q.search)}%`;
    filters.push(or(ilike(mailOutbox.toAddress, pattern), ilike(mailOutbox.subject, pattern))!);
  }
  if (q.kind) filters.push(eq(mailOutbox.kind, q.kind));
  if (q.state) filters.push(STATE_FILTERS[q.state]);
  return filters.length ? and(...filters) : undefined;
}

const summaryColumns = {
  id: mailOutbox.id,
  toAddress: mailOutbox.toAddress,
  subject: mailOutbox.subject,
  kind: mailOutbox.kind,
  userId: mailOutbox.userId,
  createdAt: mailOutbox.createdAt,
  sentAt: mailOutbox.sentAt,
  error: mailOutbox.error,
};

function presentSummary(row: Omit<MailOutboxRow, 'html' | 'text' | 'attachments' | 'headers'>): EmailSummary {
  return {
    id: row.id,
    to: row.toAddress,
    subject: row.subject,
    kind: row.kind,
    kind_label: emailKindLabel(row.kind),
    state: stateOf(row),
    user_id: row.userId,
    created_at: row.createdAt.toISOString(),
    sent_at: row.sentAt ? row.sentAt.toISOString() : null,
    error: row.error,
  };
}

/** GET /admin/emails: newest first, without the bodies. */
export async function listEmails(db: Db, q: EmailListQuery): Promise<EmailPage> {
  const where = filtersOf(q);
  const [[{ total } = { total: 0 }], rows, kinds] = await Promise.all([
    db.select({ total: count() }).from(mailOutbox).where(where),
    db
      .select(summaryColumns)
      .from(mailOutbox)
      .where(where)
      .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
      .limit(q.per_page)
      .offset((q.page - 1) * q.per_page),
    db.selectDistinct({ kind: mailOutbox.kind }).from(mailOutbox),
  ]);
  return {
    ...pageOf(rows.map(presentSummary), q.page, q.per_page, total),
    kinds: kinds
      .map(({ kind }) => ({ kind, label: emailKindLabel(kind) }))
      .sort((a, b) => a.label.localeCompare(b.label, 'es')),
  };
}

/** GET /admin/emails/{id}: one e-mail with its HTML and text. */
export async function getEmail(db: Db, id: number): Promise<EmailDetail> {
  const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id)).limit(1);
  if (!row) throw new NotFoundError('Ese email no existe.');
  const invoiceIds = row.attachments.filter((ref) => ref.kind === 'invoice').map((ref) => ref.id);
  const files = invoiceIds.length ? await db.select().from(invoices).where(inArray(invoices.id, invoiceIds)) : [];
  const attachments = files.map((file) => ({ name: invoiceFileName(file), url: invoicePdfUrl(file) }));
  return { ...presentSummary(row), html: row.html, text: row.text, attachments };
}
