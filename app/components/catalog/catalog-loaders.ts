import type { Brand, ListingProduct, StoreCategory, StoreProductPage } from '@common/catalog/contracts';
import { listingPage, listingProduct, type ListingProductPage } from '@common/catalog/listing-product';
import { STORE_FEATURED_LIMIT, STORE_PAGE_SIZE } from '@common/constants';
import type { ApiClient } from '~/lib/api/client';
import { isUnavailableError } from '~/lib/api/server-client';
import { productListApiQuery, type ProductListQuery, type StoreFilters, type StoreScope } from '~/lib/store-query';

/**
 * Spec §8: catalogue load failures quietly give empty lists, so a page still renders. Not when the
 * database cannot be reached and no earlier answer was kept (issue 24): an empty store would say
 * there is nothing to buy, so the page is the 503 'Volvemos enseguida' instead.
 */
async function orEmpty<T>(load: Promise<{ data: T }>, empty: T): Promise<T> {
  try {
    return (await load).data;
  } catch (error) {
    if (isUnavailableError(error)) throw error;
    return empty;
  }
}

function emptyProductPage(page = 1, perPage = STORE_PAGE_SIZE): StoreProductPage {
  return { data: [], current_page: page, last_page: 1, per_page: perPage, total: 0, from: null, to: null };
}

/** One page of the store list, as its cards read it; a page past the end shows the last one instead. */
export async function loadProductPage(api: ApiClient, filters: StoreFilters, scope: StoreScope = {}): Promise<ListingProductPage> {
  const page = await orEmpty(api('GET /products', { query: productListApiQuery(filters, scope) }), emptyProductPage(filters.page));
  if (page.data.length === 0 && page.total > 0 && filters.page > page.last_page) {
    return loadProductPage(api, { ...filters, page: page.last_page }, scope);
  }
  return listingPage(page);
}

/** How many products match a query, without loading them. */
export async function loadProductTotal(api: ApiClient, query: ProductListQuery): Promise<number> {
  const page = await orEmpty(api('GET /products', { query: { ...query, per_page: 1, facets: false } }), emptyProductPage());
  return page.total;
}

export function loadCategories(api: ApiClient): Promise<StoreCategory[]> {
  return orEmpty(api('GET /products/categories'), []);
}

/** The featured products, as their cards read them. */
export async function loadFeatured(api: ApiClient, limit = STORE_FEATURED_LIMIT): Promise<ListingProduct[]> {
  return (await orEmpty(api('GET /products/featured', { query: { limit } }), [])).map(listingProduct);
}

export function loadBrands(api: ApiClient): Promise<Brand[]> {
  return orEmpty(api('GET /brands'), []);
}

/** A category by id or slug from the list, or undefined. */
export function findCategory(categories: readonly StoreCategory[], idOrSlug: string): StoreCategory | undefined {
  return categories.find((c) => String(c.id) === idOrSlug || c.slug === idOrSlug);
}
