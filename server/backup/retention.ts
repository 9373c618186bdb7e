// Which backups to keep (the 'grandfather-father-son' rule of restic's --keep-daily/weekly/monthly):
// the newest backup of each of the 7 most recent days that have one, of the 5 most recent weeks
// and of the 12 most recent months (calendar days, weeks from Monday and months, in UTC), plus the
// newest backup whatever its age. A backup kept for any reason is kept; the others may be deleted. The
// store's invoices must be kept 4–6 years: the database holds them all, so a month's copy is
// enough history here — a copy older than a year is of no use to restore the store.

export interface RetentionRule {
  daily: number;
  weekly: number;
  monthly: number;
}

export const DEFAULT_RETENTION: RetentionRule = { daily: 7, weekly: 5, monthly: 12 };

const DAY_MS = 86_400_000;

function dayKey(date: Date): string {
  return date.toISOString().slice(0, 10);
}

function monthKey(date: Date): string {
  return date.toISOString().slice(0, 7);
}

/** The Monday (UTC) of the week a date falls in. */
function weekKey(date: Date): string {
  const midnight = Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate());
  const sinceMonday = (date.getUTCDay() + 6) % 7;
  return dayKey(new Date(midnight - sinceMonday * DAY_MS));
}

/**
 * The newest backup of each of the `count` most recent periods (by `keyOf`) that hold a backup
 * and are not after `now`: a day without a backup (the store was down) does not use up a slot.
 */
function newestPerPeriod<T extends { date: Date }>(sorted: T[], count: number, keyOf: (date: Date) => string): T[] {
  const kept: T[] = [];
  const seen = new Set<string>();
  for (const backup of sorted) {
    if (kept.length >= count) break;
    const key = keyOf(backup.date);
    if (seen.has(key)) continue;
    seen.add(key);
    kept.push(backup);
  }
  return kept;
}

/**
 * Splits backups into those to keep and those the rule lets go. Backups dated after `now` (a
 * clock moved back) are kept and take no slot.
 */
export function applyRetention<T extends { date: Date }>(
  backups: readonly T[],
  now: Date,
  rule: RetentionRule = DEFAULT_RETENTION,
): { keep: T[]; remove: T[] } {
  const future = backups.filter((b) => b.date.getTime() > now.getTime());
  const past = backups.filter((b) => b.date.getTime() <= now.getTime()).sort((a, b) => b.date.getTime() - a.date.getTime());
  const kept = new Set<T>([...future, ...past.slice(0, 1)]);
  for (const b of newestPerPeriod(past, rule.daily, dayKey)) kept.add(b);
  for (const b of newestPerPeriod(past, rule.weekly, weekKey)) kept.add(b);
  for (const b of newestPerPeriod(past, rule.monthly, monthKey)) kept.add(b);
  return {
    keep: backups.filter((b) => kept.has(b)),
    remove: backups.filter((b) => !kept.has(b)),
  };
}
