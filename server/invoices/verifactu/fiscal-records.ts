import { desc, eq, sql } from 'drizzle-orm';
import { aeatAmount, aeatDate, isRectifying, type InvoiceKind } from '../../../common/invoices/rules';
import type { Db } from '../../db/client';
import { fiscalRecords, invoices, type FiscalRecordRow, type InvoiceRow } from '../../db/schema';
import { submitRecord } from './fiscal-submitter';
import { SF, sistemaInformatico } from './fiscal-system';
import { xmlToData, type XmlNode } from './fiscal-xml';
import { altaHuella, anulacionHuella, madridTimestamp } from './huella';

// The VERI*FACTU records of the invoices (decision record 14): each alta, subsanación or
// anulación chained by its huella to the issuer's previous record, its XML, handed to the fiscal
// submitter. Written under the chain's transaction-scoped lock, after the invoice they record
// (append-invoice.ts); never updated (migration 0015).

export const INVOICE_CHAIN_LOCK_KEY = 724_410_522;

/** One chain at a time: the invoice numbers and the records commit in order. */
export async function lockChain(tx: Db): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${INVOICE_CHAIN_LOCK_KEY})`);
}

/** The issuer's last record: the next one chains to it. */
async function lastRecord(tx: Db, issuerTaxId: string): Promise<FiscalRecordRow | undefined> {
  const [row] = await tx.select().from(fiscalRecords).where(eq(fiscalRecords.issuerTaxId, issuerTaxId)).orderBy(desc(fiscalRecords.id)).limit(1);
  return row;
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

export async function appendAltaRecord(tx: Db, invoice: InvoiceRow, now: Date, subsanacion?: Subsanacion): Promise<FiscalRecordRow> {
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

