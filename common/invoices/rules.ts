import { vatIncluded } from '../checkout/pricing';

// The pure rules of invoicing (issue 22): the kinds of invoice the store issues, their series and
// numbers, the split of VAT-included amounts into taxable base and VAT that sums exactly, and the
// AEAT's verification address printed as a QR code. Both sides use them; the server decides.

/**
 * The VERI*FACTU types the store issues (Orden HAC/1177/2024, L2 list):
 * F1 full invoice, F2 simplified invoice (RD 1619/2012 art. 4 and 7), F3 full invoice issued in
 * substitution of simplified ones, R1 corrective of a full invoice (art. 80 Uno, Dos y Seis LIVA:
 * returns and cancellations), R5 corrective of a simplified invoice.
 */
export const INVOICE_KINDS = ['F1', 'F2', 'F3', 'R1', 'R5'] as const;
export type InvoiceKind = (typeof INVOICE_KINDS)[number];

export const INVOICE_KIND_LABELS: Record<InvoiceKind, string> = {
  F1: 'Factura completa',
  F2: 'Factura simplificada',
  F3: 'Factura completa en sustitución de la simplificada',
  R1: 'Factura rectificativa',
  R5: 'Factura rectificativa de la simplificada',
};

/** Why an invoice was issued: the sale, a full invoice replacing the simplified one, a return's refund, a cancellation's. */
export const INVOICE_PURPOSES = ['sale', 'substitution', 'return', 'cancellation'] as const;
export type InvoicePurpose = (typeof INVOICE_PURPOSES)[number];

/** The three series (RD 1619/2012 art. 6.1.a and 15.5: corrective invoices in a series of their own). */
export const INVOICE_SERIES = ['simplified', 'full', 'rectifying'] as const;
export type InvoiceSeries = (typeof INVOICE_SERIES)[number];

export const INVOICE_SERIES_LABELS: Record<InvoiceSeries, string> = {
  simplified: 'Simplificadas',
  full: 'Completas',
  rectifying: 'Rectificativas',
};

export function seriesOfKind(kind: InvoiceKind): InvoiceSeries {
  if (kind === 'F2') return 'simplified';
  if (kind === 'F1' || kind === 'F3') return 'full';
  return 'rectifying';
}

export const isRectifying = (kind: InvoiceKind) => kind === 'R1' || kind === 'R5';

/** A series prefix as /admin/settings keeps it: 1–10 capital letters or digits. */
export const SERIES_PREFIX_PATTERN = /^[A-Z0-9]{1,10}$/;

/** 'FS' + 2026 + 17 → 'FS-2026-000017': the series is the prefix and the year; numbers start at 1 each year. */
export function formatInvoiceNumber(prefix: string, year: number, number: number): string {
  return `${prefix}-${year}-${String(number).padStart(6, '0')}`;
}


/**
 * Shares `target` cents among `weights` in proportion, in whole cents that add up to `target`
 * exactly (largest remainder). Weights and target may be negative (a discount line, a refund).
 */
export function allocateCents(target: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (weights.length === 0) return [];
  if (sum === 0) return weights.map((_, index) => (index === 0 ? target : 0));
  const exact = weights.map((weight) => (target * weight) / sum);
  const floors = exact.map((value) => Math.floor(value + 1e-9));
  let rest = target - floors.reduce((a, b) => a + b, 0);
  const order = exact.map((value, index) => ({ index, fraction: value - floors[index]! })).sort((a, b) => b.fraction - a.fraction || a.index - b.index);
  for (const { index } of order) {
    if (rest <= 0) break;
    floors[index]! += 1;
    rest -= 1;
  }
  return floors;
}

export interface GrossLine {
  /** What the line costs VAT included, in cents (negative for a discount or a refund). */
  grossCents: number;
}

export interface SplitLine {
  grossCents: number;
  /** The line's taxable base (or, exempt, its amount without VAT). */
  baseCents: number;
  vatCents: number;
}

export interface VatBreakdownRow {
  /** Percent; 0 for an exempt operation. */
  rate: number;
  baseCents: number;
  vatCents: number;
  /** AEAT's cause of exemption (E2: exports, art. 21 LIVA — deliveries to Canarias, Ceuta and Melilla). */
  exemption: 'E2' | null;
}

export interface InvoiceSplit {
  lines: SplitLine[];
  breakdown: VatBreakdownRow[];
  baseCents: number;
  vatCents: number;
  totalCents: number;
}

