import { describe, expect, it } from 'vitest';
import { formatPrice } from '../money';
import {
  addItem,
  cartCount,
  describeChange,
  itemKey,
  lineKey,
  parseStoredCart,
  reconcileItems,
  removeItem,
  setItemQuantity,
  snapshotOf,
  type CartItem,
  type CartProductInput,
  type CartVariantInput,
} from './lines';
import { MAX_LINE_QUANTITY } from './pricing';

const NOW = new Date('2025-05-01T10:00:00Z');

function variant(overrides: Partial<CartVariantInput> = {}): CartVariantInput {
  return { id: 11, size: 'M', color_name: 'Arena', color_hex: '#D9C8A9', sku: 'CAM-M-ARE', stock: 5, price: 39.9, sale_price: null, ...overrides };
}

function product(overrides: Partial<CartProductInput> = {}): CartProductInput {
  return {
    id: 1,
    slug: 'camisa-lino',
    name: 'Camisa de lino',
    brand: { name: 'ruediverso' },
    main_image_url: '/storage/p/1-main.webp',
    images: [
      { image_url: '/storage/p/1-main.webp', color_name: null },
      { image_url: '/storage/p/1-navy.webp', color_name: 'Marino' },
    ],
    price: 39.9,
    sale_price: null,
    stock_quantity: 12,
    variants: [variant()],
    ...overrides,
  };
}

function add(items: CartItem[], p = product(), v: CartVariantInput | null = variant(), quantity = 1) {
  return addItem(items, p, v, quantity, NOW);
}

describe('adding to the cart', () => {
  it('adds a new line with the product snapshot, the variant, the quantity and addedAt', () => {
    const { items, added } = add([], product(), variant(), 2);
    expect(added).toBe(2);
    expect(items).toEqual([
      {
        product: {
          id: 1,
          slug: 'camisa-lino',
          name: 'Camisa de lino',
          brand_name: 'ruediverso',
          image_url: '/storage/p/1-main.webp',
          price: 39.9,
          sale_price: null,
        },
        variant: { id: 11, size: 'M', color_name: 'Arena', color_hex: '#D9C8A9', sku: 'CAM-M-ARE' },
        quantity: 2,
        addedAt: NOW.toISOString(),
        stock: 5,
      },
    ]);
  });

  it('adding an existing product and variant increases its quantity', () => {
    const first = add([], product(), variant(), 1).items;
    const { items, quantity } = add(first, product(), variant(), 2);
    expect(items).toHaveLength(1);
    expect(quantity).toBe(3);
    expect(items[0]!.quantity).toBe(3);
  });

  it('another variant of the same product is another line', () => {
    const first = add([], product(), variant(), 1).items;
    const { items } = add(first, product(), variant({ id: 12, size: 'L', sku: 'CAM-L-ARE' }), 1);
    expect(items.map(itemKey)).toEqual(['1:11', '1:12']);
  });

  it('never goes beyond the stock of the variant', () => {
    const first = add([], product(), variant({ stock: 3 }), 2).items;
    const result = add(first, product(), variant({ stock: 3 }), 5);
    expect(result.quantity).toBe(3);
    expect(result.added).toBe(1);
    const again = add(result.items, product(), variant({ stock: 3 }), 1);
    expect(again.added).toBe(0);
    expect(again.items[0]!.quantity).toBe(3);
  });

  it('adds nothing of a sold-out variant', () => {
    const result = add([], product(), variant({ stock: 0 }), 1);
    expect(result.items).toEqual([]);
    expect(result.available).toBe(0);
  });

  it('a product without variants is capped at its own stock', () => {
    const result = add([], product({ variants: [], stock_quantity: 2 }), null, 4);
    expect(result.quantity).toBe(2);
    expect(itemKey(result.items[0]!)).toBe(lineKey(1, null));
  });

  it('keeps the picture of the chosen colour when the product has one', () => {
    const { items } = add([], product(), variant({ color_name: 'Marino' }), 1);
    expect(items[0]!.product.image_url).toBe('/storage/p/1-navy.webp');
  });
});

describe('line snapshot and count', () => {
  it('takes a variant price and, without one of its own, the product sale price', () => {
    expect(snapshotOf(product({ price: 40, sale_price: 30 }), variant({ price: 40, sale_price: 30 })).sale_price).toBe(30);
    expect(snapshotOf(product({ price: 40, sale_price: 30 }), variant({ price: 45, sale_price: null }))).toMatchObject({ price: 45, sale_price: null });
    expect(snapshotOf(product({ price: 40, sale_price: 30 }), null)).toMatchObject({ price: 40, sale_price: 30 });
  });

  it('counts the units of every line', () => {
    const a = add([], product(), variant(), 3).items;
    expect(cartCount(add(a, product({ id: 2, slug: 'b' }), variant({ id: 21 }), 2).items)).toBe(5);
  });
});

