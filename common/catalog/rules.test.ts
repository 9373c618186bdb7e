import { describe, expect, it } from 'vitest';
import { compareSizes, discountPercent, stockState, warrantyMonths, warrantyText } from './rules';

describe('stock state (spec §4)', () => {
  it('is sold out at 0 or less, low at or below the minimum, else in stock', () => {
    expect(stockState(0, 10)).toBe('out_of_stock');
    expect(stockState(-2, 10)).toBe('out_of_stock');
    expect(stockState(10, 10)).toBe('low_stock');
    expect(stockState(1, 10)).toBe('low_stock');
    expect(stockState(11, 10)).toBe('in_stock');
    expect(stockState(6, 5)).toBe('in_stock');
  });
  it('uses 10 as the default minimum', () => {
    expect(stockState(10)).toBe('low_stock');
    expect(stockState(11, null)).toBe('in_stock');
  });
});

describe('discount percent', () => {
  it('is rounded from price and sale price', () => {
    expect(discountPercent(59.9, 44.9)).toBe(25);
    expect(discountPercent(100, 66.5)).toBe(34);
    expect(discountPercent(30, 20)).toBe(33);
  });
  it('is 0 without a real discount', () => {
    expect(discountPercent(50, null)).toBe(0);
    expect(discountPercent(50, 50)).toBe(0);
    expect(discountPercent(50, 60)).toBe(0);
    expect(discountPercent(0, 0)).toBe(0);
  });
});

describe('sizes', () => {
  it('orders sizes like a shop', () => {
    expect(['XL', 'S', '42', 'M', '38', 'XS'].sort(compareSizes)).toEqual(['XS', 'S', 'M', 'XL', '38', '42']);
  });
});

describe('warranty', () => {
  it('writes months as text', () => {
    expect(warrantyText(24)).toBe('24 meses');
    expect(warrantyText(1)).toBe('1 mes');
  });
  it('reads the months back from a text in months or years, else null', () => {
    expect(warrantyMonths('24 meses')).toBe(24);
    expect(warrantyMonths('1 mes')).toBe(1);
    expect(warrantyMonths(' 2 años ')).toBe(24);
    expect(warrantyMonths('1 Año')).toBe(12);
    expect(warrantyMonths('Reparación gratuita de costuras de por vida')).toBeNull();
    expect(warrantyMonths(null)).toBeNull();
  });
});
