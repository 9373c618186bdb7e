import { describe, expect, it } from 'vitest';
import { CART_COOKIE, cartCookieOf, decodeCartCookie, encodeCartCookie } from './cart-cookie';
import { MAX_CART_LINES } from './merge';

describe('the cart cookie (issue 36)', () => {
  it('carries product, variant and units of each line, and reads back the same lines', () => {
    const lines = [
      { product_id: 12, variant_id: 34, quantity: 2 },
      { product_id: 15, variant_id: null, quantity: 1 },
    ];
    const value = encodeCartCookie(lines);
    expect(value).toBe('12-34-2_15-0-1');
    // Only characters a cookie value may hold as they are (no quoting, no escaping).
    expect(value).toMatch(/^[0-9_-]+$/);
    expect(decodeCartCookie(value)).toEqual(lines);
  });

  it('is found in a Cookie header among others, and only under its own name', () => {
    expect(cartCookieOf(`a=1; ${CART_COOKIE}=3-0-1; b=2`)).toBe('3-0-1');
    expect(cartCookieOf(`x${CART_COOKIE}=3-0-1`)).toBeNull();
    expect(cartCookieOf(null)).toBeNull();
    expect(cartCookieOf('')).toBeNull();
  });

  it('hostile values: bad lines are ignored one by one, nothing throws', () => {
    expect(decodeCartCookie('{"json":true}')).toEqual([]);
    expect(decodeCartCookie('%7B%7D')).toEqual([]);
    expect(decodeCartCookie(undefined)).toEqual([]);
    // Zero or absurd units, ids past the database's integers, junk, a line twice.
    expect(
      decodeCartCookie('1-0-0_2-0-100_3-0-1000_99999999999-0-1_4-2147483648-1_0-0-1_5-0-1_5-0-3_-1-0-1_6-0-1e3_7-7-7_abc'),
    ).toEqual([
      { product_id: 5, variant_id: null, quantity: 1 },
      { product_id: 7, variant_id: 7, quantity: 7 },
    ]);
    // Far longer than any real cart: not read at all.
    expect(decodeCartCookie('1-0-1_'.repeat(1000))).toEqual([]);
  });

  it('keeps at most the lines a cart may have', () => {
    const many = Array.from({ length: MAX_CART_LINES + 5 }, (_, i) => `${i + 1}-0-1`).join('_');
    expect(decodeCartCookie(many)).toHaveLength(MAX_CART_LINES);
    expect(encodeCartCookie(Array.from({ length: MAX_CART_LINES + 5 }, (_, i) => ({ product_id: i + 1, variant_id: null, quantity: 1 }))).split('_')).toHaveLength(
      MAX_CART_LINES,
    );
  });
});
