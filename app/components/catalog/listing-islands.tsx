import type { StoreCategory } from '@common/catalog/contracts';
import { deferModule } from '~/components/ui/deferred';
import { islandContent, StaticIsland } from '~/components/ui/static-island';
import { facetFiltersModule } from './deferred-facet-filters';

/**
 * The store's pagination and category tiles as static islands (issue 36): links only, so the browser keeps the
 * server's markup on a first visit and does not download their code; a page whose address changed draws them again,
 * with the code its route loads beside its data (`paginationModule`, `categoryTilesModule`).
 */
export const paginationModule = deferModule(() => import('./pagination'));
export const categoryTilesModule = deferModule(() => import('./category-tiles'));
const DrawnPagination = islandContent('pagination', paginationModule, (m) => m.Pagination);
const DrawnStoreCategories = islandContent('store-categories', categoryTilesModule, (m) => m.StoreCategories);

/** Pagination (pagination.tsx) kept as the server drew it; its links go to the router (StaticIsland). */
export function PaginationIsland(props: { page: number; lastPage: number; hrefFor: (page: number) => string; moreThanLast?: boolean }) {
  return (
    <StaticIsland>
      <DrawnPagination {...props} />
    </StaticIsland>
  );
}

/**
 * The store's categories section (category-tiles.tsx, StoreCategories) kept as the server drew it. A tile's link goes
 * to the list's anchor: followed by the island, the router scrolls there, as the tiles' own links do.
 */
export function StoreCategoriesIsland(props: { categories: readonly StoreCategory[]; hrefFor: (category: StoreCategory) => string; activeSlug?: string | null }) {
  return (
    <StaticIsland>
      <DrawnStoreCategories {...props} />
    </StaticIsland>
  );
}

/**
 * A listing route's clientLoader: its data with the code of what the listing draws afresh at a new address (the
 * filters panel, the pagination) beside it, so a page reached by a link draws them at once (a failed download leaves
 * them to load when drawn, not the page to fail).
 */
export async function withListingCode<T>(data: Promise<T>, ...more: Promise<unknown>[]): Promise<T> {
  const code = [facetFiltersModule.load(), paginationModule.load(), ...more];
  const [loaded] = await Promise.all([data, ...code.map((load) => load.catch(() => undefined))]);
  return loaded;
}
