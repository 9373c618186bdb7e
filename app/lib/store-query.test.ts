import { describe, expect, it } from 'vitest';
import { requestFor } from './api/client';
import {
  activeFilterCount,
  changeFilters,
  clearFilters,
  defaultStoreFilters,
  parseStoreFilters,
  productListApiQuery,
  sortOptions,
  storeSearch,
  storeSearchParams,
} from './store-query';

const parse = (query: string) => parseStoreFilters(new URLSearchParams(query));

describe('store list filters in the URL', () => {
  it('reads every filter, the sort and the page from the URL', () => {
    expect(
      parse('search=lino&category=camisas&brand=rue-diverso&size=S,M&color=Negro&condition=refurbished&min_price=20&max_price=80&featured=1&sort=price_asc&page=3'),
    ).toEqual({
      search: 'lino',
      category: 'camisas',
      brand: 'rue-diverso',
      sizes: ['S', 'M'],
      colors: ['Negro'],
      condition: 'refurbished',
      minPrice: 20,
      maxPrice: 80,
      featured: true,
      sort: 'price_asc',
      page: 3,
    });
  });

  it('accepts repeated values as a plain GET form sends them', () => {
    expect(parse('size=S&size=M&size=S&color=Arena&color=Negro')).toMatchObject({ sizes: ['S', 'M'], colors: ['Arena', 'Negro'] });
  });

  it('turns anything invalid into the defaults, so the API never answers 422', () => {
    expect(parse('min_price=abc&max_price=-5&sort=bogus&page=0&category=../x&brand=A%20B&condition=roto')).toEqual(defaultStoreFilters());
    expect(parse('condition=').condition).toBeNull();
    expect(parse('page=2.5').page).toBe(1);
    expect(parse(`search=${'a'.repeat(150)}`).search).toHaveLength(100);
  });

  it("reads 'Tendencias' (featured) as on only for 1, true or a checkbox's on", () => {
    expect(parse('featured=1').featured).toBe(true);
    expect(parse('featured=true').featured).toBe(true);
    expect(parse('featured=on').featured).toBe(true);
    for (const off of ['', 'featured=0', 'featured=', 'featured=no', 'featured=yes please']) expect(parse(off).featured).toBe(false);
  });

  it("writes 'Tendencias' as featured=1, and nothing when off", () => {
    expect(storeSearch({ ...defaultStoreFilters(), featured: true })).toBe('?featured=1');
    expect(storeSearch({ ...defaultStoreFilters(), featured: false })).toBe('');
  });

  it('swaps a minimum price above the maximum', () => {
    expect(parse('min_price=90&max_price=10')).toMatchObject({ minPrice: 10, maxPrice: 90 });
  });

  it('writes back the same filters, leaving defaults out of the link', () => {
    const filters = parse('search=lino&size=S,M&condition=used&min_price=20&featured=1&sort=name&page=2');
    expect(parseStoreFilters(storeSearchParams(filters))).toEqual(filters);
    expect(storeSearch(defaultStoreFilters())).toBe('');
    expect(storeSearch({ ...defaultStoreFilters(), sort: 'newest', page: 1 })).toBe('');
  });

  it('a page that sorts by name by default leaves sort=name out and writes the others', () => {
    expect(storeSearch({ ...defaultStoreFilters('name') }, 'name')).toBe('');
    expect(storeSearch({ ...defaultStoreFilters('name'), sort: 'newest' }, 'name')).toBe('?sort=newest');
  });
});

