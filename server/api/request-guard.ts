import type { MiddlewareHandler } from 'hono';
import { CONTROL_CHARS } from '../../common/query-params';
import type { ApiEnv } from './context';
import { fieldErrorMap, ValidationError } from './errors';

const INVALID_TEXT = 'Contiene caracteres no válidos.';
const RESERVED_NAME = 'Nombre de parámetro no admitido.';
/** Names that would reach an object's prototype rather than a field. */
const RESERVED_KEYS = new Set(['__proto__', 'prototype']);
const MAX_DEPTH = 32;

/** Adds a 422 message for every text with a control character (NUL above all) and every reserved key. */
function walk(value: unknown, path: string, errors: Record<string, string[]>, depth = 0): void {
  if (typeof value === 'string') {
    if (CONTROL_CHARS.test(value)) (errors[path || '_'] ??= []).push(INVALID_TEXT);
  } else if (Array.isArray(value)) {
    if (depth < MAX_DEPTH) value.forEach((item, i) => walk(item, path ? `${path}.${i}` : String(i), errors, depth + 1));
  } else if (value !== null && typeof value === 'object' && depth < MAX_DEPTH) {
    for (const key of Object.keys(value)) {
      const at = path ? `${path}.${key}` : key;
      if (RESERVED_KEYS.has(key) || CONTROL_CHARS.test(key)) (errors[at] ??= []).push(RESERVED_NAME);
      else walk((value as Record<string, unknown>)[key], at, errors, depth + 1);
    }
  }
}

/**
 * Before any contract reads the input: a text with a control character is a 422 on that field
 * (PostgreSQL refuses NUL, and no name, address or note needs one), and a query or body key named
 * `__proto__` is refused instead of silently vanishing into the object's prototype.
 */
export const guardRequestText: MiddlewareHandler<ApiEnv> = async (c, next) => {
  const errors = fieldErrorMap();
  for (const [key, value] of new URL(c.req.url).searchParams) {
    if (RESERVED_KEYS.has(key)) (errors[key] ??= []).push(RESERVED_NAME);
    else if (CONTROL_CHARS.test(value)) (errors[key] ??= []).push(INVALID_TEXT);
  }
  if (/^application\/([a-z.-]+\+)?json/i.test(c.req.header('content-type') ?? '')) {
    // Unparsable JSON is left to the body validator, which answers it in its own words.
    const body: unknown = await c.req.json().catch(() => undefined);
    walk(body, '', errors);
  }
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  await next();
};
