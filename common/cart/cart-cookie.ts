import { STORAGE_PREFIX } from '../constants';
import { MAX_CART_LINES } from './merge';
import { MAX_LINE_QUANTITY } from './pricing';

// The cart as the browser sends it with the request for /checkout (issue 36), so the server can
// draw the order's lines and total in the page's first HTML instead of after hydration. The cart
// itself stays in localStorage (spec §4); this is a copy of its lines, written on every change
// (app/lib/cart.ts): product, variant and units, nothing else — no name, no price, nothing
// personal. The server reads it as hostile input: every line is checked and a bad one ignored.

/** The cookie's name; its Path is CART_COOKIE_PATH, so no other page (nor the API) receives it. */
export const CART_COOKIE = `${STORAGE_PREFIX}-cart-lines`;

/**
 * Only the checkout's own pages get the cookie: public pages are kept rendered for requests
 * without cookies (server/http/render-cache.ts), and a cart in the browser must not take that
 * away from every other page.
 */
export const CART_COOKIE_PATH = '/checkout';

/** As long as an untouched cart is kept on the server (the nightly clean-up's 90 days). */
export const CART_COOKIE_MAX_AGE_SECONDS = 90 * 24 * 60 * 60;

/** Longer than any cart of MAX_CART_LINES lines can be written: anything longer is not read at all. */
const MAX_VALUE_LENGTH = 2048;
const MAX_ID = 2_147_483_647;

export interface CookieCartLine {
  product_id: number;
  variant_id: number | null;
  quantity: number;
}

/** `12-34-2_15-0-1`: product, variant (0 for none) and units of each line, in the cart's order. */
export function encodeCartCookie(lines: readonly CookieCartLine[]): string {
  return lines
    .slice(0, MAX_CART_LINES)
    .map((line) => `${line.product_id}-${line.variant_id ?? 0}-${Math.max(1, Math.min(MAX_LINE_QUANTITY, Math.floor(line.quantity)))}`)
    .join('_');
}

const LINE = /^(\d{1,10})-(\d{1,10})-(\d{1,3})$/;

/**
 * The lines of a cookie value, each one checked: well-formed, ids within the database's range,
 * 1 to MAX_LINE_QUANTITY units, no line twice, at most MAX_CART_LINES. Anything else is left out;
 * nothing here throws.
 */
export function decodeCartCookie(value: string | null | undefined): CookieCartLine[] {
  if (typeof value !== 'string' || value.length === 0 || value.length > MAX_VALUE_LENGTH) return [];
  const lines: CookieCartLine[] = [];
  const seen = new Set<string>();
  for (const part of value.split('_')) {
    const match = LINE.exec(part);
    if (!match) continue;
    const productId = Number(match[1]);
    const variantId = Number(match[2]);
    const quantity = Number(match[3]);
    if (productId < 1 || productId > MAX_ID || variantId > MAX_ID || quantity < 1 || quantity > MAX_LINE_QUANTITY) continue;
    const key = `${productId}:${variantId}`;
    if (seen.has(key)) continue;
    seen.add(key);
    lines.push({ product_id: productId, variant_id: variantId === 0 ? null : variantId, quantity });
    if (lines.length === MAX_CART_LINES) break;
  }
  return lines;
}

/** The cart cookie's value in a request's Cookie header, or null (several: the first). */
export function cartCookieOf(cookieHeader: string | null | undefined): string | null {
  if (!cookieHeader) return null;
  for (const pair of cookieHeader.split(';')) {
    const at = pair.indexOf('=');
    if (at < 0 || pair.slice(0, at).trim() !== CART_COOKIE) continue;
    return pair.slice(at + 1).trim();
  }
  return null;
}
