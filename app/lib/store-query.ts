import type { ClientInput } from '@common/api/contract';
import type { ApiEndpoints } from '@common/endpoints';
import { PRODUCT_CONDITIONS, type ProductCondition } from '@common/catalog/rules';
import { STORE_PAGE_SIZE } from '@common/constants';
import { SEARCH_MAX_LENGTH } from './store-words';

/** The four sorts of the store list (spec §2), in the spec's order. */
export const STORE_SORTS = ['name', 'price_asc', 'price_desc', 'newest'] as const;
/** One of the four: what a list shows in when nobody searches. */
export type ListSort = (typeof STORE_SORTS)[number];
/** While searching, the list can also go by relevance, and does unless the shopper chose another order. */
export type StoreSort = ListSort | 'relevance';

export const STORE_SORT_LABELS: Record<StoreSort, string> = {
  relevance: 'Relevancia',
  name: 'Nombre (A–Z)',
  price_asc: 'Precio: de menor a mayor',
  price_desc: 'Precio: de mayor a menor',
  newest: 'Más recientes',
};

/** The server lists newest first by default (spec §9); the store does the same. */
export const DEFAULT_STORE_SORT: ListSort = 'newest';

/** The order offered to the shopper: 'Relevancia' first, only while searching. */
export function sortOptions(search: string): readonly StoreSort[] {
  return search.trim() ? ['relevance', ...STORE_SORTS] : STORE_SORTS;
}

/** The order of a list the shopper has not sorted: by relevance while searching, else the list's own. */
export function defaultSortFor(search: string, defaultSort: ListSort = DEFAULT_STORE_SORT): StoreSort {
  return search.trim() ? 'relevance' : defaultSort;
}

/** The query of GET /api/products as the typed client takes it. */
export type ProductListQuery = NonNullable<ClientInput<ApiEndpoints['GET /products']>['query']>;

const SORT_TO_API: Record<StoreSort, Pick<ProductListQuery, 'sort_by' | 'sort_direction'>> = {
  relevance: { sort_by: 'relevance' },
  name: { sort_by: 'name', sort_direction: 'asc' },
  price_asc: { sort_by: 'price', sort_direction: 'asc' },
  price_desc: { sort_by: 'price', sort_direction: 'desc' },
  newest: { sort_by: 'created_at', sort_direction: 'desc' },
};

/** Everything the shopper can change in the list; all of it lives in the URL. */
export interface StoreFilters {
  search: string;
  /** Category slug (or id) */
  category: string | null;
  /** Brand slug (or id) */
  brand: string | null;
  sizes: string[];
  colors: string[];
  /** Nuevo, Usado, Reacondicionado or Dañado; null for all. */
  condition: ProductCondition | null;
  minPrice: number | null;
  maxPrice: number | null;
  /** 'Tendencias': only the products the team marks as featured. */
  featured: boolean;
  /** 'relevance' only with a search. */
  sort: StoreSort;
  page: number;
}

export { SEARCH_MAX_LENGTH, TRENDS_LABEL, TRENDS_LEAD } from './store-words';

/** What a page fixes for its list (a category page, a brand page, the offers page). */
export interface StoreScope {
  category?: string;
  brand?: string;
  onSale?: boolean;
}

const MAX_PRICE = 1_000_000;
const MAX_PAGE = 100_000;
const MAX_LIST_VALUES = 20;
const REF_PATTERN = /^[a-z0-9-]{1,80}$/;

export function defaultStoreFilters(sort: ListSort = DEFAULT_STORE_SORT): StoreFilters {
  return { search: '', category: null, brand: null, sizes: [], colors: [], condition: null, minPrice: null, maxPrice: null, featured: false, sort, page: 1 };
}

function parseRef(value: string | null): string | null {
  const text = value?.trim().toLowerCase() ?? '';
  return REF_PATTERN.test(text) ? text : null;
}

function parseMoney(value: string | null): number | null {
  if (value === null || value.trim() === '') return null;
  const amount = Number(value.replace(',', '.'));
  if (!Number.isFinite(amount) || amount < 0) return null;
  return Math.min(MAX_PRICE, Math.round(amount * 100) / 100);
}

/** Accepts both `size=S,M` and `size=S&size=M` (what a plain GET form sends). */
function parseList(params: URLSearchParams, name: string): string[] {
  const seen = new Set<string>();
  for (const raw of params.getAll(name)) {
    for (const part of raw.split(',')) {
      const value = part.trim().slice(0, 40);
      if (value && seen.size < MAX_LIST_VALUES) seen.add(value);
    }
  }
  return [...seen];
}

function parseCondition(value: string | null): ProductCondition | null {
  return (PRODUCT_CONDITIONS as readonly string[]).includes(value ?? '') ? (value as ProductCondition) : null;
}

/** `featured=1` (or `true`, what a checkbox named so would send as `on`) turns the selection on. */
function parseFlag(value: string | null): boolean {
  return ['1', 'true', 'on'].includes(value?.trim().toLowerCase() ?? '');
}

function parsePage(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? Math.min(page, MAX_PAGE) : 1;
}

function offeredSort(value: string | null, search: string): StoreSort | null {
  return sortOptions(search).find((sort) => sort === value) ?? null;
}

