import type { AdminInvoicePage, AdminInvoiceRow, ChainVerification, FiscalSubmission, Invoice } from '@common/invoices/contracts';

type SubmissionPage = { data: Omit<FiscalSubmission, 'xml'>[]; current_page: number; last_page: number; per_page: number; total: number; from: number | null; to: number | null; needs_attention: number };

/** A row of the staff list, as GET /api/admin/invoices answers it: a simplified invoice. */
export function makeInvoiceRow(overrides: Partial<AdminInvoiceRow> = {}): AdminInvoiceRow {
  return {
    id: 31,
    number: 'FS-2026-000017',
    kind: 'F2',
    kind_label: 'Factura simplificada',
    purpose: 'sale',
    issued_at: '2026-11-24T17:05:00.000Z',
    order_number: 'TD-2026-000123',
    return_number: null,
    rectifies_number: null,
    rectifies_id: null,
    recipient: null,
    total: 79.8,
    vat: 13.85,
    annulled: false,
    pdf_url: '/api/invoices/FS-2026-000017/pdf?token=abc',
    series: 'simplified',
    order_id: 12,
    customer_name: 'Lucía Fernández',
    email: 'lucia@example.com',
    base: 65.95,
    ...overrides,
  };
}

/** A corrective invoice of a return, on the simplified one. */
export function makeRectifyingRow(overrides: Partial<AdminInvoiceRow> = {}): AdminInvoiceRow {
  return makeInvoiceRow({
    id: 32,
    number: 'FR-2026-000003',
    kind: 'R5',
    kind_label: 'Factura rectificativa de la simplificada',
    purpose: 'return',
    issued_at: '2026-11-28T10:00:00.000Z',
    return_number: 'DV-2026-000045',
    rectifies_number: 'FS-2026-000017',
    rectifies_id: 123,
    total: -39.9,
    vat: -6.92,
    base: -32.98,
    series: 'rectifying',
    pdf_url: '/api/invoices/FR-2026-000003/pdf?token=def',
    ...overrides,
  });
}

export function makeInvoicePage(rows: AdminInvoiceRow[], overrides: Partial<AdminInvoicePage> = {}): AdminInvoicePage {
  return {
    data: rows,
    current_page: 1,
    last_page: 1,
    per_page: 25,
    total: rows.length,
    from: rows.length ? 1 : null,
    to: rows.length ? rows.length : null,
    vat_totals: [
      { rate: 21, exemption: null, base: 1234.5, vat: 259.25, total: 1493.75, count: 40 },
      { rate: 0, exemption: 'E2', base: 89.9, vat: 0, total: 89.9, count: 2 },
    ],
    issuer: { ready: true, missing: [], example: false, waiting_orders: 0 },
    ...overrides,
  };
}

/** One invoice as GET /api/admin/invoices/{id} answers it: a full invoice with its alta record. */
export function makeInvoice(overrides: Partial<Invoice> = {}): Invoice {
  return {
    ...makeInvoiceRow({
      id: 40,
      number: 'FC-2026-000005',
      kind: 'F3',
      kind_label: 'Factura completa en sustitución de la simplificada',
      purpose: 'substitution',
      rectifies_number: 'FS-2026-000017',
      rectifies_id: 123,
      recipient: { name: 'Taller Lúa S.L.', tax_id: 'B12345674', address: 'Rúa do Franco 3, 15702 Santiago de Compostela' },
      customer_name: 'Taller Lúa S.L.',
      series: 'full',
      pdf_url: '/api/invoices/FC-2026-000005/pdf?token=ghi',
    }),
    issuer: { name: 'Tienda Diverso S.L.', tax_id: 'B87654321', address: 'Calle de Embajadores 1, 28012 Madrid', example: false },
    operation_date: '2026-11-24',
    description: 'Venta de prendas del pedido TD-2026-000123',
    reason: null,
    lines: [
      { description: 'Camisa de lino azul · Talla M', quantity: 2, unit_price: 29.95, base: 49.5, vat_rate: 21, vat: 10.4, total: 59.9 },
      { description: 'Envío estándar', quantity: 1, unit_price: 19.9, base: 16.45, vat_rate: 21, vat: 3.45, total: 19.9 },
    ],
    breakdown: [{ rate: 21, exemption: null, base: 65.95, vat: 13.85, total: 79.8 }],
    verification_url: 'https://www2.agenciatributaria.gob.es/wlpl/TIKE-CONT/ValidarQR?nif=B87654321&numserie=FC-2026-000005&fecha=24-11-2026&importe=79.80',
    records: [
      {
        id: 77,
        kind: 'alta',
        generated_at: '2026-11-24T18:05:00+01:00',
        huella: '3C464DAF61ACB827C65FDA19F352A4E3BDC2C640E9E6E2D9B1B8F10C5A1F2E3D',
        previous_huella: 'A1B2C3D4E5F60718293A4B5C6D7E8F90A1B2C3D4E5F60718293A4B5C6D7E8F90',
        submission_status: 'kept',
      },
    ],
    ...overrides,
  };
}

export function makeChainVerification(overrides: Partial<ChainVerification> = {}): ChainVerification {
  return { ok: true, records: 128, checked_at: '2026-11-28T09:00:00.000Z', first_break: null, ...overrides };
}

export function makeSubmission(overrides: Partial<FiscalSubmission> = {}): FiscalSubmission {
  return {
    id: 9,
    record_id: 77,
    record_kind: 'alta',
    invoice_id: 5,
    invoice_number: 'FC-2026-000005',
    submitter: 'outbox',
    attempts: 0,
    status: 'kept',
    created_at: '2026-11-24T17:05:01.000Z',
    response: null,
    record_state: null,
    error_code: null,
    error_description: null,
    csv: null,
    attention: null,
    corrects_record_id: null,
    can_resend: false,
    can_correct: false,
    xml: '<?xml version="1.0" encoding="UTF-8"?>\n<sum:RegFactuSistemaFacturacion>\n  <sum:RegistroFactura>…</sum:RegistroFactura>\n</sum:RegFactuSistemaFacturacion>',
    ...overrides,
  };
}

export function makeSubmissionPage(rows: Omit<FiscalSubmission, 'xml'>[], needsAttention = 0): SubmissionPage {
  return { data: rows, current_page: 1, last_page: 1, per_page: 25, total: rows.length, from: rows.length ? 1 : null, to: rows.length ? rows.length : null, needs_attention: needsAttention };
}
