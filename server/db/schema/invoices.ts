import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, pgTable, serial, smallint, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { orders } from './orders';
import { returns } from './returns';

// Invoicing (issue 22, decision record 14): the invoices, their VERI*FACTU billing records chained by
// their huella, and the outbox of submissions to the tax office. Invoices and records are
// append-only: triggers of migration 0015 refuse every UPDATE and DELETE (a mistake is corrected
// with a corrective invoice, or an invoice issued in error gets an anulación record). Money in
// cents, negative on corrective invoices.

export interface StoredInvoiceParty {
  name: string;
  tax_id: string;
  address: string;
}

export interface StoredInvoiceLine {
  description: string;
  quantity: number;
  /** VAT included. */
  unit_price_cents: number;
  base_cents: number;
  vat_rate: number;
  vat_cents: number;
  total_cents: number;
}

export interface StoredVatRow {
  rate: number;
  exemption: string | null;
  base_cents: number;
  vat_cents: number;
}

export const invoices = pgTable(
  'invoices',
  {
    id: serial('id').primaryKey(),
    /** 'simplified', 'full' or 'rectifying'. */
    series: varchar('series', { length: 12 }).notNull(),
    /** The series' prefix when issued (FS, FC, FR…). */
    prefix: varchar('prefix', { length: 10 }).notNull(),
    year: smallint('year').notNull(),
    /** Consecutive within prefix and year, from 1, without gaps. */
    sequence: integer('sequence').notNull(),
    /** FS-2026-000017 */
    number: varchar('number', { length: 30 }).notNull(),
    /** F1, F2, F3, R1, R5 (common/invoices/rules.ts). */
    kind: varchar('kind', { length: 2 }).notNull(),
    /** 'sale', 'substitution', 'return', 'cancellation'. */
    purpose: varchar('purpose', { length: 12 }).notNull(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    returnId: integer('return_id').references(() => returns.id),
    /** The invoice a corrective one rectifies, or the simplified one a full one substitutes. */
    rectifiesInvoiceId: integer('rectifies_invoice_id'),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    /** When the operation took place (the payment, the refund), if not the day of issue. */
    operationDate: date('operation_date', { mode: 'string' }).notNull(),
    issuer: jsonb('issuer').$type<StoredInvoiceParty>().notNull(),
    /** Full invoices only. */
    recipient: jsonb('recipient').$type<StoredInvoiceParty>(),
    /** The customer's name and e-mail as on the order (a simplified invoice names no recipient). */
    customerName: varchar('customer_name', { length: 160 }).notNull(),
    email: varchar('email', { length: 254 }).notNull(),
    description: varchar('description', { length: 500 }).notNull(),
    reason: varchar('reason', { length: 300 }),
    lines: jsonb('lines').$type<StoredInvoiceLine[]>().notNull(),
    breakdown: jsonb('breakdown').$type<StoredVatRow[]>().notNull(),
    baseCents: integer('base_cents').notNull(),
    vatCents: integer('vat_cents').notNull(),
    totalCents: integer('total_cents').notNull(),
    /** Random: the key of the download links (an HMAC of the number), so a link opens one invoice only. */
    accessKey: varchar('access_key', { length: 64 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('invoices_number_unique').on(t.number),
    uniqueIndex('invoices_sequence_unique').on(t.prefix, t.year, t.sequence),
    // Each event of an order is invoiced once, whoever gets there first (the hook or the catch-up job).
    uniqueIndex('invoices_sale_unique').on(t.orderId).where(sql`${t.purpose} = 'sale'`),
    uniqueIndex('invoices_substitution_unique').on(t.orderId).where(sql`${t.purpose} = 'substitution'`),
    uniqueIndex('invoices_cancellation_unique').on(t.orderId).where(sql`${t.purpose} = 'cancellation'`),
    uniqueIndex('invoices_return_unique').on(t.returnId).where(sql`${t.purpose} = 'return'`),
    index('invoices_order_idx').on(t.orderId),
    index('invoices_issued_idx').on(t.issuedAt),
    check('invoices_kind_check', sql`${t.kind} in ('F1', 'F2', 'F3', 'R1', 'R5')`),
    check('invoices_purpose_check', sql`${t.purpose} in ('sale', 'substitution', 'return', 'cancellation')`),
    check('invoices_sign_check', sql`(${t.kind} in ('R1', 'R5')) = (${t.totalCents} < 0)`),
    check('invoices_sum_check', sql`${t.baseCents} + ${t.vatCents} = ${t.totalCents}`),
  ],
);

/**
 * The VERI*FACTU billing records (RD 1007/2023, Orden HAC/1177/2024): one 'alta' per invoice, one
 * 'anulacion' per invoice annulled; each chained to the issuer's previous record by its huella.
 */
export const fiscalRecords = pgTable(
  'fiscal_records',
  {
    id: serial('id').primaryKey(),
    /** 'alta' or 'anulacion'. */
    kind: varchar('kind', { length: 10 }).notNull(),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id),
    issuerTaxId: varchar('issuer_tax_id', { length: 20 }).notNull(),
    invoiceNumber: varchar('invoice_number', { length: 30 }).notNull(),
    /** dd-mm-yyyy */
    invoiceDate: varchar('invoice_date', { length: 10 }).notNull(),
    invoiceKind: varchar('invoice_kind', { length: 2 }).notNull(),
    /** '12.35', '-4.20': as they enter the huella. */
    vatTotal: varchar('vat_total', { length: 20 }).notNull(),
    amountTotal: varchar('amount_total', { length: 20 }).notNull(),
    previousRecordId: integer('previous_record_id'),
    previousHuella: varchar('previous_huella', { length: 64 }),
    /** FechaHoraHusoGenRegistro: '2026-11-28T11:02:03+01:00'. */
    generatedAt: varchar('generated_at', { length: 25 }).notNull(),
    huella: varchar('huella', { length: 64 }).notNull(),
    /** Every field of the record as it is submitted (the XML is built from it). */
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    /**
     * A subsanación (Subsanacion 'S'): the record whose data this one corrects. A new record of the
     * same invoice, chained and fingerprinted like any other; the corrected one stays as it was.
     */
    correctsRecordId: integer('corrects_record_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One original alta and one anulación per invoice; subsanaciones come after it.
    uniqueIndex('fiscal_records_alta_unique').on(t.invoiceId, t.kind).where(sql`${t.correctsRecordId} is null`),
    // A chain has no forks: a record is the previous one of at most one.
    uniqueIndex('fiscal_records_previous_unique').on(t.previousRecordId),
    check('fiscal_records_kind_check', sql`${t.kind} in ('alta', 'anulacion')`),
  ],
);

/** The submissions of records to the tax office: the built-in submitter keeps them here with their XML. */
export const fiscalSubmissions = pgTable(
  'fiscal_submissions',
  {
    id: serial('id').primaryKey(),
    recordId: integer('record_id')
      .notNull()
      .references(() => fiscalRecords.id),
    /** 'outbox' (kept here) or the name of a real submitter. */
    submitter: varchar('submitter', { length: 20 }).notNull(),
    /**
     * 'kept' (outbox), 'pending' (to send, or retrying), 'accepted', 'needs_attention' (a person
     * decides: see `attention`), 'corrected' (a subsanación was issued for it), 'rejected' (before
     * issue 35: refused, without the record's own verdict).
     */
    status: varchar('status', { length: 20 }).notNull(),
    xml: text('xml').notNull(),
    response: text('response'),
    attempts: smallint('attempts').notNull().default(0),
    /** The record's own verdict (EstadoRegistro): 'Correcto', 'AceptadoConErrores' or 'Incorrecto'; null for a submission refused as a whole. */
    recordState: varchar('record_state', { length: 20 }),
    /** CodigoErrorRegistro (or the code of a refusal of the whole submission) and its description. */
    errorCode: varchar('error_code', { length: 10 }),
    errorDescription: text('error_description'),
    /** The AEAT's secure verification code of the submission that carried the record. */
    csv: varchar('csv', { length: 40 }),
    /** What a person has to do, in Spanish, while the status is 'needs_attention'. */
    attention: text('attention'),
    /** No submission before this instant: the AEAT's TiempoEsperaEnvio, or the backoff after a failure. */
    nextSendAfter: timestamp('next_send_after', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('fiscal_submissions_record_unique').on(t.recordId),
    index('fiscal_submissions_status_idx').on(t.status, t.createdAt),
    // The sender's gate: the latest instant before which nothing is sent.
    index('fiscal_submissions_next_send_idx').on(t.nextSendAfter),
  ],
);

export type InvoiceRow = typeof invoices.$inferSelect;
export type FiscalRecordRow = typeof fiscalRecords.$inferSelect;
export type FiscalSubmissionRow = typeof fiscalSubmissions.$inferSelect;
