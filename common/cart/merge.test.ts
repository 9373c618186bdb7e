import { describe, expect, it } from 'vitest';
import type { CartItem } from './lines';
import { MAX_CART_LINES, mergeCarts, sameCartLines } from './merge';

function item(productId: number, variantId: number | null, quantity: number, overrides: Partial<CartItem> = {}): CartItem {
  return {
    product: { id: productId, slug: `p-${productId}`, name: `Producto ${productId}`, brand_name: null, image_url: null, price: 20, sale_price: null },
    variant: variantId === null ? null : { id: variantId, size: 'M', color_name: 'Negro', color_hex: '#000000', sku: `S-${variantId}` },
    quantity,
    addedAt: '2026-11-20T10:00:00.000Z',
    stock: 10,
    ...overrides,
  };
}

const lines = (items: CartItem[]) => items.map((i) => [i.product.id, i.variant?.id ?? null, i.quantity]);

describe('mergeCarts (guest cart + server cart at login)', () => {
  it('keeps the larger quantity of the same product and variant, never the sum', () => {
    expect(lines(mergeCarts([item(1, 11, 2)], [item(1, 11, 3)]))).toEqual([[1, 11, 3]]);
    expect(lines(mergeCarts([item(1, 11, 5)], [item(1, 11, 3)]))).toEqual([[1, 11, 5]]);
  });

  it('caps the kept quantity at the stock (the server line knows it freshest)', () => {
    expect(lines(mergeCarts([item(1, 11, 8, { stock: 20 })], [item(1, 11, 2, { stock: 4 })]))).toEqual([[1, 11, 4]]);
    expect(lines(mergeCarts([item(1, 11, 8, { stock: 4 })], []))).toEqual([[1, 11, 4]]);
  });

  it('treats other variants of the same product as other lines', () => {
    expect(lines(mergeCarts([item(1, 12, 1)], [item(1, 11, 1)]))).toEqual([
      [1, 11, 1],
      [1, 12, 1],
    ]);
  });

  it('keeps the lines that are only in one of the carts: the server ones first, then the guest ones', () => {
    expect(lines(mergeCarts([item(2, null, 1), item(1, 11, 1)], [item(3, 31, 2), item(1, 11, 1)]))).toEqual([
      [3, 31, 2],
      [1, 11, 1],
      [2, null, 1],
    ]);
    expect(mergeCarts([], [])).toEqual([]);
  });

  it("takes the server's product details and the earlier 'added' date", () => {
    const guest = item(1, 11, 1, { addedAt: '2026-11-01T10:00:00.000Z', product: { ...item(1, 11, 1).product, price: 25 } });
    const server = item(1, 11, 1, { addedAt: '2026-11-10T10:00:00.000Z', product: { ...item(1, 11, 1).product, price: 19.9 } });
    const [merged] = mergeCarts([guest], [server]);
    expect(merged!.product.price).toBe(19.9);
    expect(merged!.addedAt).toBe('2026-11-01T10:00:00.000Z');
  });

  it('drops lines left without units and keeps at most 50 lines, dropping the guest ones last added', () => {
    expect(mergeCarts([item(1, 11, 3, { stock: 0 })], [])).toEqual([]);
    const server = Array.from({ length: 30 }, (_, i) => item(100 + i, null, 1));
    const guest = Array.from({ length: 30 }, (_, i) => item(200 + i, null, 1));
    const merged = mergeCarts(guest, server);
    expect(merged).toHaveLength(MAX_CART_LINES);
    expect(merged.at(-1)!.product.id).toBe(219);
  });

  it('says whether two carts hold the same lines', () => {
    expect(sameCartLines([item(1, 11, 2)], [item(1, 11, 2, { addedAt: 'x' })])).toBe(true);
    expect(sameCartLines([item(1, 11, 2)], [item(1, 11, 3)])).toBe(false);
    expect(sameCartLines([item(1, 11, 2)], [])).toBe(false);
  });
});
