import { and, asc, desc, eq, inArray, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { SiteSearchQuery, SiteSearchResults } from '../../../common/catalog/search-contracts';
import { StoreProductListQuery } from '../../../common/catalog/contracts';
import { BRANDS } from '../../../common/theme';
import type { z } from '../../../common/zod';
import type { Db } from '../../db/client';
import { brands, categories, productImages, searchFold, spanishSortKey, type ProductRow } from '../../db/schema';
import { listProductRows } from './product-listing';
import { brandRefs, categoryRefs } from './product-loading';
import { imageUrl } from './product-presenter';
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

/** The first image of the product whose id is `id`, as `[storage key, widths]` JSON (null: none), read with the page's rows. */
const firstImageColumn = (id: SQL) => ({
  firstImage: sql`(select json_build_array(i.storage_key, i.widths)::text from ${productImages} i where i.product_id = ${id} order by i.sort_order, i.id limit 1)`,
});

/**
 * The products as the search box shows them: name, brand and category, the first image's thumbnail (as the store's
 * `images[0].thumbnail_url`); only what that needs is read, not the variants, prices or size advice of the store's answer.
 * The first images come with the rows (`page`, a search alone's), else are read here.
 */
async function boxProducts(db: Db, rows: ProductRow[], page?: (ProductRow & Record<string, unknown>)[]): Promise<Result[]> {
  if (!rows.length) return [];
  const ids = rows.map((row) => row.id);
  const [brandList, categoryList, images] = await Promise.all([
    brandRefs(db, [...new Set(rows.flatMap((row) => (row.brandId == null ? [] : [row.brandId])))]),
    categoryRefs(db, [...new Set(rows.flatMap((row) => (row.categoryId == null ? [] : [row.categoryId])))]),
    page
      ? page.flatMap((row) => {
          if (typeof row.firstImage !== 'string') return [];
          const [storageKey, widths] = JSON.parse(row.firstImage) as [string, number[]];
          return [{ productId: row.id, storageKey, widths }];
        })
      : db
          .selectDistinctOn([productImages.productId], { productId: productImages.productId, storageKey: productImages.storageKey, widths: productImages.widths })
          .from(productImages)
          .where(inArray(productImages.productId, ids))
          .orderBy(productImages.productId, asc(productImages.sortOrder), asc(productImages.id)),
  ]);
  const brandName = new Map(brandList.map((brand) => [brand.id, brand.name]));
  const categoryName = new Map(categoryList.map((category) => [category.id, category.name]));
  const firstImage = new Map(images.map((image) => [image.productId, image]));
  return rows.map((row) => {
    const image = firstImage.get(row.id);
    return {
      id: row.id,
      type: 'product',
      name: row.name,
      description: [row.brandId == null ? null : brandName.get(row.brandId), row.categoryId == null ? null : categoryName.get(row.categoryId)].filter(Boolean).join(' · ') || null,
      image: image ? imageUrl(image, 320) : null,
      url: `/store/products/${row.slug}`,
    };
  });
}

/**
 * The active brands named like the text, and the ids of the active categories, the best `limit` of each in one statement
 * (PGlite runs statements one after another).
 */
async function namedLike(db: Db, brandMatch: ReturnType<typeof nameMatches>, categoryMatch: ReturnType<typeof nameMatches>, limit: number) {
  const result = await db.execute(sql`
    (select 'brand' as kind, ${brands.id} as id, ${brands.name} as name, ${brands.slug} as slug, ${brands.tagline} as tagline,
        row_number() over (order by ${sql.join(brandMatch.order, sql`, `)}) as place
      from ${brands} where ${and(eq(brands.isActive, true), brandMatch.where)} order by place limit ${limit})
    union all
    (select 'category', ${categories.id}, null, null, null, row_number() over (order by ${sql.join(categoryMatch.order, sql`, `)}) as place
      from ${categories} where ${and(eq(categories.isActive, true), categoryMatch.where)} order by place limit ${limit})
    order by kind, place`);
  type Row = { kind: 'brand' | 'category'; id: number; name: string; slug: string; tagline: string | null };
  const rows = (Array.isArray(result) ? result : ((result as { rows?: unknown[] }).rows ?? [])) as Row[];
  return {
    brandRows: rows.filter((row) => row.kind === 'brand').map(({ id, name, slug, tagline }) => ({ id: Number(id), name, slug, tagline })),
    categoryIds: rows.filter((row) => row.kind === 'category').map((row) => Number(row.id)),
  };
}

/**
 * GET /api/search: the products of the store's search by relevance, and the active brands and categories named like the text;
 * and, when staff made these words a redirect (issue 37), the page the search box goes straight to.
 */
export async function siteSearch(db: Db, q: SiteSearchQuery, now = new Date()): Promise<z.input<typeof SiteSearchResults>> {
  const text = q.q;
  if (!searchWords(text).length) return { query: text, products: [], brands: [], categories: [], redirect: null };
  const brandMatch = nameMatches(brands.name, text);
  const categoryMatch = nameMatches(categories.name, text);
  // Independent reads, side by side; the categories' counts come from the kept tree (listStoreCategories).
  const [redirect, products, [brandRows, categoryIds, storeCategories]] = await Promise.all([
    searchRedirectFor(db, text, now),
    listProductRows(db, StoreProductListQuery.parse({ search: text, per_page: String(q.limit), facets: 'false' }), { pageColumns: firstImageColumn }).then(({ rows, page }) =>
      boxProducts(db, rows, page),
    ),
    namedLike(db, brandMatch, categoryMatch, q.limit).then(async ({ brandRows, categoryIds }) => [brandRows, categoryIds, await listStoreCategories(db, categoryIds)] as const),
  ]);
  const brandResults: Result[] = brandRows.map((brand) => ({
    id: brand.id,
    type: 'brand',
    name: brand.name,
    description: brand.tagline,
    image: null,
    url: brandUrl(brand.slug),
  }));
  const categoryResults: Result[] = categoryIds.flatMap((id) => {
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
