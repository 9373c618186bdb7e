import { asc, inArray } from 'drizzle-orm';
import type { BrandRef, CategoryRef } from '../../../common/catalog/contracts';
import type { Db } from '../../db/client';
import { loadSizeAdvice } from '../size-advice/size-evidence';
import { brands, categories, productImages, productVariants, type ProductImageRow, type ProductRow, type VariantRow } from '../../db/schema';

/**
 * Brands, categories, images and variants of many products in four queries, not four per product;
 * with `sizeAdvice` (the public catalogue's answers) a fifth reads their size advice.
 */
export async function loadProductRefs(db: Db, rows: ProductRow[], options: { sizeAdvice?: boolean } = {}) {
  const ids = rows.map((r) => r.id);
  const brandIds = [...new Set(rows.map((r) => r.brandId).filter((id): id is number => id != null))];
  const categoryIds = [...new Set(rows.map((r) => r.categoryId).filter((id): id is number => id != null))];
  const [brandRows, categoryRows, imageRows, variantRows, adviceBy] = await Promise.all([
    brandIds.length ? db.select({ id: brands.id, name: brands.name, slug: brands.slug }).from(brands).where(inArray(brands.id, brandIds)) : [],
    categoryIds.length ? db.select({ id: categories.id, name: categories.name, slug: categories.slug }).from(categories).where(inArray(categories.id, categoryIds)) : [],
    ids.length ? db.select().from(productImages).where(inArray(productImages.productId, ids)).orderBy(asc(productImages.sortOrder), asc(productImages.id)) : [],
    ids.length ? db.select().from(productVariants).where(inArray(productVariants.productId, ids)).orderBy(asc(productVariants.sortOrder), asc(productVariants.id)) : [],
    options.sizeAdvice ? loadSizeAdvice(db, ids) : undefined,
  ]);
  const brandMap = new Map<number, BrandRef>(brandRows.map((b) => [b.id, b]));
  const categoryMap = new Map<number, CategoryRef>(categoryRows.map((c) => [c.id, c]));
  const imagesBy = groupBy(imageRows as ProductImageRow[], (i) => i.productId);
  const variantsBy = groupBy(variantRows as VariantRow[], (v) => v.productId);
  return {
    for: (row: ProductRow) => ({
      brand: row.brandId != null ? (brandMap.get(row.brandId) ?? null) : null,
      category: row.categoryId != null ? (categoryMap.get(row.categoryId) ?? null) : null,
      images: imagesBy.get(row.id) ?? [],
      variants: variantsBy.get(row.id) ?? [],
      ...(adviceBy ? { sizeAdvice: adviceBy.get(row.id) ?? null } : {}),
    }),
  };
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
