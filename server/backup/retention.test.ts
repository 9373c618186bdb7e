import { describe, expect, it } from 'vitest';
import { backupDate, backupName, backupOfFile } from './backup-names';
import { applyRetention } from './retention';

const at = (iso: string) => ({ date: new Date(iso), name: iso });
const names = (list: { name: string }[]) => list.map((b) => b.name).sort();

/** A backup every night at 03:00 UTC from `first` for `days` days. */
function nightly(first: string, days: number) {
  const start = new Date(first).getTime();
  return Array.from({ length: days }, (_, i) => at(new Date(start + i * 86_400_000).toISOString()));
}

describe('the retention rule: 7 daily, 5 weekly, 12 monthly', () => {
  it('keeps every backup of a store younger than a week', () => {
    const backups = nightly('2026-11-23T03:00:00.000Z', 7);
    const { keep, remove } = applyRetention(backups, new Date('2026-11-29T12:00:00Z'));
    expect(keep).toHaveLength(7);
    expect(remove).toEqual([]);
  });

  it('after two years of nightly backups keeps 7 days, 5 weeks and 12 months — at most 24 copies', () => {
    const backups = nightly('2024-11-01T03:00:00.000Z', 760);
    const now = backups.at(-1)!.date;
    const { keep, remove } = applyRetention(backups, now);
    expect(keep.length).toBeLessThanOrEqual(24);
    expect(keep.length).toBeGreaterThanOrEqual(12 + 1);
    expect(keep.length + remove.length).toBe(760);
    // The last seven nights are all there.
    for (const b of backups.slice(-7)) expect(keep).toContain(b);
    // Nothing older than a year is kept: the oldest monthly copy is of 12 months ago.
    const oldest = Math.min(...keep.map((b) => b.date.getTime()));
    expect(now.getTime() - oldest).toBeLessThan(366 * 86_400_000);
    // One copy a month for the last 12 months.
    expect(new Set(keep.map((b) => b.date.toISOString().slice(0, 7))).size).toBe(12);
  });

  it("keeps the newest backup of a day, and a week's newest from Monday to Sunday", () => {
    const backups = [
      at('2026-11-29T03:00:00.000Z'),
      at('2026-11-29T15:30:00.000Z'), // a second backup the same day: the newer one stands for the day
      at('2026-11-22T03:00:00.000Z'), // Sunday: last week's newest
      at('2026-11-16T03:00:00.000Z'), // Monday of that same week
    ];
    const { keep, remove } = applyRetention(backups, new Date('2026-11-29T20:00:00Z'), { daily: 1, weekly: 2, monthly: 0 });
    expect(names(keep)).toEqual(['2026-11-22T03:00:00.000Z', '2026-11-29T15:30:00.000Z']);
    expect(names(remove)).toEqual(['2026-11-16T03:00:00.000Z', '2026-11-29T03:00:00.000Z']);
  });

  it('a store down for weeks still keeps its last backups (days without one take no slot)', () => {
    const backups = [at('2026-01-01T03:00:00.000Z'), at('2026-01-02T03:00:00.000Z')];
    const { keep } = applyRetention(backups, new Date('2026-11-29T00:00:00Z'));
    expect(keep).toHaveLength(2);
  });

  it('keeps a backup dated after now (a clock set back) and never deletes the newest', () => {
    const backups = [at('2026-12-01T03:00:00.000Z'), at('2020-01-01T03:00:00.000Z')];
    const { keep, remove } = applyRetention(backups, new Date('2026-11-29T00:00:00Z'), { daily: 0, weekly: 0, monthly: 0 });
    expect(names(keep)).toEqual(['2020-01-01T03:00:00.000Z', '2026-12-01T03:00:00.000Z']);
    expect(remove).toEqual([]);
  });
});

describe('backup names', () => {
  it('names a backup after its minute in UTC and reads the date back', () => {
    const name = backupName(new Date('2026-11-29T03:00:41.123Z'));
    expect(name).toBe('tienda-diverso-2026-11-29T0300Z');
    expect(backupDate(name)?.toISOString()).toBe('2026-11-29T03:00:00.000Z');
    expect(backupOfFile(`${name}.backup`)).toBe(name);
    expect(backupOfFile(`${name}.json`)).toBe(name);
  });

  it('ignores files that are not backups', () => {
    expect(backupDate('tienda-diverso-2026-02-31T0300Z')).toBeNull();
    expect(backupOfFile('notes.txt')).toBeNull();
    expect(backupOfFile('tienda-diverso-2026-11-29T0300Z.tmp')).toBeNull();
  });
});
