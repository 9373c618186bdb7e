import { createHmac, timingSafeEqual } from 'node:crypto';
import { asc, eq, inArray } from 'drizzle-orm';
import type { AdminInvoiceRow, CustomerInvoice, Invoice } from '../../common/invoices/contracts';
import { INVOICE_KIND_LABELS, aeatDate, isExampleIssuer, seriesOfKind, verificationUrl, type InvoiceKind, type InvoicePurpose } from '../../common/invoices/rules';
import { centsToEuros } from '../../common/money';
import type { Db } from '../db/client';
import { fiscalRecords, fiscalSubmissions, invoices, orders, returns, type InvoiceRow } from '../db/schema';
import { annulledIds } from './invoice-reads';

// Invoices as the contracts of common/invoices read them, and their download links: each link
// carries an HMAC of the invoice's number under the invoice's own random key, so it opens that
// invoice only, works from an e-mail without a session, and cannot be guessed.

export function invoiceToken(row: Pick<InvoiceRow, 'number' | 'accessKey'>): string {
  return createHmac('sha256', row.accessKey).update(`invoice:${row.number}`).digest('base64url').slice(0, 43);
}

export function invoicePdfUrl(row: Pick<InvoiceRow, 'number' | 'accessKey'>): string {
  return `/api/invoices/${row.number}/pdf?token=${invoiceToken(row)}`;
}

export function sameInvoiceToken(row: Pick<InvoiceRow, 'number' | 'accessKey'>, token: string | undefined): boolean {
  if (!token) return false;
  const left = Buffer.from(token);
  const right = Buffer.from(invoiceToken(row));
  return left.length === right.length && timingSafeEqual(left, right);
}

export const invoiceFileName = (row: Pick<InvoiceRow, 'number'>) => `factura-${row.number}.pdf`;

interface Related {
  orderNumbers: Map<number, string>;
  returnNumbers: Map<number, string>;
  invoiceNumbers: Map<number, string>;
  annulled: Set<number>;
}

/** The numbers an invoice names (its order, return, the invoice it rectifies) and which are annulled, for many at once. */
async function related(db: Db, rows: InvoiceRow[]): Promise<Related> {
  const orderIds = [...new Set(rows.map((row) => row.orderId))];
  const returnIds = [...new Set(rows.map((row) => row.returnId).filter((id): id is number => id != null))];
  const otherIds = [...new Set(rows.map((row) => row.rectifiesInvoiceId).filter((id): id is number => id != null))];
  const orderRows = orderIds.length ? await db.select({ id: orders.id, number: orders.number }).from(orders).where(inArray(orders.id, orderIds)) : [];
  const returnRows = returnIds.length ? await db.select({ id: returns.id, number: returns.number }).from(returns).where(inArray(returns.id, returnIds)) : [];
  const otherRows = otherIds.length ? await db.select({ id: invoices.id, number: invoices.number }).from(invoices).where(inArray(invoices.id, otherIds)) : [];
  return {
    orderNumbers: new Map(orderRows.map((row) => [row.id, row.number])),
    returnNumbers: new Map(returnRows.map((row) => [row.id, row.number])),
    invoiceNumbers: new Map(otherRows.map((row) => [row.id, row.number])),
    annulled: await annulledIds(db, rows.map((row) => row.id)),
  };
}

function presentOne(row: InvoiceRow, context: Related): CustomerInvoice {
  const kind = row.kind as InvoiceKind;
  return {
    id: row.id,
    number: row.number,
    kind,
    kind_label: INVOICE_KIND_LABELS[kind],
    purpose: row.purpose as InvoicePurpose,
    issued_at: row.issuedAt.toISOString(),
    order_number: context.orderNumbers.get(row.orderId) ?? '',
    return_number: row.returnId != null ? (context.returnNumbers.get(row.returnId) ?? null) : null,
    rectifies_number: row.rectifiesInvoiceId != null ? (context.invoiceNumbers.get(row.rectifiesInvoiceId) ?? null) : null,
    rectifies_id: row.rectifiesInvoiceId,
    recipient: row.recipient ?? null,
    total: centsToEuros(row.totalCents),
    vat: centsToEuros(row.vatCents),
    annulled: context.annulled.has(row.id),
    pdf_url: invoicePdfUrl(row),
  };
}

export async function presentCustomerInvoices(db: Db, rows: InvoiceRow[]): Promise<CustomerInvoice[]> {
  const context = await related(db, rows);
  return rows.map((row) => presentOne(row, context));
}

export async function presentAdminInvoiceRows(db: Db, rows: InvoiceRow[]): Promise<AdminInvoiceRow[]> {
  const context = await related(db, rows);
  return rows.map((row) => ({
    ...presentOne(row, context),
    series: seriesOfKind(row.kind as InvoiceKind),
    order_id: row.orderId,
    customer_name: row.recipient?.name ?? row.customerName,
    email: row.email,
    base: centsToEuros(row.baseCents),
  }));
}

/** The AEAT's verification address of an invoice (the QR). */
export function invoiceVerificationUrl(row: InvoiceRow): string {
  return verificationUrl({ nif: row.issuer.tax_id, number: row.number, date: aeatDate(row.issuedAt), totalCents: row.totalCents });
}

/** The whole invoice, with its records and how their submission went. */
export async function presentInvoice(db: Db, row: InvoiceRow): Promise<Invoice> {
  const [summary] = await presentAdminInvoiceRows(db, [row]);
  const records = await db
    .select({ record: fiscalRecords, status: fiscalSubmissions.status })
    .from(fiscalRecords)
    .leftJoin(fiscalSubmissions, eq(fiscalSubmissions.recordId, fiscalRecords.id))
    .where(eq(fiscalRecords.invoiceId, row.id))
    .orderBy(asc(fiscalRecords.id));
  return {
    ...summary!,
    issuer: { name: row.issuer.name, tax_id: row.issuer.tax_id, address: row.issuer.address, example: isExampleIssuer(row.issuer.tax_id) },
    operation_date: row.operationDate,
    description: row.description,
    reason: row.reason,
    lines: row.lines.map((line) => ({
      description: line.description,
      quantity: line.quantity,
      unit_price: centsToEuros(line.unit_price_cents),
      base: centsToEuros(line.base_cents),
      vat_rate: line.vat_rate,
      vat: centsToEuros(line.vat_cents),
      total: centsToEuros(line.total_cents),
    })),
    breakdown: row.breakdown.map((entry) => ({
      rate: entry.rate,
      exemption: entry.exemption,
      base: centsToEuros(entry.base_cents),
      vat: centsToEuros(entry.vat_cents),
      total: centsToEuros(entry.base_cents + entry.vat_cents),
    })),
    verification_url: invoiceVerificationUrl(row),
    records: records.map(({ record, status }) => ({
      id: record.id,
      kind: record.kind as 'alta' | 'anulacion',
      generated_at: record.generatedAt,
      huella: record.huella,
      previous_huella: record.previousHuella,
      submission_status: status ?? null,
    })),
  };
}
