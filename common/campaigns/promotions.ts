import { inScope, sizeExcluded, type CampaignScope, type PromotionKind, type ScopeFacts } from './rules';

// Automatic promotions (issue 34), pure: the checkout's quote, the place-order transaction and the
// cart all call applyPromotions with the same facts, so the discount a shopper sees per line is the
// one charged and invoiced.
//
// The rule (decision record 21):
// - "2ª unidad al 50 %": the units a promotion covers are ranked from the dearest to the cheapest;
//   every second one (2nd, 4th…) costs half (half a cent goes to the shopper).
// - "3x2": ranked the same way, every third unit (3rd, 6th…) is free: the cheapest of each three.
// - A unit takes part in one unit promotion at most: the promotions are applied in the order they
//   started (then the older first), each counting only the units the ones before left.
// - "Envío gratis desde X €": standard shipping is free when the covered goods, after the unit
//   promotions, reach X (the lowest threshold reached wins).
// - A coupon applies after them, to the goods left (its minimum counts the goods after promotions).
// - Units of a size the campaign excludes are not counted.

export interface PromotionLine {
  /** Identifies the line in the answer ('productId:variantId'). */
  key: string;
  facts: ScopeFacts;
  size: string | null;
  /** What one unit costs after any price reduction, VAT included. */
  unitPriceCents: number;
  quantity: number;
}

export interface RunningPromotion {
  campaignId: number;
  name: string;
  kind: PromotionKind;
  scope: CampaignScope;
  startsAt: Date;
  /** For 'free_shipping'. */
  minOrderCents?: number | null;
}

export interface LinePromotion {
  discountCents: number;
  /** 'Promoción 3x2', '2ª unidad al 50 %'. */
  label: string;
  campaignId: number;
}

export interface AppliedPromotions {
  lines: Map<string, LinePromotion>;
  totalCents: number;
  /** The free-shipping promotion reached, if any. */
  freeShipping: { campaignId: number; name: string; minOrderCents: number } | null;
}

export const PROMOTION_LABELS: Record<Exclude<PromotionKind, 'free_shipping'>, string> = {
  second_unit_half: '2ª unidad al 50 %',
  three_for_two: '3x2',
};

const covers = (promotion: RunningPromotion, line: PromotionLine) =>
  line.quantity > 0 && inScope(promotion.scope, line.facts) && !sizeExcluded(promotion.scope, line.size);

const byStart = (a: RunningPromotion, b: RunningPromotion) => a.startsAt.getTime() - b.startsAt.getTime() || a.campaignId - b.campaignId;

/** The discount on one unit at the n-th place (1-based) of the ranking, for the promotion. */
function unitDiscount(kind: Exclude<PromotionKind, 'free_shipping'>, place: number, unitPriceCents: number): number {
  if (kind === 'second_unit_half') return place % 2 === 0 ? Math.round(unitPriceCents / 2) : 0;
  return place % 3 === 0 ? unitPriceCents : 0;
}

export function applyPromotions(lines: readonly PromotionLine[], promotions: readonly RunningPromotion[]): AppliedPromotions {
  const result = new Map<string, LinePromotion>();
  const used = new Set<string>();
  for (const promotion of [...promotions].sort(byStart)) {
    if (promotion.kind === 'free_shipping') continue;
    const kind = promotion.kind;
    const covered = lines.filter((line) => !used.has(line.key) && covers(promotion, line));
    // Every unit once, dearest first; equal prices keep the cart's order, so the answer is stable.
    const units = covered
      .flatMap((line, index) => Array.from({ length: line.quantity }, () => ({ line, index })))
      .sort((a, b) => b.line.unitPriceCents - a.line.unitPriceCents || a.index - b.index);
    const perLine = new Map<string, number>();
    units.forEach((unit, i) => {
      const off = unitDiscount(kind, i + 1, unit.line.unitPriceCents);
      if (off > 0) perLine.set(unit.line.key, (perLine.get(unit.line.key) ?? 0) + off);
    });
    // A promotion that gave nothing (one unit of a 2nd-unit offer) leaves its units to the next one.
    if (perLine.size === 0) continue;
    for (const line of covered) {
      used.add(line.key);
      const off = perLine.get(line.key);
      if (off) result.set(line.key, { discountCents: off, label: PROMOTION_LABELS[kind], campaignId: promotion.campaignId });
    }
  }
  const totalCents = [...result.values()].reduce((sum, line) => sum + line.discountCents, 0);

  let freeShipping: AppliedPromotions['freeShipping'] = null;
  for (const promotion of [...promotions].sort(byStart)) {
    if (promotion.kind !== 'free_shipping' || promotion.minOrderCents == null) continue;
    const goods = lines
      .filter((line) => covers(promotion, line))
      .reduce((sum, line) => sum + line.unitPriceCents * line.quantity - (result.get(line.key)?.discountCents ?? 0), 0);
    if (goods >= promotion.minOrderCents && (!freeShipping || promotion.minOrderCents < freeShipping.minOrderCents)) {
      freeShipping = { campaignId: promotion.campaignId, name: promotion.name, minOrderCents: promotion.minOrderCents };
    }
  }
  return { lines: result, totalCents, freeShipping };
}
