import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  addRecentSearch,
  brandUrl,
  isSearchable,
  parseRecentSearches,
  POPULAR_SEARCHES,
  readRecentSearches,
  removeRecentSearch,
  searchCatalog,
  storeSearchUrl,
  writeRecentSearches,
} from './search';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('search rules (spec §5)', () => {
  it('runs only with at least 2 characters', () => {
    expect(isSearchable('')).toBe(false);
    expect(isSearchable(' c ')).toBe(false);
    expect(isSearchable('ca')).toBe(true);
  });

  it('keeps recent searches newest first, without duplicates, at most 5', () => {
    let list: string[] = [];
    for (const text of ['camisas', 'lino', 'Camisas', 'a', 'b', 'c', 'd']) list = addRecentSearch(list, text);
    expect(list).toEqual(['d', 'c', 'b', 'a', 'Camisas']);
    expect(addRecentSearch(list, '   ')).toEqual(list);
    expect(removeRecentSearch(list, 'b')).toEqual(['d', 'c', 'a', 'Camisas']);
  });

  it("stores them under 'recentSearches' and ignores what is not a list of texts", () => {
    writeRecentSearches(['lino', 'pana']);
    expect(window.localStorage.getItem('recentSearches')).toBe('["lino","pana"]');
    expect(readRecentSearches()).toEqual(['lino', 'pana']);
    expect(parseRecentSearches({ not: 'a list' })).toEqual([]);
    expect(parseRecentSearches(['a', 3, '', 'A', 'b', 'c', 'd', 'e', 'f'])).toEqual(['a', 'b', 'c', 'd', 'e']);
  });

  it('offers the 4 popular searches of spec §3', () => {
    expect(POPULAR_SEARCHES).toEqual([
      { text: 'Camisas', category: 'products' },
      { text: 'ruediverso', category: 'brands' },
      { text: 'divergente', category: 'brands' },
      { text: 'Colección 2025', category: 'products' },
    ]);
  });

  it("'Ver todos los resultados' goes to /store?search={text}", () => {
    expect(storeSearchUrl(' camisa azul ')).toBe('/store?search=camisa%20azul');
  });

  it('links our two brands to their pages', () => {
    expect(brandUrl('rue-diverso')).toBe('/brands/rue-diverso');
    expect(brandUrl('divergente')).toBe('/brands/divergente');
    expect(brandUrl('otra')).toBe('/store?brand=otra');
  });
});

describe('searchCatalog', () => {
  const GROUPS = {
    products: [{ id: 7, type: 'product', name: 'Camisa de lino', description: 'ruediverso · Camisas', image: '/a-320.webp', url: '/store/products/camisa-de-lino' }],
    brands: [],
    categories: [{ id: 1, type: 'category', name: 'Camisas', description: '8 productos', image: null, url: '/store/categories/1' }],
  };

  function stubApi() {
    const calls: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        calls.push(url);
        return new Response(JSON.stringify({ success: true, data: { query: 'cami', ...GROUPS } }), { status: 200 });
      }),
    );
    return calls;
  }

  it('asks GET /api/search for 5 of each group and gives its groups', async () => {
    const calls = stubApi();
    expect(await searchCatalog('  cami ')).toEqual(GROUPS);
    expect(calls).toEqual(['/api/search?q=cami&limit=5']);
  });

  it('makes no call below 2 characters', async () => {
    const calls = stubApi();
    expect(await searchCatalog('c')).toEqual({ products: [], brands: [], categories: [] });
    expect(calls).toEqual([]);
  });

  it('a failing API gives empty groups', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response('{}', { status: 500 })));
    expect(await searchCatalog('camisa')).toEqual({ products: [], brands: [], categories: [] });
  });
});
