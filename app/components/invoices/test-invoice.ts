import type { CustomerInvoice, CustomerInvoicePage } from '@common/invoices/contracts';
import { INVOICE_KIND_LABELS } from '@common/invoices/rules';

/** A simplified invoice of order TD-2026-000123, as the API presents it; override what a test needs. */
export function makeInvoice(overrides: Partial<CustomerInvoice> = {}): CustomerInvoice {
  const kind = overrides.kind ?? 'F2';
  const number = overrides.number ?? 'FS-2026-000017';
  return {
    id: 17,
    number,
    kind,
    kind_label: INVOICE_KIND_LABELS[kind],
    purpose: 'sale',
    issued_at: '2026-11-20T10:05:00.000Z',
    order_number: 'TD-2026-000123',
    return_number: null,
    rectifies_number: null,
    rectifies_id: null,
    recipient: null,
    total: 84.85,
    vat: 14.73,
    annulled: false,
    pdf_url: `/api/invoices/${number}/pdf?token=tok-${number}`,
    ...overrides,
  };
}

export const invoicePage = (data: CustomerInvoice[], overrides: Partial<CustomerInvoicePage> = {}): CustomerInvoicePage => ({
  data,
  current_page: 1,
  last_page: 1,
  per_page: 20,
  total: data.length,
  from: data.length ? 1 : null,
  to: data.length ? data.length : null,
  ...overrides,
});

export const ACME = { name: 'Acme Textil S.L.', tax_id: 'B12345674', address: 'Calle Mayor 1, 28013 Madrid' };

/**
 * The `<summary>` of a disclosure by what it says (jsdom gives a summary no role, a browser makes
 * it a button): 'Pedir factura completa', 'Cambiar los datos de la factura'.
 */
export function summaryNamed(within: ParentNode, name: string): HTMLElement | null {
  return [...within.querySelectorAll<HTMLElement>('summary')].find((summary) => summary.textContent?.trim() === name) ?? null;
}
