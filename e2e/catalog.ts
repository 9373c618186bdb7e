import { randomUUID } from 'node:crypto';
import type { Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { expect } from 'vitest';
import { addItem, type CartItem, type CartProductInput } from '@common/cart/lines';
import { STORAGE_KEYS } from '@common/storage-keys';
import { fetchWithToken, loginAsAdmin, type Site } from './accounts';

/** What the browser tests read of a product from the public API. */
export interface ApiProduct {
  id: number;
  name: string;
  slug: string;
  price: number;
  sale_price: number | null;
  sizes: string[];
  description: string | null;
  main_image_url: string | null;
  images: { image_url: string; width: number; height: number }[];
  variants: { size: string; color_name: string; stock: number; is_available: boolean; price: number; sale_price: number | null }[];
}

export interface ApiPage {
  data: ApiProduct[];
  total: number;
  current_page: number;
  last_page: number;
}

async function json<T>(response: Response, what: string): Promise<T> {
  const text = await response.text();
  if (!response.ok) throw new Error(`${what} answered ${response.status}: ${text}`);
  return JSON.parse(text) as T;
}

/** GET /api/products with these query parameters (the store's own API). */
export async function listProducts(site: Site, query: Record<string, string | number>) {
  const params = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]));
  const reply = await json<{ data: ApiPage }>(
    await site.fetch(`/api/products?${params}`, { headers: { Accept: 'application/json' } }),
    `GET /api/products?${params}`,
  );
  return reply.data;
}

export async function getProduct(site: Site, idOrSlug: string | number) {
  const reply = await json<{ data: { product: ApiProduct } }>(
    await site.fetch(`/api/products/${idOrSlug}`, { headers: { Accept: 'application/json' } }),
    `GET /api/products/${idOrSlug}`,
  );
  return reply.data.product;
}

interface Ref {
  id: number;
  slug: string;
  name: string;
}

export async function categoryBySlug(site: Site, slug: string): Promise<Ref> {
  const reply = await json<{ data: Ref[] }>(await site.fetch('/api/products/categories'), 'GET /api/products/categories');
  const category = reply.data.find((c) => c.slug === slug);
  if (!category) throw new Error(`No category '${slug}' in the seeded catalogue`);
  return category;
}

export async function brandBySlug(site: Site, slug: string): Promise<Ref> {
  const reply = await json<{ data: Ref[] }>(await site.fetch('/api/brands'), 'GET /api/brands');
  const brand = reply.data.find((b) => b.slug === slug);
  if (!brand) throw new Error(`No brand '${slug}' in the seeded catalogue`);
  return brand;
}

/** A product photo as a camera or an editor would export it: a PNG with a soft gradient. */
export function productPhotoPng(width = 900, height = 1200) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#efe6da"/><stop offset="1" stop-color="#c9b49b"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>
    <path d="M300 260 L420 200 Q450 260 480 200 L600 260 L680 420 L600 460 L590 980 L310 980 L300 460 L220 420 Z" fill="#2f4858"/>
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

export interface NewProduct {
  name: string;
  sku: string;
  price: number;
  sale_price?: number | null;
  brand_id: number;
  category_id: number;
  short_description?: string;
  description?: string;
  tags?: string[];
  is_featured?: boolean;
  variants: { size: string; color_name: string; color_hex: string; stock: number }[];
}

/**
 * An administrator creates a product through POST /api/admin/products, as the back-office does,
 * and optionally uploads photos through POST /api/admin/products/{id}/images (multipart images[]).
 */
export async function createProductAsAdmin(site: Site, product: NewProduct, photos: Buffer[] = []) {
  const admin = await loginAsAdmin(site);
  const body = {
    ...product,
    variants: product.variants.map((v) => ({ ...v, sku: `${product.sku}-${v.size}-${v.color_name}`.toUpperCase().replace(/[^A-Z0-9-]/g, '') })),
  };
  const created = await json<{ data: { product: ApiProduct } | ApiProduct }>(
    await fetchWithToken(site, '/api/admin/products', admin.token, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    }),
    'POST /api/admin/products',
  );
  const saved = 'product' in created.data ? created.data.product : created.data;
  if (photos.length > 0) {
    const form = new FormData();
    photos.forEach((photo, i) => form.append('images[]', new Blob([new Uint8Array(photo)], { type: 'image/png' }), `foto-${i + 1}.png`));
    await json(
      await fetchWithToken(site, `/api/admin/products/${saved.id}/images`, admin.token, { method: 'POST', body: form }),
      `POST /api/admin/products/${saved.id}/images`,
    );
  }
  return getProduct(site, saved.slug);
}

