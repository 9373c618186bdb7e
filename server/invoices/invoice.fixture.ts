import type { Invoice } from '../../common/invoices/contracts';
import { EXAMPLE_ISSUER, INVOICE_KIND_LABELS, aeatDate, seriesOfKind, splitInvoice, verificationUrl } from '../../common/invoices/rules';
import { centsToEuros } from '../../common/money';

// Whole invoices as the contracts read them, for the tests of what draws or sends an invoice: a
// simplified one of the demo store (the example issuer), a full one made out to a company and the
// corrective of the simplified one after a return. Amounts are split into base and VAT the way
// the server splits them (splitInvoice), so every total adds up to the cent.

/** A line as an order or a return gives it, VAT included, in cents. */
export interface SampleLine {
  description: string;
  quantity: number;
  unitPriceCents: number;
  /** The line's amount VAT included (negative for a discount, or on a corrective invoice). */
  grossCents: number;
}

/** The lines, breakdown and totals of an invoice of `lines` charged `totalCents` (their sum unless said). */
export function priceInvoice(
  lines: readonly SampleLine[],
  options: { vatRate?: number; exempt?: boolean; totalCents?: number } = {},
): Pick<Invoice, 'lines' | 'breakdown' | 'base' | 'vat' | 'total'> {
  const rate = options.vatRate ?? 21;
  const exempt = options.exempt ?? false;
  const totalCents = options.totalCents ?? lines.reduce((sum, line) => sum + line.grossCents, 0);
  const split = splitInvoice(lines, totalCents, rate, exempt);
  return {
    lines: lines.map((line, index) => {
      const part = split.lines[index]!;
      return {
        description: line.description,
        quantity: line.quantity,
        unit_price: centsToEuros(exempt && line.quantity !== 0 ? Math.round(part.grossCents / line.quantity) : line.unitPriceCents),
        base: centsToEuros(part.baseCents),
        vat_rate: exempt ? 0 : rate,
        vat: centsToEuros(part.vatCents),
        total: centsToEuros(part.grossCents),
      };
    }),
    breakdown: split.breakdown.map((row) => ({
      rate: row.rate,
      exemption: row.exemption,
      base: centsToEuros(row.baseCents),
      vat: centsToEuros(row.vatCents),
      total: centsToEuros(row.baseCents + row.vatCents),
    })),
    base: centsToEuros(split.baseCents),
    vat: centsToEuros(split.vatCents),
    total: centsToEuros(split.totalCents),
  };
}

const SHIRT = 'Divergente · Camiseta de algodón orgánico con cuello redondo (talla M, Azul noche) · DV-CAM-014-M-AZN';

/** The sale of the simplified invoice: 3 × 19,99 €, a 10 % coupon (−6,00 €) and standard shipping. */
export const SAMPLE_SALE_LINES: readonly SampleLine[] = [
  { description: SHIRT, quantity: 3, unitPriceCents: 1999, grossCents: 5997 },
  { description: 'Descuento (cupón BIENVENIDA10)', quantity: 1, unitPriceCents: -600, grossCents: -600 },
  { description: 'Envío estándar', quantity: 1, unitPriceCents: 495, grossCents: 495 },
];

/**
 * Completes an invoice: the kind's label and series, and the QR address from the issuer's NIF, the
 * number, the date and the total — unless the overrides give them.
 */
function complete(base: Omit<Invoice, 'kind_label' | 'series' | 'verification_url'>, overrides: Partial<Invoice>): Invoice {
  const merged = { ...base, ...overrides };
  return {
    ...merged,
    kind_label: overrides.kind_label ?? INVOICE_KIND_LABELS[merged.kind],
    series: overrides.series ?? seriesOfKind(merged.kind),
    verification_url:
      overrides.verification_url ??
      verificationUrl({ nif: merged.issuer.tax_id, number: merged.number, date: aeatDate(new Date(merged.issued_at)), totalCents: Math.round(merged.total * 100) }),
  };
}

