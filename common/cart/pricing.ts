import { centsToEuros, eurosToCents, formatEuros } from '../money';

// How a cart is priced (spec §4). The cart panel uses it in the browser, and the checkout will price
// orders on the server with the same functions, so the two can never disagree by a cent.

/**
 * The spend at which shipping is free is a store setting (`free_shipping_threshold`, edited in
 * /admin/settings): every function here takes it as an input, and pages read it with
 * useStoreSettings().
 */
export function freeShippingText(threshold: number): string {
  return `Envío gratuito a partir de ${formatEuros(threshold)}`;
}
/** Ceiling for a line when the stock is not known. */
export const MAX_LINE_QUANTITY = 99;

export interface Prices {
  price: number;
  sale_price: number | null;
}

/** A product or variant price as the catalogue API answers it. */
interface PriceSource {
  price?: number;
  sale_price?: number | null;
}

/**
 * What a line costs: a variant with its own price carries its own sale price; without one, the
 * product's price and sale price apply. A sale price that is not lower than the price is no sale.
 */
export function pricesOf(product: PriceSource & { price: number }, variant: PriceSource | null): Prices {
  const price = variant?.price ?? product.price;
  const salePrice = variant?.price !== undefined ? (variant.sale_price ?? null) : (product.sale_price ?? null);
  return { price, sale_price: salePrice != null && salePrice < price ? salePrice : null };
}

/** Spec §4: the sale price is used instead of the price when present. */
export function unitPrice(prices: Prices): number {
  return prices.sale_price ?? prices.price;
}

export interface PricedLine {
  product: Prices;
  quantity: number;
}

export function lineTotal(line: PricedLine): number {
  return centsToEuros(eurosToCents(unitPrice(line.product)) * line.quantity);
}

/** Added up in cents, so 0.1 + 0.2 is 0.30. */
export function cartSubtotal(lines: readonly PricedLine[]): number {
  return centsToEuros(lines.reduce((sum, line) => sum + eurosToCents(unitPrice(line.product)) * line.quantity, 0));
}

/** The most units a line may hold: its stock, never more than MAX_LINE_QUANTITY. */
export function maxQuantity(stock: number | null): number {
  return stock == null ? MAX_LINE_QUANTITY : Math.max(0, Math.min(stock, MAX_LINE_QUANTITY));
}

/** How far the subtotal is from free shipping at `threshold` (the store setting). */
export function freeShippingProgress(subtotal: number, threshold: number) {
  const missing = centsToEuros(Math.max(0, eurosToCents(threshold) - eurosToCents(subtotal)));
  return { missing, ratio: threshold <= 0 ? 1 : Math.min(1, subtotal / threshold), isFree: missing === 0 };
}
