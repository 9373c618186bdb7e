import type { MiddlewareHandler } from 'hono';
import { CONTROL_CHARS } from '../../common/query-params';
import { hasInvisibleChars, INVISIBLE_CHARS_MESSAGE, isPasswordField } from '../../common/text/invisible-chars';
import type { ApiEnv } from './context';
import { fieldErrorMap, ValidationError } from '../errors';

const INVALID_TEXT = 'Contiene caracteres no válidos.';
const RESERVED_NAME = 'Nombre de parámetro no admitido.';
/** Names that would reach an object's prototype rather than a field. */
const RESERVED_KEYS = new Set(['__proto__', 'prototype']);
const MAX_DEPTH = 32;

/**
 * What is wrong with the text of a field, or null: a control character, or (but in a body field
 * named as a password, common/text/invisible-chars.ts) a character that hides or turns the text around.
 */
export function textRefusal(text: string, field = ''): string | null {
  if (CONTROL_CHARS.test(text)) return INVALID_TEXT;
  if (!isPasswordField(field) && hasInvisibleChars(text)) return INVISIBLE_CHARS_MESSAGE;
  return null;
}

/** Adds a 422 message for every text with a control or invisible character (NUL above all) and every reserved key. */
function walk(value: unknown, path: string, errors: Record<string, string[]>, depth = 0, field = ''): void {
  if (typeof value === 'string') {
    const refusal = textRefusal(value, field);
    if (refusal) (errors[path || '_'] ??= []).push(refusal);
  } else if (Array.isArray(value)) {
    if (depth < MAX_DEPTH) value.forEach((item, i) => walk(item, path ? `${path}.${i}` : String(i), errors, depth + 1, field));
  } else if (value !== null && typeof value === 'object' && depth < MAX_DEPTH) {
    for (const key of Object.keys(value)) {
      const at = path ? `${path}.${key}` : key;
      if (RESERVED_KEYS.has(key) || CONTROL_CHARS.test(key) || hasInvisibleChars(key)) (errors[at] ??= []).push(RESERVED_NAME);
      else walk((value as Record<string, unknown>)[key], at, errors, depth + 1, key);
    }
  }
}

/**
 * Before any contract reads the input: a text with a control character is a 422 on that field
 * (PostgreSQL refuses NUL, and no name, address or note needs one), and so is one with a bidi
 * control or a zero-width character outside an emoji sequence, but in a password (issue 33,
 * common/text/invisible-chars.ts); a query or body key named `__proto__` is refused instead of
 * silently vanishing into the object's prototype.
 */
export const guardRequestText: MiddlewareHandler<ApiEnv> = async (c, next) => {
  const errors = fieldErrorMap();
  for (const [key, value] of new URL(c.req.url).searchParams) {
    if (RESERVED_KEYS.has(key)) (errors[key] ??= []).push(RESERVED_NAME);
    else {
      // No password travels in a query string: no field is left alone here.
      const refusal = textRefusal(value);
      if (refusal) (errors[key] ??= []).push(refusal);
    }
  }
  if (/^application\/([a-z.-]+\+)?json/i.test(c.req.header('content-type') ?? '')) {
    // Unparsable JSON is left to the body validator, which answers it in its own words.
    const body: unknown = await c.req.json().catch(() => undefined);
    walk(body, '', errors);
  }
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  await next();
};
