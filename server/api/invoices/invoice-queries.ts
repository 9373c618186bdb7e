import { and, count, desc, eq, gte, lt, or, sql, type SQL } from 'drizzle-orm';
import { pageOf } from '../../../common/api/replies';
import type {
  AdminInvoiceListQuery,
  AdminInvoicePage,
  CustomerInvoicePage,
  FiscalSubmission,
  IssuerStatus,
  VatTotal,
} from '../../../common/invoices/contracts';
import { INVOICE_KIND_LABELS, ISSUER_FIELDS, isExampleIssuer, missingIssuerFields, type InvoiceKind } from '../../../common/invoices/rules';
import { centsToEuros } from '../../../common/money';
import type { Db } from '../../db/client';
import { folded, likePattern } from '../../db/folded-search';
import { fiscalRecords, fiscalSubmissions, invoices, orders, type FiscalSubmissionRow, type InvoiceRow } from '../../db/schema';
import { presentAdminInvoiceRows, presentCustomerInvoices } from '../../invoices/invoice-presenter';
import { startOfStoreDay } from '../audit/audit-service';
import { NotFoundError } from '../../errors';
import { readStoreSettings } from '../../settings/store-settings';
import { canCorrect, canResend } from './submission-actions';

// What the invoices screens read: the customer's own invoices, the back-office list with its VAT
// totals for the whole filter, the accountant's CSV, one invoice, and the submissions outbox.

export async function listCustomerInvoices(db: Db, userId: number, q: { page: number; per_page: number }): Promise<CustomerInvoicePage> {
  const mine = eq(orders.userId, userId);
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(invoices).innerJoin(orders, eq(orders.id, invoices.orderId)).where(mine);
  const rows = await db
    .select({ invoice: invoices })
    .from(invoices)
    .innerJoin(orders, eq(orders.id, invoices.orderId))
    .where(mine)
    .orderBy(desc(invoices.issuedAt), desc(invoices.id))
    .limit(q.per_page)
    .offset((q.page - 1) * q.per_page);
  return pageOf(await presentCustomerInvoices(db, rows.map((row) => row.invoice)), q.page, q.per_page, total);
}

function filtersOf(q: Partial<AdminInvoiceListQuery>): SQL | undefined {
  const filters: SQL[] = [];
  if (q.search) {
    const pattern = likePattern(q.search);
    filters.push(
      or(
        sql`${folded(invoices.number)} like ${pattern}`,
        sql`${folded(invoices.customerName)} like ${pattern}`,
        sql`${folded(invoices.email)} like ${pattern}`,
        sql`${folded(sql`coalesce(${invoices.recipient}->>'name', '')`)} like ${pattern}`,
        sql`${folded(sql`coalesce(${invoices.recipient}->>'tax_id', '')`)} like ${pattern}`,
        sql`exists (select 1 from ${orders} where ${orders.id} = ${invoices.orderId} and ${folded(orders.number)} like ${pattern})`,
      )!,
    );
  }
  if (q.series) filters.push(eq(invoices.series, q.series));
  if (q.kind) filters.push(eq(invoices.kind, q.kind));
  if (q.from) filters.push(gte(invoices.issuedAt, startOfStoreDay(q.from)));
  if (q.to) filters.push(lt(invoices.issuedAt, startOfStoreDay(q.to, 1)));
  return filters.length ? and(...filters) : undefined;
}

