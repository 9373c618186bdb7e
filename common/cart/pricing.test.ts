import { describe, expect, it } from 'vitest';
import {
  MAX_LINE_QUANTITY,
  cartSubtotal,
  freeShippingProgress,
  freeShippingText,
  lineTotal,
  maxQuantity,
  pricesOf,
  unitPrice,
} from './pricing';

describe('cart pricing', () => {
  it('uses the sale price instead of the price when present', () => {
    expect(unitPrice({ price: 39.9, sale_price: 29.9 })).toBe(29.9);
    expect(unitPrice({ price: 39.9, sale_price: null })).toBe(39.9);
  });

  it('takes a variant price and, without one of its own, the product sale price', () => {
    const product = { price: 40, sale_price: 30 };
    expect(pricesOf(product, { price: 40, sale_price: 30 })).toEqual({ price: 40, sale_price: 30 });
    expect(pricesOf(product, { price: 45, sale_price: null })).toEqual({ price: 45, sale_price: null });
    expect(pricesOf(product, {})).toEqual({ price: 40, sale_price: 30 });
    expect(pricesOf(product, null)).toEqual({ price: 40, sale_price: 30 });
  });

  it('a sale price that is not lower than the price is no sale', () => {
    expect(pricesOf({ price: 40, sale_price: 40 }, null)).toEqual({ price: 40, sale_price: null });
    expect(pricesOf({ price: 40 }, { price: 35, sale_price: 50 })).toEqual({ price: 35, sale_price: null });
  });

  it('adds line totals and the subtotal in cents, without float drift', () => {
    const lines = [
      { product: { price: 19.9, sale_price: null }, quantity: 3 },
      { product: { price: 0.2, sale_price: 0.1 }, quantity: 2 },
    ];
    expect(lineTotal(lines[0]!)).toBe(59.7);
    expect(lineTotal(lines[1]!)).toBe(0.2);
    expect(cartSubtotal(lines)).toBe(59.9);
    expect(cartSubtotal([])).toBe(0);
  });

  it('caps a line at its stock and never beyond the line maximum', () => {
    expect(maxQuantity(3)).toBe(3);
    expect(maxQuantity(-2)).toBe(0);
    expect(maxQuantity(500)).toBe(MAX_LINE_QUANTITY);
    expect(maxQuantity(null)).toBe(MAX_LINE_QUANTITY);
  });

  it('tells how much is missing for free shipping', () => {
    expect(freeShippingProgress(45.5, 60)).toEqual({ missing: 14.5, ratio: 45.5 / 60, isFree: false });
    expect(freeShippingProgress(75, 60)).toEqual({ missing: 0, ratio: 1, isFree: true });
    // A threshold of 0 (the store ships free) counts any cart as free.
    expect(freeShippingProgress(0, 0)).toEqual({ missing: 0, ratio: 1, isFree: true });
  });

  it('says where free shipping starts in whole euros', () => {
    expect(freeShippingText(60).replace(/\s/g, ' ')).toBe('Envío gratuito a partir de 60 €');
    expect(freeShippingText(75.5).replace(/\s/g, ' ')).toBe('Envío gratuito a partir de 75,50 €');
  });
});
