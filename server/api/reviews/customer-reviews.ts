import { randomBytes } from 'node:crypto';
import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { MyReview, MyReviewsOverview, ReviewEligibility, ReviewForm } from '../../../common/reviews/contracts';
import { publicAuthorName, REVIEW_STATUS_LABELS, reviewEligibilityState, type ReviewStatus } from '../../../common/reviews/rules';
import type { Db } from '../../db/client';
import { orderLines, orders, productReviews, products } from '../../db/schema';
import { readFormPhoto } from '../../images/form-photo';
import type { FileStorage } from '../../storage/file-storage';
import { fieldErrorMap, NotFoundError, ValidationError } from '../../errors';
import { presentMyReview, productThumbnails, type ReviewRow } from './review-presenter';

// A customer's side of reviews (issue 25): what they may review (a product of a delivered order of
// theirs, once), writing one (pending until staff moderate it) and following its state.

export const NOT_A_BUYER = 'Solo puedes opinar sobre prendas de pedidos tuyos que ya te hemos entregado.';
export const ALREADY_REVIEWED = 'Ya has opinado sobre esta prenda: gracias. Puedes ver su estado en Mis opiniones.';

/** The delivered line of this customer's that entitles them to review the product, or null. */
async function deliveredLineOf(db: Db, userId: number, productId: number) {
  const [line] = await db
    .select({ id: orderLines.id, size: orderLines.size })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(and(eq(orders.userId, userId), eq(orders.status, 'delivered'), eq(orderLines.productId, productId)))
    .orderBy(desc(orders.deliveredAt), desc(orderLines.id))
    .limit(1);
  return line ?? null;
}

function isUniqueViolation(err: unknown): boolean {
  const code = (err as { code?: string; cause?: { code?: string } }).code ?? (err as { cause?: { code?: string } }).cause?.code;
  return code === '23505';
}

/**
 * Writes the customer's review, pending moderation. Every refusal of the form (not a buyer, already
 * reviewed, the photo) comes in one 422 and nothing is stored.
 */
export async function createReview(
  db: Db,
  storage: FileStorage,
  user: { id: number; name: string },
  form: z.output<typeof ReviewForm>,
  upload: Buffer | undefined,
  now: Date,
): Promise<z.input<typeof MyReview>> {
  const errors = fieldErrorMap();
  const [product] = await db.select({ id: products.id, name: products.name, slug: products.slug }).from(products).where(eq(products.id, form.product_id));
  const line = product ? await deliveredLineOf(db, user.id, product.id) : null;
  if (!product || !line) errors.product_id = [NOT_A_BUYER];
  else {
    const [existing] = await db
      .select({ id: productReviews.id })
      .from(productReviews)
      .where(and(eq(productReviews.productId, product.id), eq(productReviews.userId, user.id)));
    if (existing) errors.product_id = [ALREADY_REVIEWED];
  }
  const photo = await readFormPhoto(upload, errors);
  if (Object.keys(errors).length > 0 || !product || !line) throw new ValidationError(errors);

  const photoPath = photo ? `reviews/${randomBytes(16).toString('hex')}.webp` : null;
  if (photo && photoPath) await storage.put(photoPath, photo.data);
  let row: ReviewRow;
  try {
    [row] = (await db
      .insert(productReviews)
      .values({
        productId: product.id,
        userId: user.id,
        orderLineId: line.id,
        authorName: publicAuthorName(user.name),
        rating: form.rating,
        fit: form.fit,
        usualSize: form.usual_size,
        boughtSize: form.bought_size,
        title: form.title ?? null,
        body: form.body ?? null,
        photoPath,
        photoWidth: photo?.width ?? null,
        photoHeight: photo?.height ?? null,
        createdAt: now,
        updatedAt: now,
      })
      .returning()) as [ReviewRow];
  } catch (err) {
    if (photoPath) await storage.remove(photoPath).catch(() => undefined);
    // Two submissions at once: the second meets the unique index.
    if (isUniqueViolation(err)) throw new ValidationError({ product_id: [ALREADY_REVIEWED] });
    throw err;
  }
  const thumbnails = await productThumbnails(db, [product.id]);
  return presentMyReview(row, { id: product.id, name: product.name, slug: product.slug, image_url: thumbnails.get(product.id) ?? null });
}

