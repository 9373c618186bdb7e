import { randomBytes } from 'node:crypto';
import { and, desc, eq, sql } from 'drizzle-orm';
import {
  aeatAmount,
  aeatDate,
  formatInvoiceNumber,
  INVOICE_KIND_LABELS,
  isRectifying,
  missingIssuerFields,
  seriesOfKind,
  splitInvoice,
  type InvoiceKind,
  type InvoicePurpose,
} from '../../common/invoices/rules';
import { centsToEuros, formatPrice } from '../../common/money';
import type { StoreSettings } from '../../common/settings/contracts';
import { readStoreSettings } from '../settings/store-settings';
import type { Db } from '../db/client';
import { madridYear } from '../db/sequences';
import { fiscalRecords, invoices, type FiscalRecordRow, type InvoiceRow, type StoredInvoiceLine, type StoredInvoiceParty } from '../db/schema';
import { recordOrderEvent, SYSTEM_ACTOR } from '../timelines/order-timeline';
import { submitRecord } from './fiscal-submitter';
import { SF, sistemaInformatico } from './fiscal-system';
import { xmlToData, type XmlNode } from './fiscal-xml';
import { altaHuella, anulacionHuella, madridTimestamp } from './huella';

// The one writer of invoices and their VERI*FACTU records (decision record 14). Every invoice of
// the store goes through `appendInvoice`: under one transaction-scoped lock it takes the next
// number of its series and year (no gaps, no repeats: numbers and rows commit or roll back
// together), splits the amounts into base and VAT, stores the invoice, chains its alta record to
// the issuer's previous record and hands the record to the fiscal submitter. Rows are never
// updated: the database refuses it (migration 0015).

/** The advisory lock that serialises invoice numbers and the chain of records (the mail loop's is 724_410_301). */
export const INVOICE_CHAIN_LOCK_KEY = 724_410_522;

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

