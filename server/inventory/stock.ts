import { and, eq, gte, sql } from 'drizzle-orm';
import type { StockMovementReason } from '../../common/inventory/contracts';
import type { Db } from '../db/client';
import { productVariants, products, stockMovements } from '../db/schema';

// The one stock mover (decision record 13). Every unit that leaves or enters a variant's stock
// goes through `moveStock`: the variant's `stock` changes with a conditional update (never below
// zero) and the journal gets a row with the reason, the order or return and who moved it; the
// product's `stock_quantity` stays the sum of its variants. Nothing else writes either column.
// Each function takes the caller's transaction: the movement happens with the change it belongs to.

export interface StockActor {
  kind: 'customer' | 'staff' | 'system';
  id?: number | null;
  name?: string | null;
}

export interface StockChange {
  /** The variant; null for a product without variants (the product row holds its stock). */
  variantId: number | null;
  productId: number | null;
  /** Units in (+) or out (−); 0 does nothing. */
  delta: number;
  reason: StockMovementReason;
  actor: StockActor;
  orderId?: number | null;
  returnId?: number | null;
  note?: string | null;
  now?: Date;
}

export const SYSTEM_STOCK_ACTOR: StockActor = { kind: 'system' };

const cut = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/**
 * Moves `delta` units and journals it. Answers the stock after the movement, or null when taking
 * units would leave fewer than zero (nothing written): concurrent takers queue on the row and the
 * loser finds the units gone.
 */
export async function moveStock(tx: Db, change: StockChange): Promise<number | null> {
  if (change.delta === 0) return null;
  let stockAfter: number;
  let sku: string;
  let productId = change.productId;
  if (change.variantId != null) {
    const [row] = await tx
      .update(productVariants)
      .set({ stock: sql`${productVariants.stock} + ${change.delta}` })
      .where(and(eq(productVariants.id, change.variantId), gte(productVariants.stock, Math.max(0, -change.delta))))
      .returning({ stock: productVariants.stock, sku: productVariants.sku, productId: productVariants.productId });
    if (!row) return null;
    stockAfter = row.stock;
    sku = row.sku;
    productId = row.productId;
    await tx
      .update(products)
      .set({ stockQuantity: sql`greatest(${products.stockQuantity} + ${change.delta}, 0)` })
      .where(eq(products.id, row.productId));
  } else {
    if (productId == null) return null;
    const [row] = await tx
      .update(products)
      .set({ stockQuantity: sql`${products.stockQuantity} + ${change.delta}` })
      .where(and(eq(products.id, productId), gte(products.stockQuantity, Math.max(0, -change.delta))))
      .returning({ stock: products.stockQuantity, sku: products.sku });
    if (!row) return null;
    stockAfter = row.stock;
    sku = row.sku;
  }
  await tx.insert(stockMovements).values({
    variantId: change.variantId,
    productId,
    sku,
    delta: change.delta,
    stockAfter,
    reason: change.reason,
    orderId: change.orderId ?? null,
    returnId: change.returnId ?? null,
    note: change.note ? cut(change.note, 300) : null,
    actorKind: change.actor.kind,
    actorId: change.actor.id ?? null,
    actorName: change.actor.name ? cut(change.actor.name, 120) : null,
    ...(change.now ? { createdAt: change.now } : {}),
  });
  return stockAfter;
}

/**
 * Sets a variant's stock to a counted figure (the product form, the CSV import): the difference
 * is journaled as a staff adjustment. Locks the row so two saves do not journal the same difference.
 */
export async function setVariantStock(tx: Db, variantId: number, stock: number, actor: StockActor, note: string, reason: StockMovementReason = 'adjusted'): Promise<void> {
  const [row] = await tx.select({ stock: productVariants.stock, productId: productVariants.productId }).from(productVariants).where(eq(productVariants.id, variantId)).for('update');
  if (!row || row.stock === stock) return;
  await moveStock(tx, { variantId, productId: row.productId, delta: stock - row.stock, reason, actor, note });
}

/**
 * Journals the stock of every variant that has none in the journal yet (the demo catalogue's seed,
 * a database restored from before the journal): its units become an opening balance.
 */
export async function recordOpeningBalances(tx: Db): Promise<void> {
  await tx.execute(sql`
    insert into stock_movements (variant_id, product_id, sku, delta, stock_after, reason, note, actor_kind)
    select v.id, v.product_id, v.sku, v.stock, v.stock, 'opening', 'Existencias al abrir el diario de stock', 'system'
    from product_variants v
    where v.stock > 0 and not exists (select 1 from stock_movements m where m.variant_id = v.id)`);
}
