import type { AppLoadContext } from 'react-router';
import { cartCookieOf, decodeCartCookie } from '@common/cart/cart-cookie';
import type { CheckoutQuote } from '@common/checkout/contracts';
import { serverApi } from '~/lib/api/server-client';
import type { ServerCheckout } from './checkout-page';

/**
 * The cookie's lines as the checkout's first quote would price them (no destination, the default
 * shipping and payment). Lines the store does not sell (unknown ids, withdrawn) are left out and
 * the rest priced again; any failure leaves the drawing to the browser, never an error page.
 */
export async function quoteCookieCart(context: Pick<AppLoadContext, 'apiFetch'>, cookieHeader: string | null): Promise<ServerCheckout | null> {
  let items = decodeCartCookie(cartCookieOf(cookieHeader));
  const quote = async (): Promise<CheckoutQuote> =>
    (await serverApi(context)('POST /checkout/quote', { body: { items, shipping_method: 'standard', payment_method: 'card', coupon_code: null } }, { skipAuthRedirect: true })).data;
  try {
    for (let attempt = 0; attempt < 2 && items.length > 0; attempt++) {
      const priced = await quote();
      const sold = priced.lines.filter((line) => !line.changes.includes('unavailable'));
      if (sold.length === priced.lines.length) {
        return {
          quote: priced,
          items: priced.lines.map((line) => ({ product_id: line.product_id, variant_id: line.variant_id, quantity: line.requested_quantity, seen_unit_price: line.unit_price })),
        };
      }
      const kept = new Set(sold.map((line) => `${line.product_id}:${line.variant_id}`));
      items = items.filter((item) => kept.has(`${item.product_id}:${item.variant_id}`));
    }
  } catch {
    // The browser's cart and its own quote take over after hydration.
  }
  return null;
}
