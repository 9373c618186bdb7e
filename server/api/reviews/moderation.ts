import { alias } from 'drizzle-orm/pg-core';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AdminReview, AdminReviewsPage } from '../../../common/reviews/contracts';
import { ADMIN_REVIEWS_PER_PAGE, type ReviewStatus } from '../../../common/reviews/rules';
import type { Db } from '../../db/client';
import { orderLines, orders, productReviews, products, users } from '../../db/schema';
import { sendReviewPublishedMail, sendReviewRejectedMail } from '../../mail/review-mails';
import { recordAudit, type AuditActor } from '../audit/record-audit';
import { ConflictError, NotFoundError } from '../../errors';
import { presentAdminReview, productThumbnails, type ReviewRow } from './review-presenter';
import { REVIEW_NOT_FOUND } from './public-reviews';
import { transaction } from '../../db/transaction';

// Staff moderate reviews (issue 25): nothing is public until published; a rejection says why, and
// the author is told by e-mail either way. Every decision is in the audit log.

const ENTITY = 'review';
const author = alias(users, 'author');
const moderator = alias(users, 'moderator');

function selectReviews(db: Db) {
  return db
    .select({
      review: productReviews,
      productName: products.name,
      productSlug: products.slug,
      authorEmail: author.email,
      authorFullName: author.name,
      orderNumber: orders.number,
      moderatorName: moderator.name,
    })
    .from(productReviews)
    .leftJoin(products, eq(products.id, productReviews.productId))
    .leftJoin(author, eq(author.id, productReviews.userId))
    .leftJoin(orderLines, eq(orderLines.id, productReviews.orderLineId))
    .leftJoin(orders, eq(orders.id, orderLines.orderId))
    .leftJoin(moderator, eq(moderator.id, productReviews.moderatedBy))
    .$dynamic();
}

type Selected = Awaited<ReturnType<ReturnType<typeof selectReviews>['execute']>>[number];

async function present(db: Db, rows: Selected[]): Promise<z.input<typeof AdminReview>[]> {
  const thumbnails = await productThumbnails(db, rows.map((r) => r.review.productId));
  return rows.map((r) =>
    presentAdminReview(
      r.review,
      { id: r.review.productId, name: r.productName ?? 'Producto retirado', slug: r.productSlug, image_url: thumbnails.get(r.review.productId) ?? null },
      { authorEmail: r.authorEmail, orderNumber: r.orderNumber, moderatorName: r.moderatorName },
    ),
  );
}

export async function listReviewsForModeration(
  db: Db,
  query: { status?: ReviewStatus; page?: number; per_page?: number },
): Promise<z.input<typeof AdminReviewsPage>> {
  const perPage = query.per_page ?? ADMIN_REVIEWS_PER_PAGE;
  const page = query.page ?? 1;
  const where = query.status ? eq(productReviews.status, query.status) : undefined;
  // Pending first, the oldest first (the queue); then the rest, the newest first.
  const order =
    query.status === 'pending'
      ? [asc(productReviews.createdAt), asc(productReviews.id)]
      : [sql`${productReviews.status} = 'pending' desc`, sql`case when ${productReviews.status} = 'pending' then ${productReviews.createdAt} end asc`, desc(productReviews.createdAt), desc(productReviews.id)];
  const [countRows, rows] = await Promise.all([
    db.select({ status: productReviews.status, n: sql<number>`count(*)::int` }).from(productReviews).groupBy(productReviews.status),
    selectReviews(db)
      .where(where)
      .orderBy(...order)
      .limit(perPage)
      .offset((page - 1) * perPage),
  ]);
  const counts = { pending: 0, published: 0, rejected: 0 };
  for (const row of countRows) if (row.status in counts) counts[row.status as ReviewStatus] = row.n;
  const total = query.status ? counts[query.status] : counts.pending + counts.published + counts.rejected;
  const from = rows.length > 0 ? (page - 1) * perPage + 1 : null;
  return {
    data: await present(db, rows),
    counts,
    current_page: page,
    last_page: Math.max(1, Math.ceil(total / perPage)),
    per_page: perPage,
    total,
    from,
    to: from === null ? null : from + rows.length - 1,
  };
}

