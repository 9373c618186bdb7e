import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { formatInvoiceNumber, INVOICE_KIND_LABELS, isRectifying, missingIssuerFields, seriesOfKind, splitInvoice, type InvoiceKind, type InvoicePurpose } from '../../common/invoices/rules';
import { centsToEuros, formatPrice } from '../../common/money';
import type { StoreSettings } from '../../common/settings/contracts';
import { readStoreSettings } from '../settings/store-settings';
import type { Db } from '../db/client';
import { madridYear } from '../db/sequences';
import { invoices, type InvoiceRow, type StoredInvoiceLine, type StoredInvoiceParty } from '../db/schema';
import { recordOrderEvent, SYSTEM_ACTOR } from '../timelines/order-timeline';
import { appendAltaRecord, lockChain } from './verifactu/fiscal-records';

// The one writer of invoices (decision record 14). Every invoice of the store goes through
// `appendInvoice`: under one transaction-scoped lock it takes the next number of its series and
// year (no gaps, no repeats: numbers and rows commit or roll back together), splits the amounts
// into base and VAT, stores the invoice, and has its alta record chained (fiscal-records.ts) and
// said on the order's timeline. Rows are never updated: the database refuses it (migration 0015).

/** The advisory lock that serialises invoice numbers and the chain of records (the mail loop's is 724_410_301). */

export interface GrossInvoiceLine {
  description: string;
  quantity: number;
  /** One unit, VAT included (positive). */
  unitPriceCents: number;
  /** The line, VAT included: negative for a discount or on a corrective invoice. */
  grossCents: number;
}

export interface InvoiceDraft {
  kind: InvoiceKind;
  purpose: InvoicePurpose;
  orderId: number;
  returnId?: number | null;
  /** The invoice a corrective one rectifies or a full one substitutes. */
  rectifies?: InvoiceRow | null;
  /** When the operation happened (the payment, the refund). */
  operationAt: Date;
  recipient: StoredInvoiceParty | null;
  customerName: string;
  email: string;
  description: string;
  reason?: string | null;
  lines: GrossInvoiceLine[];
  /** What was charged (or, negative, given back), VAT included. */
  totalCents: number;
  vatRate: number;
  /** Canarias, Ceuta and Melilla: invoiced without VAT (art. 21 LIVA). */
  exempt: boolean;
}

/** The issuer fields are filled: the store can invoice. */
export function issuerReady(settings: Pick<StoreSettings, 'legal_name' | 'tax_id' | 'registered_address'>): boolean {
  return missingIssuerFields(settings).length === 0;
}

function prefixOf(settings: StoreSettings, kind: InvoiceKind): string {
  const series = seriesOfKind(kind);
  return series === 'simplified' ? settings.invoice_series_simplified : series === 'full' ? settings.invoice_series_full : settings.invoice_series_rectifying;
}

async function nextSequence(tx: Db, prefix: string, year: number): Promise<number> {
  const [row] = await tx
    .select({ last: sql<number>`coalesce(max(${invoices.sequence}), 0)::int` })
    .from(invoices)
    .where(and(eq(invoices.prefix, prefix), eq(invoices.year, year)));
  return (row?.last ?? 0) + 1;
}

/** The invoice of the same event, if one was issued: each event of an order is invoiced once. */
async function issuedFor(tx: Db, draft: InvoiceDraft): Promise<InvoiceRow | undefined> {
  const same = draft.purpose === 'return' && draft.returnId != null ? eq(invoices.returnId, draft.returnId) : eq(invoices.orderId, draft.orderId);
  const [row] = await tx.select().from(invoices).where(and(same, eq(invoices.purpose, draft.purpose)));
  return row;
}

const cut = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/** Madrid's calendar day of an instant, AAAA-MM-DD. */
export function madridDay(at: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid', year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
}

/** The invoice's next number in its series and year (taken under the chain's lock). */
async function nextNumber(tx: Db, settings: StoreSettings, kind: InvoiceKind, now: Date): Promise<{ prefix: string; year: number; sequence: number; number: string }> {
  const prefix = prefixOf(settings, kind);
  const year = madridYear(now);
  const sequence = await nextSequence(tx, prefix, year);
  return { prefix, year, sequence, number: formatInvoiceNumber(prefix, year, sequence) };
}

