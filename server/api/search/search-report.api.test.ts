import { randomBytes } from 'node:crypto';
import type { AppLoadContext, RequestHandler } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { setupApiTest } from '../../../tests/api-test';
import { createBrand, createCategory, createProduct, createUser } from '../../../tests/factories';
import { createTestApp } from '../../../tests/test-app';
import { searchQueryStats } from '../../db/schema';

/* eslint-disable @typescript-eslint/no-explicit-any -- the tests read the JSON as it comes */

// What shoppers could not find (issue 37): the store's searches counted (cached answers too), the
// click beacon, and the staff's report for a period with its CSV. Nothing personal is ever stored.

describe('the shoppers’ search counts and the search report', () => {
  const api = setupApiTest();
  const fromIp = () => ({ 'X-Forwarded-For': `10.${randomBytes(3).join('.')}` });

  const call = async (method: string, url: string, headers: Record<string, string> = {}, body?: unknown) => {
    const res = await api.app.request(url, {
      method,
      headers: body === undefined ? headers : { ...headers, 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
    const text = await res.text();
    let parsed: any = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      // CSV
    }
    return { status: res.status, headers: res.headers, body: parsed };
  };
  /** The report of today (it writes this instance's pending counts first). */
  const report = async (query = '') => {
    const res = await call('GET', `/api/admin/search/report${query}`, api.admin);
    expect(res.status).toBe(200);
    return res.body.data;
  };
  const rowOf = (rows: any[], query: string) => rows.find((row: any) => row.query === query);
  const allRows = () => api.db.select().from(searchQueryStats);

  beforeAll(async () => {
    const brand = await createBrand(api.db);
    const category = await createCategory(api.db);
    await createProduct(api.db, { brand_id: brand.id, category_id: category.id, name: 'Camisa de lino tostado', slug: 'camisa-lino-tostado' });
    await createProduct(api.db, { brand_id: brand.id, category_id: category.id, name: 'Falda plisada marengo', slug: 'falda-plisada-marengo' });
  });

  it('counts the store’s search as first seen, computed or from the read cache, folded, with and without results', async () => {
    const first = await call('GET', '/api/products?search=Camisa%20LINO&per_page=12&sort_by=relevance');
    expect(first.status).toBe(200);
    expect(first.body.data.total).toBe(1);
    // Until the cache answers (on PostgreSQL it keeps nothing until it listens to the other instances).
    let asked = 1;
    for (let cached = false; !cached && asked < 10; asked++) {
      const again = await call('GET', '/api/products?search=Camisa%20LINO&per_page=12&sort_by=relevance', { 'Accept-Encoding': 'br' });
      cached = again.headers.get('X-Cache') === 'hit';
      if (cached) expect(again.headers.get('Content-Encoding')).toBe('br');
      else await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(asked).toBeLessThan(10);
    // The same words, accents and case aside, are the same query.
    await call('GET', '/api/products?search=camisa%20lin%C3%B3&per_page=12', { 'Accept-Encoding': 'gzip' });

    for (let i = 0; i < 2; i++) {
      const miss = await call('GET', '/api/products?search=vaqueros%20pitillo', { 'Accept-Encoding': 'gzip' });
      expect(miss.body.data.total).toBe(0);
    }

    const data = await report();
    expect(rowOf(data.top, 'camisa lino')).toMatchObject({ searches: asked + 1, no_results: 0, clicks: 0 });
    expect(rowOf(data.no_results, 'vaqueros pitillo')).toMatchObject({ searches: 2, no_results: 2, no_results_rate: 100 });
    expect(rowOf(data.no_results, 'camisa lino')).toBeUndefined();
    expect(rowOf(data.no_clicks, 'camisa lino')).toMatchObject({ searches: asked + 1, clicks: 0 });
  });

  it('does not count the same search paged, sorted or filtered, a refused one, nor the suggestions as the shopper types', async () => {
    const before = await report();
    await call('GET', '/api/products?search=falda&page=2');
    await call('GET', '/api/products?search=falda&sort_by=price&sort_direction=asc');
    await call('GET', '/api/products?search=falda&size=M');
    await call('GET', '/api/products?search=falda&per_page=0');
    await call('GET', '/api/search?q=fal');
    await call('GET', '/api/search?q=falda');
    const after = await report();
    expect(after.totals.searches).toBe(before.totals.searches);
    expect(rowOf(after.top, 'falda')).toBeUndefined();
  });

  it('does not count a crawler’s searches nor its clicks', async () => {
    const bot = { 'User-Agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' };
    const before = await report();
    expect((await call('GET', '/api/products?search=plisada', bot)).body.data.total).toBe(1);
    expect((await call('POST', '/api/search/clicks', { ...fromIp(), ...bot }, { query: 'plisada', source: 'store' })).body.data).toEqual({ counted: false });
    const after = await report();
    expect(after.totals).toEqual(before.totals);
    expect(rowOf(after.top, 'plisada')).toBeUndefined();
    // The same search from a browser is a shopper's.
    await call('GET', '/api/products?search=plisada', { 'User-Agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1' });
    expect(rowOf((await report()).top, 'plisada')).toMatchObject({ searches: 1 });
  });

  it('never stores a query that looks like an e-mail, a phone, a long number or an address', async () => {
    for (const text of ['ana.garcia@example.com', '612 345 678', '12345678Z', 'calle mayor 5 28013']) {
      const res = await call('GET', `/api/products?search=${encodeURIComponent(text)}`);
      expect(res.status).toBe(200);
    }
    const click = await call('POST', '/api/search/clicks', fromIp(), { query: 'ana.garcia@example.com', source: 'suggestions' });
    expect(click.status).toBe(202);
    expect(click.body.data).toEqual({ counted: false });
    await report();
    const stored = (await allRows()).map((row) => row.query);
    expect(stored.length).toBeGreaterThan(0);
    for (const query of stored) {
      expect(query).not.toMatch(/@|\d{7}/);
      expect(query).not.toMatch(/calle|612/);
    }
    // A row holds a day, the folded text and three counts: nobody's account, address or e-mail.
    expect(Object.keys((await allRows())[0]!).sort()).toEqual(['clicks', 'day', 'noResults', 'query', 'searches']);
  });

  it('counts a click from the store’s results, and from the suggestions with its search; a bad click writes nothing', async () => {
    const store = await call('POST', '/api/search/clicks', fromIp(), { query: ' Falda Plisada ', source: 'store' });
    expect(store.status).toBe(202);
    expect(store.body).toEqual({ status: 'success', data: { counted: true } });
    await call('POST', '/api/search/clicks', fromIp(), { query: 'falda plisada', source: 'suggestions' });
    const data = await report();
    expect(rowOf(data.top, 'falda plisada')).toMatchObject({ searches: 1, clicks: 2 });

    const rowsBefore = JSON.stringify(await allRows());
    for (const body of [{ query: '', source: 'store' }, { query: 'falda', source: 'elsewhere' }, { query: 'falda' }, { query: 'x'.repeat(101), source: 'store' }, { query: 'falda', source: 'store', user: 1 }, '{']) {
      const res = await call('POST', '/api/search/clicks', fromIp(), body);
      expect([400, 422]).toContain(res.status);
      expect(res.body.message).toBeTruthy();
    }
    await report();
    expect(JSON.stringify(await allRows())).toBe(rowsBefore);
  });

  it('limits the clicks of one address (429 with Retry-After)', async () => {
    const ip = fromIp();
    for (let i = 0; i < 60; i++) expect((await call('POST', '/api/search/clicks', ip, { query: 'falda', source: 'store' })).status).toBe(202);
    const refused = await call('POST', '/api/search/clicks', ip, { query: 'falda', source: 'store' });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);
  });

  it('counts a /store search served whole from the page render cache, with what it found', async () => {
    const pages: RequestHandler = async (request, loadContext) => {
      const { apiFetch } = loadContext as AppLoadContext;
      const url = new URL(request.url);
      const search = url.searchParams.get('search');
      const page = url.searchParams.get('page') ?? '1';
      const list = search ? await (await apiFetch(`/api/products?search=${encodeURIComponent(search)}&per_page=12&sort_by=relevance&page=${page}`)).json() : null;
      return new Response(`<!DOCTYPE html><html><body><p>${(list as any)?.data.total ?? 0} productos</p></body></html>`, { headers: { 'Content-Type': 'text/html; charset=utf-8' } });
    };
    const site = createTestApp(api.testDb.database, { ssrHandler: pages, renderCache: true });
    const statuses: (string | null)[] = [];
    // Each page once, whether drawn (its API call counts) or served from the page cache (counted around it).
    while (statuses.length < 10 && statuses.at(-1) !== 'hit') {
      if (statuses.length) await new Promise((resolve) => setTimeout(resolve, 100));
      statuses.push((await site.request('/store?search=Jersey%20Ochos')).headers.get('X-Cache'));
    }
    // A crawler's visits count neither drawn nor from the page cache.
    const crawler = { headers: { 'User-Agent': 'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)' } };
    expect((await site.request('/store?search=Jersey%20Ochos', crawler)).status).toBe(200);
    expect((await site.request('/store?search=Jersey%20Ochos%20gris', crawler)).status).toBe(200);
    statuses.push((await site.request('/store?search=Jersey%20Ochos')).headers.get('X-Cache'));
    expect(statuses[0]).toBe('miss');
    expect(statuses.slice(-2)).toEqual(['hit', 'hit']);
    // A refined view of the same search is not another search.
    await site.request('/store?search=Jersey%20Ochos&page=2');
    const res = await site.request('/api/admin/search/report', { headers: api.admin });
    const data = ((await res.json()) as any).data;
    expect(rowOf(data.no_results, 'jersey ochos')).toMatchObject({ searches: statuses.length, no_results: statuses.length });
  });

  it('adds up what several instances counted', async () => {
    const other = createTestApp(api.testDb.database);
    await other.request('/api/products?search=bufanda%20gris');
    await api.app.request('/api/products?search=bufanda%20gris');
    await other.request('/api/admin/search/report', { headers: api.admin });
    const data = await report();
    expect(rowOf(data.no_results, 'bufanda gris')).toMatchObject({ searches: 2, no_results: 2 });
  });

  it('reports a chosen period of Madrid days: totals, the three tables and their rates', async () => {
    await api.db.insert(searchQueryStats).values([
      { day: '2025-03-01', query: 'chubasquero', searches: 10, noResults: 10, clicks: 0 },
      { day: '2025-03-02', query: 'chubasquero', searches: 5, noResults: 4, clicks: 0 },
      { day: '2025-03-02', query: 'pantalon', searches: 40, noResults: 0, clicks: 30 },
      { day: '2025-03-03', query: 'abrigo', searches: 8, noResults: 0, clicks: 0 },
      { day: '2025-04-01', query: 'pantalon', searches: 99, noResults: 0, clicks: 1 },
    ]);
    const data = await report('?from=2025-03-01&to=2025-03-31');
    expect(data.from).toBe('2025-03-01');
    expect(data.to).toBe('2025-03-31');
    expect(data.totals).toEqual({ searches: 63, no_results: 14, clicks: 30, queries: 3 });
    expect(data.top.map((r: any) => r.query)).toEqual(['pantalon', 'chubasquero', 'abrigo']);
    expect(rowOf(data.top, 'pantalon')).toEqual({ query: 'pantalon', searches: 40, no_results: 0, no_results_rate: 0, clicks: 30, click_rate: 75 });
    expect(data.no_results).toEqual([{ query: 'chubasquero', searches: 15, no_results: 14, no_results_rate: 93.3, clicks: 0, click_rate: 0 }]);
    expect(data.no_clicks.map((r: any) => r.query)).toEqual(['abrigo', 'chubasquero']);

    const empty = await report('?from=2024-01-01&to=2024-01-31');
    expect(empty.totals).toEqual({ searches: 0, no_results: 0, clicks: 0, queries: 0 });
    expect(empty.top).toEqual([]);
  });

  it('gives each table as a CSV for Excel', async () => {
    const res = await call('GET', '/api/admin/search/report.csv?from=2025-03-01&to=2025-03-31&table=no_results', api.admin);
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toMatch(/^text\/csv/);
    expect(res.headers.get('Content-Disposition')).toContain('busquedas-sin-resultados-2025-03-01-a-2025-03-31.csv');
    const lines = (res.body as string).replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[0]).toBe('Búsquedas sin resultados del 01/03/2025 al 31/03/2025');
    expect(lines).toContain('Búsqueda;Búsquedas;Sin resultados;Sin resultados (%);Clics;Clics por búsqueda con resultados (%)');
    expect(lines).toContain('chubasquero;15;14;93,3;0;0');
    const top = await call('GET', '/api/admin/search/report.csv?from=2025-03-01&to=2025-03-31&table=top', api.admin);
    expect(top.body).toContain('pantalon;40;0;0;30;75');
  });

  it('refuses a bad period or table with a 422 on its field', async () => {
    const cases: [string, string][] = [
      ['?from=2025-03-31&to=2025-03-01', 'to'],
      ['?from=2024-01-01&to=2025-12-31', 'to'],
      ['?from=2025-02-30', 'from'],
      ['?to=mañana', 'to'],
      ['?periodo=7', 'periodo'],
    ];
    for (const [query, field] of cases) {
      const res = await call('GET', `/api/admin/search/report${query}`, api.admin);
      expect(res.status, query).toBe(422);
      expect(Object.keys(res.body.errors)).toContain(field);
    }
    const csv = await call('GET', '/api/admin/search/report.csv?table=all', api.admin);
    expect(csv.status).toBe(422);
    expect(Object.keys(csv.body.errors)).toContain('table');
  });

  it('is for staff who manage the search: 401 without a session, 403 for a customer or an editor', async () => {
    expect((await call('GET', '/api/admin/search/report')).status).toBe(401);
    expect((await call('GET', '/api/admin/search/report.csv?table=top')).status).toBe(401);
    const customer = await createUser(api.db);
    expect((await call('GET', '/api/admin/search/report', customer.auth)).status).toBe(403);
    const editor = await createUser(api.db, { roles: ['editor'] });
    expect((await call('GET', '/api/admin/search/report.csv?table=top', editor.auth)).status).toBe(403);
  });
});
