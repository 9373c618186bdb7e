import type { ReviewFit } from './fit';

// The size advice beside a product's sizes (issue 25), pure: what the published fit reviews and the
// size returns say about a garment, and nothing when they say too little.
//
// Each signal is one voice: a published review counts once for its fit (pequeña, justa, grande), a
// unit returned as «Talla pequeña» counts for small and one returned as «Talla grande» for large.
// Returns only speak when they are a notable share of what was delivered: a garment sold a thousand
// times with a handful of size returns fits as expected for nearly everybody, and those few returns
// must not call it small.

/** Fewer signals than this and the page says nothing about the fit. */
export const SIZE_ADVICE_MIN_SIGNALS = 5;
/** The share of the signals one fit needs to be the advice (3 of 5, 6 of 10): a clear majority, never a tie. */
export const SIZE_ADVICE_MAJORITY = 0.6;
/** Size returns count only when they are at least this share of the units delivered. */
export const SIZE_RETURNS_MIN_SHARE = 0.1;

/** The return reasons that speak about the fit (common/returns/rules.ts). */
export const SIZE_RETURN_REASONS = ['talla_pequena', 'talla_grande'] as const;

export function isSizeReturnReason(reason: string): boolean {
  return (SIZE_RETURN_REASONS as readonly string[]).includes(reason);
}

export const SIZE_ADVICE_TEXTS: Record<ReviewFit, string> = {
  small: 'Suele quedar pequeña: te recomendamos una talla más',
  true: 'Talla fiel',
  large: 'Suele quedar grande: te recomendamos una talla menos',
};

export interface FitCounts {
  small: number;
  true: number;
  large: number;
}

/** What one product's buyers have told the store about its fit. */
export interface SizeEvidence {
  /** Published reviews by the fit they report. */
  reviews: FitCounts;
  /** Units in returns not refused, by the size reason given. */
  sizeReturns: { small: number; large: number };
  /** Units sold and delivered, in any size. */
  deliveredUnits: number;
}

export interface SizeAdvice {
  verdict: ReviewFit;
  text: string;
  /** The signals the advice rests on: `reviews` + `returns`. */
  based_on: number;
  reviews: number;
  returns: number;
}

export const NO_SIZE_EVIDENCE: SizeEvidence = { reviews: { small: 0, true: 0, large: 0 }, sizeReturns: { small: 0, large: 0 }, deliveredUnits: 0 };

/** Whether the size returns are frequent enough, against the units delivered, to count as signals. */
export function sizeReturnsCount(evidence: SizeEvidence): boolean {
  const returned = evidence.sizeReturns.small + evidence.sizeReturns.large;
  return returned > 0 && evidence.deliveredUnits > 0 && returned / evidence.deliveredUnits >= SIZE_RETURNS_MIN_SHARE;
}

/** The advice shown beside the sizes, or null when the evidence is too thin or split. */
export function sizeAdvice(evidence: SizeEvidence): SizeAdvice | null {
  const withReturns = sizeReturnsCount(evidence);
  const votes: FitCounts = {
    small: evidence.reviews.small + (withReturns ? evidence.sizeReturns.small : 0),
    true: evidence.reviews.true,
    large: evidence.reviews.large + (withReturns ? evidence.sizeReturns.large : 0),
  };
  const reviews = evidence.reviews.small + evidence.reviews.true + evidence.reviews.large;
  const returns = withReturns ? evidence.sizeReturns.small + evidence.sizeReturns.large : 0;
  const total = reviews + returns;
  if (total < SIZE_ADVICE_MIN_SIGNALS) return null;
  const fits = Object.keys(votes) as ReviewFit[];
  const verdict = fits.find((fit) => votes[fit] / total >= SIZE_ADVICE_MAJORITY);
  if (!verdict) return null;
  return { verdict, text: SIZE_ADVICE_TEXTS[verdict], based_on: total, reviews, returns };
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** "Según 7 opiniones y 5 devoluciones": what the advice rests on, in the shopper's words. */
export function sizeAdviceSource(advice: Pick<SizeAdvice, 'reviews' | 'returns'>): string {
  const parts = [
    advice.reviews > 0 ? plural(advice.reviews, 'opinión', 'opiniones') : null,
    advice.returns > 0 ? plural(advice.returns, 'devolución por talla', 'devoluciones por talla') : null,
  ].filter((part): part is string => part !== null);
  return `Según ${parts.join(' y ')}`;
}

/** Units returned per 100 delivered, one decimal; null when nothing was delivered. */
export function returnRatePercent(returned: number, delivered: number): number | null {
  if (delivered <= 0) return null;
  return Math.round((returned / delivered) * 1000) / 10;
}
