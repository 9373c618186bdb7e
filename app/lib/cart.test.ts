import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CartProductInput, CartVariantInput } from '@common/cart/lines';
import { CART_COOKIE } from '@common/cart/cart-cookie';
import { STORAGE_KEYS } from '@common/storage-keys';
import { ApiRequestError } from './api/errors';
import {
  addToCart,
  clearCart,
  refreshCart,
  removeFromCart,
  resetCartForTests,
  setCartOpen,
  setCartQuantity,
  startCart,
  toggleCart,
  useCart,
} from './cart';
import { clearToastsForTests, useToasts } from './toast';

const variantM: CartVariantInput = { id: 11, size: 'M', color_name: 'Arena', color_hex: '#D9C8A9', sku: 'CAM-M', stock: 4, price: 39.9, sale_price: 29.9 };
const variantL: CartVariantInput = { ...variantM, id: 12, size: 'L', sku: 'CAM-L' };
const shirt: CartProductInput = {
  id: 1,
  slug: 'camisa-lino',
  name: 'Camisa de lino',
  brand: { name: 'ruediverso' },
  main_image_url: '/img.webp',
  images: [],
  price: 39.9,
  sale_price: 29.9,
  stock_quantity: 8,
  variants: [variantM, variantL],
};

afterEach(() => {
  resetCartForTests();
  clearToastsForTests();
  vi.restoreAllMocks();
});

function stored() {
  return JSON.parse(window.localStorage.getItem(STORAGE_KEYS.cart) ?? 'null');
}

function toastMessages() {
  return renderHook(() => useToasts()).result.current.map((t) => t.message);
}