describe('changing the quantity', () => {
  const items = add([], product(), variant({ stock: 4 }), 2).items;

  it('sets the quantity of the line', () => {
    expect(setItemQuantity(items, '1:11', 3)[0]!.quantity).toBe(3);
  });

  it('caps the quantity at the stock', () => {
    expect(setItemQuantity(items, '1:11', 9)[0]!.quantity).toBe(4);
  });

  it.each([0, -1])('setting the quantity to %i removes the item', (quantity) => {
    expect(setItemQuantity(items, '1:11', quantity)).toEqual([]);
  });

  it('removes a line and leaves the others', () => {
    const two = add(items, product({ id: 2, slug: 'b' }), variant({ id: 21 }), 1).items;
    expect(removeItem(two, '1:11').map(itemKey)).toEqual(['2:21']);
  });

  it('with unknown stock caps at the line maximum', () => {
    const unknown: CartItem[] = [{ ...items[0]!, stock: null }];
    expect(setItemQuantity(unknown, '1:11', 500)[0]!.quantity).toBe(MAX_LINE_QUANTITY);
  });
});

describe('stored cart', () => {
  it('reads back what was stored', () => {
    const items = add([], product(), variant(), 2).items;
    expect(parseStoredCart(JSON.parse(JSON.stringify(items)))).toEqual(items);
  });

  it('drops malformed lines and keeps the good ones', () => {
    const good = add([], product(), variant(), 1).items[0]!;
    expect(parseStoredCart([good, { product: { id: 'x' } }, null, { ...good, quantity: 0 }, { ...good, quantity: 1.5 }])).toEqual([good]);
  });

  it('is empty for anything that is not a list', () => {
    expect(parseStoredCart({ items: [] })).toEqual([]);
    expect(parseStoredCart('[]')).toEqual([]);
  });

  it('ignores a sale price that is not lower than the price', () => {
    const good = add([], product(), variant(), 1).items[0]!;
    const stored = { ...good, product: { ...good.product, sale_price: 50 } };
    expect(parseStoredCart([stored])[0]!.product.sale_price).toBeNull();
  });
});

describe('refreshing the cart from the API', () => {
  const items = add(add([], product(), variant({ stock: 5 }), 3).items, product({ id: 2, slug: 'b', name: 'Blazer' }), variant({ id: 21, size: 'L' }), 1).items;

  it('keeps a line whose product could not be fetched', () => {
    const { items: next, changes } = reconcileItems(items, new Map([[1, product()]]));
    expect(next).toHaveLength(2);
    expect(next[1]).toEqual(items[1]);
    expect(changes).toEqual([]);
  });

  it('updates the price and says so', () => {
    const fresh = product({ variants: [variant({ price: 39.9, sale_price: 29.9 })] });
    const { items: next, changes } = reconcileItems(items, new Map([[1, fresh]]));
    expect(next[0]!.product.sale_price).toBe(29.9);
    expect(changes).toEqual([{ kind: 'price', name: 'Camisa de lino', detail: 'talla M, Arena', from: 39.9, to: 29.9 }]);
  });

  it('removes sold-out variants', () => {
    const fresh = product({ variants: [variant({ stock: 0 })] });
    const { items: next, changes } = reconcileItems(items, new Map([[1, fresh]]));
    expect(next.map(itemKey)).toEqual(['2:21']);
    expect(changes).toEqual([{ kind: 'sold_out', name: 'Camisa de lino', detail: 'talla M, Arena' }]);
  });

  it('removes a variant that no longer exists and a product no longer sold', () => {
    const { items: next, changes } = reconcileItems(items, new Map<number, CartProductInput | null>([[1, product({ variants: [] })], [2, null]]));
    expect(next).toEqual([]);
    expect(changes.map((c) => c.kind)).toEqual(['withdrawn', 'withdrawn']);
  });

  it('reduces the quantity to the stock left', () => {
    const fresh = product({ variants: [variant({ stock: 2 })] });
    const { items: next, changes } = reconcileItems(items, new Map([[1, fresh]]));
    expect(next[0]!.quantity).toBe(2);
    expect(next[0]!.stock).toBe(2);
    expect(changes).toEqual([{ kind: 'reduced', name: 'Camisa de lino', detail: 'talla M, Arena', from: 3, to: 2 }]);
  });

  it('says nothing when nothing changed', () => {
    expect(reconcileItems(items, new Map([[1, product({ variants: [variant({ stock: 5 })] })]])).changes).toEqual([]);
  });

  it('describes each change in a sentence', () => {
    const detail = 'talla M, Arena';
    expect(describeChange({ kind: 'price', name: 'Camisa', detail, from: 39.9, to: 29.9 })).toBe(
      `«Camisa» (talla M, Arena) ha bajado de precio: ahora ${formatPrice(29.9)} (antes ${formatPrice(39.9)}).`,
    );
    expect(describeChange({ kind: 'price', name: 'Camisa', detail, from: 29.9, to: 39.9 })).toContain('ha cambiado de precio');
    expect(describeChange({ kind: 'sold_out', name: 'Camisa', detail })).toBe(
      '«Camisa» (talla M, Arena) se ha agotado y lo hemos quitado del carrito.',
    );
    expect(describeChange({ kind: 'withdrawn', name: 'Camisa', detail: '' })).toBe(
      '«Camisa» ya no está a la venta y lo hemos quitado del carrito.',
    );
    expect(describeChange({ kind: 'reduced', name: 'Camisa', detail: '', from: 3, to: 1 })).toBe(
      'Solo queda 1 unidad de «Camisa»: hemos ajustado la cantidad.',
    );
  });
});
