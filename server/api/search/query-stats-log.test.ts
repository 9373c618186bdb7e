import { describe, expect, it, vi } from 'vitest';
import type { Db } from '../../db/client';
import { SearchStatsLog } from './query-stats-log';

/** A database whose upserts are recorded, or refused while `down`. */
function fakeDb() {
  const written: unknown[][] = [];
  const state = { down: false };
  const db = {
    insert: () => ({
      values: (rows: unknown[]) => ({
        onConflictDoUpdate: async () => {
          if (state.down) throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
          written.push(rows.map((row) => ({ ...(row as object) })));
        },
      }),
    }),
  } as unknown as Db;
  return { db, written, state };
}

describe('the search counts kept in memory between writes (issue 37)', () => {
  const now = () => new Date('2026-11-29T23:30:00Z'); // 30 November in Madrid

  it('adds up searches, searches without results and clicks per Madrid day and query, and writes them in one statement', async () => {
    const { db, written } = fakeDb();
    const log = new SearchStatsLog(db, now, { error: vi.fn(), warn: vi.fn() });
    log.countSearch('vaqueros', false);
    log.countSearch('vaqueros', false);
    log.countSearch('camisa', true);
    log.countClick('camisa', false);
    log.countClick('falda', true);
    expect(log.pendingCount).toBe(3);
    await log.flush();
    expect(written).toEqual([
      [
        { day: '2026-11-30', query: 'vaqueros', searches: 2, noResults: 2, clicks: 0 },
        { day: '2026-11-30', query: 'camisa', searches: 1, noResults: 0, clicks: 1 },
        { day: '2026-11-30', query: 'falda', searches: 1, noResults: 0, clicks: 1 },
      ],
    ]);
    expect(log.pendingCount).toBe(0);
    // Nothing new: no statement at all.
    await log.flush();
    expect(written).toHaveLength(1);
  });

  it('keeps the counts for the next write when the database cannot take them, added to those counted meanwhile', async () => {
    const { db, written, state } = fakeDb();
    const logger = { error: vi.fn(), warn: vi.fn() };
    const log = new SearchStatsLog(db, now, logger);
    log.countSearch('abrigo', true);
    state.down = true;
    await log.flush();
    // The database away is a warning (the store answers 503 meanwhile), not an error every few seconds.
    expect(logger.warn).toHaveBeenCalledTimes(1);
    expect(logger.error).not.toHaveBeenCalled();
    log.countSearch('abrigo', false);
    state.down = false;
    await log.flush();
    expect(written).toEqual([[{ day: '2026-11-30', query: 'abrigo', searches: 2, noResults: 1, clicks: 0 }]]);
  });

  it('writes one flush at a time, and at stop what is left', async () => {
    const { db, written } = fakeDb();
    const log = new SearchStatsLog(db, now, { error: vi.fn(), warn: vi.fn() });
    log.countSearch('bufanda', true);
    const first = log.flush();
    log.countSearch('gorro', true);
    const second = log.flush();
    await Promise.all([first, second]);
    expect(written.flat()).toHaveLength(2);
    log.countClick('gorro', false);
    await log.stop();
    expect(written.flat()).toHaveLength(3);
  });
});
