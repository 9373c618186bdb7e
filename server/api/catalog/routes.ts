import { storeSuccess, success } from '../../../common/api/replies';
import { catalogEndpoints } from '../../../common/catalog/endpoints';
import { searchEndpoints } from '../../../common/catalog/search-endpoints';
import type { ApiApp, ApiDeps } from '../context';
import { serve } from '../route-kit';
import { searchStatsLog } from '../search/query-stats-log';
import { listProducts } from './product-listing';
import { followCatalogueChanges } from './kept-reads';
import { cacheCatalogueReads, catalogueReadCache } from './read-cache';
import { siteSearch } from './site-search';
import { featuredProducts, getProduct, listBrands, listStoreCategories, productsOfCategory } from './service';

export function registerCatalogRoutes(app: ApiApp, deps: ApiDeps) {
  const db = deps.database.db;
  const endpoint = catalogEndpoints;

  // Every public catalogue answer is served from the in-process cache (read-cache.ts).
  cacheCatalogueReads(app, deps, [...Object.values(catalogEndpoints), searchEndpoints['GET /search']]);
  // What each answer repeats (the category tree, the facets' names, the search rules) is kept until the next change.
  followCatalogueChanges(db, catalogueReadCache(deps));
  // The fixed paths come before /products/{idOrSlug}, which would take them as slugs.
  serve(app, deps, endpoint['GET /products/featured'], async ({ query }) => storeSuccess(await featuredProducts(db, query.limit)));
  serve(app, deps, endpoint['GET /products/categories'], async () => storeSuccess(await listStoreCategories(db)));
  serve(app, deps, endpoint['GET /products/category/{id}'], async ({ params }) => storeSuccess(await productsOfCategory(db, params.id)));
  serve(app, deps, endpoint['GET /products'], async ({ query }, c) => {
    const page = await listProducts(db, query);
    // Whether a store search found anything, for its count (issue 37), without reading the answer again.
    if (query.search) searchStatsLog(deps).noteProductList(c, page.total);
    return storeSuccess(page);
  });
  serve(app, deps, endpoint['GET /products/{idOrSlug}'], async ({ params }) => storeSuccess(await getProduct(db, params.idOrSlug)));
  serve(app, deps, endpoint['GET /brands'], async () => success(await listBrands(db)));
  serve(app, deps, searchEndpoints['GET /search'], async ({ query }) => storeSuccess(await siteSearch(db, query, deps.now())));
}
