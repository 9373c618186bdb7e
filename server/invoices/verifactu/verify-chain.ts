import { asc, gt, inArray, sql } from 'drizzle-orm';
import type { ChainVerification } from '../../../common/invoices/contracts';
import { aeatAmount, aeatDate } from '../../../common/invoices/rules';
import type { Db } from '../../db/client';
import { fiscalRecords, invoices, type FiscalRecordRow, type InvoiceRow } from '../../db/schema';
import { altaHuella, anulacionHuella } from './huella';

// The chain re-computed from the stored rows (npm run invoices:verify, GET /admin/invoices/verify
// and every test that writes invoices): each record's huella from its fields, each record chained
// to the issuer's previous one, and each alta's fields equal to its invoice's. Reports the first
// record that does not hold.

interface Break {
  record: FiscalRecordRow;
  problem: string;
}

function checkRecord(record: FiscalRecordRow, invoice: InvoiceRow | undefined, previous: FiscalRecordRow | undefined): string | null {
  if (!invoice) return 'su factura no existe';
  if ((record.previousRecordId ?? null) !== (previous?.id ?? null) || (record.previousHuella ?? null) !== (previous?.huella ?? null)) {
    return previous ? `no encadena con el registro anterior (${previous.invoiceNumber})` : 'dice tener un registro anterior, pero es el primero del emisor';
  }
  const date = aeatDate(invoice.issuedAt);
  if (record.invoiceNumber !== invoice.number || record.invoiceDate !== date || record.issuerTaxId !== invoice.issuer.tax_id) return 'no coincide con su factura (número, fecha o emisor)';
  if (record.kind === 'alta') {
    if (record.invoiceKind !== invoice.kind || record.vatTotal !== aeatAmount(invoice.vatCents) || record.amountTotal !== aeatAmount(invoice.totalCents)) {
      return 'sus importes o su tipo no coinciden con los de la factura';
    }
    const expected = altaHuella({
      issuerTaxId: record.issuerTaxId,
      invoiceNumber: record.invoiceNumber,
      invoiceDate: record.invoiceDate,
      invoiceKind: record.invoiceKind,
      vatTotal: record.vatTotal,
      amountTotal: record.amountTotal,
      previousHuella: record.previousHuella,
      generatedAt: record.generatedAt,
    });
    if (expected !== record.huella) return 'su huella no corresponde a sus datos';
  } else {
    const expected = anulacionHuella({ issuerTaxId: record.issuerTaxId, invoiceNumber: record.invoiceNumber, invoiceDate: record.invoiceDate, previousHuella: record.previousHuella, generatedAt: record.generatedAt });
    if (expected !== record.huella) return 'su huella no corresponde a sus datos';
  }
  return null;
}

/** Walks every record in order, in pages (a store's whole history fits, a page at a time). */
export async function verifyInvoiceChain(db: Db, now: Date = new Date()): Promise<ChainVerification> {
  const lastByIssuer = new Map<string, FiscalRecordRow>();
  let after = 0;
  let count = 0;
  let firstBreak: Break | null = null;
  const invoiceIds = new Set<number>();
  for (;;) {
    const page = await db.select().from(fiscalRecords).where(gt(fiscalRecords.id, after)).orderBy(asc(fiscalRecords.id)).limit(1000);
    if (page.length === 0) break;
    const ids = [...new Set(page.map((record) => record.invoiceId))];
    const rows = await db.select().from(invoices).where(inArray(invoices.id, ids));
    const byId = new Map(rows.map((row) => [row.id, row]));
    for (const record of page) {
      count += 1;
      if (record.kind === 'alta') invoiceIds.add(record.invoiceId);
      const problem = checkRecord(record, byId.get(record.invoiceId), lastByIssuer.get(record.issuerTaxId));
      if (problem && !firstBreak) firstBreak = { record, problem };
      lastByIssuer.set(record.issuerTaxId, record);
    }
    after = page.at(-1)!.id;
  }
  if (!firstBreak) {
    // Every invoice has its alta record.
    const [missing] = await db
      .select({ id: invoices.id, number: invoices.number })
      .from(invoices)
      .leftJoin(fiscalRecords, sql`${fiscalRecords.invoiceId} = ${invoices.id} and ${fiscalRecords.kind} = 'alta'`)
      .where(sql`${fiscalRecords.id} is null`)
      .limit(1);
    if (missing) {
      return { ok: false, records: count, checked_at: now.toISOString(), first_break: { record_id: 0, invoice_number: missing.number, problem: 'la factura no tiene registro de alta' } };
    }
  }
  return {
    ok: firstBreak == null,
    records: count,
    checked_at: now.toISOString(),
    first_break: firstBreak ? { record_id: firstBreak.record.id, invoice_number: firstBreak.record.invoiceNumber, problem: firstBreak.problem } : null,
  };
}


