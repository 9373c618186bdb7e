import { describe, expect, it } from 'vitest';
import { serverApi } from '~/lib/api/server-client';
import { defaultStoreFilters } from '~/lib/store-query';
import { loadCategories, loadProductPage } from './catalog-loaders';
import { pickRandom } from './pick-random';

type ApiFetch = (path: string, init?: RequestInit) => Promise<Response>;
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });
const client = (apiFetch: ApiFetch) => serverApi({ apiFetch });

describe('catalogue loaders', () => {
  it('a page past the end shows the last page', async () => {
    const asked: string[] = [];
    const apiFetch: ApiFetch = async (path) => {
      asked.push(path);
      const page = Number(new URLSearchParams(path.split('?')[1]).get('page'));
      const product = { id: 1, name: 'Camisa', description: 'Larga', passport: { composition: [] }, size_guide: null };
      return json({ success: true, data: { data: page === 3 ? [product] : [], current_page: page, last_page: 3, per_page: 12, total: 25, from: null, to: null } });
    };
    const result = await loadProductPage(client(apiFetch), { ...defaultStoreFilters(), page: 9 });
    expect(result.current_page).toBe(3);
    expect(asked).toHaveLength(2);
    // Issue 36: the page data holds what a card reads, not what only the product page shows.
    expect(result.data).toEqual([{ id: 1, name: 'Camisa' }]);
  });

  it('spec §8: load failures quietly give empty lists', async () => {
    const failing: ApiFetch = async () => json({ message: 'boom' }, 500);
    expect((await loadProductPage(client(failing), defaultStoreFilters())).data).toEqual([]);
    expect(await loadCategories(client(failing))).toEqual([]);
    const throwing: ApiFetch = async () => {
      throw new Error('down');
    };
    expect(await loadCategories(client(throwing))).toEqual([]);
  });
});

describe('pickRandom', () => {
  it('picks up to the count, each item once', () => {
    const items = [1, 2, 3, 4, 5, 6, 7, 8];
    const picked = pickRandom(items, 4);
    expect(picked).toHaveLength(4);
    expect(new Set(picked).size).toBe(4);
    expect(picked.every((n) => items.includes(n))).toBe(true);
    expect(pickRandom([1, 2], 4)).toHaveLength(2);
    expect(pickRandom(items, 4, () => 0)).toEqual([2, 3, 4, 5]);
  });
});
