/**
 * The price an announced reduction must be measured against (issue 34): Ley 7/1996 de Ordenación
 * del Comercio Minorista, art. 20 (after Directive 98/6/EC art. 6a, the Omnibus directive), and the
 * EU Court's C-330/23 (2024): the "previous price" shown is the LOWEST price applied in the 30 days
 * before the reduction began, and the percentage is computed from it. During progressive reductions
 * (art. 20.2) the reference stays the one before the first of them.
 */

export const REFERENCE_WINDOW_DAYS = 30;
const DAY_MS = 86_400_000;

/** One price that applied from `at` on (the history is oldest first, as the database wrote it). */
export interface PricePoint {
  /** What the shopper paid, in cents, VAT included. */
  priceCents: number;
  /** The list price at the time; a price below it is a reduction. */
  listPriceCents: number;
  at: Date;
}

export interface AnnouncedReduction {
  /** The lowest price of the 30 days before the reduction began: the one to strike through. */
  previousPriceCents: number;
  /** From that price, rounded. */
  discountPercent: number;
  /** When the current run of reductions began. */
  since: Date;
}

/**
 * What may be announced about the current price: null when it is not a reduction (not below the
 * list price), when nothing is known of the prices before it began, or when it is not below the
 * lowest of the 30 days before (then it is shown as a plain price, without a badge).
 */
export function announcedReduction(history: readonly PricePoint[]): AnnouncedReduction | null {
  const current = history.at(-1);
  if (!current || current.priceCents >= current.listPriceCents) return null;
  // The run of reductions the current price belongs to: the prices before it that were reductions too.
  let first = history.length - 1;
  while (first > 0 && history[first - 1]!.priceCents < history[first - 1]!.listPriceCents) first--;
  if (first === 0) return null;
  const since = history[first]!.at;
  const windowStart = since.getTime() - REFERENCE_WINDOW_DAYS * DAY_MS;
  // The prices that applied at some moment of the window: the one in force when it opened, and any set during it.
  let lowest = Number.POSITIVE_INFINITY;
  for (let i = first - 1; i >= 0; i--) {
    const point = history[i]!;
    lowest = Math.min(lowest, point.priceCents);
    if (point.at.getTime() <= windowStart) break;
  }
  if (current.priceCents >= lowest) return null;
  return { previousPriceCents: lowest, discountPercent: Math.round(((lowest - current.priceCents) / lowest) * 100), since };
}