/** The draft's lines with their exact share of base and VAT (Canarias, Ceuta, Melilla: without VAT). */
function storedLines(draft: InvoiceDraft, split: ReturnType<typeof splitInvoice>): StoredInvoiceLine[] {
  return draft.lines.map((line, index) => {
    const part = split.lines[index]!;
    return {
      description: cut(line.description, 200),
      quantity: line.quantity,
      unit_price_cents: draft.exempt && line.quantity !== 0 ? Math.round(part.grossCents / line.quantity) : line.unitPriceCents,
      base_cents: part.baseCents,
      vat_rate: draft.exempt ? 0 : draft.vatRate,
      vat_cents: part.vatCents,
      total_cents: part.grossCents,
    };
  });
}

/** The invoice row, numbered, with the issuer of now and the amounts split. */
async function insertInvoice(tx: Db, draft: InvoiceDraft, settings: StoreSettings, now: Date): Promise<InvoiceRow> {
  const { prefix, year, sequence, number } = await nextNumber(tx, settings, draft.kind, now);
  const split = splitInvoice(draft.lines, draft.totalCents, draft.vatRate, draft.exempt);
  const issuer: StoredInvoiceParty = { name: settings.legal_name, tax_id: settings.tax_id, address: settings.registered_address };
  const [invoice] = await tx
    .insert(invoices)
    .values({
      series: seriesOfKind(draft.kind),
      prefix,
      year,
      sequence,
      number,
      kind: draft.kind,
      purpose: draft.purpose,
      orderId: draft.orderId,
      returnId: draft.returnId ?? null,
      rectifiesInvoiceId: draft.rectifies?.id ?? null,
      issuedAt: now,
      operationDate: madridDay(draft.operationAt),
      issuer,
      recipient: draft.recipient,
      customerName: cut(draft.customerName, 160),
      email: draft.email,
      description: cut(draft.description, 500),
      reason: draft.reason ? cut(draft.reason, 300) : null,
      lines: storedLines(draft, split),
      breakdown: split.breakdown.map((row) => ({ rate: row.rate, exemption: row.exemption, base_cents: row.baseCents, vat_cents: row.vatCents })),
      baseCents: split.baseCents,
      vatCents: split.vatCents,
      totalCents: split.totalCents,
      accessKey: randomBytes(32).toString('hex'),
    })
    .returning();
  return invoice!;
}

/** The order's timeline says it, for the customer and staff alike. */
async function recordIssued(tx: Db, draft: InvoiceDraft, invoice: InvoiceRow, now: Date): Promise<void> {
  const amount = formatPrice(centsToEuros(Math.abs(invoice.totalCents)));
  await recordOrderEvent(tx, draft.orderId, {
    kind: 'invoice',
    message: isRectifying(draft.kind)
      ? `${INVOICE_KIND_LABELS[draft.kind]} ${invoice.number} emitida: −${amount}${draft.rectifies ? `, sobre la factura ${draft.rectifies.number}` : ''}.`
      : `${INVOICE_KIND_LABELS[draft.kind]} ${invoice.number} emitida (${amount}).`,
    actor: SYSTEM_ACTOR,
    now,
  });
}

/**
 * Issues the invoice of `draft` now, or answers null when the issuer data are not filled yet (the
 * catch-up job issues it once they are). Runs in the caller's transaction; the partial unique
 * indexes of the table make a second issue of the same event fail, so callers check first.
 */
export async function appendInvoice(tx: Db, draft: InvoiceDraft, now: Date): Promise<InvoiceRow | null> {
  const settings = await readStoreSettings(tx);
  if (!issuerReady(settings) || draft.totalCents === 0) return null;
  await lockChain(tx);
  // Another transaction (the catch-up job of another instance) may have issued it while this one waited for the lock.
  const already = await issuedFor(tx, draft);
  if (already) return already;
  const invoice = await insertInvoice(tx, draft, settings, now);
  await appendAltaRecord(tx, invoice, now);
  await recordIssued(tx, draft, invoice, now);
  return invoice;
}
