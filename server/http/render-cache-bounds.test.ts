import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { RenderCache } from './render-cache';

const NONCE = 'r4nd0m+/nonceValue==1234';

/** A product page of about 4 KB that compresses little, with its nonce in a few places. */
function productPage(n: number) {
  const [one, two] = [randomBytes(1500).toString('base64'), randomBytes(1500).toString('base64')];
  return async (nonce: string) =>
    new Response(`<!DOCTYPE html><html><head><script nonce="${nonce}">a()</script></head><body><h1>Producto ${n}</h1><p>${one}</p><script nonce="${nonce}">b()</script><p>${two}</p><script nonce="${nonce}">c()</script></body></html>`, {
      headers: { 'Content-Type': 'text/html; charset=utf-8' },
    });
}

function bounded(maxBytes: number) {
  let onChange = () => undefined as void;
  const cache = new RenderCache({ changes: { listening: true, follow: (fn) => void (onChange = fn) }, maxBytes });
  const get = async (n: number) => {
    const res = await cache.serve(new Request(`http://tienda.test/store/products/p${n}`, { headers: { 'Accept-Encoding': 'gzip' } }), NONCE, productPage(n));
    await res.arrayBuffer();
    return res.headers.get('X-Cache');
  };
  return { cache, get, change: () => onChange() };
}

describe('the page render cache within its bound (CACHE_MAX_MB)', () => {
  it('counts each page plain and gzip, and never holds more than its bound', async () => {
    const maxBytes = 192 * 1024;
    const { cache, get } = bounded(maxBytes);
    for (let n = 0; n < 40; n++) {
      expect(await get(n)).toBe('miss');
      const stats = cache.stats();
      expect(stats.bytes + stats.lastKnownBytes).toBeLessThanOrEqual(maxBytes);
    }
    const { entries, bytes } = cache.stats();
    // A page of ~4 KB is kept with its gzip pieces, which compress little here.
    expect(bytes / entries).toBeGreaterThan(7_000);
    expect(bytes).toBeLessThanOrEqual((maxBytes * 2) / 3);
    expect(await get(39)).toBe('hit');
    expect(await get(0)).toBe('miss');
  });

  it('keeps the pages an invalidation drops within a third of the bound', async () => {
    const maxBytes = 192 * 1024;
    const { cache, get, change } = bounded(maxBytes);
    for (let n = 0; n < 20; n++) await get(n);
    change();
    const stats = cache.stats();
    expect(stats.entries).toBe(0);
    expect(stats.lastKnownEntries).toBeGreaterThan(0);
    expect(stats.lastKnownBytes).toBeLessThanOrEqual(maxBytes / 3);
  });
});
