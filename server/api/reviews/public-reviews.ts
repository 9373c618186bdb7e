import { and, desc, eq, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { MAX_DB_INT } from '../../../common/query-params';
import type { HelpfulVote, ProductReviews, ReviewSummary } from '../../../common/reviews/contracts';
import { averageRating, REVIEWS_PER_PAGE, type ReviewSort } from '../../../common/reviews/rules';
import type { Db } from '../../db/client';
import { productReviews, products, reviewVotes } from '../../db/schema';
import { isListed } from '../../db/visibility';
import { ConflictError, NotFoundError } from '../../errors';
import { presentPublicReview } from './review-presenter';
import { transaction } from '../../db/transaction';

// What any shopper reads: the published reviews of a product on sale, and their summary. Nothing
// pending or rejected is ever selected here.

export const REVIEW_NOT_FOUND = 'No encontramos esa opinión.';

const published = eq(productReviews.status, 'published');

/** The product on sale with this id or slug (as the product page finds it), or a 404. */
async function listedProductId(db: Db, idOrSlug: string): Promise<number> {
  const asId = /^\d{1,10}$/.test(idOrSlug) ? Number(idOrSlug) : null;
  const byId = asId !== null && asId <= MAX_DB_INT ? eq(products.id, asId) : eq(products.slug, idOrSlug.toLowerCase());
  const [row] = await db.select({ id: products.id }).from(products).where(and(isListed, byId));
  if (!row) throw new NotFoundError('Producto no encontrado.');
  return row.id;
}

/** Average, count, stars and fit of the product's published reviews, in one query. */
export async function reviewSummary(db: Db, productId: number): Promise<z.input<typeof ReviewSummary>> {
  const rows = await db
    .select({ rating: productReviews.rating, fit: productReviews.fit, photos: sql<number>`count(${productReviews.photoPath})::int`, count: sql<number>`count(*)::int` })
    .from(productReviews)
    .where(and(eq(productReviews.productId, productId), published))
    .groupBy(productReviews.rating, productReviews.fit);
  const stars = { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 } as Record<1 | 2 | 3 | 4 | 5, number>;
  const fit = { small: 0, true: 0, large: 0 };
  let count = 0;
  let withPhotos = 0;
  for (const row of rows) {
    stars[row.rating as 1 | 2 | 3 | 4 | 5] += row.count;
    if (row.fit === 'small' || row.fit === 'true' || row.fit === 'large') fit[row.fit] += row.count;
    count += row.count;
    withPhotos += row.photos;
  }
  const average = averageRating(Object.entries(stars).map(([rating, n]) => ({ rating: Number(rating), count: n })));
  return { average, count, with_photos: withPhotos, stars, fit };
}

export async function productReviewsPage(
  db: Db,
  idOrSlug: string,
  query: { sort?: ReviewSort; with_photos?: boolean; page?: number; per_page?: number },
): Promise<z.input<typeof ProductReviews>> {
  const productId = await listedProductId(db, idOrSlug);
  const perPage = query.per_page ?? REVIEWS_PER_PAGE;
  const page = query.page ?? 1;
  const conditions: SQL[] = [eq(productReviews.productId, productId), published];
  if (query.with_photos) conditions.push(isNotNull(productReviews.photoPath));
  const where = and(...conditions);
  const order =
    query.sort === 'useful'
      ? [desc(productReviews.helpfulCount), desc(productReviews.createdAt), desc(productReviews.id)]
      : [desc(productReviews.createdAt), desc(productReviews.id)];
  const [summary, [{ total } = { total: 0 }], rows] = await Promise.all([
    reviewSummary(db, productId),
    db.select({ total: sql<number>`count(*)::int` }).from(productReviews).where(where),
    db
      .select()
      .from(productReviews)
      .where(where)
      .orderBy(...order)
      .limit(perPage)
      .offset((page - 1) * perPage),
  ]);
  const lastPage = Math.max(1, Math.ceil(total / perPage));
  const from = rows.length > 0 ? (page - 1) * perPage + 1 : null;
  return {
    summary,
    data: rows.map(presentPublicReview),
    current_page: page,
    last_page: lastPage,
    per_page: perPage,
    total,
    from,
    to: from === null ? null : from + rows.length - 1,
  };
}

/** "Útil": one vote per customer and published review; voting again changes nothing. */
export async function markHelpful(db: Db, userId: number, reviewId: number, now: Date): Promise<z.input<typeof HelpfulVote>> {
  return transaction(db, async (tx) => {
    const [review] = await tx
      .select({ id: productReviews.id, userId: productReviews.userId })
      .from(productReviews)
      .where(and(eq(productReviews.id, reviewId), published))
      .for('update');
    if (!review) throw new NotFoundError(REVIEW_NOT_FOUND);
    if (review.userId === userId) throw new ConflictError('No puedes votar tu propia opinión.');
    const inserted = await tx.insert(reviewVotes).values({ reviewId, userId, createdAt: now }).onConflictDoNothing().returning({ reviewId: reviewVotes.reviewId });
    const [updated] = inserted.length
      ? await tx
          .update(productReviews)
          .set({ helpfulCount: sql`${productReviews.helpfulCount} + 1` })
          .where(eq(productReviews.id, reviewId))
          .returning({ helpfulCount: productReviews.helpfulCount })
      : await tx.select({ helpfulCount: productReviews.helpfulCount }).from(productReviews).where(eq(productReviews.id, reviewId));
    return { review_id: reviewId, helpful_count: updated!.helpfulCount, voted: true as const };
  });
}
