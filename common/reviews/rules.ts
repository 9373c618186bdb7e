import { ACTIVE_ORDER_STATUSES } from '../orders/rules';
import type { ReviewFit } from './fit';
import { formatDecimal } from '../decimal';

// The rules of a review (issue 25), pure: who may write one, what it holds, what is public.

export const REVIEW_STATUSES = ['pending', 'published', 'rejected'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

export const REVIEW_STATUS_LABELS: Record<ReviewStatus, string> = {
  pending: 'Pendiente de moderación',
  published: 'Publicada',
  rejected: 'Rechazada',
};

/** What the product page may offer a signed-in customer (GET /user/reviews/products/{id}). */
export const REVIEW_ELIGIBILITY_STATES = ['can_review', 'reviewed', 'awaiting_delivery', 'not_bought'] as const;
export type ReviewEligibilityState = (typeof REVIEW_ELIGIBILITY_STATES)[number];

export const REVIEW_SORTS = ['newest', 'useful'] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number];
export const REVIEW_SORT_LABELS: Record<ReviewSort, string> = { newest: 'Más recientes', useful: 'Más útiles' };

export const REVIEW_TITLE_MAX = 120;
export const REVIEW_BODY_MAX = 2000;
export const REVIEW_SIZE_MAX = 20;
export const REVIEW_REJECTION_MIN = 5;
export const REVIEW_REJECTION_MAX = 500;
export const REVIEW_REPLY_MAX = 1000;
export const REVIEWS_PER_PAGE = 6;
export const ADMIN_REVIEWS_PER_PAGE = 20;
/** How many published reviews the product's JSON-LD carries (the newest). */
export const JSON_LD_REVIEWS = 5;

/** Only a line of a delivered order entitles its buyer to review the product. */
export function canReviewLine(order: { status: string }): boolean {
  return order.status === 'delivered';
}

/**
 * What a customer may do about one product: their review if they wrote one, else a delivered line
 * lets them write it, an order still on its way means later, and anything else (never ordered,
 * cancelled, failed) is not a purchase.
 */
export function reviewEligibilityState(hasReview: boolean, orderStatuses: readonly string[]): ReviewEligibilityState {
  if (hasReview) return 'reviewed';
  if (orderStatuses.some((status) => canReviewLine({ status }))) return 'can_review';
  if (orderStatuses.some((status) => (ACTIVE_ORDER_STATUSES as readonly string[]).includes(status))) return 'awaiting_delivery';
  return 'not_bought';
}

/** Rounded to one decimal for the page; null without reviews. */
export function averageRating(ratings: { rating: number; count: number }[]): number | null {
  const count = ratings.reduce((sum, r) => sum + r.count, 0);
  if (count === 0) return null;
  const total = ratings.reduce((sum, r) => sum + r.rating * r.count, 0);
  return Math.round((total / count) * 10) / 10;
}

/** The name shown with a review: the first name and the initial of the next word ("Carmen G."). */
export function publicAuthorName(fullName: string): string {
  const words = fullName.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return 'Cliente';
  const [first, second] = words;
  return second ? `${first} ${second.charAt(0).toUpperCase()}.` : first!;
}

export interface FitCounts {
  small: number;
  true: number;
  large: number;
}

export function emptyFitCounts(): FitCounts {
  return { small: 0, true: 0, large: 0 };
}

export function addFit(counts: FitCounts, fit: ReviewFit, n = 1): FitCounts {
  return { ...counts, [fit]: counts[fit] + n };
}

/** "4,5 de 5" as a screen reader and the page say it. */
export function ratingText(rating: number): string {
  return `${formatDecimal(rating, 0, 1)} de 5`;
}

export function reviewCountText(count: number): string {
  return count === 1 ? '1 opinión' : `${count.toLocaleString('es-ES')} opiniones`;
}
