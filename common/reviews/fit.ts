/**
 * How a garment fits, as a buyer reports it in a review (issue 25) and as the size advice reads it.
 * Stored in product_reviews.fit.
 */
export const REVIEW_FITS = ['small', 'true', 'large'] as const;
export type ReviewFit = (typeof REVIEW_FITS)[number];

/** The words the shopper picks and reads: "¿Qué tal te queda?" → pequeña / justa / grande. */
export const REVIEW_FIT_LABELS: Record<ReviewFit, string> = {
  small: 'Pequeña',
  true: 'Justa',
  large: 'Grande',
};

export function isReviewFit(value: unknown): value is ReviewFit {
  return typeof value === 'string' && (REVIEW_FITS as readonly string[]).includes(value);
}
