import { eq } from 'drizzle-orm';
import { readStoreSettings } from '../settings/store-settings';
import type { Db } from '../db/client';
import { invoices, type InvoiceRow } from '../db/schema';
import { storeOrigin } from '../http/public-origin';
import type { StoreSettings } from '../../common/settings/contracts';
import { renderInvoicePdf, type InvoicePdfStore } from './invoice-pdf';
import { invoiceFileName, presentInvoice } from './invoice-presenter';

// An invoice as a PDF file: drawn from its row (which never changes), so the download, the staff's
// copy and the e-mail's attachment are the same document.

export async function invoicePdf(db: Db, row: InvoiceRow): Promise<Uint8Array> {
  const settings = await readStoreSettings(db);
  return renderInvoicePdf(await presentInvoice(db, row), invoicePdfStore(settings));
}

/** The store as the PDF's footer names it: the settings' name and support address, and the public origin's host as its website. */
export function invoicePdfStore(settings: Pick<StoreSettings, 'store_name' | 'support_email'>, origin = storeOrigin()): InvoicePdfStore {
  return { store_name: settings.store_name, support_email: settings.support_email, website: new URL(origin).host };
}

export interface MailFile {
  filename: string;
  content: Buffer;
  contentType: string;
}

/** The attachment of an e-mail that names invoice `id` (null when it does not exist). */
export async function invoiceAttachment(db: Db, id: number): Promise<MailFile | null> {
  const [row] = await db.select().from(invoices).where(eq(invoices.id, id));
  if (!row) return null;
  return { filename: invoiceFileName(row), content: Buffer.from(await invoicePdf(db, row)), contentType: 'application/pdf' };
}
