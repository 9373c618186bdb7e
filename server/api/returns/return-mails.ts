import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders, type InvoiceRow, type ReturnRow } from '../../db/schema';
import { sendMail } from '../../mail/outbox';
import { RETURN_MAIL_KINDS, renderReturnMail, type ReturnMailKind } from '../../mail/return-mails-render';
import { readStoreSettings } from '../../settings/store-settings';
import { presentReturn, sheetUrl } from './return-presenter';

/** Queues one of a return's e-mails in the caller's transaction (a refused change sends nothing). */
export async function queueReturnMail(tx: Db, row: ReturnRow, kind: ReturnMailKind, invoice: InvoiceRow | null = null): Promise<void> {
  const [order] = await tx.select({ email: orders.email, customerName: orders.customerName }).from(orders).where(eq(orders.id, row.orderId));
  const settings = await readStoreSettings(tx);
  const view = await presentReturn(tx, row);
  const mail = renderReturnMail(view, kind, {
    customerName: order!.customerName,
    // A guest has no account page: the link opens the return sheet (their look-up shows the rest).
    pagePath: row.userId != null ? `/user/returns/${row.number}` : sheetUrl(row),
    requestedAt: row.requestedAt,
    storeName: settings.store_name,
    supportEmail: settings.support_email,
    invoiceNumber: invoice?.number ?? null,
  });
  await sendMail(tx, {
    to: order!.email,
    userId: row.userId,
    kind: RETURN_MAIL_KINDS[kind],
    subject: mail.subject,
    html: mail.html,
    text: mail.text,
    attachments: invoice ? [{ kind: 'invoice', id: invoice.id }] : [],
  });
}
