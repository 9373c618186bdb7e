import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { productImages, products, type ProductImageRow } from '../../db/schema';
import type { FileStorage } from '../../storage/file-storage';
import { recordAudit, type AuditActor, type AuditEntry } from '../audit/record-audit';
import { NotFoundError, ValidationError } from '../../errors';
import { changedFields } from '../audit/changes';
import { findAdminProduct } from './admin-service';
import { removeImageFiles } from './product-images';
import { transaction } from '../../db/transaction';

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

async function findProductImage(db: Db, productId: number, imageId: number) {
  const product = await findAdminProduct(db, productId);
  const [row] = await db
    .select()
    .from(productImages)
    .where(and(eq(productImages.id, imageId), eq(productImages.productId, productId)));
  if (!row) throw new NotFoundError('Imagen no encontrada.');
  return { product, image: row };
}

/** Logs a change to a product's photos, as a change of the product (so the product's history has it). */
async function recordImageAudit(db: Db, actor: AuditActor | undefined, product: { id: number; name: string }, entry: Pick<AuditEntry, 'action' | 'changes'>) {
  if (!actor) return;
  await recordAudit(db, actor, { ...entry, entityType: 'product', entityId: product.id, entityLabel: product.name });
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

export async function reorderProductImages(db: Db, productId: number, imageIds: number[], now: Date, actor?: AuditActor): Promise<ProductImageRow[]> {
  const product = await findAdminProduct(db, productId);
  const current = await listProductImages(db, productId);
  const currentIds = current.map((image) => image.id);
  const problem = checkImageOrder(currentIds, imageIds);
  if (problem) throw new ValidationError({ image_ids: [problem] });
  await transaction(db, async (tx) => {
    for (const [position, id] of imageIds.entries()) {
      await tx.update(productImages).set({ sortOrder: position }).where(eq(productImages.id, id));
    }
    await tx.update(products).set({ updatedAt: now }).where(eq(products.id, productId));
    if (currentIds.some((id, i) => id !== imageIds[i])) {
      await recordImageAudit(tx, actor, product, { action: 'image_reorder', changes: { image_order: { before: currentIds, after: imageIds } } });
    }
  });
  return listProductImages(db, productId);
}

export async function updateProductImage(
  db: Db,
  productId: number,
  imageId: number,
  changes: { alt?: string | null; color_name?: string | null },
  actor?: AuditActor,
): Promise<ProductImageRow> {
  const { product, image } = await findProductImage(db, productId, imageId);
  return transaction(db, async (tx) => {
    const [row] = await tx
      .update(productImages)
      .set({
        ...(changes.alt !== undefined ? { alt: changes.alt } : {}),
        ...(changes.color_name !== undefined ? { colorName: changes.color_name } : {}),
      })
      .where(eq(productImages.id, imageId))
      .returning();
    const changed = changedFields({ alt: image.alt, color_name: image.colorName }, { alt: row!.alt, color_name: row!.colorName });
    if (Object.keys(changed).length) {
      await recordImageAudit(tx, actor, product, { action: 'image_update', changes: changed });
    }
    return row!;
  });
}

/** Removes the photo and then its files; a file that cannot be removed only costs disk space. */
export async function removeProductImage(
  db: Db,
  storage: FileStorage,
  productId: number,
  imageId: number,
  onFileError: (key: string, err: unknown) => void,
  actor?: AuditActor,
): Promise<void> {
  const { product, image } = await findProductImage(db, productId, imageId);
  await transaction(db, async (tx) => {
    const [{ n } = { n: 0 }] = await tx.select({ n: sql<number>`count(*)::int` }).from(productImages).where(eq(productImages.productId, productId));
    await tx.delete(productImages).where(eq(productImages.id, imageId));
    await recordImageAudit(tx, actor, product, {
      action: 'image_delete',
      changes: { images: { before: n, after: n - 1 }, alt: { before: image.alt, after: null } },
    });
  });
  await removeImageFiles(storage, image, onFileError);
}
