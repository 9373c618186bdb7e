import { pricesOf } from '../../common/cart/pricing';
import type { StoreProduct } from '../../common/catalog/contracts';
import type { z } from '../../common/zod';
import { announcedPrices } from '../../common/catalog/rules';
import { eurosToCents } from '../../common/money';
import { productPath } from '../../common/seo/public-pages';

/**
 * One line of the product feeds (issue 34): a variant (colour × size) of a product, or the product
 * itself when it has no variants, in the terms Google Merchant Center's product data specification and
 * Meta's catalogue fields share. Built from the store's own product answer (`presentProduct`), so the
 * feeds show the prices, stock and pictures the product page shows, through the same rules.
 */
export interface FeedItem {
  /** Unique in the feed, at most 50 characters (Google's limit; Meta's is 100): the SKU when it fits. */
  id: string;
  /** The row's own id ('P12', 'V34'): the feed id when the SKU is too long or another line took it. */
  rowId: string;
  /** The product's id in the feed when it has variants: every variant of it shares it. */
  itemGroupId: string | null;
  title: string;
  description: string;
  link: string;
  imageLink: string;
  additionalImageLinks: string[];
  isInStock: boolean;
  /** Euros. The price the shopper pays, or — during an announced reduction — the lawful previous price. */
  price: number;
  /** Euros, only during an announced reduction (Ley 7/1996 art. 20): the price now. */
  salePrice: number | null;
  /** When the reduction began (ISO 8601), with `salePrice`. */
  saleSince: string | null;
  brand: string;
  /** The variant's (or product's) SKU, the manufacturer part number of the store's own brands; null when too long. */
  mpn: string | null;
  condition: FeedCondition;
  color: string | null;
  size: string | null;
  gender: FeedGender | null;
  ageGroup: 'adult' | 'kids';
  googleProductCategory: GoogleCategory;
  /** Standard shipping to Spain for this item bought alone, euros. */
  shippingFee: number;
}

export type FeedCondition = 'new' | 'used' | 'refurbished';
export type FeedGender = 'male' | 'female' | 'unisex';

/** The product answer as the presenter gives it (numbers in euros, dates as ISO strings). */
export type FeedProduct = Pick<
  z.input<typeof StoreProduct>,
  | 'id'
  | 'name'
  | 'slug'
  | 'sku'
  | 'brand'
  | 'category'
  | 'short_description'
  | 'description'
  | 'price'
  | 'sale_price'
  | 'reference_price'
  | 'reduction_since'
  | 'is_digital'
  | 'condition'
  | 'stock_quantity'
  | 'images'
  | 'variants'
  | 'tags'
>;

export interface FeedContext {
  /** The store's public origin, without a trailing slash: every address in the feed is absolute on it. */
  origin: string;
  /** The brand of a product that names none (the store's own). */
  storeName: string;
  shippingStandardFee: number;
  freeShippingThreshold: number;
}

/** Google's limits (Meta's are wider: 100, 200 and 9999). */
export const FEED_LIMITS = { id: 50, title: 150, description: 5000, mpn: 70, additionalImages: 10 } as const;

/**
 * A reduction has no planned end, but Google wants one in `sale_price_effective_date`: a far one, so
 * the sale price never lapses into the previous price while the reduction still runs.
 */
export const OPEN_ENDED_SALE_END = '2099-12-31T23:59Z';

/** "15.00 EUR": the amount with two decimals, a space and the ISO 4217 code, as both feeds take a price. */
export function feedPrice(euros: number): string {
  const cents = eurosToCents(euros);
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')} EUR`;
}

/** The sale's interval (ISO 8601, to the minute in UTC): from the reduction's start, open-ended. */
export function saleEffectiveDate(since: string): string {
  return `${new Date(since).toISOString().slice(0, 16)}Z/${OPEN_ENDED_SALE_END}`;
}

export interface GoogleCategory {
  id: number;
  path: string;
}

export const FALLBACK_GOOGLE_CATEGORY: GoogleCategory = { id: 1604, path: 'Apparel & Accessories > Clothing' };

