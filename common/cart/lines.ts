import type { BrandRef, ProductImage, ProductVariant, StoreProduct } from '../catalog/contracts';
import { stockState } from '../catalog/rules';
import { formatPrice } from '../money';
import { maxQuantity, pricesOf, unitPrice } from './pricing';

// The lines of a shopper's cart (spec §4): adding, capping at the stock, reading back what the
// browser stored, and bringing lines up to date with the catalogue. Pure rules, no storage.

/** What the cart keeps of a product: enough to draw the line without asking the API. */
export interface CartProductSnapshot {
  id: number;
  slug: string;
  name: string;
  brand_name: string | null;
  image_url: string | null;
  price: number;
  sale_price: number | null;
}

export interface CartVariant {
  id: number;
  size: string;
  color_name: string;
  color_hex: string;
  sku: string;
}

/** Cart item of spec §3 (product, quantity, addedAt), plus the chosen variant and the stock last seen. */
export interface CartItem {
  product: CartProductSnapshot;
  variant: CartVariant | null;
  quantity: number;
  addedAt: string;
  /** Units available when last checked; null when unknown (no cap but MAX_LINE_QUANTITY). */
  stock: number | null;
}

type CartImage = Pick<ProductImage, 'image_url' | 'color_name'>;

/** A size/colour variant as the catalogue answers it (the part the cart reads). */
export type CartVariantInput = Pick<ProductVariant, 'id' | 'size' | 'color_name' | 'color_hex' | 'sku' | 'stock' | 'price' | 'sale_price'>;

/** What the cart reads of a catalogue product: any StoreProduct will do. */
export interface CartProductInput extends Pick<StoreProduct, 'id' | 'slug' | 'name' | 'price' | 'sale_price' | 'stock_quantity' | 'main_image_url'> {
  brand: Pick<BrandRef, 'name'> | null;
  images: readonly CartImage[];
  variants: readonly CartVariantInput[];
}

export function lineKey(productId: number, variantId: number | null | undefined): string {
  return `${productId}:${variantId ?? 'none'}`;
}

export function itemKey(item: CartItem): string {
  return lineKey(item.product.id, item.variant?.id);
}

/** Units in the cart (sum of quantities). */
export function cartCount(items: readonly CartItem[]): number {
  return items.reduce((sum, item) => sum + item.quantity, 0);
}

/** The picture of the chosen colour when the product has one, else its main picture. */
function imageFor(product: CartProductInput, variant: CartVariantInput | null): string | null {
  const ofColour = variant ? product.images.find((image) => image.color_name === variant.color_name) : undefined;
  return ofColour?.image_url ?? product.main_image_url ?? product.images[0]?.image_url ?? null;
}

export function snapshotOf(product: CartProductInput, variant: CartVariantInput | null): CartProductSnapshot {
  return {
    id: product.id,
    slug: product.slug,
    name: product.name,
    brand_name: product.brand?.name ?? null,
    image_url: imageFor(product, variant),
    ...pricesOf(product, variant),
  };
}

function variantOf(variant: CartVariantInput): CartVariant {
  return { id: variant.id, size: variant.size, color_name: variant.color_name, color_hex: variant.color_hex, sku: variant.sku };
}

function stockOf(product: CartProductInput, variant: CartVariantInput | null): number {
  return variant ? variant.stock : product.stock_quantity;
}

export interface AddResult {
  items: CartItem[];
  /** Units really added (less than asked when the stock ran out). */
  added: number;
  /** Quantity of the line afterwards. */
  quantity: number;
  /** Units available for this line (the cap). */
  available: number;
}

/** Spec §4: adding an existing product (same variant) increases its quantity, never beyond its stock. */
export function addItem(
  items: readonly CartItem[],
  product: CartProductInput,
  variant: CartVariantInput | null,
  quantity: number,
  now: Date,
): AddResult {
  const stock = stockOf(product, variant);
  const available = maxQuantity(stock);
  const wanted = Math.max(0, Math.floor(quantity));
  const key = lineKey(product.id, variant?.id);
  const existing = items.find((item) => itemKey(item) === key);
  const before = existing?.quantity ?? 0;
  const after = Math.min(available, before + wanted);
  const added = Math.max(0, after - before);
  if (added === 0) return { items: [...items], added: 0, quantity: before, available };
  const snapshot = snapshotOf(product, variant);
  const next = existing
    ? items.map((item) => (item === existing ? { ...item, product: snapshot, quantity: after, stock } : item))
    : [...items, { product: snapshot, variant: variant ? variantOf(variant) : null, quantity: after, addedAt: now.toISOString(), stock }];
  return { items: next, added, quantity: after, available };
}

/** Spec §4: setting the quantity to 0 or less removes the item; more than the stock is capped. */
export function setItemQuantity(items: readonly CartItem[], key: string, quantity: number): CartItem[] {
  const wanted = Math.floor(quantity);
  if (!Number.isFinite(wanted) || wanted <= 0) return items.filter((item) => itemKey(item) !== key);
  return items.map((item) => (itemKey(item) === key ? { ...item, quantity: Math.max(1, Math.min(wanted, maxQuantity(item.stock))) } : item));
}

