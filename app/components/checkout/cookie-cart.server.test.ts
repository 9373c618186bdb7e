import { describe, expect, it } from 'vitest';
import { CART_COOKIE } from '@common/cart/cart-cookie';
import type { CheckoutQuoteBody } from '@common/checkout/contracts';
import { quoteCookieCart } from './cookie-cart.server';
import { makeQuote, makeQuoteLine } from './test-quote';

// Issue 36: the checkout's first HTML priced from the cart cookie, through the API in-process.

type ApiFetch = (path: string, init?: RequestInit) => Promise<Response>;
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** A quote endpoint that sells products 1 and 2 only, as POST /checkout/quote answers. */
function fakeStore() {
  const bodies: CheckoutQuoteBody[] = [];
  const apiFetch: ApiFetch = async (path, init) => {
    expect(path).toBe('/api/checkout/quote');
    const body = JSON.parse(String(init?.body)) as CheckoutQuoteBody;
    bodies.push(body);
    const lines = body.items.map((item) =>
      item.product_id <= 2
        ? makeQuoteLine({ product_id: item.product_id, variant_id: item.variant_id ?? null, quantity: item.quantity, product_name: `Prenda ${item.product_id}` })
        : makeQuoteLine({ product_id: item.product_id, variant_id: item.variant_id ?? null, quantity: 0, requested_quantity: item.quantity, unit_price: 0, line_total: 0, changes: ['unavailable'] }),
    );
    return json({ status: 'success', data: makeQuote({ lines }) });
  };
  return { bodies, context: { apiFetch } };
}

const cookie = (value: string) => `tema=claro; ${CART_COOKIE}=${value}`;

describe('quoteCookieCart', () => {
  it("prices the cookie's lines as the checkout's first quote, with the price quoted as the price seen", async () => {
    const store = fakeStore();
    const result = await quoteCookieCart(store.context, cookie('1-11-2_2-0-1'));
    expect(store.bodies).toEqual([
      { items: [{ product_id: 1, variant_id: 11, quantity: 2 }, { product_id: 2, variant_id: null, quantity: 1 }], shipping_method: 'standard', payment_method: 'card', coupon_code: null },
    ]);
    expect(result!.quote.lines.map((line) => line.product_name)).toEqual(['Prenda 1', 'Prenda 2']);
    expect(result!.items).toEqual([
      { product_id: 1, variant_id: 11, quantity: 2, seen_unit_price: 29.9 },
      { product_id: 2, variant_id: null, quantity: 1, seen_unit_price: 29.9 },
    ]);
  });

  it('unknown products are left out and the rest priced again; only unknown ones, nothing at all', async () => {
    const store = fakeStore();
    const result = await quoteCookieCart(store.context, cookie('99-0-1_1-11-1'));
    expect(store.bodies.map((body) => body.items.map((item) => item.product_id))).toEqual([[99, 1], [1]]);
    expect(result!.items.map((item) => item.product_id)).toEqual([1]);

    const unknown = fakeStore();
    expect(await quoteCookieCart(unknown.context, cookie('99-0-1'))).toBeNull();
    expect(unknown.bodies).toHaveLength(1);
  });

  it('no cookie, a hostile one or an API that fails: no server drawing, never an error', async () => {
    const store = fakeStore();
    expect(await quoteCookieCart(store.context, null)).toBeNull();
    expect(await quoteCookieCart(store.context, cookie('{"__proto__":1}'))).toBeNull();
    expect(await quoteCookieCart(store.context, cookie('1-0-0_2-0-500'))).toBeNull();
    expect(store.bodies).toHaveLength(0);
    const failing = { apiFetch: async () => json({ message: 'Revisa los datos.', errors: { items: ['No.'] } }, 422) };
    expect(await quoteCookieCart(failing, cookie('1-11-1'))).toBeNull();
    const away = { apiFetch: async () => json({ message: 'Volvemos enseguida' }, 503) };
    expect(await quoteCookieCart(away, cookie('1-11-1'))).toBeNull();
    const throwing = {
      apiFetch: async (): Promise<Response> => {
        throw new Error('down');
      },
    };
    expect(await quoteCookieCart(throwing, cookie('1-11-1'))).toBeNull();
  });
});
