import { Hono } from 'hono';
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Endpoint } from '../../../common/api/contract';
import { CatalogueReadCache } from './read-cache';

/** An answer of about 4 KB that compresses little, so its compressed copies weigh about as much. */
const bodies = new Map<string, string>();
const bodyOf = (n: string) => bodies.get(n) ?? bodies.set(n, JSON.stringify({ n, noise: randomBytes(3000).toString('base64') })).get(n)!;

function cachedApp(maxBytes: number) {
  const cache = new CatalogueReadCache(undefined, undefined, maxBytes);
  const endpoint = { key: 'GET /cosas', method: 'get', path: '/cosas', query: z.object({ n: z.string() }) } as unknown as Endpoint;
  const app = new Hono();
  app.get('/cosas', cache.middleware(endpoint) as never, (c) => c.json(JSON.parse(bodyOf(c.req.query('n')!))));
  return { cache, app };
}

describe('the catalogue read cache within its bound (CACHE_MAX_MB)', () => {
  it('counts the compressed copies it makes and never holds more than its bound', async () => {
    const maxBytes = 96 * 1024;
    const { cache, app } = cachedApp(maxBytes);
    for (let n = 0; n < 40; n++) {
      for (const coding of ['br', 'gzip', '']) {
        const res = await app.request(`/cosas?n=${n}`, { headers: coding ? { 'Accept-Encoding': coding } : {} });
        expect(res.status).toBe(200);
        await res.arrayBuffer();
      }
      const stats = cache.stats();
      expect(stats.bytes + stats.lastKnownBytes).toBeLessThanOrEqual(maxBytes);
    }
    const { entries, bytes } = cache.stats();
    // Each answer is kept with its brotli and gzip copies: well over its plain 4 KB each.
    expect(bytes).toBeGreaterThan(entries * 8000);
    expect(bytes).toBeLessThanOrEqual((maxBytes * 2) / 3);
    // The most recent are the ones kept.
    expect((await app.request('/cosas?n=39')).headers.get('X-Cache')).toBe('hit');
    expect((await app.request('/cosas?n=0')).headers.get('X-Cache')).toBe('miss');
  });

  it('keeps the last known answers within a third of the bound', async () => {
    const maxBytes = 96 * 1024;
    const { cache, app } = cachedApp(maxBytes);
    for (let n = 0; n < 10; n++) await (await app.request(`/cosas?n=${n}`, { headers: { 'Accept-Encoding': 'br' } })).arrayBuffer();
    const before = cache.stats();
    cache.invalidate();
    const after = cache.stats();
    expect(after.entries).toBe(0);
    expect(after.lastKnownBytes).toBeLessThanOrEqual(maxBytes / 3);
    expect(after.lastKnownEntries).toBeGreaterThan(0);
    expect(after.lastKnownEntries).toBeLessThan(before.entries);
    // A fresh answer for a key replaces its last known one.
    const lastKey = after.lastKnownEntries;
    await (await app.request('/cosas?n=9')).arrayBuffer();
    expect(cache.stats().lastKnownEntries).toBe(lastKey - 1);
  });
});
