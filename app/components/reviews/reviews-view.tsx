import type { ProductReviews as Reviews } from '@common/reviews/contracts';
import { reviewCountText, type ReviewSort } from '@common/reviews/rules';
import { StarRating } from './star-rating';
import { formatDecimal } from '@common/decimal';

/** The product page's reviews: their anchor, their view of the address and the badge under the title (issue 25). */
export const REVIEWS_ANCHOR = 'opiniones';

/** The reviews' view of the address: ?opiniones_orden=utiles&opiniones_fotos=1&opiniones_pagina=2. */
export interface ReviewsView {
  sort: ReviewSort;
  withPhotos: boolean;
  page: number;
}

export function reviewsViewFrom(params: URLSearchParams): ReviewsView {
  const page = Number(params.get('opiniones_pagina'));
  return {
    sort: params.get('opiniones_orden') === 'utiles' ? 'useful' : 'newest',
    withPhotos: params.get('opiniones_fotos') === '1',
    page: Number.isInteger(page) && page >= 1 && page <= 1000 ? page : 1,
  };
}

/** Beside the title: the stars and the count, a link down to the reviews. Nothing before the first review. */
export function ReviewsBadge({ reviews }: { reviews: Reviews | null }) {
  if (!reviews || reviews.summary.count === 0 || reviews.summary.average === null) return null;
  const { average, count } = reviews.summary;
  return (
    <a href={`#${REVIEWS_ANCHOR}`} className="mt-3 inline-flex w-fit items-center gap-2 rounded text-sm underline-offset-4 hover:underline">
      <StarRating rating={average} size="sm" />
      <span className="font-semibold tabular-nums" aria-hidden="true">
        {formatDecimal(average, 1, 1)}
      </span>
      <span className="text-muted">({reviewCountText(count)})</span>
    </a>
  );
}