/** Base, VAT and total per rate of every invoice of the filter (annulled ones left out). */
async function vatTotals(db: Db, where: SQL | undefined): Promise<VatTotal[]> {
  const notAnnulled = sql`not exists (select 1 from ${fiscalRecords} where ${fiscalRecords.invoiceId} = ${invoices.id} and ${fiscalRecords.kind} = 'anulacion')`;
  const result = await db.execute(sql`
    select (entry->>'rate')::numeric as rate, entry->>'exemption' as exemption,
           sum((entry->>'base_cents')::bigint)::bigint as base, sum((entry->>'vat_cents')::bigint)::bigint as vat, count(distinct ${invoices.id})::int as n
    from ${invoices}, jsonb_array_elements(${invoices.breakdown}) as entry
    where ${where ? sql`${where} and ` : sql``}${notAnnulled}
    group by 1, 2 order by 1 desc, 2`);
  const rows = (Array.isArray(result) ? result : ((result as { rows: unknown[] }).rows ?? [])) as { rate: string; exemption: string | null; base: string; vat: string; n: number }[];
  return rows.map((row) => {
    const base = Number(row.base);
    const vat = Number(row.vat);
    return { rate: Number(row.rate), exemption: row.exemption, base: centsToEuros(base), vat: centsToEuros(vat), total: centsToEuros(base + vat), count: Number(row.n) };
  });
}

/** Whether the store can invoice, and how many paid orders wait for their invoice. */
export async function issuerStatus(db: Db): Promise<IssuerStatus> {
  const settings = await readStoreSettings(db);
  const missing = missingIssuerFields(settings);
  const [{ waiting } = { waiting: 0 }] = await db
    .select({ waiting: count() })
    .from(orders)
    .where(
      and(
        sql`${orders.paidAt} is not null`,
        sql`${orders.totalCents} > 0`,
        sql`not exists (select 1 from ${invoices} where ${invoices.orderId} = ${orders.id} and ${invoices.purpose} = 'sale')`,
      ),
    );
  return { ready: missing.length === 0, missing: missing.map((key) => ISSUER_FIELDS[key]), example: isExampleIssuer(settings.tax_id), waiting_orders: waiting };
}

export async function listAdminInvoices(db: Db, q: AdminInvoiceListQuery): Promise<AdminInvoicePage> {
  const where = filtersOf(q);
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(invoices).where(where);
  const rows = await db
    .select()
    .from(invoices)
    .where(where)
    .orderBy(desc(invoices.issuedAt), desc(invoices.id))
    .limit(q.per_page)
    .offset((q.page - 1) * q.per_page);
  return {
    ...pageOf(await presentAdminInvoiceRows(db, rows), q.page, q.per_page, total),
    vat_totals: await vatTotals(db, where),
    issuer: await issuerStatus(db),
  };
}

export async function findInvoiceRow(db: Db, id: number): Promise<InvoiceRow> {
  const [row] = await db.select().from(invoices).where(eq(invoices.id, id));
  if (!row) throw new NotFoundError('Factura no encontrada.');
  return row;
}

// ── The accountant's CSV ────────────────────────────────────────────────────────────────────────

const CSV_HEADER = [
  'Número',
  'Serie',
  'Tipo',
  'Fecha de expedición',
  'Fecha de operación',
  'Pedido',
  'Devolución',
  'Rectifica o sustituye a',
  'Cliente',
  'NIF del cliente',
  'Email',
  'Tipo de IVA',
  'Base imponible',
  'Cuota de IVA',
  'Total',
  'Anulada',
];

