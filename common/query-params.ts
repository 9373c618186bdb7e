import { isIsoDate } from './iso-date';
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

/** A calendar day, `YYYY-MM-DD`, documented as an OpenAPI date. */
export function queryDate(label: string, description?: string) {
  return queryText(label, 10)
    .refine(isIsoDate, `${label} debe ser una fecha con el formato AAAA-MM-DD (por ejemplo 2026-11-24).`)
    .meta(description === undefined ? { type: 'string', format: 'date' } : { type: 'string', format: 'date', description });
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

/**
 * Numbers and flags are read by hand from the text (no regex or enum on the string), so the
 * OpenAPI document can say what they really are: an integer, a number, a boolean.
 */
function wholeNumber(label: string, min: number, max: number, messages: { notWhole: string; tooLow: string; tooHigh: string }) {
  return oneValue(label)
    .transform((raw, ctx) => {
      // Digits only: a space, a sign, an exponent or a hexadecimal form is a mistake, not a number.
      if (!/^\d+$/.test(raw)) return fail(ctx, messages.notWhole);
      // Past ten digits it is no id and no page: say it is too big, not that it is no number.
      const n = raw.length > 10 ? Infinity : Number(raw);
      if (n < min) return fail(ctx, messages.tooLow);
      if (n > max) return fail(ctx, messages.tooHigh);
      return n;
    })
    .meta({ type: 'integer', minimum: min, maximum: max });
}

function fail(ctx: z.RefinementCtx, message: string): never {
  ctx.addIssue({ code: 'custom', message });
  return z.NEVER;
}

/** An amount in euros: digits with up to two decimals (`29.9`, `30`, `4.95`). */
export function queryMoney(label: string, max = 1_000_000) {
  return oneValue(label)
    .transform((raw, ctx) => {
      if (!/^-?\d{1,9}(\.\d{1,2})?$/.test(raw)) return fail(ctx, `${label} debe ser un importe en euros, por ejemplo 29.90.`);
      const n = Number(raw);
      if (n < 0) return fail(ctx, `${label} no puede ser negativo.`);
      if (n > max) return fail(ctx, `${label} es demasiado alto.`);
      return n;
    })
    .meta({ type: 'number', minimum: 0, maximum: max, multipleOf: 0.01 });
}

const FLAG_VALUES: Record<string, boolean> = { true: true, '1': true, false: false, '0': false };

export function queryFlag(label: string) {
  return oneValue(label)
    .transform((raw, ctx) => {
      const value = Object.hasOwn(FLAG_VALUES, raw) ? FLAG_VALUES[raw] : undefined;
      return value ?? fail(ctx, `${label} debe ser true o false.`);
    })
    .meta({ type: 'boolean' });
}

export function queryEnum<const T extends readonly [string, ...string[]]>(label: string, values: T, message: string) {
  return oneValue(label)
    .pipe(z.enum(values, { error: message }))
    .meta({ type: 'string', enum: [...values] });
}

/** Any parameter the endpoint does not know is a 422 on that parameter, never silently ignored. */
const unknownParam = z.unknown().superRefine((_value, ctx) => {
  ctx.addIssue({ code: 'custom', message: 'Parámetro no admitido: cada filtro va una sola vez, con su nombre exacto y sin [].' });
});

/**
 * A query object that refuses unknown parameters. Typed as a plain object: a parameter it does
 * not know never gets through, so callers see exactly the named ones.
 */
export function strictQuery<S extends z.ZodRawShape>(shape: S): z.ZodObject<S> {
  return z.object(shape).catchall(unknownParam) as unknown as z.ZodObject<S>;
}

/** The one path id of the API: a whole positive number that fits a database id (no `1e2`, ` 1`, `0x10`). */
export const IdParam = z.object({ id: queryId('id') });
