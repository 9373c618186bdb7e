import { MAX_LINE_QUANTITY } from './pricing';

// Adding to the cart before the page's JavaScript runs (issue 23). The cart lives in the browser's
// storage (spec §4), which the server cannot write, so a plain form posts to /cart/add
// (app/routes/cart-add.ts), the server checks the garment and answers 303 to /checkout?anadir=…,
// and the checkout puts the line in the stored cart as soon as its code runs. Once the page is
// hydrated the same forms add in place. No zod here: the store's pages import this.

export const EARLY_ADD_PATH = '/cart/add';
export const EARLY_ADD_PARAM = 'anadir';

export interface EarlyAdd {
  productId: number;
  variantId: number | null;
  quantity: number;
}

/** `12-345-2`: product 12, variant 345 (0: none), 2 units. */
export function encodeEarlyAdd({ productId, variantId, quantity }: EarlyAdd): string {
  return `${productId}-${variantId ?? 0}-${quantity}`;
}

export function decodeEarlyAdd(value: string | null): EarlyAdd | null {
  const match = /^(\d{1,9})-(\d{1,9})-(\d{1,2})$/.exec(value ?? '');
  if (!match) return null;
  const [productId, variantId, quantity] = match.slice(1).map(Number) as [number, number, number];
  if (productId < 1 || quantity < 1 || quantity > MAX_LINE_QUANTITY) return null;
  return { productId, variantId: variantId === 0 ? null : variantId, quantity };
}

/** What the form names: the product, and either its variant or the colour and size chosen. */
export interface EarlyAddChoice {
  variant?: number;
  color?: string;
  size?: string;
}

interface VariantLike {
  id: number;
  size: string;
  color_name: string;
}

/**
 * The variant a form names: by id, or by colour and size (a product in one colour needs only the
 * size). Null when the product has variants and none matches; undefined for a product without any.
 */
export function variantForEarlyAdd<V extends VariantLike>(variants: readonly V[], choice: EarlyAddChoice): V | null | undefined {
  if (variants.length === 0) return undefined;
  if (choice.variant !== undefined) return variants.find((v) => v.id === choice.variant) ?? null;
  if (variants.length === 1) return variants[0]!;
  const colours = new Set(variants.map((v) => v.color_name));
  const color = choice.color || (colours.size === 1 ? [...colours][0] : undefined);
  if (!color || !choice.size) return null;
  return variants.find((v) => v.color_name === color && v.size === choice.size) ?? null;
}
