import { describe, expect, it } from 'vitest';
import {
  NO_SIZE_EVIDENCE,
  returnRatePercent,
  SIZE_ADVICE_MIN_SIGNALS,
  sizeAdvice,
  sizeAdviceSource,
  sizeReturnsCount,
  type SizeEvidence,
} from './size-advice';

const evidence = (reviews: Partial<SizeEvidence['reviews']>, sizeReturns: Partial<SizeEvidence['sizeReturns']> = {}, deliveredUnits = 0): SizeEvidence => ({
  reviews: { ...NO_SIZE_EVIDENCE.reviews, ...reviews },
  sizeReturns: { ...NO_SIZE_EVIDENCE.sizeReturns, ...sizeReturns },
  deliveredUnits,
});

describe('size advice', () => {
  it('says nothing below the minimum evidence, and speaks exactly at it', () => {
    expect(SIZE_ADVICE_MIN_SIGNALS).toBe(5);
    expect(sizeAdvice(NO_SIZE_EVIDENCE)).toBeNull();
    expect(sizeAdvice(evidence({ small: 4 }))).toBeNull();
    expect(sizeAdvice(evidence({ small: 5 }))).toEqual({
      verdict: 'small',
      text: 'Suele quedar pequeña: te recomendamos una talla más',
      based_on: 5,
      reviews: 5,
      returns: 0,
    });
  });

  it('needs a clear majority: 3 of 5 is advice, 2 of 4 against 2 or a three-way split is not', () => {
    expect(sizeAdvice(evidence({ large: 3, true: 1, small: 1 }))?.text).toBe('Suele quedar grande: te recomendamos una talla menos');
    expect(sizeAdvice(evidence({ true: 3, small: 2 }))?.text).toBe('Talla fiel');
    expect(sizeAdvice(evidence({ small: 3, large: 3 }))).toBeNull();
    expect(sizeAdvice(evidence({ small: 3, true: 3 }))).toBeNull();
    expect(sizeAdvice(evidence({ small: 2, true: 2, large: 2 }))).toBeNull();
    // 5 of 9 is more than half but not 60 %.
    expect(sizeAdvice(evidence({ small: 5, true: 4 }))).toBeNull();
  });

  it('adds size returns to the reviews when they are a tenth or more of the units delivered', () => {
    // 2 reviews say small, 3 units came back as too small out of 30 delivered (10 %).
    const advice = sizeAdvice(evidence({ small: 2 }, { small: 3 }, 30));
    expect(advice).toMatchObject({ verdict: 'small', based_on: 5, reviews: 2, returns: 3 });
    // Mixed: two reviews say it fits, four units came back as too large.
    expect(sizeAdvice(evidence({ true: 2 }, { large: 4 }, 20))).toMatchObject({ verdict: 'large', based_on: 6, reviews: 2, returns: 4 });
    // Returns alone are enough once they are that many.
    expect(sizeAdvice(evidence({}, { small: 4, large: 1 }, 40))).toMatchObject({ verdict: 'small', based_on: 5, reviews: 0, returns: 5 });
  });

  it('leaves size returns out when they are a small share of what was delivered', () => {
    expect(sizeReturnsCount(evidence({}, { small: 3 }, 31))).toBe(false);
    expect(sizeReturnsCount(evidence({}, { small: 3 }, 30))).toBe(true);
    expect(sizeReturnsCount(evidence({}, { small: 3 }, 0))).toBe(false);
    expect(sizeAdvice(evidence({ small: 2 }, { small: 3 }, 31))).toBeNull();
    // The reviews still speak on their own.
    expect(sizeAdvice(evidence({ true: 5 }, { small: 6 }, 1000))).toMatchObject({ verdict: 'true', based_on: 5, returns: 0 });
  });

  it('says what the advice rests on, in singular and plural', () => {
    expect(sizeAdviceSource({ reviews: 7, returns: 5 })).toBe('Según 7 opiniones y 5 devoluciones por talla');
    expect(sizeAdviceSource({ reviews: 1, returns: 4 })).toBe('Según 1 opinión y 4 devoluciones por talla');
    expect(sizeAdviceSource({ reviews: 6, returns: 0 })).toBe('Según 6 opiniones');
    expect(sizeAdviceSource({ reviews: 0, returns: 1 })).toBe('Según 1 devolución por talla');
  });

  it('gives the return rate per 100 delivered, one decimal, and none without deliveries', () => {
    expect(returnRatePercent(1, 3)).toBe(33.3);
    expect(returnRatePercent(0, 12)).toBe(0);
    expect(returnRatePercent(2, 0)).toBeNull();
  });
});
