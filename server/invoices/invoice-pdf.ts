import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import sharp from 'sharp';
import type { Invoice } from '../../common/invoices/contracts';
import { INVOICE_KIND_LABELS, VERIFACTU_LEGEND, isRectifying } from '../../common/invoices/rules';
import { formatPrice } from '../../common/money';

// An invoice as the PDF the customer downloads and receives by e-mail (A4, pdfkit, the standard
// Helvetica: WinAnsi covers Spanish and the euro sign). The AEAT's QR goes at the top of the first
// page, 35 mm square, with "QR tributario:" above it and VERI*FACTU and its legend below (AEAT's
// specification of the QR: at the start of the invoice, before its content, once, centred near the
// top margin on a portrait page). Then the issuer and the recipient, what a corrective invoice
// rectifies, the lines (the table goes on over as many pages as it needs, its header repeated), the
// VAT breakdown and the totals; every page ends with the store's contact and "Página N de M".
// The same invoice always gives the same bytes (the dates inside are the invoice's own).

export interface InvoicePdfStore {
  store_name: string;
  support_email: string;
  /** The store's address as people type it: the public origin's host ('tienda.example', 'localhost:3000'). */
  website: string;
}

type Doc = PDFKit.PDFDocument;

const PAGE_WIDTH = 595.28;
const PAGE_HEIGHT = 841.89;
const MARGIN = 40;
const LEFT = MARGIN;
const RIGHT = PAGE_WIDTH - MARGIN;
const WIDTH = RIGHT - LEFT;
const FOOTER_TOP = PAGE_HEIGHT - MARGIN - 12;
const CONTENT_BOTTOM = FOOTER_TOP - 14;
const MM = 72 / 25.4;
const QR_SIDE = 35 * MM;

const REGULAR = 'Helvetica';
const BOLD = 'Helvetica-Bold';

const COLOR = {
  ink: '#1F1A17',
  muted: '#5E5853',
  brand: '#1C355E',
  rule: '#D6D0C9',
  fill: '#F5F2EE',
  warnFill: '#FFF1C2',
  warnRule: '#D9A300',
  warnInk: '#5C4000',
  annulled: '#B3261E',
} as const;

// ── Text the standard fonts can draw ────────────────────────────────────────────────────────────

/** The characters of Windows-1252 above 0x7F outside Latin-1 (the standard fonts' encoding). */
const WIN_ANSI_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');