/** The store's category words (its slug or name, Spanish) → Google's product taxonomy (Apparel & Accessories). */
const GOOGLE_CATEGORIES: readonly [RegExp, GoogleCategory][] = [
  [/calzado|zapat|zapatilla|bota|botin|sandalia|mocasin|deportiva/, { id: 187, path: 'Apparel & Accessories > Shoes' }],
  [/vestido|mono/, { id: 2271, path: 'Apparel & Accessories > Clothing > Dresses' }],
  [/falda/, { id: 1581, path: 'Apparel & Accessories > Clothing > Skirts' }],
  [/short|bermuda/, { id: 207, path: 'Apparel & Accessories > Clothing > Shorts' }],
  [/pantalon|vaquero|jean|chino|legging/, { id: 204, path: 'Apparel & Accessories > Clothing > Pants' }],
  [/chaqueta|abrigo|cazadora|parka|gabardina|plumifero|blazer|chaleco/, { id: 203, path: 'Apparel & Accessories > Clothing > Outerwear' }],
  [/camisa|camiseta|blusa|polo|top|sudadera|jersey|punto|cardigan/, { id: 212, path: 'Apparel & Accessories > Clothing > Shirts & Tops' }],
  [/gorra|sombrero|gorro/, { id: 173, path: 'Apparel & Accessories > Clothing Accessories > Hats' }],
  [/cinturon/, { id: 169, path: 'Apparel & Accessories > Clothing Accessories > Belts' }],
  [/bufanda|panuelo|fular/, { id: 177, path: 'Apparel & Accessories > Clothing Accessories > Scarves & Shawls' }],
  [/bolso|mochila|cartera|monedero/, { id: 6551, path: 'Apparel & Accessories > Handbags, Wallets & Cases' }],
  [/accesorio|complemento/, { id: 167, path: 'Apparel & Accessories > Clothing Accessories' }],
];

const folded = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/** Google's category for the store's: by the words of its slug and name; clothing when none matches. */
export function googleCategoryOf(category: { name: string; slug: string } | null | undefined): GoogleCategory {
  if (!category) return FALLBACK_GOOGLE_CATEGORY;
  const words = folded(`${category.slug} ${category.name}`);
  return GOOGLE_CATEGORIES.find(([pattern]) => pattern.test(words))?.[1] ?? FALLBACK_GOOGLE_CATEGORY;
}

/** Who a garment is cut for, when its tags say it ('mujer', 'hombre', 'unisex'); unknown otherwise (left out). */
export function genderOf(tags: readonly string[]): FeedGender | null {
  const words = new Set(tags.map(folded));
  const female = words.has('mujer') || words.has('women');
  const male = words.has('hombre') || words.has('men');
  if (words.has('unisex') || (female && male)) return 'unisex';
  if (female) return 'female';
  if (male) return 'male';
  return null;
}

/** The store sells clothing for adults; a product tagged for children ('infantil', 'niños', 'niñas') is for kids. */
export function ageGroupOf(tags: readonly string[]): 'adult' | 'kids' {
  return tags.map(folded).some((tag) => /^(infantil|ninos?|ninas?|kids)$/.test(tag)) ? 'kids' : 'adult';
}

/**
 * The store's condition in the feeds' words. A damaged product is left out of the feeds: neither feed
 * has a word for it, and "used" would hide the damage the product page tells.
 */
export function feedConditionOf(condition: FeedProduct['condition']): FeedCondition | null {
  return condition === 'damaged' ? null : condition;
}

/** Whether a product belongs in the feeds: a garment with a picture, in a condition the feeds can say. */
export function isFeedable(product: FeedProduct): boolean {
  // Digital products (gift cards, patterns) have no size, colour, condition or shipping to list.
  return !product.is_digital && feedConditionOf(product.condition) !== null && product.images.length > 0;
}

// eslint-disable-next-line no-control-regex
const CONTROL_CHARS = /[\u0000-\u001f\u007f\ufffe\uffff]/g;