/** The customer's reviews (newest first) and the delivered products they have not reviewed yet. */
export async function myReviews(db: Db, userId: number): Promise<z.input<typeof MyReviewsOverview>> {
  const rows = await db
    .select({ review: productReviews, name: products.name, slug: products.slug })
    .from(productReviews)
    .leftJoin(products, eq(products.id, productReviews.productId))
    .where(eq(productReviews.userId, userId))
    .orderBy(desc(productReviews.createdAt), desc(productReviews.id));
  const reviewed = new Set(rows.map((r) => r.review.productId));

  const lines = await db
    .select({
      productId: orderLines.productId,
      productName: products.name,
      slug: products.slug,
      snapshotName: orderLines.productName,
      imageUrl: orderLines.imageUrl,
      size: orderLines.size,
      orderNumber: orders.number,
      deliveredAt: orders.deliveredAt,
    })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .innerJoin(products, eq(products.id, orderLines.productId))
    .where(and(eq(orders.userId, userId), eq(orders.status, 'delivered'), isNotNull(orderLines.productId), sql`${products.deletedAt} is null`))
    .orderBy(desc(orders.deliveredAt), desc(orderLines.id));
  const reviewable: z.input<typeof MyReviewsOverview>['reviewable'] = [];
  const seen = new Set<number>();
  for (const line of lines) {
    const productId = line.productId!;
    if (reviewed.has(productId) || seen.has(productId)) continue;
    seen.add(productId);
    reviewable.push({
      product: { id: productId, name: line.productName ?? line.snapshotName, slug: line.slug, image_url: line.imageUrl },
      bought_size: line.size,
      order_number: line.orderNumber,
      delivered_at: line.deliveredAt ? line.deliveredAt.toISOString() : null,
    });
  }

  const thumbnails = await productThumbnails(db, rows.map((r) => r.review.productId));
  return {
    reviews: rows.map(({ review, name, slug }) =>
      presentMyReview(review, { id: review.productId, name: name ?? 'Producto retirado', slug, image_url: thumbnails.get(review.productId) ?? null }),
    ),
    reviewable,
  };
}

/** Whether the customer may review this product now (the product page's button), with their review if any. */
export async function reviewEligibility(db: Db, userId: number, productId: number): Promise<z.input<typeof ReviewEligibility>> {
  const [[review], ordered, line] = await Promise.all([
    db
      .select({ id: productReviews.id, status: productReviews.status })
      .from(productReviews)
      .where(and(eq(productReviews.productId, productId), eq(productReviews.userId, userId))),
    db
      .selectDistinct({ status: orders.status })
      .from(orderLines)
      .innerJoin(orders, eq(orders.id, orderLines.orderId))
      .where(and(eq(orders.userId, userId), eq(orderLines.productId, productId))),
    deliveredLineOf(db, userId, productId),
  ]);
  const state = reviewEligibilityState(Boolean(review), ordered.map((o) => o.status));
  return {
    product_id: productId,
    state,
    bought_size: state === 'can_review' ? (line?.size ?? null) : null,
    review: review ? { id: review.id, status: review.status as ReviewStatus, status_label: REVIEW_STATUS_LABELS[review.status as ReviewStatus] } : null,
  };
}

/**
 * The author deletes their own review, whatever its state, with its votes (cascade) and its photo.
 * Another customer's review is a 404, as if it did not exist.
 */
export async function deleteMyReview(db: Db, storage: FileStorage, userId: number, reviewId: number): Promise<void> {
  const [deleted] = await db
    .delete(productReviews)
    .where(and(eq(productReviews.id, reviewId), eq(productReviews.userId, userId)))
    .returning({ photoPath: productReviews.photoPath });
  if (!deleted) throw new NotFoundError('No encontramos esa opinión entre las tuyas.');
  // The file goes once the row is gone; a file left behind is only unreachable, never shown.
  if (deleted.photoPath) await storage.remove(deleted.photoPath).catch(() => undefined);
}
