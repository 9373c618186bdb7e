import { STORE_FEATURED_LIMIT, STORE_PAGE_SIZE } from '@common/constants';
import { productListApiQuery, type StoreFilters, type StoreScope } from '~/lib/store-query';
import type { CatalogBrand, CatalogCategory, CatalogProduct, ProductPage } from './catalog-types';

/** `context.apiFetch` of the route loaders: the API in-process, same JSON as over HTTP. */
export type ApiFetch = (path: string, init?: RequestInit) => Promise<Response>;

/** Spec §8: catalogue load failures quietly give empty lists, so a page still renders. */
async function readData<T>(apiFetch: ApiFetch, path: string): Promise<T | null> {
  try {
    const response = await apiFetch(path, { headers: { Accept: 'application/json' } });
    if (!response.ok) return null;
    const body = (await response.json()) as { data?: T };
    return body.data ?? null;
  } catch {
    return null;
  }
}

export function emptyProductPage(page = 1, perPage = STORE_PAGE_SIZE): ProductPage {
  return { data: [], current_page: page, last_page: 1, per_page: perPage, total: 0, from: null, to: null };
}

/** One page of the store list; a page past the end shows the last one instead. */
export async function loadProductPage(apiFetch: ApiFetch, filters: StoreFilters, scope: StoreScope = {}): Promise<ProductPage> {
  const page = await readData<ProductPage>(apiFetch, `/api/products?${productListApiQuery(filters, scope)}`);
  if (!page || !Array.isArray(page.data)) return emptyProductPage(filters.page);
  if (page.data.length === 0 && page.total > 0 && filters.page > page.last_page) {
    return loadProductPage(apiFetch, { ...filters, page: page.last_page }, scope);
  }
  return page;
}

/** How many products match a query, without loading them. */
export async function loadProductTotal(apiFetch: ApiFetch, query: string): Promise<number> {
  const page = await readData<ProductPage>(apiFetch, `/api/products?${query}${query ? '&' : ''}per_page=1&facets=false`);
  return page?.total ?? 0;
}

export async function loadCategories(apiFetch: ApiFetch): Promise<CatalogCategory[]> {
  const list = await readData<CatalogCategory[]>(apiFetch, '/api/products/categories');
  return Array.isArray(list) ? list : [];
}

export async function loadFeatured(apiFetch: ApiFetch, limit = STORE_FEATURED_LIMIT): Promise<CatalogProduct[]> {
  const list = await readData<CatalogProduct[]>(apiFetch, `/api/products/featured?limit=${limit}`);
  return Array.isArray(list) ? list : [];
}

export async function loadBrands(apiFetch: ApiFetch): Promise<CatalogBrand[]> {
  const list = await readData<CatalogBrand[]>(apiFetch, '/api/brands');
  return Array.isArray(list) ? list : [];
}

/** A category by id or slug from the list, or undefined. */
export function findCategory(categories: readonly CatalogCategory[], idOrSlug: string): CatalogCategory | undefined {
  return categories.find((c) => String(c.id) === idOrSlug || c.slug === idOrSlug);
}
