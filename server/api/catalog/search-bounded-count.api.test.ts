import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEARCH_COUNT_BOUND } from '../../../common/catalog/contracts';
import { setupApiTest } from '../../../tests/api-test';
import { createBrand, createCategory, createProduct } from '../../../tests/factories';
import { searchBounds } from './product-listing';

/**
 * Issue 37: a broad search is counted up to a bound ('más de 1 000'), its facets come from its best matches, and
 * every match is still reached by paging, and by a filter, which the database applies over all the matches.
 * The bound is lowered to 5 here, so 9 products are a broad search.
 */
describe('a search counted up to its bound', () => {
  const api = setupApiTest();
  let ours = 0;

  beforeAll(async () => {
    searchBounds.count = 5;
    const brand = await createBrand(api.db, { name: 'Cota', slug: 'cota-acotada' });
    const other = await createBrand(api.db, { name: 'Brezo', slug: 'brezo-acotada' });
    const dresses = await createCategory(api.db, { name: 'Vestidos', slug: 'vestidos-acotada' });
    const skirts = await createCategory(api.db, { name: 'Faldas', slug: 'faldas-acotada' });
    ours = brand.id;
    const at = (minutes: number) => new Date(Date.UTC(2026, 0, 1, 0, minutes));
    for (let i = 1; i <= 9; i++) {
      // The odd ones are Cota's, 5 of them; the oldest (1) is the only one under 20 €.
      await createProduct(api.db, {
        name: `Vestido acotado ${i}`,
        sku: `VA-${i}`,
        brand_id: i % 2 ? brand.id : other.id,
        category_id: dresses.id,
        price: i === 1 ? 15 : 30 + i,
        createdAt: at(i),
      });
    }
    await createProduct(api.db, { name: 'Falda acotada', sku: 'VA-10', brand_id: brand.id, category_id: skirts.id, createdAt: at(10) });
  });

  afterAll(() => {
    searchBounds.count = SEARCH_COUNT_BOUND;
  });

  const list = async (query: string) => {
    const response = await api.get(`/api/products?${query}`);
    expect(response.status).toBe(200);
    return response.body.data as { total: number; more_than_total?: boolean; last_page: number; data: { sku: string }[]; facets?: { brands: { slug: string; count: number }[] } };
  };

  it('says "more than" the bound for a broad search, and its pages still reach every match', async () => {
    const first = await list('search=vestido acotado&per_page=2');
    expect(first.total).toBe(5);
    expect(first.more_than_total).toBe(true);
    // The page after the last counted one is reachable: the last page is always the next one beyond.
    expect(first.last_page).toBe(3);
    const skus: string[] = [];
    for (let page = 1; page <= 6; page++) {
      const answer = await list(`search=vestido acotado&per_page=2&page=${page}`);
      skus.push(...answer.data.map((product) => product.sku));
      expect(answer.last_page).toBeGreaterThanOrEqual(Math.min(page + (answer.more_than_total ? 1 : 0), 5));
    }
    expect(skus.sort()).toEqual(['VA-1', 'VA-2', 'VA-3', 'VA-4', 'VA-5', 'VA-6', 'VA-7', 'VA-8', 'VA-9'].sort());
    // The last pages count up to themselves: 9 matches, counted whole on page 5.
    const last = await list('search=vestido acotado&per_page=2&page=5');
    expect(last).toMatchObject({ total: 9, more_than_total: false, last_page: 5 });
  });

  it('a narrow search is counted exactly', async () => {
    expect(await list('search=falda acotada')).toMatchObject({ total: 1, more_than_total: false });
  });

  it('counts the facets of the best matches only, beyond the bound', async () => {
    const { facets } = await list('search=vestidos acotados&per_page=12');
    const counted = (facets?.brands ?? []).filter((b) => b.slug.endsWith('-acotada')).reduce((sum, b) => sum + b.count, 0);
    expect(counted).toBe(5);
  });

  it('a filter on a broad search finds every matching product, not only those counted', async () => {
    const cota = await list(`search=vestido acotado&brand_id=${ours}&per_page=12`);
    expect(cota.data.map((product) => product.sku).sort()).toEqual(['VA-1', 'VA-3', 'VA-5', 'VA-7', 'VA-9']);
    expect(cota.total).toBe(5);
    // Bound 5, 5 of them: counted up to 6, so exactly 5.
    expect(cota.more_than_total).toBe(false);
    // The cheapest is the oldest, the least relevant of equals (newest first): a filter over all matches finds it.
    const cheap = await list('search=vestido acotado&max_price=20');
    expect(cheap.data.map((product) => product.sku)).toEqual(['VA-1']);
    expect(cheap).toMatchObject({ total: 1, more_than_total: false });
  });

  it('sorts a broad search by price and by newness over every match', async () => {
    const byPrice = await list('search=vestido acotado&sort_by=price&sort_direction=asc&per_page=3');
    expect(byPrice.data.map((product) => product.sku)).toEqual(['VA-1', 'VA-2', 'VA-3']);
    expect(byPrice.more_than_total).toBe(true);
    const oldest = await list('search=vestido acotado&sort_by=created_at&sort_direction=asc&per_page=1');
    expect(oldest.data.map((product) => product.sku)).toEqual(['VA-1']);
    const newest = await list('search=vestido acotado&sort_by=created_at&sort_direction=desc&per_page=1');
    expect(newest.data.map((product) => product.sku)).toEqual(['VA-9']);
  });

  it('a list without a search is counted whole', async () => {
    const all = await list(`brand_id=${ours}&per_page=2`);
    expect(all.total).toBe(6);
    expect(all.more_than_total).toBeUndefined();
  });
});
