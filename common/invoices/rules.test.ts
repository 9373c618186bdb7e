import { describe, expect, it } from 'vitest';
import { vatIncluded } from '../checkout/pricing';
import { InvoiceRecipientBody } from './contracts';
import { aeatAmount, aeatDate, allocateCents, formatInvoiceNumber, missingIssuerFields, seriesOfKind, splitInvoice, verificationUrl } from './rules';

describe('invoice rules', () => {
  it('numbers each series per year with six digits', () => {
    expect(formatInvoiceNumber('FS', 2026, 17)).toBe('FS-2026-000017');
    expect(formatInvoiceNumber('FR', 2027, 1_234_567)).toBe('FR-2027-1234567');
    expect([seriesOfKind('F2'), seriesOfKind('F1'), seriesOfKind('F3'), seriesOfKind('R5')]).toEqual(['simplified', 'full', 'full', 'rectifying']);
  });

  it('shares cents in proportion, summing exactly, negative weights and targets too', () => {
    expect(allocateCents(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(allocateCents(-100, [-1, -1, -1]).reduce((a, b) => a + b, 0)).toBe(-100);
    const shares = allocateCents(4955, [5997, -600, 0]);
    expect(shares.reduce((a, b) => a + b, 0)).toBe(4955);
    expect(shares[2]).toBe(0);
  });

  it.each([
    { name: '3 × 19,99 € with a 10 % coupon', lines: [5997, -600], total: 5397 },
    { name: 'awkward prices and a shipping line', lines: [1999, 1999, 333, 495], total: 4826 },
    { name: 'one cent', lines: [1], total: 1 },
    { name: 'a corrective invoice', lines: [-1999, -495], total: -2494 },
  ])('splits $name into base and VAT that add up to the total, line by line and as a whole', ({ lines, total }) => {
    const split = splitInvoice(lines.map((grossCents) => ({ grossCents })), total, 21, false);
    expect(split.vatCents).toBe(vatIncluded(total, 21));
    expect(split.baseCents + split.vatCents).toBe(total);
    expect(split.lines.reduce((sum, line) => sum + line.baseCents, 0)).toBe(split.baseCents);
    expect(split.lines.reduce((sum, line) => sum + line.vatCents, 0)).toBe(split.vatCents);
    split.lines.forEach((line, index) => expect(line.baseCents + line.vatCents).toBe(lines[index]));
    expect(split.breakdown).toEqual([{ rate: 21, baseCents: split.baseCents, vatCents: split.vatCents, exemption: null }]);
  });

  it('invoices Canarias without VAT: the lines share the total already without it', () => {
    const split = splitInvoice([{ grossCents: 6000 }, { grossCents: 695 }], 5533, 21, true);
    expect(split).toMatchObject({ vatCents: 0, baseCents: 5533, totalCents: 5533, breakdown: [{ rate: 0, exemption: 'E2', baseCents: 5533, vatCents: 0 }] });
    expect(split.lines.reduce((sum, line) => sum + line.grossCents, 0)).toBe(5533);
  });

  it("writes amounts and dates as the AEAT's records do", () => {
    expect([aeatAmount(12345), aeatAmount(5), aeatAmount(-1210), aeatAmount(0)]).toEqual(['123.45', '0.05', '-12.10', '0.00']);
    expect(aeatDate(new Date('2026-12-31T23:30:00Z'))).toBe('01-01-2027');
  });

  it('builds the QR address with the NIF, the number, the date and the total, encoded', () => {
    expect(verificationUrl({ nif: '89890001K', number: '12345678&G33', date: '01-01-2024', totalCents: 24140 })).toBe(
      'https://www2.agenciatributaria.gob.es/wlpl/TIKE-CONT/ValidarQR?nif=89890001K&numserie=12345678%26G33&fecha=01-01-2024&importe=241.40',
    );
  });

  it('knows which issuer data are missing', () => {
    expect(missingIssuerFields({ legal_name: 'Tienda', tax_id: '', registered_address: ' ' })).toEqual(['tax_id', 'registered_address']);
  });

  it.each([
    ['12345678Z', true],
    ['12345678A', false],
    ['X1234567L', true],
    ['Y1234567X', true],
    ['B12345674', true],
    ['B12345675', false],
    ['Q2826000H', true],
    ['ABC', false],
  ])('checks the control character of a NIF, NIE or company NIF: %s', (taxId, valid) => {
    const result = InvoiceRecipientBody.safeParse({ name: 'Estudio Lila S.L.', tax_id: taxId, address: 'Calle Luna 2, 28004 Madrid' });
    expect(result.success).toBe(valid);
    if (!valid) expect(result.error!.issues[0]!.path).toEqual(['tax_id']);
  });
});