describe("'Relevancia' while searching", () => {
  it('a search the shopper has not sorted lists by relevance; without a search there is no such order', () => {
    expect(parse('search=pantalon').sort).toBe('relevance');
    expect(parse('search=pantalon&sort=').sort).toBe('relevance');
    expect(parse('search=pantalon&sort=newest').sort).toBe('newest');
    expect(parse('sort=relevance').sort).toBe('newest');
    expect(parseStoreFilters(new URLSearchParams('sort=relevance'), 'name').sort).toBe('name');
    expect(sortOptions('')).toEqual(['name', 'price_asc', 'price_desc', 'newest']);
    expect(sortOptions('lino')).toEqual(['relevance', 'name', 'price_asc', 'price_desc', 'newest']);
  });

  it('leaves relevance out of the link and keeps an order chosen while searching', () => {
    expect(storeSearch(parse('search=lino'))).toBe('?search=lino');
    expect(storeSearch(parse('search=lino&sort=relevance'))).toBe('?search=lino');
    expect(storeSearch(parse('search=lino&sort=newest'))).toBe('?search=lino&sort=newest');
    expect(storeSearch({ ...defaultStoreFilters(), sort: 'relevance' })).toBe('');
  });

  it('a search typed into an unsorted list sorts it by relevance, and clearing the search takes relevance away', () => {
    const searching = changeFilters(parse(''), { search: 'lino' });
    expect(searching.sort).toBe('relevance');
    expect(changeFilters(searching, { search: 'lino azul' }).sort).toBe('relevance');
    expect(changeFilters(searching, { search: '' }).sort).toBe('newest');
    expect(changeFilters(parseStoreFilters(new URLSearchParams('search=lino'), 'name'), { search: '' }, 'name').sort).toBe('name');
    expect(clearFilters(searching)).toEqual(defaultStoreFilters());
  });

  it('an order the shopper chose stays through a search', () => {
    expect(changeFilters(parse('sort=price_asc'), { search: 'lino' }).sort).toBe('price_asc');
    const newestWhileSearching = changeFilters(parse('search=lino'), { sort: 'newest' });
    expect(changeFilters(newestWhileSearching, { search: 'lino azul' }).sort).toBe('newest');
    expect(changeFilters(parse('search=lino&sort=name'), { search: '' }).sort).toBe('name');
  });
});

describe('paging resets to page 1', () => {
  const onPage3 = { ...defaultStoreFilters(), page: 3 };

  it.each([
    ['search', { search: 'camisa' }],
    ['category', { category: 'camisas' }],
    ['sort', { sort: 'price_desc' as const }],
    ['brand', { brand: 'divergente' }],
    ['size', { sizes: ['M'] }],
    ['colour', { colors: ['Negro'] }],
    ['price', { minPrice: 10 }],
    ['Tendencias selection', { featured: true }],
  ])('when the %s changes', (_name, change) => {
    expect(changeFilters(onPage3, change).page).toBe(1);
  });

  it('but not when only the page changes', () => {
    expect(changeFilters(onPage3, { page: 4 }).page).toBe(4);
  });

  it("'Limpiar filtros' empties every filter and keeps the sort", () => {
    const busy = parse('search=x&category=camisas&size=M&color=Negro&min_price=1&featured=1&sort=price_desc&page=4');
    expect(activeFilterCount(busy)).toBe(6);
    expect(clearFilters(busy)).toEqual({ ...defaultStoreFilters(), sort: 'price_desc' });
  });
});

describe('query of GET /api/products', () => {
  /** The query string the typed client sends for these filters. */
  const sent = (...args: Parameters<typeof productListApiQuery>) =>
    new URL(requestFor('GET /products', { query: productListApiQuery(...args) }).url, 'http://tienda.test').searchParams;

  it('asks for 12 a page with the sort as sort_by and sort_direction', () => {
    const query = sent(parse('sort=price_desc&page=2'));
    expect(Object.fromEntries(query)).toEqual({ sort_by: 'price', sort_direction: 'desc', per_page: '12', page: '2' });
  });

  it('asks for sort_by=relevance when a search is not sorted, and for the chosen order when it is', () => {
    expect(Object.fromEntries(sent(parse('search=pantalon')))).toEqual({ search: 'pantalon', sort_by: 'relevance', per_page: '12', page: '1' });
    expect(sent(parse('search=pantalon&sort=newest')).get('sort_by')).toBe('created_at');
    expect(sent(parse('')).get('sort_by')).toBe('created_at');
  });

  it('sends the condition only when one is chosen', () => {
    expect(sent(parse('condition=damaged')).get('condition')).toBe('damaged');
    expect(sent(parse('')).has('condition')).toBe(false);
  });

  it("asks for the featured products only when 'Tendencias' is on", () => {
    expect(sent(parse('featured=1')).get('is_featured')).toBe('true');
    expect(sent(parse('')).has('is_featured')).toBe(false);
  });

  it('sends slugs as category/brand and numbers as category_id/brand_id', () => {
    const bySlug = sent(parse('category=camisas&brand=divergente'));
    expect(bySlug.get('category')).toBe('camisas');
    expect(bySlug.get('brand')).toBe('divergente');
    const byId = sent(parse('category=3'));
    expect(byId.get('category_id')).toBe('3');
  });

  it("the page's scope wins over the URL (category page, brand page, offers)", () => {
    const query = sent(parse('category=camisas&brand=divergente'), { category: '5', brand: 'rue-diverso', onSale: true });
    expect(query.get('category_id')).toBe('5');
    expect(query.get('brand')).toBe('rue-diverso');
    expect(query.get('on_sale')).toBe('true');
  });
});
