import { asc, eq, inArray } from 'drizzle-orm';
import { centsToEuros } from '../../../common/money';
import type { Db } from '../../db/client';
import { brands, categories, products, productVariants, type ProductRow } from '../../db/schema';
import { changedFields } from '../audit/changes';
import { recordAudit, type AuditActor } from '../audit/record-audit';

/**
 * A product as the audit log compares it: the fields the product form edits, under their API
 * names, money in euros, brand and category by name and the variants summarised one line each
 * ('M · Índigo · RD-1-M · 4 uds.'), so a before → after reads without looking anything up.
 */
export type ProductAuditSnapshot = Record<string, unknown>;

export const PRODUCT_AUDIT_FIELDS = [
  'name',
  'slug',
  'sku',
  'brand',
  'category',
  'short_description',
  'description',
  'price',
  'sale_price',
  'is_featured',
  'is_digital',
  'condition',
  'min_stock_level',
  'stock_quantity',
  'tags',
  'dimensions',
  'weight',
  'warranty_period',
  'status',
  'visibility',
  'passport',
  'size_guide',
  'variants',
] as const;

/** The snapshots of these products (deleted ones included), by id. */
export async function productAuditSnapshots(db: Db, rows: ProductRow[]): Promise<Map<number, ProductAuditSnapshot>> {
  const snapshots = new Map<number, ProductAuditSnapshot>();
  if (rows.length === 0) return snapshots;
  const ids = rows.map((r) => r.id);
  const brandIds = [...new Set(rows.map((r) => r.brandId).filter((id): id is number => id !== null))];
  const categoryIds = [...new Set(rows.map((r) => r.categoryId).filter((id): id is number => id !== null))];
  // In turn, not at once: this runs inside the product's transaction, which has one connection.
  const variants = await db
    .select()
    .from(productVariants)
    .where(inArray(productVariants.productId, ids))
    .orderBy(asc(productVariants.sortOrder), asc(productVariants.id));
  const brandRows = brandIds.length ? await db.select({ id: brands.id, name: brands.name }).from(brands).where(inArray(brands.id, brandIds)) : [];
  const categoryRows = categoryIds.length
    ? await db.select({ id: categories.id, name: categories.name }).from(categories).where(inArray(categories.id, categoryIds))
    : [];
  const brandName = new Map(brandRows.map((b) => [b.id, b.name]));
  const categoryName = new Map(categoryRows.map((c) => [c.id, c.name]));
  for (const row of rows) {
    const own = variants.filter((v) => v.productId === row.id);
    snapshots.set(row.id, {
      name: row.name,
      slug: row.slug,
      sku: row.sku,
      brand: row.brandId === null ? null : (brandName.get(row.brandId) ?? `#${row.brandId}`),
      category: row.categoryId === null ? null : (categoryName.get(row.categoryId) ?? `#${row.categoryId}`),
      short_description: row.shortDescription,
      description: row.description,
      price: centsToEuros(row.priceCents),
      sale_price: row.salePriceCents === null ? null : centsToEuros(row.salePriceCents),
      is_featured: row.isFeatured,
      is_digital: row.isDigital,
      condition: row.condition,
      min_stock_level: row.minStockLevel,
      stock_quantity: row.stockQuantity,
      tags: row.tags,
      dimensions: row.dimensions,
      weight: row.weightGrams === null ? null : row.weightGrams / 1000,
      warranty_period: row.warrantyPeriod,
      status: row.status,
      visibility: row.visibility,
      passport: row.passport,
      size_guide: row.sizeGuide,
      variants: own.map(
        (v) =>
          `${v.size} · ${v.colorName} · ${v.sku} · ${v.stock} uds.${v.priceCents === null ? '' : ` · ${centsToEuros(v.priceCents).toFixed(2)} €`}`,
      ),
    });
  }
  return snapshots;
}

/** The snapshot of one product as stored now (inside the caller's transaction). */
export async function productAuditSnapshot(db: Db, id: number): Promise<{ row: ProductRow; snapshot: ProductAuditSnapshot } | null> {
  const [row] = await db.select().from(products).where(eq(products.id, id));
  if (!row) return null;
  return { row, snapshot: (await productAuditSnapshots(db, [row])).get(row.id)! };
}

/**
 * Records a write on a product: the fields that differ between two snapshots (a creation has no
 * before, a deletion no after). With no actor (the seed, the tests' factories) nothing is logged.
 */
export async function recordProductAudit(
  db: Db,
  actor: AuditActor | undefined,
  action: string,
  product: Pick<ProductRow, 'id' | 'name'>,
  before: ProductAuditSnapshot | null,
  after: ProductAuditSnapshot | null,
): Promise<void> {
  if (!actor) return;
  await recordAudit(db, actor, {
    action,
    entityType: 'product',
    entityId: product.id,
    entityLabel: product.name,
    changes: changedFields(before, after, PRODUCT_AUDIT_FIELDS),
  });
}