async function lockChain(tx: Db): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${INVOICE_CHAIN_LOCK_KEY})`);
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

/** The issuer's last record: the next one chains to it. */
async function lastRecord(tx: Db, issuerTaxId: string): Promise<FiscalRecordRow | undefined> {
  const [row] = await tx.select().from(fiscalRecords).where(eq(fiscalRecords.issuerTaxId, issuerTaxId)).orderBy(desc(fiscalRecords.id)).limit(1);
  return row;
}

const cut = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/** Madrid's calendar day of an instant, AAAA-MM-DD. */
export function madridDay(at: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid', year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
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

  const prefix = prefixOf(settings, draft.kind);
  const year = madridYear(now);
  const sequence = await nextSequence(tx, prefix, year);
  const number = formatInvoiceNumber(prefix, year, sequence);
  const split = splitInvoice(draft.lines, draft.totalCents, draft.vatRate, draft.exempt);
  const lines: StoredInvoiceLine[] = draft.lines.map((line, index) => {
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
      lines,
      breakdown: split.breakdown.map((row) => ({ rate: row.rate, exemption: row.exemption, base_cents: row.baseCents, vat_cents: row.vatCents })),
      baseCents: split.baseCents,
      vatCents: split.vatCents,
      totalCents: split.totalCents,
      accessKey: randomBytes(32).toString('hex'),
    })
    .returning();
  await appendAltaRecord(tx, invoice!, now);
  // The order's timeline says it, for the customer and staff alike.
  const amount = formatPrice(centsToEuros(Math.abs(invoice!.totalCents)));
  await recordOrderEvent(tx, draft.orderId, {
    kind: 'invoice',
    message: isRectifying(draft.kind)
      ? `${INVOICE_KIND_LABELS[draft.kind]} ${number} emitida: −${amount}${draft.rectifies ? `, sobre la factura ${draft.rectifies.number}` : ''}.`
      : `${INVOICE_KIND_LABELS[draft.kind]} ${number} emitida (${amount}).`,
    actor: SYSTEM_ACTOR,
    now,
  });
  return invoice!;
}

function invoiceId(prefix: 'IDEmisorFactura' | 'IDEmisorFacturaAnulada', issuerTaxId: string, number: string, date: string): XmlNode[] {
  const suffix = prefix === 'IDEmisorFacturaAnulada' ? 'Anulada' : '';
  return [
    [`${SF}IDEmisorFactura${suffix}`, issuerTaxId],
    [`${SF}NumSerieFactura${suffix}`, number],
    [`${SF}FechaExpedicionFactura${suffix}`, date],
  ];
}

function chainNode(previous: FiscalRecordRow | undefined): XmlNode {
  if (!previous) return [`${SF}Encadenamiento`, [[`${SF}PrimerRegistro`, 'S']]];
  return [
    `${SF}Encadenamiento`,
    [[`${SF}RegistroAnterior`, [...invoiceId('IDEmisorFactura', previous.issuerTaxId, previous.invoiceNumber, previous.invoiceDate), [`${SF}Huella`, previous.huella]]]],
  ];
}

async function rectifiedInvoice(tx: Db, id: number | null): Promise<InvoiceRow | undefined> {
  if (id == null) return undefined;
  const [row] = await tx.select().from(invoices).where(eq(invoices.id, id));
  return row;
}

/**
 * A subsanación (Orden HAC/1177/2024, RegistroAlta with Subsanacion 'S'): corrects the data the AEAT
 * holds of an invoice (a record accepted with errors) or sends again one it refused. AEAT's
 * specification makes it a new record: chained to the issuer's last record, with its own
 * FechaHoraHusoGenRegistro and huella; the record it corrects keeps its own. `rechazoPrevio`: 'X'
 * when the AEAT holds no record of the invoice (the earlier one was refused), 'S' when it holds one
 * but a later correction was refused, null otherwise. The issuer's name is today's (the NIF cannot
 * change: it identifies the invoice).
 */
export interface Subsanacion {
  corrects: FiscalRecordRow;
  rechazoPrevio: 'S' | 'X' | null;
  issuerName: string;
}

export async function appendSubsanacionRecord(tx: Db, invoice: InvoiceRow, subsanacion: Subsanacion, now: Date): Promise<FiscalRecordRow> {
  await lockChain(tx);
  return appendAltaRecord(tx, invoice, now, subsanacion);
}

async function appendAltaRecord(tx: Db, invoice: InvoiceRow, now: Date, subsanacion?: Subsanacion): Promise<FiscalRecordRow> {
  const previous = await lastRecord(tx, invoice.issuer.tax_id);
  const generatedAt = madridTimestamp(now);
  const invoiceDate = aeatDate(invoice.issuedAt);
  const kind = invoice.kind as InvoiceKind;
  const vatTotal = aeatAmount(invoice.vatCents);
  const amountTotal = aeatAmount(invoice.totalCents);
  const huella = altaHuella({
    issuerTaxId: invoice.issuer.tax_id,
    invoiceNumber: invoice.number,
    invoiceDate,
    invoiceKind: kind,
    vatTotal,
    amountTotal,
    previousHuella: previous?.huella ?? null,
    generatedAt,
  });

  const other = await rectifiedInvoice(tx, invoice.rectifiesInvoiceId);
  const otherId = other ? invoiceId('IDEmisorFactura', other.issuer.tax_id, other.number, aeatDate(other.issuedAt)) : null;
  const nodes: XmlNode[] = [
    [`${SF}IDVersion`, '1.0'],
    [`${SF}IDFactura`, invoiceId('IDEmisorFactura', invoice.issuer.tax_id, invoice.number, invoiceDate)],
    [`${SF}NombreRazonEmisor`, subsanacion?.issuerName ?? invoice.issuer.name],
  ];
  if (subsanacion) {
    nodes.push([`${SF}Subsanacion`, 'S']);
    if (subsanacion.rechazoPrevio) nodes.push([`${SF}RechazoPrevio`, subsanacion.rechazoPrevio]);
  }
  nodes.push([`${SF}TipoFactura`, kind]);
  if (isRectifying(kind)) nodes.push([`${SF}TipoRectificativa`, 'I']);
  if (isRectifying(kind) && otherId) nodes.push([`${SF}FacturasRectificadas`, [[`${SF}IDFacturaRectificada`, otherId]]]);
  if (kind === 'F3' && otherId) nodes.push([`${SF}FacturasSustituidas`, [[`${SF}IDFacturaSustituida`, otherId]]]);
  const operationDate = aeatDate(new Date(`${invoice.operationDate}T12:00:00Z`));
  if (operationDate !== invoiceDate) nodes.push([`${SF}FechaOperacion`, operationDate]);
  nodes.push([`${SF}DescripcionOperacion`, invoice.description]);
  if (invoice.recipient) {
    nodes.push([`${SF}Destinatarios`, [[`${SF}IDDestinatario`, [[`${SF}NombreRazon`, invoice.recipient.name], [`${SF}NIF`, invoice.recipient.tax_id]]]]]);
  }
  nodes.push([
    `${SF}Desglose`,
    invoice.breakdown.map((row): XmlNode => [
      `${SF}DetalleDesglose`,
      [
        [`${SF}Impuesto`, '01'],
        [`${SF}ClaveRegimen`, '01'],
        row.exemption ? [`${SF}OperacionExenta`, row.exemption] : [`${SF}CalificacionOperacion`, 'S1'],
        ...(row.exemption ? [] : [[`${SF}TipoImpositivo`, row.rate.toFixed(2)] as XmlNode]),
        [`${SF}BaseImponibleOimporteNoSujeto`, aeatAmount(row.base_cents)],
        ...(row.exemption ? [] : [[`${SF}CuotaRepercutida`, aeatAmount(row.vat_cents)] as XmlNode]),
      ],
    ]),
  ]);
  nodes.push(
    [`${SF}CuotaTotal`, vatTotal],
    [`${SF}ImporteTotal`, amountTotal],
    chainNode(previous),
    sistemaInformatico(subsanacion ? { ...invoice.issuer, name: subsanacion.issuerName } : invoice.issuer),
    [`${SF}FechaHoraHusoGenRegistro`, generatedAt],
    [`${SF}TipoHuella`, '01'],
    [`${SF}Huella`, huella],
  );
  return insertRecord(tx, invoice, {
    kind: 'alta',
    invoiceDate,
    invoiceKind: kind,
    vatTotal,
    amountTotal,
    previous,
    generatedAt,
    huella,
    node: [`${SF}RegistroAlta`, nodes],
    correctsRecordId: subsanacion?.corrects.id ?? null,
    issuerName: subsanacion?.issuerName,
  });
}

/**
 * The anulación record of an invoice issued in error: chained like any record; the invoice and its
 * alta stay as they were.
 */
export async function appendAnulacionRecord(tx: Db, invoice: InvoiceRow, now: Date): Promise<FiscalRecordRow> {
  await lockChain(tx);
  const previous = await lastRecord(tx, invoice.issuer.tax_id);
  const generatedAt = madridTimestamp(now);
  const invoiceDate = aeatDate(invoice.issuedAt);
  const huella = anulacionHuella({ issuerTaxId: invoice.issuer.tax_id, invoiceNumber: invoice.number, invoiceDate, previousHuella: previous?.huella ?? null, generatedAt });
  return insertRecord(tx, invoice, {
    kind: 'anulacion',
    invoiceDate,
    invoiceKind: invoice.kind as InvoiceKind,
    vatTotal: aeatAmount(invoice.vatCents),
    amountTotal: aeatAmount(invoice.totalCents),
    previous,
    generatedAt,
    huella,
    node: [
      `${SF}RegistroAnulacion`,
      [
        [`${SF}IDVersion`, '1.0'],
        [`${SF}IDFactura`, invoiceId('IDEmisorFacturaAnulada', invoice.issuer.tax_id, invoice.number, invoiceDate)],
        chainNode(previous),
        sistemaInformatico(invoice.issuer),
        [`${SF}FechaHoraHusoGenRegistro`, generatedAt],
        [`${SF}TipoHuella`, '01'],
        [`${SF}Huella`, huella],
      ],
    ],
  });
}

interface RecordInput {
  kind: 'alta' | 'anulacion';
  invoiceDate: string;
  invoiceKind: InvoiceKind;
  vatTotal: string;
  amountTotal: string;
  previous: FiscalRecordRow | undefined;
  generatedAt: string;
  huella: string;
  node: XmlNode;
  correctsRecordId?: number | null;
  /** The name in the submission's header, when not the invoice's (a subsanación after it was corrected). */
  issuerName?: string;
}

async function insertRecord(tx: Db, invoice: InvoiceRow, input: RecordInput): Promise<FiscalRecordRow> {
  const [record] = await tx
    .insert(fiscalRecords)
    .values({
      kind: input.kind,
      invoiceId: invoice.id,
      issuerTaxId: invoice.issuer.tax_id,
      invoiceNumber: invoice.number,
      invoiceDate: input.invoiceDate,
      invoiceKind: input.invoiceKind,
      vatTotal: input.vatTotal,
      amountTotal: input.amountTotal,
      previousRecordId: input.previous?.id ?? null,
      previousHuella: input.previous?.huella ?? null,
      generatedAt: input.generatedAt,
      huella: input.huella,
      payload: xmlToData([input.node]),
      correctsRecordId: input.correctsRecordId ?? null,
    })
    .returning();
  await submitRecord(tx, record!, input.node, { name: input.issuerName ?? invoice.issuer.name, taxId: invoice.issuer.tax_id });
  return record!;
}

