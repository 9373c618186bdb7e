import type { z } from '@common/zod';
import { ApiRequestError, apiErrorMessage } from '~/lib/api/errors';

/**
 * The one way a form turns what went wrong into messages: the first message of each field, keyed
 * by its path as the API names it ('email', 'variants.0.sku', 'passport.composition.1.percent'),
 * whether it came from the contract checked in the browser or from the server's 422 `errors` map.
 */
export type FieldErrors = Readonly<Record<string, string>>;

/** A map without a prototype: a field named `constructor` or `__proto__` is a field like any other. */
function errorMap(): Record<string, string> {
  return Object.create(null) as Record<string, string>;
}

/** Where a message about the whole form sits (a check of the body as a whole; spec §5 keeps the server's `_`). */
export const FORM_PATH = '_';

/** ['variants', 0, 'sku'] or 'variants[0].sku' → 'variants.0.sku'; the body itself → '_'. */
export function fieldPath(path: string | readonly PropertyKey[]): string {
  const joined = typeof path === 'string' ? path : path.map(String).join('.');
  return joined.replace(/\[(\d+)\]/g, '.$1').replace(/^\./, '') || FORM_PATH;
}

/** The first message of each path of a failed zod check. */
export function issueErrors(issues: readonly { path: readonly PropertyKey[]; message: string }[]): FieldErrors {
  const errors = errorMap();
  for (const issue of issues) {
    const path = fieldPath(issue.path);
    if (!Object.hasOwn(errors, path)) errors[path] = issue.message;
  }
  return errors;
}

/** Checks values with a contract from common/: the messages are the ones the server would answer. */
export function schemaErrors(schema: z.ZodType, values: unknown): FieldErrors {
  const parsed = schema.safeParse(values);
  return parsed.success ? {} : issueErrors(parsed.error.issues);
}

/** The first message of each field of a 422 `{ field: [messages] }` map; anything else is ignored. */
export function serverFieldErrors(errors: unknown): FieldErrors {
  const result = errorMap();
  if (!errors || typeof errors !== 'object' || Array.isArray(errors)) return result;
  for (const [field, messages] of Object.entries(errors)) {
    const first: unknown = Array.isArray(messages) ? messages.find((message) => typeof message === 'string' && message) : messages;
    const path = fieldPath(field);
    if (typeof first === 'string' && first && !Object.hasOwn(result, path)) result[path] = first;
  }
  return result;
}

/** The field messages a failed call carries: a 422's `errors` map, nothing for any other failure. */
export function fieldErrorsOf(error: unknown): FieldErrors {
  return error instanceof ApiRequestError && error.status === 422 ? serverFieldErrors(error.fieldErrors) : {};
}

export interface FormFailure {
  /** Messages under their fields. */
  fieldErrors: FieldErrors;
  /** The message under the form, if any. */
  message: string | null;
}

/** Splits the messages about the whole form ('_') from those of its fields. */
export function splitFormMessage(errors: FieldErrors): FormFailure {
  const fieldErrors = errorMap();
  for (const [path, message] of Object.entries(errors)) if (path !== FORM_PATH) fieldErrors[path] = message;
  return { fieldErrors, message: Object.hasOwn(errors, FORM_PATH) ? errors[FORM_PATH]! : null };
}

export function hasErrors(errors: FieldErrors): boolean {
  return Object.keys(errors).length > 0;
}

/**
 * What a failed call shows: a 422's messages under their fields (and its '_' message under the
 * form); any other failure one readable sentence under the form (`fallback` when there is no
 * better one: no server message, no connection, time-out).
 */
export function formFailure(error: unknown, fallback: string): FormFailure {
  const failure = splitFormMessage(fieldErrorsOf(error));
  if (hasErrors(failure.fieldErrors) || failure.message) return failure;
  return { fieldErrors: {}, message: apiErrorMessage(error, fallback) };
}