export function removeItem(items: readonly CartItem[], key: string): CartItem[] {
  return items.filter((item) => itemKey(item) !== key);
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const isText = (value: unknown): value is string => typeof value === 'string';
const isMoney = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value >= 0;
const isId = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value > 0;

function parseItem(value: unknown): CartItem | null {
  if (!isRecord(value) || !isRecord(value.product)) return null;
  const p = value.product;
  if (!isId(p.id) || !isText(p.slug) || !isText(p.name) || !isMoney(p.price)) return null;
  const quantity = value.quantity;
  if (typeof quantity !== 'number' || !Number.isInteger(quantity) || quantity <= 0) return null;
  let variant: CartVariant | null = null;
  if (isRecord(value.variant)) {
    const v = value.variant;
    if (!isId(v.id) || !isText(v.size) || !isText(v.color_name) || !isText(v.color_hex) || !isText(v.sku)) return null;
    variant = { id: v.id, size: v.size, color_name: v.color_name, color_hex: v.color_hex, sku: v.sku };
  } else if (value.variant != null) return null;
  const stock = typeof value.stock === 'number' && Number.isInteger(value.stock) ? value.stock : null;
  return {
    product: {
      id: p.id,
      slug: p.slug,
      name: p.name,
      brand_name: isText(p.brand_name) ? p.brand_name : null,
      image_url: isText(p.image_url) ? p.image_url : null,
      price: p.price,
      sale_price: isMoney(p.sale_price) && p.sale_price < p.price ? p.sale_price : null,
    },
    variant,
    quantity: Math.min(quantity, maxQuantity(stock)),
    addedAt: isText(value.addedAt) ? value.addedAt : new Date(0).toISOString(),
    stock,
  };
}

/** The stored cart, keeping every well-formed line and dropping the rest (old or tampered data). */
export function parseStoredCart(value: unknown): CartItem[] {
  if (!Array.isArray(value)) return [];
  const seen = new Set<string>();
  const items: CartItem[] = [];
  for (const raw of value) {
    const item = parseItem(raw);
    if (!item || item.quantity <= 0 || seen.has(itemKey(item))) continue;
    seen.add(itemKey(item));
    items.push(item);
  }
  return items;
}

/** What changed in a line since it was added, for the message to the shopper. */
export type CartChange =
  | { kind: 'price'; name: string; detail: string; from: number; to: number }
  | { kind: 'sold_out'; name: string; detail: string }
  /** The store no longer sells the product (or that size and colour of it). */
  | { kind: 'withdrawn'; name: string; detail: string }
  | { kind: 'reduced'; name: string; detail: string; from: number; to: number };

function detailOf(variant: CartVariant | null): string {
  return variant ? `talla ${variant.size}, ${variant.color_name}` : '';
}

/**
 * Brings each line up to date with the products the API answered now. `fresh` maps a product id
 * to the product, to null when the store no longer sells it, or misses it when the call failed
 * (then the line stays as it is).
 */
export function reconcileItems(
  items: readonly CartItem[],
  fresh: ReadonlyMap<number, CartProductInput | null>,
): { items: CartItem[]; changes: CartChange[] } {
  const changes: CartChange[] = [];
  const next: CartItem[] = [];
  for (const item of items) {
    if (!fresh.has(item.product.id)) {
      next.push(item);
      continue;
    }
    const name = item.product.name;
    const detail = detailOf(item.variant);
    const product = fresh.get(item.product.id) ?? null;
    const variant = item.variant ? (product?.variants.find((v) => v.id === item.variant!.id) ?? null) : null;
    const stock = product ? stockOf(product, variant) : 0;
    if (!product || (item.variant && !variant)) {
      changes.push({ kind: 'withdrawn', name, detail });
      continue;
    }
    if (stockState(stock) === 'out_of_stock') {
      changes.push({ kind: 'sold_out', name, detail });
      continue;
    }
    const snapshot = snapshotOf(product, variant);
    const quantity = Math.min(item.quantity, maxQuantity(stock));
    if (quantity < item.quantity) changes.push({ kind: 'reduced', name, detail, from: item.quantity, to: quantity });
    const before = unitPrice(item.product);
    const now = unitPrice(snapshot);
    if (before !== now) changes.push({ kind: 'price', name, detail, from: before, to: now });
    next.push({ ...item, product: snapshot, variant: variant ? variantOf(variant) : item.variant, quantity, stock });
  }
  return { items: next, changes };
}

/** One readable sentence per change (Spanish, for a toast). */
export function describeChange(change: CartChange): string {
  const what = change.detail ? `«${change.name}» (${change.detail})` : `«${change.name}»`;
  switch (change.kind) {
    case 'sold_out':
      return `${what} se ha agotado y lo hemos quitado del carrito.`;
    case 'withdrawn':
      return `${what} ya no está a la venta y lo hemos quitado del carrito.`;
    case 'reduced':
      return `${change.to === 1 ? 'Solo queda 1 unidad' : `Solo quedan ${change.to} unidades`} de ${what}: hemos ajustado la cantidad.`;
    case 'price':
      return change.to < change.from
        ? `${what} ha bajado de precio: ahora ${formatPrice(change.to)} (antes ${formatPrice(change.from)}).`
        : `${what} ha cambiado de precio: ahora ${formatPrice(change.to)} (antes ${formatPrice(change.from)}).`;
  }
}
