import { and, asc, desc, eq, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { SiteSearchQuery, SiteSearchResults } from '../../../common/catalog/search-contracts';
import { StoreProductListQuery } from '../../../common/catalog/contracts';
import { BRANDS } from '../../../common/theme';
import type { z } from '../../../common/zod';
import type { Db } from '../../db/client';
import { brands, categories, searchFold, spanishSortKey } from '../../db/schema';
import { listProducts } from './product-listing';
import { searchWords, TYPO_SIMILARITY } from './product-search';
import { searchRedirectFor } from '../search/search-rules';
import { listStoreCategories } from './service';

type Result = z.input<typeof SiteSearchResults>['products'][number];

/** Where a brand's page is: its own page for our two brands, else the store filtered by it (as the search box does). */
function brandUrl(slug: string): string {
  const own = Object.values(BRANDS).find((brand) => brand.path.endsWith(`/${slug}`));
  return own ? own.path : `/store?brand=${encodeURIComponent(slug)}`;
}

/** A brand or category name matches: the folded text inside it, or (4+ letters) a similar word for a typo. */
function nameMatches(name: AnyColumn, search: string): { where: SQL; order: SQL[] } {
  const folded = searchWords(search).join(' ');
  // The words are letters and digits only (searchWords), so nothing in them is a LIKE wildcard.
  const contains = sql`${searchFold(name)} like '%' || search_fold(${folded}) || '%'`;
  const similar = sql`word_similarity(search_fold(${folded}), ${searchFold(name)})`;
  return {
    where: folded.length >= 4 ? or(contains, sql`${similar} >= ${TYPO_SIMILARITY}`)! : contains,
    order: [desc(sql`${searchFold(name)} = search_fold(${folded})`), desc(similar), asc(spanishSortKey(name))],
  };
}

/**
 * GET /api/search: the products of the store's search by relevance, and the active brands and categories named like the text;
 * and, when staff made these words a redirect (issue 37), the page the search box goes straight to.
 */
export async function siteSearch(db: Db, q: SiteSearchQuery, now = new Date()): Promise<z.input<typeof SiteSearchResults>> {
  const text = q.q;
  if (!searchWords(text).length) return { query: text, products: [], brands: [], categories: [], redirect: null };
  const redirect = await searchRedirectFor(db, text, now);
  const brandMatch = nameMatches(brands.name, text);
  const categoryMatch = nameMatches(categories.name, text);
  const [productPage, brandRows, categoryIds] = await Promise.all([
    listProducts(db, StoreProductListQuery.parse({ search: text, per_page: String(q.limit), facets: 'false' })),
    db
      .select({ id: brands.id, name: brands.name, slug: brands.slug, tagline: brands.tagline })
      .from(brands)
      .where(and(eq(brands.isActive, true), brandMatch.where))
      .orderBy(...brandMatch.order)
      .limit(q.limit),
    db
      .select({ id: categories.id })
      .from(categories)
      .where(and(eq(categories.isActive, true), categoryMatch.where))
      .orderBy(...categoryMatch.order)
      .limit(q.limit),
  ]);
  const storeCategories = await listStoreCategories(
    db,
    categoryIds.map(({ id }) => id),
  );
  const products: Result[] = productPage.data.map((product) => ({
    id: product.id,
    type: 'product',
    name: product.name,
    description: [product.brand?.name, product.category?.name].filter(Boolean).join(' · ') || null,
    image: product.images[0]?.thumbnail_url ?? product.main_image_url ?? null,
    url: `/store/products/${product.slug}`,
  }));
  const brandResults: Result[] = brandRows.map((brand) => ({
    id: brand.id,
    type: 'brand',
    name: brand.name,
    description: brand.tagline,
    image: null,
    url: brandUrl(brand.slug),
  }));
  const categoryResults: Result[] = categoryIds.flatMap(({ id }) => {
    const category = storeCategories.find((c) => c.id === id);
    if (!category) return [];
    const count = category.products_count;
    return [
      {
        id: category.id,
        type: 'category' as const,
        name: category.name,
        description: count === 1 ? '1 producto' : `${count} productos`,
        image: category.image_url ?? null,
        url: `/store/categories/${category.id}`,
      },
    ];
  });
  return { query: text, products, brands: brandResults, categories: categoryResults, redirect };
}