/** A product name and SKU no other test (or run) has used. */
export function uniqueProductName(label: string) {
  const suffix = randomUUID().slice(0, 6);
  return { name: `${label} ${suffix.toUpperCase()}`, sku: `E2E-${suffix}`.toUpperCase() };
}

/** The cart as the browser keeps it (spec §4: localStorage, a key starting with tienda-diverso). */
export function storedCart(page: Page) {
  return page.evaluate((key) => {
    const raw = localStorage.getItem(key);
    return raw === null ? null : (JSON.parse(raw) as unknown);
  }, STORAGE_KEYS.cart);
}

/** '39,90 €' as es-ES writes euros (the non-breaking spaces Intl uses become plain ones). */
export function euros(amount: number) {
  return new Intl.NumberFormat('es-ES', { style: 'currency', currency: 'EUR' }).format(amount).replace(/\s/g, ' ');
}

/** Text of a locator with every kind of space folded to a plain one. */
export function plainText(text: string | null) {
  return (text ?? '').replace(/\s+/g, ' ').trim();
}

/**
 * Ticks a radio or checkbox the way a shopper does: by clicking its visible label (the store's
 * swatches and size boxes keep the native input visually hidden), then checks it took.
 */
export async function choose(input: Locator) {
  await input.locator('xpath=ancestor::label[1]').click();
  await expect.poll(() => input.isChecked(), { timeout: 10_000 }).toBe(true);
}

/** An administrator's PUT or DELETE on /api/admin/products/{id}, as the back-office sends it. */
export async function changeProductAsAdmin(site: Site, id: number, change: { method: 'PUT'; body: Record<string, unknown> } | { method: 'DELETE' }) {
  const admin = await loginAsAdmin(site);
  const response = await fetchWithToken(site, `/api/admin/products/${id}`, admin.token, {
    method: change.method,
    ...(change.method === 'PUT' ? { headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(change.body) } : {}),
  });
  return json<{ status: string }>(response, `${change.method} /api/admin/products/${id}`);
}

/**
 * The browser's cart as a shopper would have filled it (one unit of each product's first variant),
 * put in localStorage before the tab's first document, once per tab: `beforeNavigate: withCart([…])`.
 */
export function withCart(products: CartProductInput[]) {
  let items: CartItem[] = [];
  for (const product of products) items = addItem(items, product, product.variants[0]!, 1, new Date()).items;
  return (page: Page) =>
    page.addInitScript(
      ({ cartKey, cart }) => {
        try {
          if (sessionStorage.getItem('e2e-cart-seeded')) return;
          sessionStorage.setItem('e2e-cart-seeded', '1');
          localStorage.setItem(cartKey, cart);
        } catch {
          // about:blank has no storage.
        }
      },
      { cartKey: STORAGE_KEYS.cart, cart: JSON.stringify(items) },
    );
}

/** A T-shirt of the calling file's own (one size, plenty of stock) for checkout journeys, read back as the store's API gives it. */
export async function newCheckoutProduct(site: Site, label: string, price: number): Promise<CartProductInput> {
  const [category, brand] = await Promise.all([categoryBySlug(site, 'camisetas'), brandBySlug(site, 'rue-diverso')]);
  const { name, sku } = uniqueProductName(label);
  const created = await createProductAsAdmin(site, {
    name,
    sku,
    price,
    brand_id: brand.id,
    category_id: category.id,
    short_description: 'Prenda de prueba del pago.',
    variants: [{ size: 'M', color_name: 'Crudo', color_hex: '#EFE6DA', stock: 50 }],
  });
  const reply = await json<{ data: { product: CartProductInput } }>(
    await site.fetch(`/api/products/${created.slug}`, { headers: { Accept: 'application/json' } }),
    `GET /api/products/${created.slug}`,
  );
  return reply.data.product;
}
