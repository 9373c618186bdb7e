import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { productImages, products, type ProductImageRow } from '../../db/schema';
import type { FileStorage } from '../../storage/file-storage';
import { NotFoundError, ValidationError } from '../errors';
import { findAdminProduct } from './admin-service';
import { removeImageFiles } from './product-images';

/** A product's photos in shop order (the first is the main one). */
export async function listProductImages(db: Db, productId: number): Promise<ProductImageRow[]> {
  return db
    .select()
    .from(productImages)
    .where(eq(productImages.productId, productId))
    .orderBy(asc(productImages.sortOrder), asc(productImages.id));
}

/** The photos of a kept product; an unknown or deleted product is a 404. */
export async function listAdminProductImages(db: Db, productId: number): Promise<ProductImageRow[]> {
  await findAdminProduct(db, productId);
  return listProductImages(db, productId);
}

async function findProductImage(db: Db, productId: number, imageId: number): Promise<ProductImageRow> {
  await findAdminProduct(db, productId);
  const [row] = await db
    .select()
    .from(productImages)
    .where(and(eq(productImages.id, imageId), eq(productImages.productId, productId)));
  if (!row) throw new NotFoundError('Imagen no encontrada.');
  return row;
}

/** The order must name every photo of the product exactly once. */
export function checkImageOrder(currentIds: readonly number[], requested: readonly number[]): string | null {
  if (new Set(requested).size !== requested.length) return 'Cada imagen debe aparecer una sola vez.';
  const current = new Set(currentIds);
  if (requested.length !== current.size || requested.some((id) => !current.has(id))) {
    return 'Indica todas las imágenes del producto, y solo las suyas.';
  }
  return null;
}

export async function reorderProductImages(db: Db, productId: number, imageIds: number[], now: Date): Promise<ProductImageRow[]> {
  await findAdminProduct(db, productId);
  const current = await listProductImages(db, productId);
  const problem = checkImageOrder(current.map((image) => image.id), imageIds);
  if (problem) throw new ValidationError({ image_ids: [problem] });
  await db.transaction(async (tx) => {
    for (const [position, id] of imageIds.entries()) {
      await tx.update(productImages).set({ sortOrder: position }).where(eq(productImages.id, id));
    }
    await tx.update(products).set({ updatedAt: now }).where(eq(products.id, productId));
  });
  return listProductImages(db, productId);
}

export async function updateProductImage(
  db: Db,
  productId: number,
  imageId: number,
  changes: { alt?: string | null; color_name?: string | null },
): Promise<ProductImageRow> {
  await findProductImage(db, productId, imageId);
  const [row] = await db
    .update(productImages)
    .set({
      ...(changes.alt !== undefined ? { alt: changes.alt } : {}),
      ...(changes.color_name !== undefined ? { colorName: changes.color_name } : {}),
    })
    .where(eq(productImages.id, imageId))
    .returning();
  return row!;
}

/** Removes the photo and then its files; a file that cannot be removed only costs disk space. */
export async function removeProductImage(
  db: Db,
  storage: FileStorage,
  productId: number,
  imageId: number,
  onFileError: (key: string, err: unknown) => void,
): Promise<void> {
  const image = await findProductImage(db, productId, imageId);
  await db.delete(productImages).where(eq(productImages.id, imageId));
  await removeImageFiles(storage, image, onFileError);
}
