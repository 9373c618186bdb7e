import { describe, expect, it } from 'vitest';
import { altaHuella, altaHuellaText, anulacionHuella, madridTimestamp } from './huella';

// The worked examples of the AEAT's specification of the huella: a first record, the next one
// chained to it, and the anulación of the second.
describe('VERI*FACTU huella', () => {
  const first = {
    issuerTaxId: '89890001K',
    invoiceNumber: '12345678/G33',
    invoiceDate: '01-01-2024',
    invoiceKind: 'F1',
    vatTotal: '12.35',
    amountTotal: '123.45',
    previousHuella: null,
    generatedAt: '2024-01-01T19:20:30+01:00',
  };

  it('writes the fields in the specification order, the first record with an empty Huella', () => {
    expect(altaHuellaText(first)).toBe(
      'IDEmisorFactura=89890001K&NumSerieFactura=12345678/G33&FechaExpedicionFactura=01-01-2024&TipoFactura=F1&CuotaTotal=12.35&ImporteTotal=123.45&Huella=&FechaHoraHusoGenRegistro=2024-01-01T19:20:30+01:00',
    );
  });

  it('computes the first alta record of the example', () => {
    expect(altaHuella(first)).toBe('3C464DAF61ACB827C65FDA19F352A4E3BDC2C640E9E9FC4CC058073F38F12F60');
  });

  it('chains the second alta record to the first', () => {
    const second = { ...first, invoiceNumber: '12345679/G34', previousHuella: altaHuella(first), generatedAt: '2024-01-01T19:20:35+01:00' };
    expect(altaHuella(second)).toBe('F7B94CFD8924EDFF273501B01EE5153E4CE8F259766F88CF6ACB8935802A2B97');
  });

  it('computes the anulación record of the example', () => {
    expect(
      anulacionHuella({
        issuerTaxId: '89890001K',
        invoiceNumber: '12345679/G34',
        invoiceDate: '01-01-2024',
        previousHuella: 'F7B94CFD8924EDFF273501B01EE5153E4CE8F259766F88CF6ACB8935802A2B97',
        generatedAt: '2024-01-01T19:20:40+01:00',
      }),
    ).toBe('177547C0D57AC74748561D054A9CEC14B4C4EA23D1BEFD6F2E69E3A388F90C68');
  });

  it('changes with any field', () => {
    expect(altaHuella({ ...first, amountTotal: '123.46' })).not.toBe(altaHuella(first));
  });

  it('writes the generation time in Madrid with its offset, summer and winter', () => {
    expect(madridTimestamp(new Date('2026-11-28T10:02:03Z'))).toBe('2026-11-28T11:02:03+01:00');
    expect(madridTimestamp(new Date('2026-07-01T22:30:00Z'))).toBe('2026-07-02T00:30:00+02:00');
  });
});
