import { and, desc, eq } from 'drizzle-orm';
import type { WishlistItem } from '../../../common/wishlist/contracts';
import type { z } from '../../../common/zod';
import type { Db } from '../../db/client';
import { products, wishlistItems } from '../../db/schema';
import { isListed } from '../../db/visibility';
import { loadProductRefs } from '../catalog/product-loading';
import { presentProduct } from '../catalog/product-presenter';
import { NotFoundError } from '../../errors';

const MAX_ITEMS = 200;

/** The customer's saved products that are still on sale in the store, newest saved first. */
export async function listWishlist(db: Db, userId: number): Promise<z.input<typeof WishlistItem>[]> {
  const rows = await db
    .select({ product: products, savedAt: wishlistItems.createdAt })
    .from(wishlistItems)
    .innerJoin(products, eq(products.id, wishlistItems.productId))
    .where(and(eq(wishlistItems.userId, userId), isListed))
    .orderBy(desc(wishlistItems.createdAt))
    .limit(MAX_ITEMS);
  const refs = await loadProductRefs(db, rows.map((r) => r.product));
  return rows.map((r) => ({ saved_at: r.savedAt.toISOString(), product: presentProduct(r.product, refs.for(r.product)) }));
}

export async function addToWishlist(db: Db, userId: number, productId: number, now: Date): Promise<void> {
  const [product] = await db.select({ id: products.id }).from(products).where(and(eq(products.id, productId), isListed));
  if (!product) throw new NotFoundError('Producto no encontrado.');
  await db.insert(wishlistItems).values({ userId, productId, createdAt: now }).onConflictDoNothing();
}

/** Takes a product off the customer's list; one that is not on it is not found. */
export async function removeFromWishlist(db: Db, userId: number, productId: number): Promise<void> {
  const rows = await db
    .delete(wishlistItems)
    .where(and(eq(wishlistItems.userId, userId), eq(wishlistItems.productId, productId)))
    .returning({ productId: wishlistItems.productId });
  if (rows.length === 0) throw new NotFoundError('Ese producto no está en tu lista.');
}
