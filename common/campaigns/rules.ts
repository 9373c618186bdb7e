import { centsToEuros, formatEuros } from '../money';

// Campaigns (issue 34), pure: what a campaign covers, what it does to a price, which campaign wins
// a product when several touch it, and the Madrid wall clock staff plan them in. The switch job,
// the preview, the admin screens and the checkout's promotions all read these.

export const PRICE_OFFERS = ['percent', 'fixed_price'] as const;
export const PROMOTION_OFFERS = ['second_unit_half', 'three_for_two', 'free_shipping'] as const;
export const OFFER_KINDS = [...PRICE_OFFERS, ...PROMOTION_OFFERS] as const;
export type OfferKind = (typeof OFFER_KINDS)[number];
export type PriceOfferKind = (typeof PRICE_OFFERS)[number];
export type PromotionKind = (typeof PROMOTION_OFFERS)[number];

export const OFFER_KIND_LABELS: Record<OfferKind, string> = {
  percent: 'Porcentaje de descuento',
  fixed_price: 'Precio fijo',
  second_unit_half: '2ª unidad al 50 %',
  three_for_two: '3x2',
  free_shipping: 'Envío gratis desde un importe',
};

export const CAMPAIGN_PERCENT_MIN = 1;
export const CAMPAIGN_PERCENT_MAX = 90;

export const isPriceOffer = (kind: OfferKind): kind is PriceOfferKind => (PRICE_OFFERS as readonly string[]).includes(kind);

/** What a campaign covers. Empty lists with `whole_store` false cover nothing (refused on save). */
export interface CampaignScope {
  whole_store: boolean;
  /** A category covers its subcategories too. */
  category_ids: number[];
  brand_ids: number[];
  product_ids: number[];
  /** Sizes left out: their units take no promotion; a product sold only in them takes no price offer. */
  excluded_sizes: string[];
}

export const scopeIsEmpty = (scope: CampaignScope) =>
  !scope.whole_store && scope.category_ids.length === 0 && scope.brand_ids.length === 0 && scope.product_ids.length === 0;

/** What the scope reads of a product: its category with the categories above it, and its brand. */
export interface ScopeFacts {
  productId: number;
  /** The product's category and every ancestor (a campaign on "Vestidos" reaches "Vestidos largos"). */
  categoryIds: readonly number[];
  brandId: number | null;
}

export function inScope(scope: CampaignScope, facts: ScopeFacts): boolean {
  if (scope.whole_store) return true;
  if (scope.product_ids.includes(facts.productId)) return true;
  if (facts.brandId != null && scope.brand_ids.includes(facts.brandId)) return true;
  return facts.categoryIds.some((id) => scope.category_ids.includes(id));
}

/** Sizes compare without case or spaces: 'xl' excludes 'XL'. */
export const sizeKey = (size: string) => size.trim().toUpperCase();

export function sizeExcluded(scope: CampaignScope, size: string | null | undefined): boolean {
  if (size == null) return false;
  const key = sizeKey(size);
  return scope.excluded_sizes.some((excluded) => sizeKey(excluded) === key);
}

/** A product whose every size is excluded takes no price offer (one without sizes is never excluded). */
export function everySizeExcluded(scope: CampaignScope, sizes: readonly string[]): boolean {
  return sizes.length > 0 && sizes.every((size) => sizeExcluded(scope, size));
}

export const CAMPAIGN_STATES = ['programada', 'activa', 'terminada', 'cancelada'] as const;
export type CampaignState = (typeof CAMPAIGN_STATES)[number];

export const CAMPAIGN_STATE_LABELS: Record<CampaignState, string> = {
  programada: 'Programada',
  activa: 'Activa',
  terminada: 'Terminada',
  cancelada: 'Cancelada',
};

/** Running from its start (included) to its end (excluded), unless cancelled. */
export function campaignState(campaign: { startsAt: Date; endsAt: Date; cancelledAt: Date | null }, now: Date): CampaignState {
  if (campaign.cancelledAt) return 'cancelada';
  if (now.getTime() < campaign.startsAt.getTime()) return 'programada';
  if (now.getTime() < campaign.endsAt.getTime()) return 'activa';
  return 'terminada';
}

export interface PriceOffer {
  kind: PriceOfferKind;
  /** 1–90 for 'percent'. */
  percent?: number | null;
  /** Cents for 'fixed_price'. */
  fixedPriceCents?: number | null;
}

