import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeBrand, makeCategory, makeImage, makeProduct } from '~/components/product/test-product';
import {
  addRecentSearch,
  brandUrl,
  isSearchable,
  matchesName,
  parseRecentSearches,
  POPULAR_SEARCHES,
  readRecentSearches,
  removeRecentSearch,
  resetSearchCacheForTests,
  searchCatalog,
  storeSearchUrl,
  writeRecentSearches,
} from './search';

afterEach(() => {
  vi.unstubAllGlobals();
  resetSearchCacheForTests();
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

  it('matches names without caring about case or accents', () => {
    expect(matchesName('Colección', 'coleccion')).toBe(true);
    expect(matchesName('Camisas', 'SAS')).toBe(true);
    expect(matchesName('Calzado', 'camisa')).toBe(false);
  });

  it('links our two brands to their pages', () => {
    expect(brandUrl('rue-diverso')).toBe('/brands/rue-diverso');
    expect(brandUrl('divergente')).toBe('/brands/divergente');
    expect(brandUrl('otra')).toBe('/store?brand=otra');
  });
});

describe('searchCatalog', () => {
  function stubApi() {
    const calls: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        calls.push(url);
        const body = url.startsWith('/api/products?')
          ? { success: true, data: { data: [makeProduct({ id: 7, name: 'Camisa de lino', slug: 'camisa-de-lino', images: [makeImage({ image_url: '/a.webp', thumbnail_url: '/a-320.webp' })] })] } }
          : url === '/api/brands'
            ? { status: 'success', data: [makeBrand({ id: 1, name: 'ruediverso', slug: 'rue-diverso', tagline: 'Moda de calle sostenible' }), makeBrand({ id: 2, name: 'divergente', slug: 'divergente' })] }
            : { success: true, data: [makeCategory({ id: 1, name: 'Camisas', products_count: 8 }), makeCategory({ id: 2, name: 'Calzado', products_count: 1 })] };
        return new Response(JSON.stringify(body), { status: 200 });
      }),
    );
    return calls;
  }

  it('asks the API for 5 products and filters brands and categories by name', async () => {
    const calls = stubApi();
    const groups = await searchCatalog('cami');
    expect(calls).toContain('/api/products?search=cami&per_page=5&facets=false');
    expect(groups.products).toEqual([
      { id: 7, type: 'product', name: 'Camisa de lino', description: 'ruediverso · Camisas', image: '/a-320.webp', url: '/store/products/camisa-de-lino' },
    ]);
    expect(groups.brands).toEqual([]);
    expect(groups.categories).toEqual([
      { id: 1, type: 'category', name: 'Camisas', description: '8 productos', image: null, url: '/store/categories/1' },
    ]);
    expect((await searchCatalog('RUE')).brands.map((b) => b.url)).toEqual(['/brands/rue-diverso']);
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