describe('cart store', () => {
  it('is stored in localStorage under tienda-diverso-cart', () => {
    addToCart(shirt, variantM, 2);
    expect(STORAGE_KEYS.cart).toBe('tienda-diverso-cart');
    expect(stored()).toHaveLength(1);
    expect(stored()[0]).toMatchObject({ quantity: 2, variant: { id: 11, size: 'M' }, product: { id: 1, sale_price: 29.9 } });
  });

  it('is loaded from storage at start', () => {
    addToCart(shirt, variantM, 2);
    const saved = window.localStorage.getItem(STORAGE_KEYS.cart)!;
    resetCartForTests();
    window.localStorage.setItem(STORAGE_KEYS.cart, saved);
    vi.stubGlobal('fetch', vi.fn(() => new Promise(() => {})));
    const { result } = renderHook(() => useCart());
    expect(result.current.isLoaded).toBe(true);
    expect(result.current.count).toBe(2);
    expect(result.current.subtotal).toBe(59.8);
    vi.unstubAllGlobals();
  });

  it('survives a stored value that is not JSON', () => {
    window.localStorage.setItem(STORAGE_KEYS.cart, '{oops');
    startCart();
    const { result } = renderHook(() => useCart());
    expect(result.current.items).toEqual([]);
  });

  it('adding the same product and size again increases the quantity, up to the stock', () => {
    addToCart(shirt, variantM, 3);
    const result = addToCart(shirt, variantM, 3);
    expect(result).toEqual({ status: 'capped', added: 1, quantity: 4 });
    expect(addToCart(shirt, variantM, 1).status).toBe('at_limit');
    expect(toastMessages().some((m) => m.includes('todas las unidades disponibles'))).toBe(true);
  });

  it('needs a size when the product has several, and takes the only one otherwise', () => {
    expect(addToCart(shirt).status).toBe('needs_variant');
    expect(addToCart({ ...shirt, variants: [variantL] }).status).toBe('added');
    expect(stored()[0].variant.id).toBe(12);
  });

  it('does not add a sold-out variant', () => {
    expect(addToCart(shirt, { ...variantM, stock: 0 }).status).toBe('sold_out');
    expect(stored()).toBeNull();
  });

  it('opens the panel after adding, or confirms with a toast when asked not to', () => {
    const { result } = renderHook(() => useCart());
    act(() => void addToCart(shirt, variantM));
    expect(result.current.isOpen).toBe(true);
    act(() => setCartOpen(false));
    act(() => void addToCart(shirt, variantL, 1, { openPanel: false }));
    expect(result.current.isOpen).toBe(false);
    expect(toastMessages()).toContain('«Camisa de lino» añadido al carrito.');
  });

  it('setting a quantity of 0 removes the line; remove and clear empty it', () => {
    addToCart(shirt, variantM, 2);
    addToCart(shirt, variantL, 1);
    setCartQuantity('1:11', 0);
    expect(stored().map((i: { variant: { id: number } }) => i.variant.id)).toEqual([12]);
    setCartQuantity('1:12', 3);
    expect(stored()[0].quantity).toBe(3);
    removeFromCart('1:12');
    expect(stored()).toEqual([]);
    addToCart(shirt, variantM, 1);
    clearCart();
    expect(stored()).toEqual([]);
  });

  it('the panel can be toggled', () => {
    const { result } = renderHook(() => useCart());
    act(() => toggleCart());
    expect(result.current.isOpen).toBe(true);
    act(() => toggleCart());
    expect(result.current.isOpen).toBe(false);
  });

  it('refreshes every line in parallel, keeps failed ones and tells what changed', async () => {
    addToCart(shirt, variantM, 3);
    addToCart({ ...shirt, id: 2, slug: 'blazer', name: 'Blazer', variants: [] , stock_quantity: 5 }, null, 1);
    addToCart({ ...shirt, id: 3, slug: 'falda', name: 'Falda', variants: [] , stock_quantity: 5 }, null, 1);
    const asked: number[] = [];
    await refreshCart(async (id) => {
      asked.push(id);
      if (id === 1) return { ...shirt, variants: [{ ...variantM, stock: 2, sale_price: 24.9 }, variantL] };
      if (id === 2) throw new ApiRequestError(500, 'HTTP 500', null);
      throw new ApiRequestError(404, 'Producto no encontrado.', null);
    });
    expect(asked).toEqual([1, 2, 3]);
    expect(stored().map((i: { product: { id: number } }) => i.product.id)).toEqual([1, 2]);
    expect(stored()[0]).toMatchObject({ quantity: 2, product: { sale_price: 24.9 } });
    const [message] = toastMessages();
    expect(message).toContain('Hemos actualizado tu carrito.');
    expect(message).toContain('Solo quedan 2 unidades de «Camisa de lino» (talla M, Arena)');
    expect(message).toContain('ha bajado de precio');
    expect(message).toContain('«Falda» ya no está a la venta');
  });

  it('asks GET /api/products/{id} for each product by default; a 404 takes the line out', async () => {
    addToCart(shirt, variantM, 1);
    addToCart({ ...shirt, id: 3, slug: 'falda', name: 'Falda', variants: [], stock_quantity: 5 }, null, 1);
    const fetchMock = vi.fn(async (url: string) =>
      url === '/api/products/1'
        ? Response.json({ success: true, data: { product: { ...shirt, sale_price: 19.9, variants: [{ ...variantM, sale_price: 19.9 }, variantL] }, related_products: [] } })
        : Response.json({ message: 'Producto no encontrado.' }, { status: 404 }),
    );
    vi.stubGlobal('fetch', fetchMock);
    await refreshCart();
    vi.unstubAllGlobals();
    expect(fetchMock.mock.calls.map(([url]) => url).sort()).toEqual(['/api/products/1', '/api/products/3']);
    expect(stored()).toHaveLength(1);
    expect(stored()[0]).toMatchObject({ product: { id: 1, sale_price: 19.9 } });
  });

  it('the server render shows an empty cart whatever the browser holds (no hydration mismatch)', () => {
    addToCart(shirt, variantM, 2);
    function Count() {
      return createElement('span', null, String(useCart().count));
    }
    expect(renderToString(createElement(Count))).toBe('<span>0</span>');
  });

  it('copies its lines (ids and units only) into the cookie /checkout receives, on every change, and drops it once empty', () => {
    const written: string[] = [];
    vi.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => void written.push(value));
    startCart();
    addToCart(shirt, variantM, 2);
    addToCart(shirt, variantL, 1);
    const last = written.at(-1)!;
    expect(last).toMatch(new RegExp(`^${CART_COOKIE}=1-11-2_1-12-1; Path=/checkout; Max-Age=\\d+; SameSite=Lax$`));
    expect(last).not.toContain('Camisa');
    setCartQuantity('1:12', 0);
    expect(written.at(-1)).toMatch(new RegExp(`^${CART_COOKIE}=1-11-2;`));
    clearCart();
    expect(written.at(-1)).toMatch(new RegExp(`^${CART_COOKIE}=; Path=/checkout; Max-Age=0;`));
  });
});
