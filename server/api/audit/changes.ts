import type { AuditChanges } from '../../db/schema';

/** Never written to the log, whatever an entity carries. */
const SECRET_FIELD = /password|token|secret|hash/i;
const REDACTED = '[oculto]';

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * The fields that differ between two versions of an entity, each with its before and after.
 * `before` is null for a creation and `after` null for a deletion; `fields` limits the
 * comparison (default: every key of either). Secrets are recorded as changed, never their values.
 */
export function changedFields(
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
  fields?: readonly string[],
): AuditChanges {
  const keys = fields ?? [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  const changes: AuditChanges = Object.create(null) as AuditChanges;
  for (const key of keys) {
    const was = before?.[key] ?? null;
    const now = after?.[key] ?? null;
    if (same(was, now)) continue;
    changes[key] = SECRET_FIELD.test(key)
      ? { before: was === null ? null : REDACTED, after: now === null ? null : REDACTED }
      : { before: normalise(was), after: normalise(now) };
  }
  return { ...changes };
}

/** Dates as ISO text, so the log reads the same whatever the driver returned. */
function normalise(value: unknown): unknown {
  return value instanceof Date ? value.toISOString() : value;
}
