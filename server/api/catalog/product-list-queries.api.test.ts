import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBrand, createCategory, createProduct, createUser } from '../../../tests/factories';
import { createTestApp } from '../../../tests/test-app';
import { createTestDatabase, seedEssentials, type TestDatabase } from '../../../tests/test-database';

/** Issue: a product list costs a fixed, small number of queries whatever the page size. */
describe('queries per product list', () => {
  let testDb: TestDatabase;
  let app: ReturnType<typeof createTestApp>;
  let admin: Record<string, string>;
  let counting = false;
  let queries: string[] = [];

  async function queriesFor(url: string, headers: Record<string, string> = {}) {
    queries = [];
    counting = true;
    const res = await app.request(url, { headers });
    counting = false;
    expect(res.status, url).toBe(200);
    return queries.length;
  }

  beforeAll(async () => {
    testDb = await createTestDatabase({ onQuery: (query) => counting && queries.push(query) });
    await seedEssentials(testDb.database);
    app = createTestApp(testDb.database);
    const db = testDb.database.db;
    const brand = await createBrand(db);
    const [shirts, dresses] = [await createCategory(db), await createCategory(db)];
    for (let i = 0; i < 24; i++) {
      await createProduct(db, { brand_id: brand.id, category_id: i % 2 ? shirts.id : dresses.id, tags: ['algodón', `etiqueta-${i}`] });
    }
    ({ auth: admin } = await createUser(db, { roles: ['admin'] }));
  }, 120_000);
  afterAll(async () => {
    await testDb.cleanup();
  });

  it('GET /api/products: the same count for 1 and 24 products a page, with facets, filters and sort', async () => {
    // The facets' brand and category names and the products' brand and category refs are read once and kept until the
    // catalogue changes (kept-reads.ts, issue 37): the first list reads them.
    const first = await queriesFor('/api/products?per_page=2');
    const one = await queriesFor('/api/products?per_page=1');
    const many = await queriesFor('/api/products?per_page=24');
    expect(one).toBeGreaterThan(2);
    expect(many).toBe(one);
    expect(first).toBe(one + 4);
    // 17 since issue 34 (the page's price histories, one query for all its products: the lawful reference); 12 since
    // the names are kept; 9 since the products' images, variants, price histories and size advice are one statement.
    expect(many).toBeLessThanOrEqual(9);
    // Staff's search synonyms are read once and kept until the catalogue changes (issue 37): not a cost of every list.
    await app.request('/api/products?per_page=1&search=camisa');
    const filtered = await queriesFor('/api/products?per_page=24&size=M&color=Negro&min_price=1&sort_by=price&sort_direction=asc&search=producto');
    expect(filtered).toBeLessThanOrEqual(10);
    // A search alone (issue 37): its matches, count and facets in one statement, its page with what the products own
    // (images, variants, price histories, size advice) in another.
    expect(await queriesFor('/api/products?per_page=24&search=producto')).toBe(2);
  });

  it('GET /api/products/{slug} with related products and GET /api/admin/products stay fixed too', async () => {
    const list = (await (await app.request('/api/products?per_page=1')).json()).data.data as { slug: string }[];
    expect(await queriesFor(`/api/products/${list[0]!.slug}`)).toBeLessThanOrEqual(12);
    const adminOne = await queriesFor('/api/admin/products?per_page=1', admin);
    const adminMany = await queriesFor('/api/admin/products?per_page=24', admin);
    expect(adminOne).toBeGreaterThan(2);
    expect(adminMany).toBe(adminOne);
  });
});
