import { z } from './zod';

/**
 * Query-string fields for the API. Every value arrives as text; each field takes exactly one
 * value (`?page=1&page=2` and `?tags[]=a` are mistakes, not arrays) and is read strictly: no
 * hexadecimal, exponent or empty numbers, no control characters. Messages are per field.
 */

export const MAX_DB_INT = 2_147_483_647;

/** Control characters (NUL above all: PostgreSQL refuses it in text). Tab and line breaks are allowed in bodies only. */
// eslint-disable-next-line no-control-regex
export const CONTROL_CHARS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
// eslint-disable-next-line no-control-regex
const ANY_CONTROL_CHAR = /[\u0000-\u001F\u007F]/;

/** The base of every query field: one text value, with a message that says what went wrong. */
function oneValue(label: string) {
  return z.string({
    error: (issue) =>
      Array.isArray(issue.input) ? `${label} solo admite un valor (se ha indicado varias veces).` : `${label} debe ser un texto.`,
  });
}

export function queryText(label: string, max: number) {
  return oneValue(label)
    .trim()
    .max(max, `${label} no puede superar ${max} caracteres.`)
    .refine((v) => !ANY_CONTROL_CHAR.test(v), `${label} contiene caracteres no válidos.`);
}

export function queryInt(label: string, min: number, max: number, tooHigh = `${label} no puede superar ${max}.`) {
  return wholeNumber(label, min, max, {
    notWhole: `${label} debe ser un número entero.`,
    tooLow: `${label} debe ser al menos ${min}.`,
    tooHigh,
  });
}

/** A positive whole number that fits a database id. */
export function queryId(label: string) {
  return wholeNumber(label, 1, MAX_DB_INT, {
    notWhole: `${label} debe ser un número entero positivo.`,
    tooLow: `${label} debe ser positivo.`,
    tooHigh: `${label} es demasiado grande.`,
  });
}

function wholeNumber(label: string, min: number, max: number, messages: { notWhole: string; tooLow: string; tooHigh: string }) {
  return oneValue(label)
    .trim()
    .regex(/^\d{1,10}$/, messages.notWhole)
    .transform(Number)
    .refine((n) => n >= min, messages.tooLow)
    .refine((n) => n <= max, messages.tooHigh);
}

/** An amount in euros: digits with up to two decimals (`29.9`, `30`, `4.95`). */
export function queryMoney(label: string, max = 1_000_000) {
  return oneValue(label)
    .trim()
    .regex(/^-?\d{1,9}(\.\d{1,2})?$/, `${label} debe ser un importe en euros, por ejemplo 29.90.`)
    .transform(Number)
    .refine((n) => n >= 0, `${label} no puede ser negativo.`)
    .refine((n) => n <= max, `${label} es demasiado alto.`);
}

export function queryFlag(label: string) {
  return oneValue(label)
    .pipe(z.enum(['true', 'false', '1', '0'], { error: `${label} debe ser true o false.` }))
    .transform((v) => v === 'true' || v === '1');
}

export function queryEnum<const T extends readonly [string, ...string[]]>(label: string, values: T, message: string) {
  return oneValue(label).pipe(z.enum(values, { error: message }));
}

/** Any parameter the endpoint does not know is a 422 on that parameter, never silently ignored. */
const unknownParam = z.unknown().superRefine((_value, ctx) => {
  ctx.addIssue({ code: 'custom', message: 'Parámetro no admitido: cada filtro va una sola vez, con su nombre exacto y sin [].' });
});

/** A query object that refuses unknown parameters. */
export function strictQuery<S extends z.ZodRawShape>(shape: S) {
  return z.object(shape).catchall(unknownParam);
}