/** Plain text on one line (no control characters, which XML 1.0 refuses), cut at `max` characters. */
export function feedText(text: string, max: number): string {
  const plain = text
    .replace(CONTROL_CHARS, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (plain.length <= max) return plain;
  return `${plain.slice(0, max - 1).trimEnd()}…`;
}

/** A feed id from a SKU when it fits Google's limit; the row's own id otherwise. */
const feedId = (sku: string, fallback: string) => (sku.length <= FEED_LIMITS.id ? sku : fallback);

/**
 * The feed lines of one product: one a variant, or one for a product without variants; none for a
 * product that does not belong in the feeds (`isFeedable`).
 *
 * Prices (issue 34): an announced reduction (`announcedPrices`, the rule of every page) gives the
 * lawful previous price — the lowest of the 30 days before it began — as `price`, the price now as
 * `salePrice` and its start; without one, `price` is what the shopper pays and there is no sale price,
 * so a sale price measured against the list price is never announced. A variant with its own price
 * has no sale price (as on the product page).
 */
export function feedItemsOf(product: FeedProduct, context: FeedContext): FeedItem[] {
  const condition = feedConditionOf(product.condition);
  if (!condition || !isFeedable(product)) return [];
  const productLink = `${context.origin}${productPath(product)}`;
  const absolute = (url: string) => new URL(url, `${context.origin}/`).href;
  const base = {
    description: feedText(product.description || product.short_description || product.name, FEED_LIMITS.description),
    brand: product.brand?.name ?? context.storeName,
    condition,
    gender: genderOf(product.tags),
    ageGroup: ageGroupOf(product.tags),
    googleProductCategory: googleCategoryOf(product.category),
  };
  const priced = (variant: FeedProduct['variants'][number] | null) => {
    const prices = pricesOf(product, variant);
    const announced = announcedPrices({ ...prices, reference_price: product.reference_price });
    const reduced = announced.previous !== null;
    const current = announced.current;
    return {
      price: reduced ? announced.previous! : current,
      salePrice: reduced ? current : null,
      saleSince: reduced ? (product.reduction_since ?? null) : null,
      shippingFee: current >= context.freeShippingThreshold ? 0 : context.shippingStandardFee,
    };
  };
  // The pictures of the variant's colour first, then the rest.
  const imagesFor = (color: string | null) => {
    const ordered = color ? [...product.images.filter((i) => i.color_name === color), ...product.images.filter((i) => i.color_name !== color)] : product.images;
    const links = [...new Set(ordered.map((image) => absolute(image.image_url)))];
    return { imageLink: links[0]!, additionalImageLinks: links.slice(1, 1 + FEED_LIMITS.additionalImages) };
  };

  if (product.variants.length === 0) {
    return [
      {
        id: feedId(product.sku, `P${product.id}`),
        rowId: `P${product.id}`,
        itemGroupId: null,
        title: feedText(product.name, FEED_LIMITS.title),
        link: productLink,
        ...imagesFor(null),
        isInStock: product.stock_quantity > 0,
        mpn: product.sku.length <= FEED_LIMITS.mpn ? product.sku : null,
        color: null,
        size: null,
        ...base,
        ...priced(null),
      },
    ];
  }
  const groupId = feedId(product.sku, `P${product.id}`);
  return product.variants.map((variant) => {
    const query = new URLSearchParams({ color: variant.color_name, talla: variant.size });
    return {
      id: feedId(variant.sku, `V${variant.id}`),
      rowId: `V${variant.id}`,
      itemGroupId: groupId,
      title: feedText(`${product.name} · ${variant.color_name} · talla ${variant.size}`, FEED_LIMITS.title),
      // The product page opens with this colour and size chosen.
      link: `${productLink}?${query}`,
      ...imagesFor(variant.color_name),
      isInStock: variant.stock > 0,
      mpn: variant.sku.length <= FEED_LIMITS.mpn ? variant.sku : null,
      color: variant.color_name,
      size: variant.size,
      ...base,
      ...priced(variant),
    };
  });
}
