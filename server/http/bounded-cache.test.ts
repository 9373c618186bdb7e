import { describe, expect, it } from 'vitest';
import { BoundedMap, cacheBudgets } from './bounded-cache';
import { compressBytes } from './compression';

describe('a bounded map', () => {
  it('drops the least recently used entries past its bytes, counting what an entry grew by', () => {
    const map = new BoundedMap<string>({ maxEntries: 10, maxBytes: 100 });
    map.set('a', 'A', 40);
    map.set('b', 'B', 40);
    expect(map.get('a')).toBe('A'); // a is now the most recent
    map.set('c', 'C', 40);
    expect([...map.entries()].map(([key]) => key)).toEqual(['a', 'c']);
    expect(map.bytes).toBe(80);
    map.grew('c', 'C', 30);
    expect([...map.entries()].map(([key]) => key)).toEqual(['c']);
    expect(map.bytes).toBe(70);
  });

  it('counts growth only for the entry still kept under that key', () => {
    const map = new BoundedMap<string>({ maxEntries: 10, maxBytes: 100 });
    map.set('a', 'new', 10);
    map.grew('a', 'old', 50);
    map.grew('gone', 'x', 50);
    expect(map.bytes).toBe(10);
  });

  it('bounds the number of entries, replaces a key, and keeps nothing larger than the bound', () => {
    const map = new BoundedMap<number>({ maxEntries: 2, maxBytes: 100 });
    map.set('a', 1, 1);
    map.set('b', 2, 1);
    map.set('a', 3, 5);
    map.set('c', 4, 1);
    expect([...map.entries()]).toEqual([['a', 3, 5], ['c', 4, 1]]);
    map.set('huge', 5, 101);
    expect(map.peek('huge')).toBeUndefined();
    expect(map.bytes).toBe(6);
    map.delete('a');
    map.clear();
    expect(map.size).toBe(0);
    expect(map.bytes).toBe(0);
  });

  it('splits a bound: two thirds current, a third last known', () => {
    expect(cacheBudgets(96)).toEqual({ current: 64, lastKnown: 32 });
  });
});

describe('bytes compressed to be kept', () => {
  it('are held in a buffer of their own size, not in zlib\'s output chunk', () => {
    const json = new TextEncoder().encode(JSON.stringify({ data: Array.from({ length: 100 }, (_, id) => ({ id, name: 'Camisa' })) }));
    for (const encoding of ['br', 'gzip'] as const) {
      const out = compressBytes(json, encoding);
      expect(out.byteLength).toBeLessThan(json.byteLength / 4);
      expect(out.buffer.byteLength).toBe(out.byteLength);
    }
  });
});
