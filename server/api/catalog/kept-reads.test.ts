import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/client';
import { followCatalogueChanges, keptRead } from './kept-reads';
import { CatalogueReadCache } from './read-cache';

/** A query builder's way: every `then` runs the query again. */
function countingThenable(runs: { n: number }) {
  return {
    then<R>(resolve: (value: number) => R) {
      runs.n += 1;
      return Promise.resolve(resolve(runs.n));
    },
  };
}

describe('kept reads', () => {
  it('reads every time while the instance does not follow catalogue changes', async () => {
    const db = {} as Db;
    const runs = { n: 0 };
    await keptRead(db, 'x', () => countingThenable(runs));
    await keptRead(db, 'x', () => countingThenable(runs));
    expect(runs.n).toBe(2);
  });

  it('runs a query once however often it is awaited, and again after each change', async () => {
    const db = {} as Db;
    const cache = new CatalogueReadCache();
    followCatalogueChanges(db, cache);
    const runs = { n: 0 };
    expect(await keptRead(db, 'x', () => countingThenable(runs))).toBe(1);
    expect(await keptRead(db, 'x', () => countingThenable(runs))).toBe(1);
    expect(await keptRead(db, 'y', async () => 'other')).toBe('other');
    expect(runs.n).toBe(1);
    cache.invalidate();
    expect(await keptRead(db, 'x', () => countingThenable(runs))).toBe(2);
  });

  it('does not keep a read under way when a change is heard, nor a failed one', async () => {
    const db = {} as Db;
    const cache = new CatalogueReadCache();
    followCatalogueChanges(db, cache);
    let finish!: (value: string) => void;
    const before = keptRead(db, 'x', () => new Promise<string>((resolve) => (finish = resolve)));
    cache.invalidate();
    finish('before the change');
    expect(await before).toBe('before the change');
    expect(await keptRead(db, 'x', async () => 'after the change')).toBe('after the change');
    await expect(keptRead(db, 'z', async () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await keptRead(db, 'z', async () => 'back')).toBe('back');
  });
});
