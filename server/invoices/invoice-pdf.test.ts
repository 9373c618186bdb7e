import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import type { Invoice } from '../../common/invoices/contracts';
import { VERIFACTU_LEGEND } from '../../common/invoices/rules';
import { formatPrice } from '../../common/money';
import { drawable, renderInvoicePdf } from './invoice-pdf';
import { SAMPLE_SALE_LINES, priceInvoice, sampleCorrectiveInvoice, sampleFullInvoice, sampleInvoice } from './invoice.fixture';

const STORE = { store_name: 'Tienda Diverso', support_email: 'ayuda@tiendadiverso.es', website: 'tienda.example' };
const EXAMPLE_BAND = 'Datos de emisor de ejemplo (tienda de demostración): este documento no tiene validez fiscal.';

/** The PDF's pages and text, spaces of any kind (the euro's no-break space, line ends) written as one. */
async function read(invoice: Invoice) {
  const bytes = await renderInvoicePdf(invoice, STORE);
  const pdf = await getDocumentProxy(bytes.slice());
  const { totalPages, text } = await extractText(pdf, { mergePages: false });
  const { info } = await pdf.getMetadata();
  return { bytes, totalPages, pages: text.map(spaced), text: spaced(text.join(' ')), info: info as Record<string, unknown> };
}

const spaced = (text: string) => text.replace(/\s+/g, ' ');
const price = (euros: number) => spaced(formatPrice(euros));

