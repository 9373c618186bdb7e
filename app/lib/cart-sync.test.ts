import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CartProductInput, CartVariantInput } from '@common/cart/lines';
import type { ServerCart, ServerCartLine } from '@common/cart/contracts';
import { STORAGE_KEYS } from '@common/storage-keys';
import { makeUser } from '~/components/admin/test-support';
import { resetAuthForTests, setAuthUser } from './auth';
import { addToCart, resetCartForTests, SERVER_CART_SAVE_DELAY_MS, setCartQuantity, startCart } from './cart';

// The account's copy of the cart: merged at login, kept in step while signed in, left at logout.

const variantM: CartVariantInput = { id: 11, size: 'M', color_name: 'Arena', color_hex: '#D9C8A9', sku: 'CAM-M', stock: 4, price: 39.9, sale_price: 29.9 };
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
  variants: [variantM],
};

function serverLine(productId: number, variantId: number, quantity: number, stock: number): ServerCartLine {
  return {
    product: { id: productId, slug: `p-${productId}`, name: `Producto ${productId}`, brand_name: null, image_url: null, price: 20, sale_price: null },
    variant: { id: variantId, size: 'M', color_name: 'Arena', color_hex: '#D9C8A9', sku: `S-${variantId}` },
    quantity,
    added_at: '2026-11-01T10:00:00.000Z',
    stock,
  };
}

/** The API as the cart meets it: the account's cart (GET/PUT /api/user/cart); product refreshes never answer. */
function fakeAccountApi(initial: ServerCart) {
  const puts: { items: { product_id: number; variant_id: number | null; quantity: number }[] }[] = [];
  let gets = 0;
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    const path = new URL(String(url), 'http://localhost').pathname;
    const method = (init?.method ?? 'GET').toUpperCase();
    if (path === '/api/user/cart' && method === 'GET') {
      gets += 1;
      return Response.json({ status: 'success', data: initial });
    }
    if (path === '/api/user/cart' && method === 'PUT') {
      puts.push(JSON.parse(String(init!.body)));
      return Response.json({ status: 'success', data: { items: [], updated_at: '2026-11-24T10:00:00.000Z' } });
    }
    if (path.startsWith('/api/products/')) return new Promise<Response>(() => {});
    throw new Error(`Unexpected call ${method} ${path}`);
  });
  vi.stubGlobal('fetch', fetchMock);
  return { puts, gets: () => gets, fetchMock };
}

const stored = () => JSON.parse(window.localStorage.getItem(STORAGE_KEYS.cart) ?? 'null') as { product: { id: number }; variant: { id: number } | null; quantity: number }[] | null;
const storedLines = () => (stored() ?? []).map((i) => [i.product.id, i.variant?.id ?? null, i.quantity]);
const signIn = (userId: number) => window.dispatchEvent(new CustomEvent('auth-login', { detail: { userId } }));

beforeEach(() => resetAuthForTests());

afterEach(() => {
  resetCartForTests();
  resetAuthForTests();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("the account's copy of the cart", () => {
  it('at login joins the guest cart with the account cart: larger quantity capped at stock, server lines first, and saves the result', async () => {
    const api = fakeAccountApi({ items: [serverLine(2, 21, 1, 5), serverLine(1, 11, 1, 2)], updated_at: '2026-11-20T10:00:00.000Z' });
    addToCart(shirt, variantM, 3);
    startCart();
    signIn(5);
    await vi.waitFor(() => expect(api.puts).toHaveLength(1));
    expect(storedLines()).toEqual([
      [2, 21, 1],
      [1, 11, 2],
    ]);
    expect(api.puts[0]!.items).toEqual([
      { product_id: 2, variant_id: 21, quantity: 1, added_at: '2026-11-01T10:00:00.000Z' },
      { product_id: 1, variant_id: 11, quantity: 2, added_at: expect.any(String) },
    ]);
  });

  it('sends nothing back when the account cart already holds the same lines', async () => {
    const api = fakeAccountApi({ items: [serverLine(1, 11, 3, 4)], updated_at: '2026-11-20T10:00:00.000Z' });
    addToCart(shirt, variantM, 2);
    startCart();
    signIn(5);
    await vi.waitFor(() => expect(storedLines()).toEqual([[1, 11, 3]]));
    expect(api.gets()).toBe(1);
    expect(api.puts).toHaveLength(0);
  });

  it('while signed in, sends the cart once after a burst of changes', async () => {
    const api = fakeAccountApi({ items: [serverLine(1, 11, 1, 4)], updated_at: '2026-11-20T10:00:00.000Z' });
    startCart();
    signIn(5);
    await vi.waitFor(() => expect(storedLines()).toEqual([[1, 11, 1]]));
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    addToCart(shirt, variantM, 1, { openPanel: false });
    setCartQuantity('1:11', 3);
    expect(api.puts).toHaveLength(0);
    vi.advanceTimersByTime(SERVER_CART_SAVE_DELAY_MS);
    vi.useRealTimers();
    await vi.waitFor(() => expect(api.puts).toHaveLength(1));
    expect(api.puts[0]!.items).toEqual([{ product_id: 1, variant_id: 11, quantity: 3, added_at: expect.any(String) }]);
  });

  it('at logout empties the cart in this browser and tells the server nothing', async () => {
    const api = fakeAccountApi({ items: [serverLine(1, 11, 1, 4)], updated_at: '2026-11-20T10:00:00.000Z' });
    startCart();
    signIn(5);
    await vi.waitFor(() => expect(storedLines()).toEqual([[1, 11, 1]]));
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    window.dispatchEvent(new CustomEvent('auth-logout'));
    expect(stored()).toEqual([]);
    addToCart(shirt, variantM, 1, { openPanel: false });
    vi.advanceTimersByTime(SERVER_CART_SAVE_DELAY_MS * 2);
    expect(api.puts).toHaveLength(0);
  });

  it("a session restored at page load takes the account's cart", async () => {
    const api = fakeAccountApi({ items: [serverLine(2, 21, 2, 5)], updated_at: '2026-11-20T10:00:00.000Z' });
    addToCart(shirt, variantM, 1);
    window.localStorage.setItem(STORAGE_KEYS.token, 'token-1');
    setAuthUser(makeUser(['user'], { id: 5 }));
    startCart();
    await vi.waitFor(() => expect(storedLines()).toEqual([[2, 21, 2]]));
    expect(api.puts).toHaveLength(0);
  });

  it("a restored session gives the account this browser's cart when the account has none yet", async () => {
    const api = fakeAccountApi({ items: [], updated_at: null });
    addToCart(shirt, variantM, 2);
    window.localStorage.setItem(STORAGE_KEYS.token, 'token-1');
    setAuthUser(makeUser(['user'], { id: 5 }));
    startCart();
    await vi.waitFor(() => expect(api.puts).toHaveLength(1));
    expect(api.puts[0]!.items).toEqual([{ product_id: 1, variant_id: 11, quantity: 2, added_at: expect.any(String) }]);
  });

  it('a guest never asks for the account cart', () => {
    const api = fakeAccountApi({ items: [], updated_at: null });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    startCart();
    addToCart(shirt, variantM, 1, { openPanel: false });
    vi.advanceTimersByTime(SERVER_CART_SAVE_DELAY_MS * 2);
    expect(api.fetchMock.mock.calls.filter(([url]) => String(url).includes('/user/cart'))).toHaveLength(0);
  });
});
