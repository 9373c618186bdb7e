import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import QRCode from 'qrcode';
import { formatPrice } from '../../../common/money';
import type { Return } from '../../../common/returns/contracts';

// The printable return sheet (A4, one page): the return and order numbers, the lines with their
// reason and what the customer gets, the pickup address, and the return number as a QR code the
// warehouse scans when the parcel arrives. Standard PDF fonts only (no file to ship or load).

const MARGIN = 50;
const INK = rgb(0.1, 0.1, 0.12);
const MUTED = rgb(0.38, 0.38, 0.42);

/** Texts the standard fonts cannot draw (outside Windows-1252) are replaced, never thrown on. */
function drawable(text: string): string {
  return text.replace(/[^\u0020-\u007E\u00A0-\u00FF€]/g, '?');
}

function qrMatrix(text: string): boolean[][] {
  const qr = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const size = qr.modules.size;
  return Array.from({ length: size }, (_, y) => Array.from({ length: size }, (_, x) => Boolean(qr.modules.get(y, x))));
}

function drawQr(page: PDFPage, text: string, x: number, y: number, side: number) {
  const matrix = qrMatrix(text);
  const cell = side / matrix.length;
  matrix.forEach((row, r) =>
    row.forEach((dark, c) => {
      if (dark) page.drawRectangle({ x: x + c * cell, y: y + side - (r + 1) * cell, width: cell, height: cell, color: INK });
    }),
  );
}

function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const words = drawable(text).split(/\s+/);
  const lines: string[] = [];
  let line = '';
  for (const word of words) {
    const next = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(next, size) > width && line) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}

export async function renderReturnSheet(ret: Return, store: { name: string; address: string; supportEmail: string }, customerName: string): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Hoja de devolución ${ret.number}`);
  pdf.setAuthor(store.name);
  pdf.setLanguage('es-ES');
  const page = pdf.addPage([595.28, 841.89]);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const width = page.getWidth() - MARGIN * 2;
  let y = page.getHeight() - MARGIN;
  const text = (value: string, options: { size?: number; font?: PDFFont; color?: typeof INK; x?: number } = {}) => {
    const size = options.size ?? 10;
    page.drawText(drawable(value), { x: options.x ?? MARGIN, y, size, font: options.font ?? regular, color: options.color ?? INK });
  };

  text(store.name, { size: 11, font: bold });
  y -= 26;
  text(ret.kind === 'withdrawal' ? 'Hoja de desistimiento' : 'Hoja de devolución', { size: 22, font: bold });
  y -= 22;
  text(`Devolución ${ret.number} · Pedido ${ret.order_number}`, { size: 12 });
  y -= 16;
  text(`Solicitada el ${new Intl.DateTimeFormat('es-ES', { dateStyle: 'long', timeZone: 'Europe/Madrid' }).format(new Date(ret.requested_at))}`, { color: MUTED });
  drawQr(page, ret.number, page.getWidth() - MARGIN - 96, page.getHeight() - MARGIN - 110, 96);
  page.drawText(drawable(ret.number), { x: page.getWidth() - MARGIN - 96, y: page.getHeight() - MARGIN - 124, size: 9, font: bold, color: INK });

  y -= 44;
  text('Recogida en', { size: 11, font: bold });
  y -= 15;
  for (const line of [customerName, ret.pickup_address.street, `${ret.pickup_address.postal_code} ${ret.pickup_address.city} (${ret.pickup_address.province})`, `Tel. ${ret.pickup_address.phone}`]) {
    text(line);
    y -= 13;
  }

  y -= 20;
  text('Prendas', { size: 11, font: bold });
  y -= 6;
  page.drawLine({ start: { x: MARGIN, y }, end: { x: MARGIN + width, y }, thickness: 0.8, color: MUTED });
  y -= 16;
  for (const line of ret.lines) {
    const what = `${line.quantity} × ${line.product_name}${line.size ? ` · talla ${line.size}` : ''}${line.color_name ? ` · ${line.color_name}` : ''}`;
    const outcome = line.resolution === 'exchange' && line.exchange ? `Cambio por talla ${line.exchange.size} · ${line.exchange.color_name}` : `Reembolso ${formatPrice(line.refund)}`;
    for (const part of wrap(what, bold, 10, width * 0.62)) {
      text(part, { font: bold });
      y -= 13;
    }
    text(`SKU ${line.sku} · Motivo: ${line.reason_label}`, { color: MUTED, size: 9 });
    page.drawText(drawable(outcome), { x: MARGIN + width - regular.widthOfTextAtSize(drawable(outcome), 10), y: y + 13, size: 10, font: regular, color: INK });
    y -= 20;
  }
  page.drawLine({ start: { x: MARGIN, y: y + 6 }, end: { x: MARGIN + width, y: y + 6 }, thickness: 0.8, color: MUTED });
  y -= 10;
  if (ret.refund.shipping > 0) {
    text(`Gastos de envío: ${formatPrice(ret.refund.shipping)}`);
    y -= 14;
  }
  text(`Total a reembolsar: ${formatPrice(ret.refund.total)}`, { size: 12, font: bold });
  y -= 14;
  text(ret.refund_method_label, { color: MUTED });

  y -= 36;
  text('Cómo enviarlo', { size: 11, font: bold });
  y -= 15;
  const steps = [
    '1. Mete las prendas sin usar, con sus etiquetas, en un paquete bien cerrado (sirve la caja en la que llegaron).',
    '2. Imprime esta hoja y métela dentro. Si no puedes imprimirla, escribe el número de devolución en un papel.',
    '3. El transportista pasa a recogerlo gratis en la dirección de arriba y te avisa por SMS antes de ir.',
    '4. Cuando lo recibamos y revisemos, te devolvemos el dinero o te enviamos el cambio. Te escribimos en cada paso.',
  ];
  for (const step of steps) {
    for (const part of wrap(step, regular, 10, width)) {
      text(part);
      y -= 13;
    }
    y -= 3;
  }
  y = MARGIN;
  text(`${store.name} · ${store.address} · ${store.supportEmail}`, { size: 8, color: MUTED });
  return pdf.save();
}
