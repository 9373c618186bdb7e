import { and, asc, inArray, isNull } from 'drizzle-orm';
import type { PricePoint } from '../../../common/catalog/reference-price';
import type { BrandRef, CategoryRef } from '../../../common/catalog/contracts';
import type { Db } from '../../db/client';
import { loadSizeAdvice } from '../size-advice/size-evidence';
import { keepsReads, keptRead } from './kept-reads';
import { brands, categories, priceHistory, productImages, productVariants, type ProductImageRow, type ProductRow, type VariantRow } from '../../db/schema';

/**
 * Brands, categories, images, variants and price histories of many products in five queries, not five
 * per product; with `sizeAdvice` (the public catalogue's answers) a sixth reads their size advice.
 */
export async function loadProductRefs(db: Db, rows: ProductRow[], options: { sizeAdvice?: boolean } = {}) {
  const ids = rows.map((r) => r.id);
  const brandIds = [...new Set(rows.map((r) => r.brandId).filter((id): id is number => id != null))];
  const categoryIds = [...new Set(rows.map((r) => r.categoryId).filter((id): id is number => id != null))];
  const [brandRows, categoryRows, imageRows, variantRows, adviceBy, historyRows] = await Promise.all([
    brandRefs(db, brandIds),
    categoryRefs(db, categoryIds),
    ids.length ? db.select().from(productImages).where(inArray(productImages.productId, ids)).orderBy(asc(productImages.sortOrder), asc(productImages.id)) : [],
    ids.length ? db.select().from(productVariants).where(inArray(productVariants.productId, ids)).orderBy(asc(productVariants.sortOrder), asc(productVariants.id)) : [],
    options.sizeAdvice ? loadSizeAdvice(db, ids) : undefined,
    ids.length
      ? db
          .select({ productId: priceHistory.productId, priceCents: priceHistory.priceCents, listPriceCents: priceHistory.listPriceCents, at: priceHistory.recordedAt })
          .from(priceHistory)
          .where(and(inArray(priceHistory.productId, ids), isNull(priceHistory.variantId)))
          .orderBy(asc(priceHistory.productId), asc(priceHistory.recordedAt), asc(priceHistory.id))
      : [],
  ]);
  const brandMap = new Map<number, BrandRef>(brandRows.map((b) => [b.id, { ...b }]));
  const categoryMap = new Map<number, CategoryRef>(categoryRows.map((c) => [c.id, { ...c }]));
  const imagesBy = groupBy(imageRows as ProductImageRow[], (i) => i.productId);
  const variantsBy = groupBy(variantRows as VariantRow[], (v) => v.productId);
  const historyBy = groupBy(historyRows as (PricePoint & { productId: number })[], (h) => h.productId);
  return {
    for: (row: ProductRow) => ({
      brand: row.brandId != null ? (brandMap.get(row.brandId) ?? null) : null,
      category: row.categoryId != null ? (categoryMap.get(row.categoryId) ?? null) : null,
      images: imagesBy.get(row.id) ?? [],
      variants: variantsBy.get(row.id) ?? [],
      priceHistory: historyBy.get(row.id) ?? [],
      ...(adviceBy ? { sizeAdvice: adviceBy.get(row.id) ?? null } : {}),
    }),
  };
}

/** The brands' names and slugs: all of them kept between catalogue changes (a few rows, kept-reads.ts), else those asked. */
export async function brandRefs(db: Db, ids: number[]): Promise<BrandRef[]> {
  if (!ids.length) return [];
  const select = () => db.select({ id: brands.id, name: brands.name, slug: brands.slug }).from(brands);
  if (!keepsReads(db)) return select().where(inArray(brands.id, ids));
  return (await keptRead(db, 'brand-refs', () => select())).filter((brand) => ids.includes(brand.id));
}

/** The categories' names and slugs, as brandRefs. */
export async function categoryRefs(db: Db, ids: number[]): Promise<CategoryRef[]> {
  if (!ids.length) return [];
  const select = () => db.select({ id: categories.id, name: categories.name, slug: categories.slug }).from(categories);
  if (!keepsReads(db)) return select().where(inArray(categories.id, ids));
  return (await keptRead(db, 'category-refs', () => select())).filter((category) => ids.includes(category.id));
}

function groupBy<T>(items: T[], key: (item: T) => number): Map<number, T[]> {
  const map = new Map<number, T[]>();
  for (const item of items) {
    const k = key(item);
    const list = map.get(k);
    if (list) list.push(item);
    else map.set(k, [item]);
  }
  return map;
}
