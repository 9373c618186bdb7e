import { createHash } from 'node:crypto';

// The huella (fingerprint) of a VERI*FACTU billing record, as the AEAT's technical specification
// ("Detalle de las especificaciones técnicas para generación de la huella o hash de los registros de
// facturación") defines it: SHA-256 of the UTF-8 text `campo=valor&campo=valor…` in a fixed order,
// each value trimmed, the previous record's huella (empty for the first record), written as 64
// upper-case hexadecimal characters.

export interface AltaHuellaInput {
  issuerTaxId: string;
  invoiceNumber: string;
  /** dd-mm-yyyy */
  invoiceDate: string;
  invoiceKind: string;
  /** '12.35' */
  vatTotal: string;
  amountTotal: string;
  previousHuella: string | null;
  /** '2024-01-01T19:20:30+01:00' */
  generatedAt: string;
}

export interface AnulacionHuellaInput {
  issuerTaxId: string;
  invoiceNumber: string;
  invoiceDate: string;
  previousHuella: string | null;
  generatedAt: string;
}

function join(fields: [string, string | null][]): string {
  return fields.map(([name, value]) => `${name}=${(value ?? '').trim()}`).join('&');
}

export function altaHuellaText(input: AltaHuellaInput): string {
  return join([
    ['IDEmisorFactura', input.issuerTaxId],
    ['NumSerieFactura', input.invoiceNumber],
    ['FechaExpedicionFactura', input.invoiceDate],
    ['TipoFactura', input.invoiceKind],
    ['CuotaTotal', input.vatTotal],
    ['ImporteTotal', input.amountTotal],
    ['Huella', input.previousHuella],
    ['FechaHoraHusoGenRegistro', input.generatedAt],
  ]);
}

export function anulacionHuellaText(input: AnulacionHuellaInput): string {
  return join([
    ['IDEmisorFacturaAnulada', input.issuerTaxId],
    ['NumSerieFacturaAnulada', input.invoiceNumber],
    ['FechaExpedicionFacturaAnulada', input.invoiceDate],
    ['Huella', input.previousHuella],
    ['FechaHoraHusoGenRegistro', input.generatedAt],
  ]);
}

export function sha256Huella(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex').toUpperCase();
}

export const altaHuella = (input: AltaHuellaInput) => sha256Huella(altaHuellaText(input));
export const anulacionHuella = (input: AnulacionHuellaInput) => sha256Huella(anulacionHuellaText(input));

/** FechaHoraHusoGenRegistro: the moment in Madrid with its offset, to the second ('2026-11-28T11:02:03+01:00'). */
export function madridTimestamp(at: Date): string {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/Madrid',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
    timeZoneName: 'longOffset',
  }).formatToParts(at);
  const get = (type: string) => parts.find((part) => part.type === type)?.value ?? '';
  const zone = get('timeZoneName').replace('GMT', '') || '+00:00';
  return `${get('year')}-${get('month')}-${get('day')}T${get('hour')}:${get('minute')}:${get('second')}${zone}`;
}
