import { describe, expect, it } from 'vitest';
import { cardBrandOf, luhnValid, TEST_CARDS } from './test-gateway';

describe('test gateway numbers', () => {
  it('lists only numbers that pass the Luhn check, with their brand', () => {
    for (const card of TEST_CARDS) {
      expect(luhnValid(card.number)).toBe(true);
      expect(cardBrandOf(card.number)).toBe(card.brand);
    }
  });

  it('refuses a mistyped number', () => {
    expect(luhnValid('4242424242424241')).toBe(false);
    expect(luhnValid('4242')).toBe(false);
  });
});
