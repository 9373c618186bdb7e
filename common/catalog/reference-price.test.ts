import { describe, expect, it } from 'vitest';
import { announcedReduction, type PricePoint } from './reference-price';

// The 30-day rule (Ley 7/1996 art. 20; C-330/23): which price may be struck through, and the percentage.

const day = (n: number) => new Date(Date.UTC(2026, 0, 1) + n * 86_400_000);
const at = (n: number, priceCents: number, listPriceCents = 10_000): PricePoint => ({ priceCents, listPriceCents, at: day(n) });

describe('the reduction a product may announce', () => {
  it('is none for a price that is not below the list price', () => {
    expect(announcedReduction([at(0, 10_000)])).toBeNull();
    expect(announcedReduction([])).toBeNull();
  });

  it('is none when the product went on sale on day 0, the day it was first priced: no earlier price is known', () => {
    expect(announcedReduction([at(0, 7_000)])).toBeNull();
  });

  it('measures a reduction on day 29 and on day 31 against the list price applied before it', () => {
    expect(announcedReduction([at(0, 10_000), at(29, 7_000)])).toEqual({ previousPriceCents: 10_000, discountPercent: 30, since: day(29) });
    expect(announcedReduction([at(0, 10_000), at(31, 7_000)])).toEqual({ previousPriceCents: 10_000, discountPercent: 30, since: day(31) });
  });

  it('takes the lowest price of the 30 days before, not the list price', () => {
    // 90 until day 10, 100 from then: a reduction on day 31 still saw 90 on day 1.
    expect(announcedReduction([at(0, 9_000), at(10, 10_000), at(31, 7_200)])).toMatchObject({ previousPriceCents: 9_000, discountPercent: 20 });
    // On day 41 the 90 is older than 30 days: the reference is 100.
    expect(announcedReduction([at(0, 9_000), at(10, 10_000), at(41, 7_200)])).toMatchObject({ previousPriceCents: 10_000, discountPercent: 28 });
  });

  it('is none for a price raised and then "reduced" back to no less than before (no badge, a plain price)', () => {
    expect(announcedReduction([at(0, 5_000, 5_000), at(25, 10_000), at(27, 7_000)])).toBeNull();
    expect(announcedReduction([at(0, 7_000, 7_000), at(25, 10_000), at(27, 7_000)])).toBeNull();
  });

  it('keeps, through progressive reductions, the reference before the first of them (art. 20.2)', () => {
    const history = [at(0, 10_000), at(40, 8_000), at(50, 6_000), at(60, 5_000)];
    expect(announcedReduction(history)).toEqual({ previousPriceCents: 10_000, discountPercent: 50, since: day(40) });
  });

  it('starts a new reference when a sale ended and another began', () => {
    const history = [at(0, 10_000), at(40, 6_000), at(50, 10_000), at(55, 8_000)];
    // The window of the second sale (days 25–55) saw 60 €: 80 € is no reduction from it.
    expect(announcedReduction(history)).toBeNull();
    expect(announcedReduction([...history.slice(0, 3), at(85, 8_000)])).toMatchObject({ previousPriceCents: 10_000, discountPercent: 20 });
  });

  it('rounds the percentage from the reference with awkward prices', () => {
    expect(announcedReduction([at(0, 2_999, 2_999), at(40, 1_999, 2_999)])).toMatchObject({ previousPriceCents: 2_999, discountPercent: 33 });
  });
});

describe('what a page shows of a price', () => {
  it('strikes through only the lawful reference, never the list price', async () => {
    const { announcedPrices } = await import('./rules');
    expect(announcedPrices({ price: 59.9, sale_price: 41.9, reference_price: 54.9 })).toEqual({ current: 41.9, previous: 54.9, percent: 24 });
    expect(announcedPrices({ price: 59.9, sale_price: 41.9, reference_price: null })).toEqual({ current: 41.9, previous: null, percent: 0 });
    expect(announcedPrices({ price: 59.9, sale_price: 41.9 })).toEqual({ current: 41.9, previous: null, percent: 0 });
    expect(announcedPrices({ price: 59.9, sale_price: null, reference_price: 70 })).toEqual({ current: 59.9, previous: null, percent: 0 });
  });
});