/**
 * What a product listed at `listCents` sells for under the offer: the percentage off its list price
 * (rounded to the cent), or the fixed price; null when that is no reduction (a fixed price at or above
 * the list price).
 */
export function offerPriceCents(offer: PriceOffer, listCents: number): number | null {
  const price = offer.kind === 'percent' ? listCents - Math.round((listCents * (offer.percent ?? 0)) / 100) : (offer.fixedPriceCents ?? listCents);
  return price >= 0 && price < listCents ? price : null;
}

/** A running price campaign as the precedence rule weighs it. */
export interface PriceContender {
  campaignId: number;
  startsAt: Date;
  priceCents: number;
}

/**
 * The precedence rule (decision record 21): when several running campaigns cover a product, the
 * lowest price for the shopper wins; at the same price, the campaign that started first (then the
 * older one). A campaign only takes a product whose own sale price is higher than the campaign's:
 * staff's own lower sale price stays. Null: no campaign holds the product.
 */
export function winningCampaign(contenders: readonly PriceContender[], ownSalePriceCents: number | null): PriceContender | null {
  let best: PriceContender | null = null;
  for (const contender of contenders) {
    if (
      !best ||
      contender.priceCents < best.priceCents ||
      (contender.priceCents === best.priceCents &&
        (contender.startsAt.getTime() < best.startsAt.getTime() || (contender.startsAt.getTime() === best.startsAt.getTime() && contender.campaignId < best.campaignId)))
    ) {
      best = contender;
    }
  }
  if (!best) return null;
  return ownSalePriceCents != null && ownSalePriceCents <= best.priceCents ? null : best;
}

/** The offer in a few Spanish words: '-30 %', 'a 19,95 €', '3x2', 'Envío gratis desde 50 €'. */
export function offerText(offer: { kind: OfferKind; percent?: number | null; fixedPriceCents?: number | null; minOrderCents?: number | null }): string {
  switch (offer.kind) {
    case 'percent':
      return `-${offer.percent ?? 0} %`;
    case 'fixed_price':
      return `A ${formatEuros(centsToEuros(offer.fixedPriceCents ?? 0))}`;
    case 'second_unit_half':
      return '2ª unidad al 50 %';
    case 'three_for_two':
      return '3x2';
    case 'free_shipping':
      return `Envío gratis desde ${formatEuros(centsToEuros(offer.minOrderCents ?? 0))}`;
  }
}

// Madrid wall clock. Staff plan "7 de enero a las 00:00" in Madrid, whatever the browser's zone.

export const STORE_TIME_ZONE = 'Europe/Madrid';

const madridParts = (instant: Date) => {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: STORE_TIME_ZONE,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).formatToParts(instant);
  const get = (type: string) => parts.find((part) => part.type === type)?.value ?? '00';
  return `${get('year')}-${get('month')}-${get('day')}T${get('hour')}:${get('minute')}`;
};

/** An instant as Madrid's wall clock, 'YYYY-MM-DDTHH:mm' (the value of a datetime-local input). */
export function toMadridWallClock(instant: Date): string {
  return madridParts(instant);
}

const WALL_CLOCK = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/**
 * Madrid's wall clock 'YYYY-MM-DDTHH:mm' as an instant. In the hour skipped when clocks go forward
 * the time is read as after the change; in the hour repeated when they go back, the first one.
 * Null for a malformed or impossible date.
 */
export function fromMadridWallClock(wallClock: string): Date | null {
  const match = WALL_CLOCK.exec(wallClock);
  if (!match) return null;
  const [y, mo, d, h, mi] = match.slice(1).map(Number) as [number, number, number, number, number];
  const asUtc = Date.UTC(y, mo - 1, d, h, mi);
  const check = new Date(asUtc);
  if (check.getUTCFullYear() !== y || check.getUTCMonth() !== mo - 1 || check.getUTCDate() !== d || h > 23 || mi > 59) return null;
  // Madrid is UTC+1 or UTC+2: try both offsets, keep the one that reads back the same wall clock.
  for (const offsetHours of [2, 1]) {
    const instant = new Date(asUtc - offsetHours * 3_600_000);
    if (madridParts(instant) === wallClock) return instant;
  }
  return new Date(asUtc - 3_600_000);
}

/** '7 ene 2027, 00:00' in Madrid. */
export function madridDateTimeText(instant: Date): string {
  return new Intl.DateTimeFormat('es-ES', { timeZone: STORE_TIME_ZONE, dateStyle: 'medium', timeStyle: 'short' }).format(instant);
}