/** A spreadsheet cell: quoted when needed, and never read as a formula (OWASP CSV injection). */
function cell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) && !/^-?\d/.test(value) ? `'${value}` : value;
  return /[";\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** 1234.5 → '1234,50': Spanish spreadsheets read a decimal comma. */
const amount = (cents: number) => (cents / 100).toFixed(2).replace('.', ',');

const madridDate = (at: Date) => new Intl.DateTimeFormat('es-ES', { timeZone: 'Europe/Madrid', day: '2-digit', month: '2-digit', year: 'numeric' }).format(at);

/** Every invoice of the filter, oldest first, one line per VAT rate; semicolons and a BOM so Excel opens it in Spanish. */
export async function exportInvoicesCsv(db: Db, q: Partial<AdminInvoiceListQuery>): Promise<string> {
  const where = filtersOf(q);
  const lines = [CSV_HEADER.join(';')];
  let after = 0;
  for (;;) {
    const rows = await db
      .select()
      .from(invoices)
      .where(and(where, sql`${invoices.id} > ${after}`))
      .orderBy(invoices.id)
      .limit(500);
    if (rows.length === 0) break;
    const presented = await presentAdminInvoiceRows(db, rows);
    rows.forEach((row, index) => {
      const view = presented[index]!;
      for (const entry of row.breakdown) {
        lines.push(
          [
            row.number,
            row.prefix,
            `${row.kind} ${INVOICE_KIND_LABELS[row.kind as InvoiceKind]}`,
            madridDate(row.issuedAt),
            row.operationDate.split('-').reverse().join('/'),
            view.order_number,
            view.return_number ?? '',
            view.rectifies_number ?? '',
            row.recipient?.name ?? row.customerName,
            row.recipient?.tax_id ?? '',
            row.email,
            entry.exemption ? `Exenta (${entry.exemption})` : `${String(entry.rate).replace('.', ',')} %`,
            amount(entry.base_cents),
            amount(entry.vat_cents),
            amount(entry.base_cents + entry.vat_cents),
            view.annulled ? 'Sí' : 'No',
          ]
            .map((value) => cell(String(value)))
            .join(';'),
        );
      }
    });
    after = rows.at(-1)!.id;
  }
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

export function invoicesCsvFileName(now: Date): string {
  return `facturas-${new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid' }).format(now)}.csv`;
}

// ── The submissions outbox ──────────────────────────────────────────────────────────────────────

function presentSubmission(row: FiscalSubmissionRow, record: { kind: string; invoiceId: number; invoiceNumber: string; correctsRecordId: number | null }) {
  return {
    id: row.id,
    record_id: row.recordId,
    record_kind: record.kind as 'alta' | 'anulacion',
    invoice_id: record.invoiceId,
    invoice_number: record.invoiceNumber,
    submitter: row.submitter,
    status: row.status as FiscalSubmission['status'],
    created_at: row.createdAt.toISOString(),
    response: row.response,
    attempts: row.attempts,
    record_state: (row.recordState ?? null) as FiscalSubmission['record_state'],
    error_code: row.errorCode,
    error_description: row.errorDescription,
    csv: row.csv,
    attention: row.status === 'needs_attention' ? row.attention : null,
    corrects_record_id: record.correctsRecordId,
    can_resend: canResend(row),
    can_correct: canCorrect(row, record.kind),
  };
}

const submissionColumns = {
  submission: fiscalSubmissions,
  kind: fiscalRecords.kind,
  invoiceId: fiscalRecords.invoiceId,
  invoiceNumber: fiscalRecords.invoiceNumber,
  correctsRecordId: fiscalRecords.correctsRecordId,
};

export async function countSubmissionsNeedingAttention(db: Db): Promise<number> {
  const [row] = await db.select({ total: count() }).from(fiscalSubmissions).where(eq(fiscalSubmissions.status, 'needs_attention'));
  return row?.total ?? 0;
}

export async function listSubmissions(db: Db, q: { page: number; per_page: number }) {
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(fiscalSubmissions);
  const rows = await db
    .select(submissionColumns)
    .from(fiscalSubmissions)
    .innerJoin(fiscalRecords, eq(fiscalRecords.id, fiscalSubmissions.recordId))
    .orderBy(desc(fiscalSubmissions.id))
    .limit(q.per_page)
    .offset((q.page - 1) * q.per_page);
  return {
    ...pageOf(
      rows.map((row) => presentSubmission(row.submission, row)),
      q.page,
      q.per_page,
      total,
    ),
    needs_attention: await countSubmissionsNeedingAttention(db),
  };
}

export async function getSubmission(db: Db, id: number): Promise<FiscalSubmission> {
  const [row] = await db
    .select(submissionColumns)
    .from(fiscalSubmissions)
    .innerJoin(fiscalRecords, eq(fiscalRecords.id, fiscalSubmissions.recordId))
    .where(eq(fiscalSubmissions.id, id));
  if (!row) throw new NotFoundError('Envío no encontrado.');
  return { ...presentSubmission(row.submission, row), xml: row.submission.xml };
}