describe('renderInvoicePdf', () => {
  it('draws a simplified invoice of the demo store: number, issuer, lines, totals, VAT included, the QR legend and the example band', async () => {
    const invoice = sampleInvoice();
    const { bytes, totalPages, text, info } = await read(invoice);

    expect(Buffer.from(bytes.subarray(0, 5)).toString()).toBe('%PDF-');
    expect(totalPages).toBe(1);
    expect(text).toContain('Factura simplificada');
    expect(text).toContain('Factura simplificada Nº FS-2026-000123 Fecha de expedición: 28/11/2026');
    expect(text).toContain('Fecha de expedición: 28/11/2026');
    expect(text).not.toContain('Fecha de operación');
    expect(text).toContain('NIF B00000000');
    expect(text).toContain('CLIENTE Lucía Pérez Núñez');
    expect(text).toContain('Pedido TD-2026-000123');
    expect(text).not.toContain('Devolución');
    // 3 × 19,99 €, the 10 % coupon, shipping: 58,92 € of which 10,23 € VAT.
    expect(invoice.total).toBe(58.92);
    for (const amount of ['19,99 €', '59,97 €', '-6,00 €', '4,95 €', '48,69 €', '10,23 €', '58,92 €']) expect(text).toContain(amount);
    expect(text).toContain(`TOTAL ${price(invoice.total)}`);
    expect(text).toContain('IVA 21 %');
    expect(text).toContain('IVA incluido');
    expect(text).toContain('QR tributario:');
    expect(text).toContain('VERI*FACTU');
    expect(text).toContain(VERIFACTU_LEGEND);
    expect(text).toContain(EXAMPLE_BAND);
    expect(text).toContain('ayuda@tiendadiverso.es');
    expect(text).toContain('tienda.example');
    expect(text).toContain('Página 1 de 1');
    expect(text).not.toContain('ANULADA');

    expect(info.Title).toBe('Factura simplificada FS-2026-000123');
    expect(info.Author).toBe('Tienda Diverso S.L. (datos de ejemplo)');
    expect(info.Subject).toBe('Venta de ropa y complementos, pedido TD-2026-000123');
  });

  it('draws a full invoice with its recipient, the operation date when it differs, and no example band', async () => {
    const invoice = sampleFullInvoice();
    const { text } = await read(invoice);

    expect(text).toContain('Factura completa');
    expect(text).toContain('Nº FC-2026-000045');
    expect(text).toContain('Fecha de expedición: 29/11/2026');
    expect(text).toContain('Fecha de operación: 28/11/2026');
    expect(text).toContain('EMISOR Tienda Diverso S.L. NIF B12345674 Calle de Embajadores 1, 28012 Madrid');
    expect(text).toContain('DESTINATARIO Estudio Lumbre Diseño S.L. NIF B87654323 Calle de la Princesa 25, 3º B, 28008 Madrid');
    expect(text).toContain(price(invoice.base));
    expect(text).toContain(price(invoice.vat));
    expect(text).toContain(`TOTAL ${price(invoice.total)}`);
    expect(text).not.toContain('IVA incluido');
    expect(text).not.toContain('Datos de emisor de ejemplo');
    expect(text).toContain(VERIFACTU_LEGEND);
  });

  it('draws a corrective invoice: what it rectifies and why, by differences, with negative amounts', async () => {
    const invoice = sampleCorrectiveInvoice();
    const { text } = await read(invoice);

    expect(text).toContain('Factura rectificativa de la simplificada');
    expect(text).toContain('Nº FR-2026-000009');
    expect(text).toContain('Rectifica la factura FS-2026-000123');
    expect(text).toContain('Motivo: Devolución DV-2026-000017 (la talla es pequeña): se reembolsa lo devuelto.');
    expect(text).toContain('Rectificación por diferencias');
    expect(text).toContain('Pedido TD-2026-000123');
    expect(text).toContain('Devolución DV-2026-000017');
    // The three shirts at what they cost after the coupon (53,97 €, 17,99 € each) and the shipping.
    expect(invoice.total).toBe(-58.92);
    for (const amount of ['17,99 €', '-53,97 €', '-4,95 €', '-48,69 €', '-10,23 €']) expect(text).toContain(amount);
    expect(text).toContain(`TOTAL ${price(-58.92)}`);
    expect(text).toContain(EXAMPLE_BAND);
    expect(text).toContain(VERIFACTU_LEGEND);
  });

  it('names the simplified invoice a full one replaces, and marks an annulled invoice', async () => {
    const { text, info } = await read(sampleFullInvoice({ kind: 'F3', rectifies_number: 'FS-2026-000120', annulled: true }));

    expect(text).toContain('Factura completa en sustitución de la simplificada');
    expect(text).toContain('Sustituye a la factura simplificada FS-2026-000120');
    expect(text).not.toContain('Rectifica la factura');
    expect(text).toContain('ANULADA');
    expect(info.Title).toBe('Factura completa en sustitución de la simplificada FC-2026-000045');
  });

  it('writes an exempt invoice (Canarias, Ceuta, Melilla) as exempt, not as VAT included', async () => {
    const { text } = await read(sampleInvoice(priceInvoice(SAMPLE_SALE_LINES, { exempt: true })));

    expect(text).toContain('Exenta (art. 21 LIVA)');
    expect(text).not.toContain('IVA incluido');
    expect(text).toContain(`TOTAL ${price(58.92)}`);
  });

  it('goes on over more pages when the lines do not fit, the table header on each and "Página N de M" on every page', async () => {
    const many = Array.from({ length: 45 }, (_, index) => ({ ...SAMPLE_SALE_LINES[0]!, description: `Camiseta de algodón orgánico, unidad ${index + 1}`, quantity: 1, grossCents: 1999 }));
    const invoice = sampleFullInvoice(priceInvoice(many));
    const { totalPages, pages } = await read(invoice);

    expect(totalPages).toBeGreaterThan(1);
    pages.forEach((page, index) => {
      expect(page).toContain(`Página ${index + 1} de ${totalPages}`);
      if (page.includes('unidad ')) expect(page).toContain('Descripción Cant. Precio unit. (IVA incl.) Base IVA % Importe');
    });
    expect(pages.slice(1).every((page) => page.includes('FC-2026-000045 (continuación)'))).toBe(true);
    expect(pages.join(' ')).toContain('unidad 45');
    expect(pages.at(-1)).toContain(`TOTAL ${price(invoice.total)}`);
    // The QR and its legend once, at the top of the first page.
    expect(pages.filter((page) => page.includes('QR tributario:'))).toHaveLength(1);
    expect(pages[0]).toContain('QR tributario:');
  });

  it('gives the same bytes for the same invoice', async () => {
    const invoice = sampleInvoice();
    const [first, second] = await Promise.all([renderInvoicePdf(invoice, STORE), renderInvoicePdf(invoice, STORE)]);
    expect(Buffer.from(first).equals(Buffer.from(second))).toBe(true);
  });
});

describe('drawable', () => {
  it('keeps Spanish and the euro, and replaces what the standard fonts cannot write', () => {
    expect(drawable('Pérez Núñez, 2º «izq.» – 1.234,56 €')).toBe('Pérez Núñez, 2º «izq.» – 1.234,56 €');
    expect(drawable('−5\u202f%')).toBe('-5\u00a0%');
    expect(drawable('Łódź 東京')).toBe('?ódz ??');
  });
});