async function oneReview(db: Db, id: number): Promise<Selected> {
  const [row] = await selectReviews(db).where(eq(productReviews.id, id));
  if (!row) throw new NotFoundError(REVIEW_NOT_FOUND);
  return row;
}

async function presentOne(db: Db, id: number) {
  const [review] = await present(db, [await oneReview(db, id)]);
  return review!;
}

function mailInput(row: Selected) {
  if (row.review.userId === null || !row.authorEmail) return null;
  return {
    userId: row.review.userId,
    to: row.authorEmail,
    customerName: (row.authorFullName ?? row.review.authorName).split(/\s+/)[0] ?? row.review.authorName,
    productName: row.productName ?? 'tu prenda',
    productSlug: row.productSlug,
  };
}

/** Publishes a pending (or earlier rejected) review and tells its author. */
export async function publishReview(db: Db, actor: AuditActor, id: number, now: Date): Promise<z.input<typeof AdminReview>> {
  await transaction(db, async (tx) => {
    const row = await oneReview(tx, id);
    if (row.review.status === 'published') throw new ConflictError('Esta opinión ya está publicada.');
    const [updated] = await tx
      .update(productReviews)
      .set({ status: 'published', rejectionReason: null, moderatedAt: now, moderatedBy: actor.id, updatedAt: now })
      .where(and(eq(productReviews.id, id), eq(productReviews.status, row.review.status)))
      .returning({ id: productReviews.id });
    if (!updated) throw new ConflictError('Otra persona acaba de moderar esta opinión: vuelve a cargarla.');
    await recordAudit(tx, actor, {
      action: 'publish',
      entityType: ENTITY,
      entityId: id,
      entityLabel: `${row.review.authorName} · ${row.productName ?? ''}`,
      changes: { status: { before: row.review.status, after: 'published' } },
    });
    const mail = mailInput(row);
    if (mail) await sendReviewPublishedMail(tx, mail);
  });
  return presentOne(db, id);
}

/** Rejects a review with a reason (it stops being public if it was) and tells its author why. */
export async function rejectReview(db: Db, actor: AuditActor, id: number, reason: string, now: Date): Promise<z.input<typeof AdminReview>> {
  await transaction(db, async (tx) => {
    const row = await oneReview(tx, id);
    if (row.review.status === 'rejected') throw new ConflictError('Esta opinión ya está rechazada.');
    const [updated] = await tx
      .update(productReviews)
      .set({ status: 'rejected', rejectionReason: reason, moderatedAt: now, moderatedBy: actor.id, updatedAt: now })
      .where(and(eq(productReviews.id, id), eq(productReviews.status, row.review.status)))
      .returning({ id: productReviews.id });
    if (!updated) throw new ConflictError('Otra persona acaba de moderar esta opinión: vuelve a cargarla.');
    await recordAudit(tx, actor, {
      action: 'reject',
      entityType: ENTITY,
      entityId: id,
      entityLabel: `${row.review.authorName} · ${row.productName ?? ''}`,
      changes: { status: { before: row.review.status, after: 'rejected' }, rejection_reason: { before: row.review.rejectionReason, after: reason } },
    });
    const mail = mailInput(row);
    if (mail) await sendReviewRejectedMail(tx, { ...mail, reason });
  });
  return presentOne(db, id);
}

/** The store's public answer under the review; an empty one removes it. */
export async function replyToReview(db: Db, actor: AuditActor, id: number, reply: string, now: Date): Promise<z.input<typeof AdminReview>> {
  await transaction(db, async (tx) => {
    const row = await oneReview(tx, id);
    const text = reply === '' ? null : reply;
    await tx
      .update(productReviews)
      .set({ reply: text, repliedAt: text ? now : null, updatedAt: now })
      .where(eq(productReviews.id, id));
    await recordAudit(tx, actor, {
      action: text ? 'reply' : 'remove-reply',
      entityType: ENTITY,
      entityId: id,
      entityLabel: `${row.review.authorName} · ${row.productName ?? ''}`,
      changes: { reply: { before: row.review.reply, after: text } },
    });
  });
  return presentOne(db, id);
}

export type { ReviewRow };
