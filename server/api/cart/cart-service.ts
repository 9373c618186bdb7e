import { and, eq, inArray, sql } from 'drizzle-orm';
import type { ServerCart, ServerCartBody, ServerCartLine } from '../../../common/cart/contracts';
import { snapshotOf } from '../../../common/cart/lines';
import { maxQuantity } from '../../../common/cart/pricing';
import { StoreProduct } from '../../../common/catalog/contracts';
import type { Db } from '../../db/client';
import { carts, products, type StoredCartItem } from '../../db/schema';
import { isListed } from '../../db/visibility';
import { loadProductRefs } from '../catalog/product-loading';
import { presentProduct } from '../catalog/product-presenter';

// The signed-in customer's cart kept on the server: stored as product, variant, units and date
// (carts.items), answered with each product as the catalogue shows it now, so the browser can
// draw the lines (the same snapshot the browser's cart keeps: common/cart/lines.ts).

/** The current catalogue products of these ids that are still listed (on sale, visible). */
async function listedProducts(db: Db, ids: number[]): Promise<Map<number, StoreProduct>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select().from(products).where(and(isListed, inArray(products.id, ids)));
  const refs = await loadProductRefs(db, rows);
  return new Map(rows.map((row) => [row.id, StoreProduct.parse(presentProduct(row, refs.for(row)))]));
}

/** A stored line with its product as the catalogue sells it now, the variant chosen and its stock. */
export interface CurrentCartItem {
  item: StoredCartItem;
  product: StoreProduct;
  variant: StoreProduct['variants'][number] | null;
  stock: number;
}

/**
 * The stored lines that can still be matched to the catalogue: a product no longer on sale, a size
 * or colour withdrawn, or a product with sizes stored without one is left out.
 */
export async function currentCartItems(db: Db, items: readonly StoredCartItem[]): Promise<CurrentCartItem[]> {
  const found = await listedProducts(db, [...new Set(items.map((item) => item.product_id))]);
  return items.flatMap((item) => {
    const product = found.get(item.product_id);
    if (!product) return [];
    const variant = item.variant_id === null ? null : (product.variants.find((v) => v.id === item.variant_id) ?? null);
    if (item.variant_id !== null && !variant) return [];
    if (item.variant_id === null && product.variants.length > 0) return [];
    return [{ item, product, variant, stock: variant ? variant.stock : product.stock_quantity }];
  });
}

/**
 * The stored lines with their products now; a product no longer on sale, a size or colour
 * withdrawn, a product with sizes stored without one, or a line sold out is left out, and the
 * units are capped at the stock.
 */
async function resolveLines(db: Db, items: readonly StoredCartItem[]): Promise<{ lines: ServerCartLine[]; stored: StoredCartItem[] }> {
  const lines: ServerCartLine[] = [];
  const stored: StoredCartItem[] = [];
  for (const { item, product, variant, stock } of await currentCartItems(db, items)) {
    const quantity = Math.min(item.quantity, maxQuantity(stock));
    if (quantity <= 0) continue;
    lines.push({
      product: snapshotOf(product, variant),
      variant: variant ? { id: variant.id, size: variant.size, color_name: variant.color_name, color_hex: variant.color_hex, sku: variant.sku } : null,
      quantity,
      added_at: new Date(item.added_at).toISOString(),
      stock,
    });
    stored.push({ product_id: item.product_id, variant_id: item.variant_id, quantity, added_at: new Date(item.added_at).toISOString() });
  }
  return { lines, stored };
}

/** GET /user/cart */
export async function readServerCart(db: Db, userId: number): Promise<ServerCart> {
  const [row] = await db.select({ items: carts.items, updatedAt: carts.updatedAt }).from(carts).where(eq(carts.userId, userId)).limit(1);
  if (!row) return { items: [], updated_at: null };
  const { lines } = await resolveLines(db, Array.isArray(row.items) ? row.items : []);
  return { items: lines, updated_at: row.updatedAt.toISOString() };
}

/**
 * PUT /user/cart: the cart sent replaces the stored one; only the lines still on sale are kept.
 * `started_at` is when the first garment went into the empty cart and stays while it holds any
 * (a cart reminder's once-per-cart key); emptied, the cart has none.
 */
export async function saveServerCart(db: Db, userId: number, body: ServerCartBody, now: Date): Promise<ServerCart> {
  const { lines, stored } = await resolveLines(db, body.items);
  const startedAt = stored.length > 0 ? now : null;
  await db
    .insert(carts)
    .values({ userId, items: stored, startedAt, updatedAt: now })
    .onConflictDoUpdate({
      target: carts.userId,
      set: {
        items: sql`excluded.items`,
        startedAt: sql`case when jsonb_array_length(excluded.items) = 0 then null
          when jsonb_array_length(${carts.items}) = 0 then excluded.started_at
          else coalesce(${carts.startedAt}, excluded.started_at) end`,
        updatedAt: now,
      },
    });
  return { items: lines, updated_at: now.toISOString() };
}