/** URL → filters. Whatever the URL holds, the result is a valid query for the API. */
export function parseStoreFilters(params: URLSearchParams, defaultSort: ListSort = DEFAULT_STORE_SORT): StoreFilters {
  const search = (params.get('search') ?? '').trim().slice(0, SEARCH_MAX_LENGTH);
  let minPrice = parseMoney(params.get('min_price'));
  let maxPrice = parseMoney(params.get('max_price'));
  if (minPrice !== null && maxPrice !== null && minPrice > maxPrice) [minPrice, maxPrice] = [maxPrice, minPrice];
  return {
    search,
    category: parseRef(params.get('category')),
    brand: parseRef(params.get('brand')),
    sizes: parseList(params, 'size'),
    colors: parseList(params, 'color'),
    condition: parseCondition(params.get('condition')),
    minPrice,
    maxPrice,
    featured: parseFlag(params.get('featured')),
    sort: offeredSort(params.get('sort'), search) ?? defaultSortFor(search, defaultSort),
    page: parsePage(params.get('page')),
  };
}

/** Filters → URL query, leaving out what is at its default so links stay short. */
export function storeSearchParams(filters: StoreFilters, defaultSort: ListSort = DEFAULT_STORE_SORT): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.search.trim()) params.set('search', filters.search.trim());
  if (filters.category) params.set('category', filters.category);
  if (filters.brand) params.set('brand', filters.brand);
  if (filters.sizes.length) params.set('size', filters.sizes.join(','));
  if (filters.colors.length) params.set('color', filters.colors.join(','));
  if (filters.condition) params.set('condition', filters.condition);
  if (filters.minPrice !== null) params.set('min_price', String(filters.minPrice));
  if (filters.maxPrice !== null) params.set('max_price', String(filters.maxPrice));
  if (filters.featured) params.set('featured', '1');
  if (filters.sort !== defaultSortFor(filters.search, defaultSort) && offeredSort(filters.sort, filters.search)) params.set('sort', filters.sort);
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

/** `?…` for a link, or '' when everything is at its default. */
export function storeSearch(filters: StoreFilters, defaultSort: ListSort = DEFAULT_STORE_SORT): string {
  const query = storeSearchParams(filters, defaultSort).toString();
  return query ? `?${query}` : '';
}

/**
 * Spec §4: paging resets to page 1 when search, category or sort changes — and, here, when any
 * other filter changes too. Only a change of page alone keeps the page. An order the shopper
 * did not choose follows the search: relevance while searching, the list's default without.
 */
export function changeFilters(filters: StoreFilters, change: Partial<StoreFilters>, defaultSort: ListSort = DEFAULT_STORE_SORT): StoreFilters {
  const next = { ...filters, ...change };
  const wasUnsorted = filters.sort === defaultSortFor(filters.search, defaultSort);
  if ((!('sort' in change) && wasUnsorted) || !offeredSort(next.sort, next.search)) next.sort = defaultSortFor(next.search, defaultSort);
  const onlyPage = Object.keys(change).every((key) => key === 'page');
  return onlyPage ? next : { ...next, page: 1 };
}

/** 'Limpiar filtros': every filter back to empty; the chosen sort stays (relevance goes with the search). */
export function clearFilters(filters: StoreFilters, defaultSort: ListSort = DEFAULT_STORE_SORT): StoreFilters {
  return defaultStoreFilters(filters.sort === 'relevance' ? defaultSort : filters.sort);
}

export function hasActiveFilters(filters: StoreFilters): boolean {
  return activeFilterCount(filters) > 0;
}

/** How many filters narrow the list (search, category, brand, each size and colour, condition, price, 'Tendencias'). */
export function activeFilterCount(filters: StoreFilters): number {
  return (
    (filters.search.trim() ? 1 : 0) +
    (filters.category ? 1 : 0) +
    (filters.brand ? 1 : 0) +
    filters.sizes.length +
    filters.colors.length +
    (filters.condition ? 1 : 0) +
    (filters.minPrice !== null || filters.maxPrice !== null ? 1 : 0) +
    (filters.featured ? 1 : 0)
  );
}

/** A slug goes as `category`/`brand`, a number as `category_id`/`brand_id`. */
function refQuery(name: 'category' | 'brand', value: string | null | undefined): ProductListQuery {
  if (!value) return {};
  return /^\d+$/.test(value) ? { [`${name}_id`]: value } : { [name]: value };
}

/** Filters (plus the page's fixed scope) → the query of GET /api/products. */
export function productListApiQuery(filters: StoreFilters, scope: StoreScope = {}, perPage = STORE_PAGE_SIZE): ProductListQuery {
  return {
    search: filters.search.trim() || undefined,
    ...refQuery('category', scope.category ?? filters.category),
    ...refQuery('brand', scope.brand ?? filters.brand),
    on_sale: scope.onSale || undefined,
    is_featured: filters.featured || undefined,
    size: filters.sizes.join(',') || undefined,
    color: filters.colors.join(',') || undefined,
    condition: filters.condition ?? undefined,
    min_price: filters.minPrice ?? undefined,
    max_price: filters.maxPrice ?? undefined,
    ...SORT_TO_API[filters.sort],
    per_page: perPage,
    page: filters.page,
  };
}

/** Adds or removes one value of a multi-valued filter (sizes, colours). */
export function toggleValue(values: readonly string[], value: string): string[] {
  return values.includes(value) ? values.filter((v) => v !== value) : [...values, value];
}
