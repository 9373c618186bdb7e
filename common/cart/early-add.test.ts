import { describe, expect, it } from 'vitest';
import { decodeEarlyAdd, encodeEarlyAdd, variantForEarlyAdd } from './early-add';

const variants = [
  { id: 11, size: 'S', color_name: 'Negro' },
  { id: 12, size: 'M', color_name: 'Negro' },
  { id: 13, size: 'M', color_name: 'Arena' },
];

describe('the early add-to-cart line (issue 23)', () => {
  it('travels in the address and back', () => {
    const line = { productId: 7, variantId: 12, quantity: 2 };
    expect(encodeEarlyAdd(line)).toBe('7-12-2');
    expect(decodeEarlyAdd(encodeEarlyAdd(line))).toEqual(line);
    expect(decodeEarlyAdd('7-0-1')).toEqual({ productId: 7, variantId: null, quantity: 1 });
  });

  it('refuses anything else', () => {
    for (const value of [null, '', '7-12', '7-12-0', '7-12-100', '0-1-1', 'a-b-c', '7-12-2-1', '7-12-2 ']) {
      expect(decodeEarlyAdd(value), String(value)).toBeNull();
    }
  });

  it('finds the garment by id, or by colour and size, and says when the form names none', () => {
    expect(variantForEarlyAdd(variants, { variant: 13 })?.id).toBe(13);
    expect(variantForEarlyAdd(variants, { variant: 99 })).toBeNull();
    expect(variantForEarlyAdd(variants, { color: 'Arena', size: 'M' })?.id).toBe(13);
    expect(variantForEarlyAdd(variants, { color: 'Arena', size: 'S' })).toBeNull();
    // Two colours: the size alone is not enough.
    expect(variantForEarlyAdd(variants, { size: 'M' })).toBeNull();
    // One colour: the size is.
    expect(variantForEarlyAdd(variants.slice(0, 2), { size: 'M' })?.id).toBe(12);
    expect(variantForEarlyAdd([variants[0]!], {})?.id).toBe(11);
    expect(variantForEarlyAdd([], { size: 'M' })).toBeUndefined();
  });
});
