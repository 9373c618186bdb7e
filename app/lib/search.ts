import type { Brand, StoreCategory, StoreProduct } from '@common/catalog/contracts';
import { SEARCH_MAX_RECENT, SEARCH_MIN_CHARS } from '@common/constants';
import { STORAGE_KEYS } from '@common/storage-keys';
import { BRANDS } from '@common/theme';
import { api } from './api/browser-client';
import { readJson, writeJson } from './browser-storage';

export type SearchResultType = 'product' | 'brand' | 'category';

/** Search result of spec §3. */
export interface SearchResult {
  id: number | string;
  type: SearchResultType;
  name: string;
  description: string | null;
  image: string | null;
  url: string;
}

export interface SearchGroups {
  products: SearchResult[];
  brands: SearchResult[];
  categories: SearchResult[];
}

export const EMPTY_GROUPS: SearchGroups = { products: [], brands: [], categories: [] };

/** Group headings in the order they are shown (spec §2). */
export const SEARCH_GROUP_LABELS: Record<keyof SearchGroups, string> = {
  products: 'Productos',
  brands: 'Marcas',
  categories: 'Categorías',
};

export const SEARCH_PLACEHOLDER = 'Buscar productos, marcas, colecciones...';
export const PRODUCT_RESULTS_LIMIT = 5;

/** Spec §3: 'Camisas' (products), the two brand names (brands), 'Colección 2025' (products). */
export const POPULAR_SEARCHES = [
  { text: 'Camisas', category: 'products' },
  { text: BRANDS.ruediverso.name, category: 'brands' },
  { text: BRANDS.divergente.name, category: 'brands' },
  { text: 'Colección 2025', category: 'products' },
] as const;

/** Spec §5: a search runs only with at least 2 characters; shorter text empties the results. */
export function isSearchable(text: string): boolean {
  return text.trim().length >= SEARCH_MIN_CHARS;
}

export function hasResults(groups: SearchGroups): boolean {
  return groups.products.length + groups.brands.length + groups.categories.length > 0;
}

/** Results in the order they are shown, for arrow-key navigation. */
export function flattenResults(groups: SearchGroups): SearchResult[] {
  return [...groups.products, ...groups.brands, ...groups.categories];
}

/** Spec §2: 'Ver todos los resultados' goes to /store?search={text}. */
export function storeSearchUrl(text: string): string {
  return `/store?search=${encodeURIComponent(text.trim())}`;
}

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim();

/** Case- and accent-insensitive 'contains', so 'coleccion' finds 'Colección'. */
export function matchesName(name: string, query: string): boolean {
  return fold(name).includes(fold(query));
}

// Recent searches (spec §5): newest first, no duplicates, at most 5.

function sameSearch(a: string, b: string) {
  return fold(a) === fold(b);
}

export function addRecentSearch(list: readonly string[], text: string, max = SEARCH_MAX_RECENT): string[] {
  const entry = text.trim();
  if (!entry) return [...list];
  return [entry, ...list.filter((item) => !sameSearch(item, entry))].slice(0, max);
}

export function removeRecentSearch(list: readonly string[], text: string): string[] {
  return list.filter((item) => item !== text);
}

export function parseRecentSearches(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  const list: string[] = [];
  for (const item of value) {
    if (typeof item !== 'string' || !item.trim()) continue;
    if (list.some((kept) => sameSearch(kept, item))) continue;
    list.push(item.trim().slice(0, 100));
  }
  return list.slice(0, SEARCH_MAX_RECENT);
}

export function readRecentSearches(): string[] {
  return readJson(STORAGE_KEYS.recentSearches, parseRecentSearches) ?? [];
}

export function writeRecentSearches(list: readonly string[]): void {
  writeJson(STORAGE_KEYS.recentSearches, list);
}

// Results from the catalogue API.

/** What a product, brand or category result shows of them. */
type ProductHit = Pick<StoreProduct, 'id' | 'name' | 'slug' | 'brand' | 'category' | 'images' | 'main_image_url'>;
type BrandHit = Pick<Brand, 'id' | 'name' | 'slug' | 'tagline'>;
type CategoryHit = Pick<StoreCategory, 'id' | 'name' | 'image_url' | 'products_count'>;

/** Where a brand's page is: its own page for our two brands, else the store filtered by it. */
export function brandUrl(slug: string): string {
  const own = Object.values(BRANDS).find((brand) => brand.path.endsWith(`/${slug}`));
  return own ? own.path : `/store?brand=${encodeURIComponent(slug)}`;
}

export function productResult(product: ProductHit): SearchResult {
  const image = product.images[0];
  return {
    id: product.id,
    type: 'product',
    name: product.name,
    description: [product.brand?.name, product.category?.name].filter(Boolean).join(' · ') || null,
    image: image?.thumbnail_url ?? product.main_image_url,
    url: `/store/products/${product.slug}`,
  };
}

export function brandResult(brand: BrandHit): SearchResult {
  return { id: brand.id, type: 'brand', name: brand.name, description: brand.tagline, image: null, url: brandUrl(brand.slug) };
}

export function categoryResult(category: CategoryHit): SearchResult {
  const count = category.products_count;
  return {
    id: category.id,
    type: 'category',
    name: category.name,
    description: count === 1 ? '1 producto' : `${count} productos`,
    image: category.image_url,
    url: `/store/categories/${category.id}`,
  };
}

// Brands and categories change rarely: fetched once a page load, filtered in the browser.
let brandsOnce: Promise<Brand[]> | null = null;
let categoriesOnce: Promise<StoreCategory[]> | null = null;

/** A failed load gives an empty list now and is tried again by the next search. */
function once<T>(load: () => Promise<{ data: T[] }>, reset: () => void): Promise<T[]> {
  return load()
    .then((reply) => reply.data)
    .catch(() => {
      reset();
      return [];
    });
}

function loadBrands(): Promise<Brand[]> {
  brandsOnce ??= once(
    () => api('GET /brands', {}, { skipAuthRedirect: true }),
    () => (brandsOnce = null),
  );
  return brandsOnce;
}

function loadCategories(): Promise<StoreCategory[]> {
  categoriesOnce ??= once(
    () => api('GET /products/categories', {}, { skipAuthRedirect: true }),
    () => (categoriesOnce = null),
  );
  return categoriesOnce;
}

/**
 * The site search (spec §2, §5): products from GET /api/products?search=…&per_page=5, brands and
 * categories whose name contains the text. A failing part gives an empty group.
 */
export async function searchCatalog(query: string, signal?: AbortSignal): Promise<SearchGroups> {
  const text = query.trim();
  if (!isSearchable(text)) return EMPTY_GROUPS;
  const productQuery = { search: text.slice(0, 100), per_page: PRODUCT_RESULTS_LIMIT, facets: false };
  const [products, brands, categories] = await Promise.all([
    api('GET /products', { query: productQuery }, { signal, skipAuthRedirect: true })
      .then((reply) => reply.data.data)
      .catch((error: unknown) => {
        if (signal?.aborted) throw error;
        return [] as ProductHit[];
      }),
    loadBrands(),
    loadCategories(),
  ]);
  return {
    products: products.slice(0, PRODUCT_RESULTS_LIMIT).map(productResult),
    brands: brands.filter((brand) => matchesName(brand.name, text)).map(brandResult),
    categories: categories.filter((category) => matchesName(category.name, text)).map(categoryResult),
  };
}

/** For tests: forget the cached brand and category lists. */
export function resetSearchCacheForTests() {
  brandsOnce = null;
  categoriesOnce = null;
}
