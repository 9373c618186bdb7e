import http from 'node:http';
import zlib from 'node:zlib';
import { describe, expect, test } from 'vitest';
import { fetchWithToken, loginAsAdmin } from './accounts';
import { setupSite } from './harness';

// The page render cache (docs/decisions/0012-page-render-cache.md) on the real server render.
// Its own app: it asserts cache hits and misses, which any other file's catalogue write would
// empty, and it changes the price of the newest product.
const site = setupSite({ ownServer: true });

function cspNonce(response: Response) {
  return /script-src [^;]*'nonce-([^']+)'/.exec(response.headers.get('content-security-policy') ?? '')?.[1] ?? null;
}

/** The nonce of every element that carries one (scripts, module preloads). */
function nonces(html: string) {
  return [...html.matchAll(/\snonce="([^"]*)"/g)].map((m) => m[1]);
}

describe('public pages kept rendered', () => {
  test('/store a second time comes from the cache, each answer with its own nonce on every script', async () => {
    await (await site.fetch('/store')).arrayBuffer();
    const answers = [await site.fetch('/store'), await site.fetch('/store', { headers: { 'Accept-Encoding': 'gzip' } })];
    const seen = [];
    for (const response of answers) {
      expect(response.headers.get('x-cache')).toBe('hit');
      const nonce = cspNonce(response);
      expect(nonce).toBeTruthy();
      // fetch undoes the gzip itself; the second answer was spliced gzip.
      const html = await response.text();
      expect(html).toMatch(/^<!DOCTYPE html>/i);
      expect(nonces(html).length).toBeGreaterThan(2);
      expect(new Set(nonces(html))).toEqual(new Set([nonce]));
      seen.push(nonce);
    }
    expect(seen[0]).not.toBe(seen[1]);
  });

  test('the spliced gzip is a valid gzip stream of the page', async () => {
    await (await site.fetch('/about')).arrayBuffer();
    const response = await fetch(new URL('/about', site.baseUrl), { headers: { 'Accept-Encoding': 'gzip' } });
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(response.headers.get('x-cache')).toBe('hit');
    expect(await response.text()).toContain('</html>');
    // The raw bytes too (fetch decodes them itself): gunzip checks the CRC-32 and the length.
    const raw = await new Promise<Buffer>((resolve, reject) => {
      http
        .get(new URL('/about', site.baseUrl), { headers: { 'Accept-Encoding': 'gzip' } }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => resolve(Buffer.concat(chunks)));
        })
        .on('error', reject);
    });
    expect(zlib.gunzipSync(raw).toString()).toContain('</html>');
  });

  test('a page from the cache runs in the browser without a CSP violation', async () => {
    await (await site.fetch('/store')).arrayBuffer();
    const { page } = await site.open('/store');
    // The harness fails the test on any CSP violation, console or page error.
    await expect(page.locator('main').count()).resolves.toBe(1);
  });

  test('an admin price change shows on the next anonymous /store and product page', async () => {
    const admin = await loginAsAdmin(site);
    const listed = (await (await site.fetch('/api/products?per_page=1')).json()) as { data: { data: { id: number; slug: string }[] } };
    const product = listed.data.data[0]!;
    const productPath = `/store/products/${product.slug}`;
    for (const path of ['/store', productPath]) {
      await (await site.fetch(path)).arrayBuffer();
      const again = await site.fetch(path);
      expect(again.headers.get('x-cache'), path).toBe('hit');
      expect(await again.text()).not.toContain('87,65');
    }
    const saved = await fetchWithToken(site, `/api/admin/products/${product.id}`, admin.token, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ price: 87.65, sale_price: null }),
    });
    expect(saved.status, await saved.clone().text()).toBe(200);
    for (const path of ['/store', productPath]) {
      const after = await site.fetch(path);
      expect(after.headers.get('x-cache'), path).toBe('miss');
      expect(await after.text(), path).toContain('87,65');
    }
  });
});
