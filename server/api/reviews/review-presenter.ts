import { asc, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { AdminReview, MyReview, PublicReview } from '../../../common/reviews/contracts';
import { REVIEW_STATUS_LABELS, type ReviewStatus } from '../../../common/reviews/rules';
import type { ReviewFit } from '../../../common/reviews/fit';
import type { Db } from '../../db/client';
import { productImages, type productReviews } from '../../db/schema';
import { publicFileUrl } from '../../storage/public-url';
import { imageUrl } from '../catalog/product-presenter';

export type ReviewRow = typeof productReviews.$inferSelect;

const iso = (date: Date | null) => (date ? date.toISOString() : null);

function photoOf(row: ReviewRow) {
  return row.photoPath && row.photoWidth && row.photoHeight ? { url: publicFileUrl(row.photoPath), width: row.photoWidth, height: row.photoHeight } : null;
}

function replyOf(row: ReviewRow) {
  return row.reply && row.repliedAt ? { text: row.reply, replied_at: row.repliedAt.toISOString() } : null;
}

export function presentPublicReview(row: ReviewRow): z.input<typeof PublicReview> {
  return {
    id: row.id,
    author_name: row.authorName,
    rating: row.rating,
    fit: row.fit as ReviewFit,
    usual_size: row.usualSize,
    bought_size: row.boughtSize,
    title: row.title,
    body: row.body,
    photo: photoOf(row),
    helpful_count: row.helpfulCount,
    verified_purchase: true,
    created_at: row.createdAt.toISOString(),
    reply: replyOf(row),
  };
}

export interface ProductRef {
  id: number | null;
  name: string;
  slug: string | null;
  image_url: string | null;
}

export function presentMyReview(row: ReviewRow, product: ProductRef): z.input<typeof MyReview> {
  const status = row.status as ReviewStatus;
  return {
    id: row.id,
    product,
    rating: row.rating,
    fit: row.fit as ReviewFit,
    usual_size: row.usualSize,
    bought_size: row.boughtSize,
    title: row.title,
    body: row.body,
    photo: photoOf(row),
    status,
    status_label: REVIEW_STATUS_LABELS[status],
    rejection_reason: status === 'rejected' ? row.rejectionReason : null,
    reply: replyOf(row),
    created_at: row.createdAt.toISOString(),
  };
}

export function presentAdminReview(
  row: ReviewRow,
  product: ProductRef,
  extra: { authorEmail: string | null; orderNumber: string | null; moderatorName: string | null },
): z.input<typeof AdminReview> {
  return {
    ...presentMyReview(row, product),
    rejection_reason: row.rejectionReason,
    author_name: row.authorName,
    author_email: extra.authorEmail,
    order_number: extra.orderNumber,
    moderated_at: iso(row.moderatedAt),
    moderated_by: extra.moderatorName,
    helpful_count: row.helpfulCount,
  };
}

/** Each product's first picture (thumbnail width), for lists of reviews. */
export async function productThumbnails(db: Db, productIds: number[]): Promise<Map<number, string>> {
  const ids = [...new Set(productIds)];
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ productId: productImages.productId, storageKey: productImages.storageKey, widths: productImages.widths })
    .from(productImages)
    .where(inArray(productImages.productId, ids))
    .orderBy(asc(productImages.productId), asc(productImages.sortOrder), asc(productImages.id));
  const thumbnails = new Map<number, string>();
  for (const row of rows) if (!thumbnails.has(row.productId)) thumbnails.set(row.productId, imageUrl(row, 320));
  return thumbnails;
}
