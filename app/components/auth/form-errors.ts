import type { z } from '@common/zod';

/** One message a field: spec §5 shows the first message of each field. */
export type FieldErrors<Field extends string = string> = Partial<Record<Field, string>>;

/** The first message of each field of a 422 errors map ({field: [messages]}). */
export function firstFieldErrors(errors: Record<string, unknown> | null | undefined): FieldErrors {
  const result: FieldErrors = {};
  for (const [field, messages] of Object.entries(errors ?? {})) {
    const first = Array.isArray(messages) ? messages.find((message) => typeof message === 'string') : messages;
    if (typeof first === 'string' && first) result[field] = first;
  }
  return result;
}

/** The first message of each field of a failed zod parse, keyed by the top-level field name. */
export function zodFieldErrors(error: z.ZodError): FieldErrors {
  const result: FieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && !(field in result)) result[field] = issue.message;
  }
  return result;
}

/** The first field, in form order, that has an error. */
export function firstInvalidField<Field extends string>(
  order: readonly Field[],
  errors: FieldErrors,
): Field | undefined {
  return order.find((field) => errors[field]);
}
