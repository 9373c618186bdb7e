/**
 * The pages issue 23 judges, and the cart `/checkout` is judged with: the checkout shows its form
 * and one line (a size of the product below) rather than the empty cart.
 *
 * The cart lives in the browser's localStorage (app/lib/cart.ts, key STORAGE_KEYS.cart); the server
 * never sees it. Before each audit of `/checkout` the bench writes one line there for the audited
 * origin, through a short CDP connection to the same browser (playwright-core connectOverCDP, which
 * only disconnects when closed): a tab opens `<origin>/api/status`, sets the item, closes. Lighthouse
 * 12 keeps localStorage between runs (its storage reset clears caches, service workers, Cache
 * Storage and file systems, not localStorage), so the audited load finds the line.
 */
import { chromium } from 'playwright-core';
import { CART_COOKIE, CART_COOKIE_PATH, encodeCartCookie } from '@common/cart/cart-cookie';
import { addItem, type CartItem, type CartProductInput, type CartVariantInput } from '@common/cart/lines';
import { STORAGE_KEYS } from '@common/storage-keys';

export const PRODUCT_SLUG = 'camisa-oxford-de-oficina';

export interface BenchPage {
  path: string;
  /** Judged with one line in the cart (written before each load). */
  withCart?: boolean;
  /**
   * The page asks search engines not to index it (`robots: noindex`, on purpose), which Lighthouse's
   * SEO category counts against it ('is-crawlable'): its SEO score is recorded, not judged.
   */
  noindex?: boolean;
}

export const BENCH_PAGES: BenchPage[] = [
  { path: '/' },
  { path: '/store' },
  { path: `/store/products/${PRODUCT_SLUG}` },
  { path: '/directorio' },
  { path: '/checkout', withCart: true, noindex: true },
];

/** A file-name-safe name of a page: `/` → `home`, `/store/products/x` → `store-products-x`. */
export const pageSlug = (path: string) => path.replace(/^\/+|\/+$/g, '').replace(/[^a-z0-9]+/gi, '-') || 'home';

/** The stored cart (as app/lib/cart.ts writes it) with one unit of the product's first size in stock. */
export async function oneLineCart(appBaseUrl: string): Promise<string> {
  const response = await fetch(`${appBaseUrl}/api/products/${PRODUCT_SLUG}`);
  if (!response.ok) throw new Error(`GET /api/products/${PRODUCT_SLUG} answered ${response.status}`);
  const body = (await response.json()) as { product?: CartProductInput; data?: { product?: CartProductInput } };
  const product = body.product ?? body.data?.product;
  if (!product) throw new Error(`GET /api/products/${PRODUCT_SLUG}: no product in the answer`);
  const variant: CartVariantInput | null = product.variants.find((v) => v.stock > 0) ?? null;
  const { items } = addItem([], product, variant, 1, new Date());
  if (!items.length) throw new Error(`${PRODUCT_SLUG} has nothing in stock to put in the cart`);
  return JSON.stringify(items);
}

/**
 * The cookie the browser sends /checkout with the stored `cart` (app/lib/cart.ts mirrors it, issue
 * 36): `name=value; Path=/checkout`, so the server draws the lines as it does for a shopper.
 */
export function cartCookie(cart: string): { name: string; value: string; path: string } {
  const items = JSON.parse(cart) as CartItem[];
  const value = encodeCartCookie(items.map((item) => ({ product_id: item.product.id, variant_id: item.variant?.id ?? null, quantity: item.quantity })));
  return { name: CART_COOKIE, value, path: CART_COOKIE_PATH };
}

/** Writes `cart` (or removes the cart when null) in the localStorage of `origin` in the browser on `port`, and its cookie. */
export async function putCart(port: number, origin: string, cart: string | null) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0] ?? (await browser.newContext());
    const page = await context.newPage();
    await page.goto(`${origin}/api/status`);
    await page.evaluate(
      ([key, value]) => (value === null ? localStorage.removeItem(key!) : localStorage.setItem(key!, value)),
      [STORAGE_KEYS.cart, cart] as const,
    );
    const cookie = cart === null ? null : cartCookie(cart);
    await page.evaluate(
      ([name, value, path]) => (document.cookie = `${name}=${value}; Path=${path}; Max-Age=${value ? 3600 : 0}; SameSite=Lax`),
      [cookie?.name ?? cartCookie('[]').name, cookie?.value ?? '', cookie?.path ?? cartCookie('[]').path] as const,
    );
    await page.close();
  } finally {
    // Over CDP, close() disconnects and leaves the browser running for Lighthouse.
    await browser.close();
  }
}