const isDrawable = (char: string) => {
  const code = char.codePointAt(0)!;
  return char === '\n' || (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRA.has(char);
};

/**
 * A text as WinAnsi can write it: a minus sign as a hyphen, thin and narrow spaces as no-break
 * spaces, a letter with a mark Latin-1 lacks without its mark (ł stays '?'), anything else '?'.
 */
export function drawable(text: string): string {
  let out = '';
  for (const char of text.normalize('NFC').replace(/\r\n?/g, '\n').replace(/\t/g, ' ')) {
    if (isDrawable(char)) out += char;
    else if (char === '\u2212') out += '-';
    else if (/[\u2000-\u200a\u202f\u205f]/.test(char)) out += '\u00a0';
    else {
      const bare = char.normalize('NFKD').replace(/\p{M}/gu, '');
      out += bare.length > 0 && [...bare].every(isDrawable) ? bare : '?';
    }
  }
  return out;
}

// ── Formats ─────────────────────────────────────────────────────────────────────────────────────

const MADRID_DAY = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid', year: 'numeric', month: '2-digit', day: '2-digit' });
const RATE = new Intl.NumberFormat('es-ES', { maximumFractionDigits: 2 });
const QUANTITY = new Intl.NumberFormat('es-ES', { maximumFractionDigits: 3 });

/** The day of an instant in Madrid, AAAA-MM-DD. */
const madridDay = (iso: string) => MADRID_DAY.format(new Date(iso));
/** AAAA-MM-DD → DD/MM/AAAA. */
const spanishDay = (day: string) => day.split('-').reverse().join('/');
const percent = (rate: number) => `${RATE.format(rate)}\u00a0%`;

// ── The logo, drawn once per process ────────────────────────────────────────────────────────────

const LOGO_FILES = [
  fileURLToPath(new URL('../../public/images/logo-tienda-diverso.svg', import.meta.url)),
  path.resolve(process.cwd(), 'public/images/logo-tienda-diverso.svg'),
];
const LOGO_ASPECT = 64 / 200;

let logo: Promise<Buffer | null> | undefined;

/** The store's logo as a PNG, 600 px wide (about 290 dpi as drawn); null when the file cannot be read: the name is written instead. */
function logoPng(): Promise<Buffer | null> {
  logo ??= (async () => {
    for (const file of LOGO_FILES) {
      try {
        return await sharp(await readFile(file), { density: 216 }).png().toBuffer();
      } catch {
        // the next place, or the name as text
      }
    }
    return null;
  })();
  return logo;
}

// ── Drawing kit ─────────────────────────────────────────────────────────────────────────────────

interface Style {
  font?: string;
  size?: number;
  color?: string;
  width: number;
  align?: 'left' | 'right' | 'center';
  spacing?: number;
}

function setStyle(doc: Doc, style: Style) {
  doc.font(style.font ?? REGULAR).fontSize(style.size ?? 9).fillColor(style.color ?? COLOR.ink);
}

const textOptions = (style: Style): PDFKit.Mixins.TextOptions => ({
  width: style.width,
  align: style.align ?? 'left',
  lineGap: 1.5,
  characterSpacing: style.spacing ?? 0,
});

/** How tall `value` is in `style`. */
function measure(doc: Doc, value: string, style: Style): number {
  setStyle(doc, style);
  return doc.heightOfString(drawable(value), textOptions(style));
}

/** Writes `value` with its top at `y`; answers its height. */
function write(doc: Doc, value: string, x: number, y: number, style: Style): number {
  setStyle(doc, style);
  const text = drawable(value);
  const height = doc.heightOfString(text, textOptions(style));
  doc.text(text, x, y, textOptions(style));
  return height;
}

function rule(doc: Doc, y: number, from = LEFT, to = RIGHT, color: string = COLOR.rule, width = 0.6) {
  doc.save().moveTo(from, y).lineTo(to, y).lineWidth(width).strokeColor(color).stroke().restore();
}

/** A small capitalised caption over a block ("EMISOR"). */
function caption(doc: Doc, value: string, x: number, y: number, width: number, align: Style['align'] = 'left'): number {
  return write(doc, value.toUpperCase(), x, y, { font: BOLD, size: 7, color: COLOR.muted, width, align, spacing: 0.6 });
}

/** The QR as one vector path (crisp at any zoom, no seams between modules). */
function drawQr(doc: Doc, text: string, x: number, y: number, side: number) {
  const qr = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const size = qr.modules.size;
  const cell = side / size;
  for (let row = 0; row < size; row++) {
    let col = 0;
    while (col < size) {
      if (!qr.modules.get(row, col)) {
        col++;
        continue;
      }
      let end = col;
      while (end < size && qr.modules.get(row, end)) end++;
      doc.rect(x + col * cell, y + row * cell, (end - col) * cell, cell);
      col = end;
    }
  }
  doc.fillColor('#000000').fill();
}

// ── The parts of the invoice ────────────────────────────────────────────────────────────────────

interface Context {
  doc: Doc;
  invoice: Invoice;
  store: InvoicePdfStore;
  label: string;
}

function drawExampleBand({ doc }: Context, y: number): number {
  const message = 'Datos de emisor de ejemplo (tienda de demostración): este documento no tiene validez fiscal.';
  const style: Style = { font: BOLD, size: 9, color: COLOR.warnInk, width: WIDTH - 20, align: 'center' };
  const height = measure(doc, message, style) + 12;
  doc.save().rect(LEFT, y, WIDTH, height).fillAndStroke(COLOR.warnFill, COLOR.warnRule).restore();
  write(doc, message, LEFT + 10, y + 6.5, style);
  return y + height + 14;
}

/** Logo left, the AEAT's QR in the middle, the kind of invoice, its number and dates right. */
function drawHeader(context: Context, image: Buffer | null, top: number): number {
  const { doc, invoice, store, label } = context;
  const logoWidth = 150;
  let leftBottom: number;
  if (image) {
    doc.image(image, LEFT, top, { width: logoWidth });
    leftBottom = top + logoWidth * LOGO_ASPECT;
  } else {
    leftBottom = top + write(doc, store.store_name, LEFT, top + 8, { font: BOLD, size: 20, color: COLOR.brand, width: logoWidth + 20 }) + 8;
  }

  // The title block, right-aligned.
  const qrColumn = 150;
  const qrLeft = (PAGE_WIDTH - qrColumn) / 2;
  const titleWidth = RIGHT - (qrLeft + qrColumn) - 8;
  const titleLeft = RIGHT - titleWidth;
  let y = top;
  doc.font(BOLD).fontSize(15);
  const titleSize = doc.widthOfString(drawable(label)) > titleWidth ? 13 : 15;
  y += write(doc, label, titleLeft, y, { font: BOLD, size: titleSize, color: COLOR.brand, width: titleWidth, align: 'right' }) + 4;
  y += write(doc, `Nº ${invoice.number}`, titleLeft, y, { font: BOLD, size: 11, width: titleWidth, align: 'right' }) + 4;
  const issued = madridDay(invoice.issued_at);
  y += write(doc, `Fecha de expedición: ${spanishDay(issued)}`, titleLeft, y, { size: 9, width: titleWidth, align: 'right' });
  if (invoice.operation_date !== issued) {
    y += write(doc, `Fecha de operación: ${spanishDay(invoice.operation_date)}`, titleLeft, y, { size: 9, width: titleWidth, align: 'right' });
  }
  if (invoice.annulled) {
    y += 6;
    const stamp = 'ANULADA';
    doc.font(BOLD).fontSize(12);
    const stampWidth = doc.widthOfString(stamp, { characterSpacing: 2 }) + 16;
    doc.save().lineWidth(1.5).rect(RIGHT - stampWidth, y, stampWidth, 20).stroke(COLOR.annulled).restore();
    write(doc, stamp, RIGHT - stampWidth, y + 5, { font: BOLD, size: 12, color: COLOR.annulled, width: stampWidth, align: 'center', spacing: 2 });
    y += 20;
  }

  // The QR block, centred on the page (drawn after the title, which text readers then read first).
  let qrY = top;
  qrY += write(doc, 'QR tributario:', qrLeft, qrY, { font: BOLD, size: 7.5, color: COLOR.ink, width: qrColumn, align: 'center' }) + 3;
  drawQr(doc, invoice.verification_url, (PAGE_WIDTH - QR_SIDE) / 2, qrY, QR_SIDE);
  qrY += QR_SIDE + 4;
  qrY += write(doc, 'VERI*FACTU', qrLeft, qrY, { font: BOLD, size: 8, width: qrColumn, align: 'center' }) + 1;
  const legendWidth = 120;
  qrY += write(doc, VERIFACTU_LEGEND, (PAGE_WIDTH - legendWidth) / 2, qrY, { size: 7, color: COLOR.muted, width: legendWidth, align: 'center' });

  const bottom = Math.max(leftBottom, qrY, y) + 12;
  rule(doc, bottom, LEFT, RIGHT, COLOR.brand, 1);
  return bottom + 14;
}

interface Party {
  caption: string;
  name: string;
  details: string[];
}

/** The issuer and the recipient (or, on a simplified invoice without one, the customer) side by side. */
function drawParties({ doc, invoice }: Context, top: number): number {
  const parties: Party[] = [
    { caption: 'Emisor', name: invoice.issuer.name, details: [`NIF ${invoice.issuer.tax_id}`, invoice.issuer.address] },
    invoice.recipient
      ? { caption: 'Destinatario', name: invoice.recipient.name, details: [`NIF ${invoice.recipient.tax_id}`, invoice.recipient.address] }
      : { caption: 'Cliente', name: invoice.customer_name, details: [] },
  ];
  const gap = 14;
  const boxWidth = (WIDTH - gap) / 2;
  const pad = 10;
  const inner = boxWidth - pad * 2;
  const heightOf = (party: Party) =>
    measure(doc, party.caption, { font: BOLD, size: 7, width: inner }) +
    4 +
    measure(doc, party.name, { font: BOLD, size: 10, width: inner }) +
    2 +
    party.details.reduce((sum, detail) => sum + measure(doc, detail, { size: 9, width: inner }) + 1, 0);
  const height = Math.max(...parties.map(heightOf)) + pad * 2;
  parties.forEach((party, index) => {
    const x = LEFT + index * (boxWidth + gap);
    doc.save().roundedRect(x, top, boxWidth, height, 4).fill(COLOR.fill).restore();
    let y = top + pad;
    y += caption(doc, party.caption, x + pad, y, inner) + 4;
    y += write(doc, party.name, x + pad, y, { font: BOLD, size: 10, width: inner }) + 2;
    for (const detail of party.details) y += write(doc, detail, x + pad, y, { size: 9, width: inner }) + 1;
  });
  return top + height + 14;
}

/** What a corrective invoice rectifies and why, or the simplified invoice a full one replaces. */
function drawRectification({ doc, invoice }: Context, top: number): number {
  const lines: { text: string; style: Omit<Style, 'width'> }[] = [];
  if (isRectifying(invoice.kind)) {
    lines.push({ text: invoice.rectifies_number ? `Rectifica la factura ${invoice.rectifies_number}` : 'Rectifica una factura anterior', style: { font: BOLD, size: 10 } });
    if (invoice.reason) lines.push({ text: `Motivo: ${invoice.reason}`, style: { size: 9 } });
    lines.push({ text: 'Rectificación por diferencias', style: { size: 9, color: COLOR.muted } });
  } else if (invoice.kind === 'F3' && invoice.rectifies_number) {
    lines.push({ text: `Sustituye a la factura simplificada ${invoice.rectifies_number}`, style: { font: BOLD, size: 10 } });
  }
  if (lines.length === 0) return top;
  const pad = 9;
  const inner = WIDTH - pad * 2 - 4;
  const height = lines.reduce((sum, line) => sum + measure(doc, line.text, { ...line.style, width: inner }) + 2, 0) + pad * 2 - 2;
  doc.save().rect(LEFT, top, WIDTH, height).fill(COLOR.fill).restore();
  doc.save().rect(LEFT, top, 3, height).fill(COLOR.brand).restore();
  let y = top + pad;
  for (const line of lines) y += write(doc, line.text, LEFT + pad + 4, y, { ...line.style, width: inner }) + 2;
  return top + height + 12;
}

/** The order (and return) the invoice belongs to, and the description of the operation. */
function drawReferences({ doc, invoice }: Context, top: number): number {
  const references = [`Pedido ${invoice.order_number}`, invoice.return_number ? `Devolución ${invoice.return_number}` : null].filter(Boolean).join('   ·   ');
  let y = top;
  y += write(doc, references, LEFT, y, { font: BOLD, size: 9.5, width: WIDTH }) + 2;
  y += write(doc, `Concepto: ${invoice.description}`, LEFT, y, { size: 9, color: COLOR.muted, width: WIDTH });
  return y + 12;
}

// ── The lines table ─────────────────────────────────────────────────────────────────────────────

interface Column {
  title: string | ((exempt: boolean) => string);
  width: number;
  align: 'left' | 'right';
  cell: (line: Invoice['lines'][number], exempt: boolean) => string;
}

const CELL_X = 5;
const CELL_Y = 5;

const FIXED_COLUMNS: Column[] = [
  { title: 'Cant.', width: 34, align: 'right', cell: (line) => QUANTITY.format(line.quantity) },
  { title: (exempt) => (exempt ? 'Precio unit.' : 'Precio unit.\n(IVA incl.)'), width: 68, align: 'right', cell: (line) => formatPrice(line.unit_price) },
  { title: 'Base', width: 66, align: 'right', cell: (line) => formatPrice(line.base) },
  { title: 'IVA %', width: 42, align: 'right', cell: (line, exempt) => (exempt && line.vat_rate === 0 ? 'Exenta' : percent(line.vat_rate)) },
  { title: 'Importe', width: 70, align: 'right', cell: (line) => formatPrice(line.total) },
];
const COLUMNS: Column[] = [
  { title: 'Descripción', width: WIDTH - FIXED_COLUMNS.reduce((sum, column) => sum + column.width, 0), align: 'left', cell: (line) => line.description },
  ...FIXED_COLUMNS,
];

const columnTitle = (column: Column, exempt: boolean) => (typeof column.title === 'string' ? column.title : column.title(exempt));
const headerStyle = (column: Column): Style => ({ font: BOLD, size: 7.5, color: '#FFFFFF', width: column.width - CELL_X * 2, align: column.align });

function tableHeaderHeight(doc: Doc, exempt: boolean): number {
  return Math.max(...COLUMNS.map((column) => measure(doc, columnTitle(column, exempt), headerStyle(column)))) + CELL_Y * 2;
}

function drawTableHeader(doc: Doc, top: number, exempt: boolean): number {
  const height = tableHeaderHeight(doc, exempt);
  doc.save().rect(LEFT, top, WIDTH, height).fill(COLOR.brand).restore();
  let x = LEFT;
  for (const column of COLUMNS) {
    // Titles sit on the row's bottom, a one-line title beside the two-line one.
    const title = columnTitle(column, exempt);
    write(doc, title, x + CELL_X, top + height - CELL_Y - measure(doc, title, headerStyle(column)), headerStyle(column));
    x += column.width;
  }
  return top + height;
}

function rowHeight(doc: Doc, line: Invoice['lines'][number], exempt: boolean): number {
  return Math.max(...COLUMNS.map((column) => measure(doc, column.cell(line, exempt), { size: 8.5, width: column.width - CELL_X * 2 }))) + CELL_Y * 2;
}

function drawRow(doc: Doc, line: Invoice['lines'][number], exempt: boolean, top: number, height: number, shaded: boolean) {
  if (shaded) doc.save().rect(LEFT, top, WIDTH, height).fill(COLOR.fill).restore();
  let x = LEFT;
  for (const column of COLUMNS) {
    write(doc, column.cell(line, exempt), x + CELL_X, top + CELL_Y, { size: 8.5, width: column.width - CELL_X * 2, align: column.align });
    x += column.width;
  }
  rule(doc, top + height, LEFT, RIGHT, COLOR.rule, 0.5);
}

/** Starts a new page: a line saying whose continuation it is. */
function continuationPage({ doc, invoice, label }: Context): number {
  doc.addPage();
  const y = MARGIN;
  const height = write(doc, `${label} Nº ${invoice.number} (continuación)`, LEFT, y, { font: BOLD, size: 9, color: COLOR.muted, width: WIDTH });
  rule(doc, y + height + 6);
  return y + height + 18;
}

function drawLines(context: Context, top: number, exempt: boolean): number {
  const { doc, invoice } = context;
  let y = top;
  const headerHeight = tableHeaderHeight(doc, exempt);
  invoice.lines.forEach((line, index) => {
    const height = rowHeight(doc, line, exempt);
    const needsHeader = index === 0 || y + height > CONTENT_BOTTOM;
    if (needsHeader) {
      if (y + headerHeight + height > CONTENT_BOTTOM) y = continuationPage(context);
      y = drawTableHeader(doc, y, exempt);
    }
    drawRow(doc, line, exempt, y, height, index % 2 === 1);
    y += height;
  });
  if (invoice.lines.length === 0) y = drawTableHeader(doc, y, exempt);
  return y + 16;
}

// ── VAT breakdown and totals ────────────────────────────────────────────────────────────────────

const TOTALS_WIDTH = 290;
const BREAKDOWN_COLUMNS = [
  { title: 'Tipo', width: 110, align: 'left' as const },
  { title: 'Base imponible', width: 90, align: 'right' as const },
  { title: 'Cuota IVA', width: 90, align: 'right' as const },
];

const breakdownCells = (entry: Invoice['breakdown'][number]) => [
  entry.exemption === 'E2' ? 'Exenta (art. 21 LIVA)' : entry.exemption ? `Exenta (${entry.exemption})` : `IVA ${percent(entry.rate)}`,
  formatPrice(entry.base),
  formatPrice(entry.vat),
];

function totalsHeight(doc: Doc, invoice: Invoice): number {
  let height = 16;
  for (const entry of invoice.breakdown) {
    const cells = breakdownCells(entry);
    height += Math.max(...BREAKDOWN_COLUMNS.map((column, index) => measure(doc, cells[index]!, { size: 9, width: column.width - CELL_X * 2 }))) + 6;
  }
  // The rule, base and VAT, the TOTAL box, "IVA incluido".
  return height + 8 + 2 * 15 + 30 + 14;
}

function drawTotals(context: Context, top: number, exempt: boolean): number {
  const { doc, invoice } = context;
  let y = top;
  if (y + totalsHeight(doc, invoice) > CONTENT_BOTTOM) y = continuationPage(context);
  const left = RIGHT - TOTALS_WIDTH;

  // The breakdown: one row a VAT rate (or the exemption).
  let x = left;
  for (const column of BREAKDOWN_COLUMNS) {
    caption(doc, column.title, x + CELL_X, y, column.width - CELL_X * 2, column.align);
    x += column.width;
  }
  y += 12;
  rule(doc, y, left, RIGHT, COLOR.ink, 0.6);
  y += 4;
  for (const entry of invoice.breakdown) {
    const cells = breakdownCells(entry);
    let rowBottom = y;
    x = left;
    BREAKDOWN_COLUMNS.forEach((column, index) => {
      const height = write(doc, cells[index]!, x + CELL_X, y, { size: 9, width: column.width - CELL_X * 2, align: column.align });
      rowBottom = Math.max(rowBottom, y + height);
      x += column.width;
    });
    y = rowBottom + 6;
  }
  rule(doc, y, left, RIGHT);
  y += 8;

  const amount = (labelText: string, value: number) => {
    write(doc, labelText, left + CELL_X, y, { size: 9, color: COLOR.muted, width: 180 });
    write(doc, formatPrice(value), left, y, { size: 9, width: TOTALS_WIDTH - CELL_X, align: 'right' });
    y += 15;
  };
  amount('Total base imponible', invoice.base);
  amount('Total IVA', invoice.vat);

  const boxHeight = 26;
  doc.save().rect(left, y, TOTALS_WIDTH, boxHeight).fill(COLOR.brand).restore();
  write(doc, 'TOTAL', left + CELL_X + 4, y + 7.5, { font: BOLD, size: 12, color: '#FFFFFF', width: 120 });
  write(doc, formatPrice(invoice.total), left, y + 7.5, { font: BOLD, size: 12, color: '#FFFFFF', width: TOTALS_WIDTH - CELL_X - 4, align: 'right' });
  y += boxHeight + 4;
  if (invoice.kind === 'F2' && !exempt) y += write(doc, 'IVA incluido', left, y, { size: 8, color: COLOR.muted, width: TOTALS_WIDTH - CELL_X, align: 'right' });

  // Beside the totals, what the reader may need to know about the VAT.
  const notes: string[] = [];
  if (exempt) notes.push('Operación exenta de IVA (art. 21 de la Ley 37/1992 del IVA).');
  if (isRectifying(invoice.kind)) notes.push('Importes negativos: se restan de la factura rectificada.');
  let noteY = top;
  for (const note of notes) noteY += write(doc, note, LEFT, noteY, { size: 8.5, color: COLOR.muted, width: WIDTH - TOTALS_WIDTH - 24 }) + 4;
  return Math.max(y, noteY) + 12;
}

// ── Every page ──────────────────────────────────────────────────────────────────────────────────

function drawAnnulledMark(doc: Doc) {
  doc.save();
  doc.rotate(-35, { origin: [PAGE_WIDTH / 2, PAGE_HEIGHT / 2] });
  doc.font(BOLD).fontSize(110).fillColor(COLOR.annulled).fillOpacity(0.1);
  const width = doc.widthOfString('ANULADA');
  doc.text('ANULADA', (PAGE_WIDTH - width) / 2, PAGE_HEIGHT / 2 - 40, { lineBreak: false });
  doc.restore();
}

function drawFooters({ doc, invoice, store, label }: Context) {
  const range = doc.bufferedPageRange();
  for (let index = range.start; index < range.start + range.count; index++) {
    doc.switchToPage(index);
    // Below the bottom margin: keep pdfkit from starting a page for it.
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    if (invoice.annulled) drawAnnulledMark(doc);
    rule(doc, FOOTER_TOP - 6);
    const contact = [store.store_name, store.support_email, store.website].filter((part) => part.trim() !== '').join('   ·   ');
    write(doc, `${contact}\n${label} ${invoice.number}`, LEFT, FOOTER_TOP, { size: 7.5, color: COLOR.muted, width: WIDTH - 90 });
    write(doc, `Página ${index - range.start + 1} de ${range.count}`, RIGHT - 90, FOOTER_TOP, { size: 7.5, color: COLOR.muted, width: 90, align: 'right' });
    doc.page.margins.bottom = bottom;
  }
}

// ── The document ────────────────────────────────────────────────────────────────────────────────

/** The invoice as an A4 PDF, the same bytes for the same invoice and store. */
export async function renderInvoicePdf(invoice: Invoice, store: InvoicePdfStore): Promise<Uint8Array> {
  const label = invoice.kind_label || INVOICE_KIND_LABELS[invoice.kind];
  const issuedAt = new Date(invoice.issued_at);
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: MARGIN, bottom: MARGIN, left: MARGIN, right: MARGIN },
    bufferPages: true,
    lang: 'es-ES',
    displayTitle: true,
    info: {
      Title: drawable(`${label} ${invoice.number}`),
      Author: drawable(invoice.issuer.name),
      Subject: drawable(`${invoice.description}${invoice.annulled ? ' (anulada)' : ''}`),
      Keywords: drawable(`factura, ${invoice.number}, ${invoice.order_number}, VERI*FACTU`),
      Creator: drawable(store.store_name),
      CreationDate: issuedAt,
      ModDate: issuedAt,
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });

  const context: Context = { doc, invoice, store, label };
  const exempt = invoice.breakdown.length > 0 && invoice.breakdown.every((entry) => entry.exemption != null);
  let y = MARGIN;
  if (invoice.issuer.example) y = drawExampleBand(context, y);
  y = drawHeader(context, await logoPng(), y);
  y = drawParties(context, y);
  y = drawRectification(context, y);
  y = drawReferences(context, y);
  y = drawLines(context, y, exempt);
  drawTotals(context, y, exempt);
  drawFooters(context);

  doc.end();
  await finished;
  return new Uint8Array(Buffer.concat(chunks));
}
