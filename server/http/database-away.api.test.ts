import type { RequestHandler } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, FACTORY_PASSWORD } from '../../tests/factories';
import { startTcpProxy } from '../../tests/tcp-proxy';
import { createTestApp } from '../../tests/test-app';
import { createTestDatabase, seedEssentials, type TestDatabase } from '../../tests/test-database';
import { createShop, createTestProduct } from '../api/checkout/checkout-test-kit';
import { openPostgres, type Database } from '../db/client';

/** A stand-in for React Router's handler: the product list through the in-process API, 503 when it answers 503. */
const pages: RequestHandler = async (request, context) => {
  const { apiFetch, nonce } = context as { apiFetch: (path: string) => Promise<Response>; nonce: string };
  const page = new URL(request.url).searchParams.get('page') ?? '1';
  const list = await apiFetch(`/api/products?per_page=12${page === '1' ? '' : `&page=${page}`}`);
  if (list.status === 503) return new Response('<h1>Volvemos enseguida</h1>', { status: 503, headers: { 'Content-Type': 'text/html' } });
  const names = ((await list.json()) as { data: { data: { name: string }[] } }).data.data.map((p) => `<li>${p.name}</li>`);
  return new Response(`<html><head><script nonce="${nonce}"></script></head><body><ul>${names.join('')}</ul></body></html>`, {
    headers: { 'Content-Type': 'text/html; charset=utf-8' },
  });
};

// Issue 24: PostgreSQL goes away under a running instance (a proxy in front of it is cut). What was
// kept is still served, marked stale; everything else is a 503 with Retry-After, never a 500; all
// answers come back without a restart. Needs a PostgreSQL server: PGlite lives in the process.
describe.skipIf(process.env.TEST_DB !== 'postgres')('while the database is away', () => {
  let testDb: TestDatabase;
  let proxied: Database;
  let proxy: Awaited<ReturnType<typeof startTcpProxy>>;
  let site: ReturnType<typeof createTestApp>;
  let email: string;

  beforeAll(async () => {
    testDb = await createTestDatabase();
    await seedEssentials(testDb.database);
    const shop = await createShop(testDb.database.db);
    await createTestProduct(testDb.database.db, shop, { price: 39 });
    email = (await createUser(testDb.database.db)).user.email;
    const url = new URL(testDb.url!);
    proxy = await startTcpProxy({ host: url.hostname, port: Number(url.port || 5432) });
    url.host = `127.0.0.1:${proxy.port}`;
    proxied = openPostgres(url.toString(), { poolMax: 2, connectTimeoutMs: 500, onError: () => {} });
    site = createTestApp(proxied, { ssrHandler: pages });
  });
  afterAll(async () => {
    await proxied.close();
    await proxy.cut();
    await testDb.cleanup();
  });

  it('serves kept catalogue answers and pages as stale, answers the rest 503 with Retry-After, and recovers by itself', async () => {
    // Kept while the database answers.
    expect((await site.request('/api/products?per_page=12')).status).toBe(200);
    const page = await site.request('/store');
    expect(page.status).toBe(200);
    const pageHtml = await page.text();

    await proxy.cut();

    // Until this instance notices (its LISTEN connection drops) the answer is a plain hit; then stale.
    await expect.poll(async () => (await site.request('/api/products?per_page=12')).headers.get('x-cache'), { timeout: 10_000 }).toBe('stale');
    const products = await site.request('/api/products?per_page=12');
    expect(products.status).toBe(200);
    expect(products.headers.get('cache-control')).toBe('no-store');
    expect((await products.json()).data.data).toHaveLength(1);

    const stalePage = await site.request('/store');
    expect(stalePage.status).toBe(200);
    expect(stalePage.headers.get('x-cache')).toBe('stale');
    const withoutNonce = (html: string) => html.replace(/nonce="[^"]*"/g, '');
    expect(withoutNonce(await stalePage.text())).toBe(withoutNonce(pageHtml));

    // Nothing kept for these: 503, Retry-After, a Spanish message; never a 500.
    for (const [method, path, body] of [
      ['GET', '/api/products?per_page=12&page=2', undefined],
      ['GET', '/api/brands', undefined],
      ['POST', '/api/login', { email, password: FACTORY_PASSWORD }],
    ] as const) {
      const res = await site.request(path, { method, ...(body ? { body: JSON.stringify(body), headers: { 'Content-Type': 'application/json' } } : {}) });
      expect(res.status, `${method} ${path}`).toBe(503);
      expect(res.headers.get('retry-after')).toBe('10');
      expect((await res.json()).message).toMatch(/^Volvemos enseguida/);
    }
    const status = await site.request('/api/status');
    expect(status.status).toBe(503);
    const unknownPage = await site.request('/store?page=2');
    expect(unknownPage.status).toBe(503);
    expect(unknownPage.headers.get('retry-after')).toBe('10');

    await proxy.restore();
    // The pool reconnects at the next query: fresh answers, no restart.
    await expect.poll(async () => (await site.request('/api/status')).status, { timeout: 10_000 }).toBe(200);
    const fresh = await site.request('/api/products?per_page=12&page=2');
    expect(fresh.status).toBe(200);
    expect(fresh.headers.get('x-cache')).not.toBe('stale');
    expect((await site.request('/api/brands')).status).toBe(200);
  });
});