/**
 * The lines of an invoice, VAT included, and the total charged: each line's base and VAT and the
 * breakdown per rate, summing exactly to the total. The VAT of the whole is the checkout's
 * (`vatIncluded` of the total), so the invoice equals the order to the cent; the lines share its
 * base in proportion. Exempt (Canarias, Ceuta, Melilla) the total already has no VAT: the lines
 * share the total as their amounts without VAT.
 */
export function splitInvoice(lines: readonly GrossLine[], totalCents: number, rate: number, exempt: boolean): InvoiceSplit {
  const vatCents = exempt ? 0 : vatIncluded(totalCents, rate);
  const baseCents = totalCents - vatCents;
  const bases = allocateCents(baseCents, lines.map((line) => line.grossCents));
  const split = lines.map((line, index) => {
    const base = bases[index]!;
    return { grossCents: exempt ? base : line.grossCents, baseCents: base, vatCents: exempt ? 0 : line.grossCents - base };
  });
  if (!exempt) {
    // The lines' VAT is gross − base: it sums to the whole's VAT whenever the lines sum to the total.
    const linesVat = split.reduce((sum, line) => sum + line.vatCents, 0);
    if (linesVat !== vatCents && split.length > 0) split[0]!.vatCents += vatCents - linesVat;
  }
  return {
    lines: split,
    breakdown: [{ rate: exempt ? 0 : rate, baseCents, vatCents, exemption: exempt ? 'E2' : null }],
    baseCents,
    vatCents,
    totalCents,
  };
}

/** An amount as AEAT's records and QR write it: a point, two decimals, a minus when negative ('-12.10'). */
export function aeatAmount(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** A date as AEAT's records write it: 'dd-mm-yyyy', in Madrid. */
export function aeatDate(at: Date): string {
  const parts = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Madrid', day: '2-digit', month: '2-digit', year: 'numeric' }).formatToParts(at);
  const get = (type: string) => parts.find((part) => part.type === type)!.value;
  return `${get('day')}-${get('month')}-${get('year')}`;
}

/** The tax office's page that checks an invoice (VERI*FACTU mode); `test` is AEAT's pre-production site. */
export const AEAT_QR_BASE = {
  production: 'https://www2.agenciatributaria.gob.es/wlpl/TIKE-CONT/ValidarQR',
  test: 'https://prewww2.aeat.es/wlpl/TIKE-CONT/ValidarQR',
} as const;

/**
 * The address of the QR code (AEAT's specification of the QR and the verification service):
 * the issuer's NIF, the series and number, the date of issue and the total, URL-encoded.
 */
export function verificationUrl(input: { nif: string; number: string; date: string; totalCents: number }, base: string = AEAT_QR_BASE.production): string {
  const query = [
    `nif=${encodeURIComponent(input.nif)}`,
    `numserie=${encodeURIComponent(input.number)}`,
    `fecha=${encodeURIComponent(input.date)}`,
    `importe=${encodeURIComponent(aeatAmount(input.totalCents))}`,
  ].join('&');
  return `${base}?${query}`;
}

/** The legend VERI*FACTU invoices carry beside the QR. */
export const VERIFACTU_LEGEND = 'Factura verificable en la sede electrónica de la AEAT';

/** The issuer's data an invoice needs, and the settings fields that hold them (for the message to staff). */
export const ISSUER_FIELDS = { legal_name: 'razón social', tax_id: 'NIF', registered_address: 'domicilio social' } as const;

/** The missing issuer fields (empty means the store can invoice). */
export function missingIssuerFields(settings: { legal_name: string; tax_id: string; registered_address: string }): (keyof typeof ISSUER_FIELDS)[] {
  return (Object.keys(ISSUER_FIELDS) as (keyof typeof ISSUER_FIELDS)[]).filter((key) => settings[key].trim() === '');
}

/** The example issuer the demo data fills (a fresh install invoices at once); invoices under it say they are examples. */
export const EXAMPLE_ISSUER = {
  legal_name: 'Tienda Diverso S.L. (datos de ejemplo)',
  tax_id: 'B00000000',
  registered_address: 'Calle de Embajadores 1, 28012 Madrid (dirección de ejemplo)',
} as const;

export const isExampleIssuer = (taxId: string) => taxId === EXAMPLE_ISSUER.tax_id;
