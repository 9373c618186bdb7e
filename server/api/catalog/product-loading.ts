import { inArray, sql, type SQLWrapper } from 'drizzle-orm';
import type { PricePoint } from '../../../common/catalog/reference-price';
import type { BrandRef, CategoryRef } from '../../../common/catalog/contracts';
import type { Db } from '../../db/client';
import { sizeAdvice, type SizeAdvice } from '../../../common/reviews/size-advice';
import { sizeEvidenceOf, sizeEvidenceRows } from '../size-advice/size-evidence';
import { keepsReads, keptRead } from './kept-reads';
import { brands, categories, priceHistory, productImages, productVariants, type ProductImageRow, type ProductRow, type VariantRow } from '../../db/schema';

/**
 * Brands, categories, images, variants and price histories of many products in one statement, not five per product
 * (the brands and categories kept between catalogue changes, else two more); with `sizeAdvice` (the public catalogue's
 * answers) their size advice rides along. One statement, not four side by side: PGlite has one connection, so its
 * reads run one after another (issue 37).
 */
export async function loadProductRefs(db: Db, rows: ProductRow[], options: { sizeAdvice?: boolean } = {}) {
  const ids = rows.map((r) => r.id);
  return productRefs(db, rows, ids.length ? ownedRefs(db, ids, Boolean(options.sizeAdvice)) : new Map<number, OwnedRefs>(), options);
}

/** As loadProductRefs, for rows read with ownedRefColumns: what they own is in them already. */
export function productRefsOf(db: Db, rows: (ProductRow & Record<string, unknown>)[], options: { sizeAdvice?: boolean } = {}) {
  const owned = new Map(rows.map((row) => [row.id, ownedFrom(row, Boolean(options.sizeAdvice))]));
  return productRefs(db, rows, owned, options);
}

async function productRefs(db: Db, rows: ProductRow[], owning: Map<number, OwnedRefs> | Promise<Map<number, OwnedRefs>>, options: { sizeAdvice?: boolean }) {
  const brandIds = [...new Set(rows.map((r) => r.brandId).filter((id): id is number => id != null))];
  const categoryIds = [...new Set(rows.map((r) => r.categoryId).filter((id): id is number => id != null))];
  const [brandRows, categoryRows, owned] = await Promise.all([brandRefs(db, brandIds), categoryRefs(db, categoryIds), owning]);
  const brandMap = new Map<number, BrandRef>(brandRows.map((b) => [b.id, { ...b }]));
  const categoryMap = new Map<number, CategoryRef>(categoryRows.map((c) => [c.id, { ...c }]));
  return {
    for: (row: ProductRow) => {
      const own = owned.get(row.id);
      return {
        brand: row.brandId != null ? (brandMap.get(row.brandId) ?? null) : null,
        category: row.categoryId != null ? (categoryMap.get(row.categoryId) ?? null) : null,
        images: own?.images ?? [],
        variants: own?.variants ?? [],
        priceHistory: own?.priceHistory ?? [],
        ...(options.sizeAdvice ? { sizeAdvice: own?.sizeAdvice ?? null } : {}),
      };
    },
  };
}

interface OwnedRefs {
  images: ProductImageRow[];
  variants: VariantRow[];
  priceHistory: PricePoint[];
  sizeAdvice?: SizeAdvice | null;
}

/**
 * What the product whose id is `id` owns, as JSON columns of a select (each list in the order the store shows it: images
 * and variants by their sort order, the price history oldest first) and with `withAdvice` the evidence its size advice
 * is made of. As columns, so the statement that reads a page's rows reads these too.
 */
export function ownedRefColumns(id: SQLWrapper, withAdvice: boolean) {
  return {
    ownedImages: sql<string | null>`(select json_agg(json_build_array(i.id, i.product_id, i.storage_key, i.widths, i.width, i.height, i.alt, i.color_name, i.sort_order, i.created_at)
      order by i.sort_order, i.id)::text from ${productImages} i where i.product_id = ${id})`,
    ownedVariants: sql<string | null>`(select json_agg(json_build_array(v.id, v.product_id, v.size, v.color_name, v.color_hex, v.sku, v.stock, v.price_cents, v.sort_order)
      order by v.sort_order, v.id)::text from ${productVariants} v where v.product_id = ${id})`,
    ownedHistory: sql<string | null>`(select json_agg(json_build_array(h.price_cents, h.list_price_cents, h.recorded_at) order by h.recorded_at, h.id)::text
      from ${priceHistory} h where h.product_id = ${id} and h.variant_id is null)`,
    ownedEvidence: withAdvice
      ? sql<string | null>`(select json_agg(json_build_array(e.signal, e.n))::text from (${sizeEvidenceRows(sql`array[${id}]`)}) e)`
      : sql<string | null>`null::text`,
  };
}

type ImageTuple = [number, number, string, number[], number, number, string | null, string | null, number, string];
type VariantTuple = [number, number, string, string, string, string, number, number | null, number];
type HistoryTuple = [number, number, string];

/** What each product owns, read by id. */
async function ownedRefs(db: Db, ids: number[], withAdvice: boolean): Promise<Map<number, OwnedRefs>> {
  const columns = ownedRefColumns(sql`p.id`, withAdvice);
  const result = await db.execute(sql`
    select p.id, ${columns.ownedImages} as images, ${columns.ownedVariants} as variants, ${columns.ownedHistory} as history, ${columns.ownedEvidence} as evidence
    from unnest(${sql.param([...new Set(ids)])}::int[]) as p(id)`);
  type Row = { id: number; images: string | null; variants: string | null; history: string | null; evidence: string | null };
  return new Map(
    rowsOf<Row>(result).map((row) => [
      Number(row.id),
      ownedFrom({ ownedImages: row.images, ownedVariants: row.variants, ownedHistory: row.history, ownedEvidence: row.evidence }, withAdvice),
    ]),
  );
}

/** What a product owns, from the JSON text of ownedRefColumns (null: none). */
function ownedFrom(row: Record<string, unknown>, withAdvice: boolean): OwnedRefs {
  const parsed = <T>(json: unknown): T[] => (typeof json === 'string' ? (JSON.parse(json) as T[]) : []);
  return {
    images: parsed<ImageTuple>(row.ownedImages).map(([id, productId, storageKey, widths, width, height, alt, colorName, sortOrder, createdAt]) => ({
      id,
      productId,
      storageKey,
      widths,
      width,
      height,
      alt,
      colorName,
      sortOrder,
      createdAt: new Date(createdAt),
    })),
    variants: parsed<VariantTuple>(row.ownedVariants).map(([id, productId, size, colorName, colorHex, sku, stock, priceCents, sortOrder]) => ({
      id,
      productId,
      size,
      colorName,
      colorHex,
      sku,
      stock,
      priceCents,
      sortOrder,
    })),
    priceHistory: parsed<HistoryTuple>(row.ownedHistory).map(([priceCents, listPriceCents, at]) => ({ priceCents, listPriceCents, at: new Date(at) })),
    ...(withAdvice ? { sizeAdvice: sizeAdvice(sizeEvidenceOf(parsed<[string, number]>(row.ownedEvidence).map(([signal, n]) => ({ signal, n })))) } : {}),
  };
}

/** Rows of a raw query, as either driver answers them. */
function rowsOf<T>(result: unknown): T[] {
  return (Array.isArray(result) ? result : ((result as { rows?: unknown[] }).rows ?? [])) as T[];
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
