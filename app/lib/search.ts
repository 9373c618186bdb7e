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

/** The groups, and the page to open on Enter when staff made this search go straight to one (issue 37). */
export type SearchAnswer = SearchGroups & { redirect?: string };

export const EMPTY_GROUPS: SearchGroups = { products: [], brands: [], categories: [] };

/** Group headings in the order they are shown (spec §2). */
export const SEARCH_GROUP_LABELS: Record<keyof SearchGroups, string> = {
  products: 'Productos',
  brands: 'Marcas',
  categories: 'Categorías',
};

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

/** Where a brand's page is: its own page for our two brands, else the store filtered by it (GET /api/search links the same way). */
export function brandUrl(slug: string): string {
  const own = Object.values(BRANDS).find((brand) => brand.path.endsWith(`/${slug}`));
  return own ? own.path : `/store?brand=${encodeURIComponent(slug)}`;
}

/**
 * The site search (spec §2, §5): one call to GET /api/search, the server's search engine (accents,
 * plurals, typos, words in any order), answering up to 5 products, brands and categories, best first.
 * A failing call gives empty groups.
 */
export async function searchCatalog(query: string, signal?: AbortSignal): Promise<SearchAnswer> {
  const text = query.trim();
  if (!isSearchable(text)) return EMPTY_GROUPS;
  try {
    const reply = await api('GET /search', { query: { q: text.slice(0, 100), limit: PRODUCT_RESULTS_LIMIT } }, { signal, skipAuthRedirect: true });
    const { products, brands, categories, redirect } = reply.data;
    return redirect ? { products, brands, categories, redirect } : { products, brands, categories };
  } catch (error) {
    if (signal?.aborted) throw error;
    return EMPTY_GROUPS;
  }
}
