import { and, asc, count, desc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Brand, StoreCategory, StoreProduct, StoreProductDetail } from '../../../common/catalog/contracts';
import { RELATED_PRODUCTS_LIMIT } from '../../../common/constants';
import { MAX_DB_INT } from '../../../common/query-params';
import type { z } from '../../../common/zod';
import type { Db } from '../../db/client';
import { brands, categories, products, spanishSortKey } from '../../db/schema';
import { publicFileUrl } from '../../storage/public-url';
import { NotFoundError } from '../../errors';
import { inCategoryTree } from './category-tree';
import { isListed } from '../../db/visibility';
import { loadProductRefs } from './product-loading';
import { keepsReads, keptRead } from './kept-reads';
import { presentProduct } from './product-presenter';

/** Product rows as the store answers them (the cards' data, the lawful reference price included). */
export async function presentStoreProducts(db: Db, rows: (typeof products.$inferSelect)[]): Promise<z.input<typeof StoreProduct>[]> {
  const refs = await loadProductRefs(db, rows, { sizeAdvice: true });
  return rows.map((row) => presentProduct(row, refs.for(row)));
}

/** A listed product by id or slug, with up to 4 others of its category. */
export async function getProduct(db: Db, idOrSlug: string): Promise<z.input<typeof StoreProductDetail>> {
  // Digits name an id when they fit one (2147483648 would overflow the column); anything else is a slug.
  const asId = /^\d{1,10}$/.test(idOrSlug) ? Number(idOrSlug) : null;
  const byId = asId !== null && asId <= MAX_DB_INT ? eq(products.id, asId) : eq(products.slug, idOrSlug.toLowerCase());
  const [row] = await db.select().from(products).where(and(isListed, byId));
  if (!row) throw new NotFoundError('Producto no encontrado.');
  const relatedRows = row.categoryId
    ? await db
        .select()
        .from(products)
        .where(and(isListed, eq(products.categoryId, row.categoryId), ne(products.id, row.id)))
        .orderBy(desc(sql`${products.stockQuantity} > 0`), desc(products.isFeatured), desc(products.createdAt))
        .limit(RELATED_PRODUCTS_LIMIT)
    : [];
  const [product, ...related] = await presentStoreProducts(db, [row, ...relatedRows]);
  return { product: product!, related_products: related };
}

export async function featuredProducts(db: Db, limit: number): Promise<z.input<typeof StoreProduct>[]> {
  const rows = await db
    .select()
    .from(products)
    .where(and(isListed, eq(products.isFeatured, true)))
    .orderBy(desc(products.createdAt), desc(products.id))
    .limit(limit);
  return presentStoreProducts(db, rows);
}

/** Every listed product of an active category and its sub-categories, newest first. */
export async function productsOfCategory(db: Db, categoryId: number): Promise<z.input<typeof StoreProduct>[]> {
  const [category] = await db.select({ id: categories.id }).from(categories).where(and(eq(categories.id, categoryId), eq(categories.isActive, true)));
  if (!category) throw new NotFoundError('Categoría no encontrada.');
  const rows = await db
    .select()
    .from(products)
    .where(and(isListed, inCategoryTree(db, categoryId)))
    .orderBy(desc(products.createdAt), desc(products.id));
  return presentStoreProducts(db, rows);
}

/**
 * Categories with the number of products in each (its sub-categories' included). The store sees
 * the active ones and counts what is listed; the back office sees all and counts every product kept.
 * One count per category id, added up here: a join on "this category or a child" compared every
 * product with every category (seconds on 100 000 products).
 */
async function categoriesWithCounts(db: Db, audience: 'store' | 'admin', only?: number[]) {
  const counted = audience === 'store' ? isListed : isNull(products.deletedAt);
  const all = await db.select().from(categories).orderBy(asc(categories.sortOrder), asc(spanishSortKey(categories.name)));
  const shown = all.filter((c) => (audience === 'admin' || c.isActive) && (!only || only.includes(c.id)));
  const treeOf = (id: number) => [id, ...all.filter((c) => c.parentId === id && c.isActive).map((c) => c.id)];
  const counts = shown.length
    ? await db
        .select({ categoryId: products.categoryId, n: count() })
        .from(products)
        .where(and(counted, inArray(products.categoryId, [...new Set(shown.flatMap((c) => treeOf(c.id)))])))
        .groupBy(products.categoryId)
    : [];
  const countOf = new Map(counts.map((row) => [row.categoryId, row.n]));
  return shown.map((c) => ({
    isActive: c.isActive,
    category: {
      id: c.id,
      name: c.name,
      slug: c.slug,
      description: c.description,
      image: c.imagePath,
      image_url: c.imagePath ? publicFileUrl(c.imagePath) : null,
      parent_id: c.parentId,
      products_count: treeOf(c.id).reduce((sum, id) => sum + (countOf.get(id) ?? 0), 0),
    } satisfies z.input<typeof StoreCategory>,
  }));
}

/** The store's categories (only those of `ids` when given, in the store's order). */
export async function listStoreCategories(db: Db, ids?: number[]): Promise<z.input<typeof StoreCategory>[]> {
  if (ids?.length === 0) return [];
  // The tree and its counts change only with the catalogue: kept whole while the instance hears every change (the
  // search box names a few of them in each answer), else only the asked ones are read and counted.
  if (!keepsReads(db)) return (await categoriesWithCounts(db, 'store', ids)).map((row) => row.category);
  const all = await keptRead(db, 'store-categories', async () => (await categoriesWithCounts(db, 'store')).map((row) => row.category));
  return ids ? all.filter((category) => ids.includes(category.id)) : all.slice();
}

export async function listBrands(db: Db): Promise<z.input<typeof Brand>[]> {
  const rows = await db
    .select({
      id: brands.id,
      name: brands.name,
      slug: brands.slug,
      tagline: brands.tagline,
      description: brands.description,
      story: brands.story,
      primaryColor: brands.primaryColor,
      accentColor: brands.accentColor,
      cardTagline: brands.cardTagline,
      palette: brands.palette,
      logoPath: brands.logoPath,
      productsCount: count(products.id),
    })
    .from(brands)
    .leftJoin(products, and(eq(products.brandId, brands.id), isListed))
    .where(eq(brands.isActive, true))
    .groupBy(brands.id)
    .orderBy(asc(brands.sortOrder), asc(brands.id));
  return rows.map((b) => ({
    id: b.id,
    name: b.name,
    slug: b.slug,
    tagline: b.tagline,
    description: b.description,
    story: b.story,
    primary_color: b.primaryColor,
    accent_color: b.accentColor,
    products_count: b.productsCount,
    card_tagline: b.cardTagline,
    palette: b.palette ?? [],
    logo_url: b.logoPath ? publicFileUrl(b.logoPath) : null,
  }));
}
