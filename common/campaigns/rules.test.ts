import { describe, expect, it } from 'vitest';
import { campaignState, everySizeExcluded, fromMadridWallClock, inScope, offerPriceCents, offerText, scopeIsEmpty, toMadridWallClock, winningCampaign, type CampaignScope } from './rules';

const scope = (over: Partial<CampaignScope> = {}): CampaignScope => ({ whole_store: false, category_ids: [], brand_ids: [], product_ids: [], excluded_sizes: [], ...over });

describe('campaign scope', () => {
  it('covers the whole store, a product, a brand, or a category with the ones under it', () => {
    const facts = { productId: 7, categoryIds: [12, 3], brandId: 2 };
    expect(inScope(scope({ whole_store: true }), facts)).toBe(true);
    expect(inScope(scope({ product_ids: [7] }), facts)).toBe(true);
    expect(inScope(scope({ brand_ids: [2] }), facts)).toBe(true);
    expect(inScope(scope({ category_ids: [3] }), facts)).toBe(true);
    expect(inScope(scope({ category_ids: [4], brand_ids: [1], product_ids: [8] }), facts)).toBe(false);
    expect(scopeIsEmpty(scope({ excluded_sizes: ['XL'] }))).toBe(true);
  });

  it('leaves out a product sold only in excluded sizes, compared without case', () => {
    expect(everySizeExcluded(scope({ excluded_sizes: ['xl', 'XXL'] }), ['XL', 'XXL'])).toBe(true);
    expect(everySizeExcluded(scope({ excluded_sizes: ['XL'] }), ['M', 'XL'])).toBe(false);
    expect(everySizeExcluded(scope({ excluded_sizes: ['XL'] }), [])).toBe(false);
  });
});

describe('offer prices', () => {
  it('takes the percentage off the list price, rounded to the cent', () => {
    expect(offerPriceCents({ kind: 'percent', percent: 30 }, 4995)).toBe(3496); // 1498.5 off → 1499
    expect(offerPriceCents({ kind: 'percent', percent: 1 }, 1)).toBeNull(); // nothing off a cent
    expect(offerPriceCents({ kind: 'percent', percent: 90 }, 1999)).toBe(200);
  });

  it('a fixed price is only a reduction below the list price', () => {
    expect(offerPriceCents({ kind: 'fixed_price', fixedPriceCents: 1995 }, 2995)).toBe(1995);
    expect(offerPriceCents({ kind: 'fixed_price', fixedPriceCents: 1995 }, 1995)).toBeNull();
    expect(offerPriceCents({ kind: 'fixed_price', fixedPriceCents: 1995 }, 1500)).toBeNull();
  });

  it('says the offer in Spanish', () => {
    expect(offerText({ kind: 'percent', percent: 30 })).toBe('-30 %');
    expect(offerText({ kind: 'free_shipping', minOrderCents: 5000 })).toMatch(/^Envío gratis desde 50\s€$/);
  });
});

describe('precedence', () => {
  const jan = new Date('2027-01-07T00:00:00+01:00');
  const feb = new Date('2027-02-01T00:00:00+01:00');
  it('the lowest price wins; at the same price, the campaign that started first', () => {
    expect(winningCampaign([{ campaignId: 1, startsAt: jan, priceCents: 3000 }, { campaignId: 2, startsAt: feb, priceCents: 2500 }], null)?.campaignId).toBe(2);
    expect(winningCampaign([{ campaignId: 2, startsAt: feb, priceCents: 2500 }, { campaignId: 1, startsAt: jan, priceCents: 2500 }], null)?.campaignId).toBe(1);
    expect(winningCampaign([{ campaignId: 3, startsAt: jan, priceCents: 2500 }, { campaignId: 1, startsAt: jan, priceCents: 2500 }], null)?.campaignId).toBe(1);
  });

  it("staff's own lower or equal sale price stays", () => {
    expect(winningCampaign([{ campaignId: 1, startsAt: jan, priceCents: 3000 }], 2900)).toBeNull();
    expect(winningCampaign([{ campaignId: 1, startsAt: jan, priceCents: 3000 }], 3000)).toBeNull();
    expect(winningCampaign([{ campaignId: 1, startsAt: jan, priceCents: 3000 }], 3100)?.campaignId).toBe(1);
    expect(winningCampaign([], null)).toBeNull();
  });
});

describe('state and Madrid time', () => {
  const campaign = { startsAt: new Date('2027-01-06T23:00:00Z'), endsAt: new Date('2027-02-28T23:00:00Z'), cancelledAt: null };
  it('runs from its start, included, to its end, excluded', () => {
    expect(campaignState(campaign, new Date('2027-01-06T22:59:59Z'))).toBe('programada');
    expect(campaignState(campaign, new Date('2027-01-06T23:00:00Z'))).toBe('activa');
    expect(campaignState(campaign, new Date('2027-02-28T23:00:00Z'))).toBe('terminada');
    expect(campaignState({ ...campaign, cancelledAt: new Date() }, new Date('2027-01-10T00:00:00Z'))).toBe('cancelada');
  });

  it('reads the wall clock in Madrid, winter and summer, whatever the machine zone', () => {
    expect(fromMadridWallClock('2027-01-07T00:00')?.toISOString()).toBe('2027-01-06T23:00:00.000Z');
    expect(fromMadridWallClock('2027-07-01T00:00')?.toISOString()).toBe('2027-06-30T22:00:00.000Z');
    expect(toMadridWallClock(new Date('2027-06-30T22:00:00Z'))).toBe('2027-07-01T00:00');
    // The hour skipped on 28 March 2027 is read as after the change; the repeated one on 31 October as the first.
    expect(fromMadridWallClock('2027-03-28T02:30')?.toISOString()).toBe('2027-03-28T01:30:00.000Z');
    expect(fromMadridWallClock('2027-10-31T02:30')?.toISOString()).toBe('2027-10-31T00:30:00.000Z');
    expect(fromMadridWallClock('2027-02-30T10:00')).toBeNull();
    expect(fromMadridWallClock('2027-01-07 00:00')).toBeNull();
  });
});
