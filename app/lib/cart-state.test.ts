import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CartProductInput } from '@common/cart/lines';
import { STORAGE_KEYS } from '@common/storage-keys';
import { addToCart, resetCartForTests } from './cart';
import { getCartState, startCartWhenNeeded, toggleCart, useCartSummary } from './cart-state';

const tee: CartProductInput = {
  id: 7,
  slug: 'camiseta-basica',
  name: 'Camiseta básica',
  brand: { name: 'ruediverso' },
  main_image_url: null,
  images: [],
  price: 19.9,
  sale_price: null,
  stock_quantity: 5,
  variants: [{ id: 70, size: 'M', color_name: 'Blanco', color_hex: '#FFFFFF', sku: 'TEE-M', stock: 5, price: 19.9, sale_price: null }],
};

/** A stored cart of `quantity` tees, as the cart's rules write it. */
function storedCart(quantity: number): string {
  addToCart(tee, null, quantity, { openPanel: false });
  const saved = window.localStorage.getItem(STORAGE_KEYS.cart)!;
  resetCartForTests();
  window.localStorage.clear();
  return saved;
}

afterEach(() => {
  resetCartForTests();
  window.localStorage.clear();
  vi.unstubAllGlobals();
});

describe('the cart as the header reads it (issue 36)', () => {
  it('a first visit (nothing stored, no session): the cart is known to be empty at once', () => {
    const { result } = renderHook(() => useCartSummary());
    expect(result.current).toMatchObject({ isLoaded: true, count: 0, items: [] });
    act(() => toggleCart());
    expect(result.current.isOpen).toBe(true);
  });

  it('a stored cart: the cart’s rules load and read it', async () => {
    const saved = storedCart(3);
    window.localStorage.setItem(STORAGE_KEYS.cart, saved);
    vi.stubGlobal('fetch', vi.fn(() => new Promise(() => {})));
    const { result } = renderHook(() => useCartSummary());
    await waitFor(() => expect(result.current).toMatchObject({ isLoaded: true, count: 3 }));
  });

  it('an empty cart at first, then another tab fills it: this tab reads it', async () => {
    const saved = storedCart(2);
    startCartWhenNeeded();
    expect(getCartState()).toMatchObject({ isLoaded: true, items: [] });
    vi.stubGlobal('fetch', vi.fn(() => new Promise(() => {})));
    window.localStorage.setItem(STORAGE_KEYS.cart, saved);
    window.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEYS.cart, newValue: saved }));
    await waitFor(() => expect(getCartState().items).toHaveLength(1));
    expect(getCartState().items[0]!.quantity).toBe(2);
  });

  it('a sign-in in this tab brings the account’s cart in', async () => {
    startCartWhenNeeded();
    const account = {
      items: [{ product: tee, variant: tee.variants![0], quantity: 1, added_at: '2026-11-20T10:00:00.000Z', stock: 5 }],
      updated_at: '2026-11-20T10:00:00.000Z',
    };
    const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input);
      if (url.includes('/api/user/cart')) return new Response(JSON.stringify({ status: 'success', data: account }), { headers: { 'Content-Type': 'application/json' } });
      return new Promise<Response>(() => {});
    });
    vi.stubGlobal('fetch', fetchMock);
    window.dispatchEvent(new CustomEvent('auth-login', { detail: { userId: 5 } }));
    await waitFor(() => expect(getCartState().items).toHaveLength(1));
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/api/user/cart'))).toBe(true);
  });
});