/** A simplified invoice (F2) of the demo store: the example issuer, no recipient, 58,92 €. */
export function sampleInvoice(overrides: Partial<Invoice> = {}): Invoice {
  return complete(
    {
      id: 123,
      number: 'FS-2026-000123',
      kind: 'F2',
      purpose: 'sale',
      issued_at: '2026-11-28T09:15:00.000Z',
      operation_date: '2026-11-28',
      order_id: 77,
      order_number: 'TD-2026-000123',
      return_number: null,
      rectifies_number: null,
      rectifies_id: null,
      recipient: null,
      customer_name: 'Lucía Pérez Núñez',
      email: 'lucia@example.com',
      annulled: false,
      pdf_url: '/api/invoices/FS-2026-000123/pdf?token=sample',
      issuer: { name: EXAMPLE_ISSUER.legal_name, tax_id: EXAMPLE_ISSUER.tax_id, address: EXAMPLE_ISSUER.registered_address, example: true },
      description: 'Venta de ropa y complementos, pedido TD-2026-000123',
      reason: null,
      ...priceInvoice(SAMPLE_SALE_LINES),
      records: [
        {
          id: 201,
          kind: 'alta',
          generated_at: '2026-11-28T10:15:00+01:00',
          huella: '3C464DAF61ACB827C65FDA19F352A4E3BDC2C640E9E9FC4CC058073F38F12F60',
          previous_huella: null,
          submission_status: 'kept',
        },
      ],
    },
    overrides,
  );
}

/** A full invoice (F1) made out to a company, issued the day after the payment, 21 % VAT. */
export function sampleFullInvoice(overrides: Partial<Invoice> = {}): Invoice {
  const recipient = { name: 'Estudio Lumbre Diseño S.L.', tax_id: 'B87654323', address: 'Calle de la Princesa 25, 3º B, 28008 Madrid' };
  return sampleInvoice({
    id: 45,
    number: 'FC-2026-000045',
    kind: 'F1',
    issued_at: '2026-11-29T08:30:00.000Z',
    operation_date: '2026-11-28',
    order_number: 'TD-2026-000131',
    recipient,
    customer_name: recipient.name,
    email: 'compras@estudiolumbre.example',
    pdf_url: '/api/invoices/FC-2026-000045/pdf?token=sample',
    issuer: { name: 'Tienda Diverso S.L.', tax_id: 'B12345674', address: 'Calle de Embajadores 1, 28012 Madrid', example: false },
    description: 'Venta de ropa y complementos, pedido TD-2026-000131',
    ...priceInvoice([
      { description: 'Divergente · Polo piqué de empresa con bordado del logotipo (talla L, Blanco) · DV-POL-002-L-BLA', quantity: 12, unitPriceCents: 3990, grossCents: 47880 },
      { description: 'Ruediverso · Gorra técnica de empresa (Azul noche) · RD-GOR-007-U-AZN', quantity: 12, unitPriceCents: 2490, grossCents: 29880 },
      { description: 'Divergente · Sudadera de algodón reciclado (talla S, Gris jaspeado) · DV-SUD-031-S-GRJ', quantity: 1, unitPriceCents: 5490, grossCents: 5490 },
      { description: 'Envío exprés', quantity: 1, unitPriceCents: 995, grossCents: 995 },
    ]),
    records: [],
    ...overrides,
  });
}

/**
 * The corrective invoice (R5) of the simplified one after return DV-2026-000017: the three shirts
 * back at what they cost after the coupon (53,97 €, 17,99 € each) and the shipping, by differences.
 */
export function sampleCorrectiveInvoice(overrides: Partial<Invoice> = {}): Invoice {
  return sampleInvoice({
    id: 130,
    number: 'FR-2026-000009',
    kind: 'R5',
    purpose: 'return',
    issued_at: '2026-12-05T16:40:00.000Z',
    operation_date: '2026-12-05',
    return_number: 'DV-2026-000017',
    rectifies_number: 'FS-2026-000123',
    rectifies_id: 123,
    pdf_url: '/api/invoices/FR-2026-000009/pdf?token=sample',
    description: 'Devolución DV-2026-000017 del pedido TD-2026-000123',
    reason: 'Devolución DV-2026-000017 (la talla es pequeña): se reembolsa lo devuelto.',
    ...priceInvoice([
      { description: `Devolución: ${SHIRT}`, quantity: -3, unitPriceCents: 1799, grossCents: -5397 },
      { description: 'Devolución de los gastos de envío', quantity: -1, unitPriceCents: 495, grossCents: -495 },
    ]),
    records: [],
    ...overrides,
  });
}
