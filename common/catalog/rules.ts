import { LOW_STOCK_DEFAULT_THRESHOLD } from '../constants';

export const PRODUCT_CONDITIONS = ['new', 'used', 'refurbished', 'damaged'] as const;
export type ProductCondition = (typeof PRODUCT_CONDITIONS)[number];

export const CONDITION_LABELS: Record<ProductCondition, string> = {
  new: 'Nuevo',
  used: 'Usado',
  refurbished: 'Reacondicionado',
  damaged: 'Dañado',
};

export const STOCK_STATES = ['out_of_stock', 'low_stock', 'in_stock'] as const;
export type StockState = (typeof STOCK_STATES)[number];

export const STOCK_STATE_LABELS: Record<StockState, string> = {
  out_of_stock: 'Agotado',
  low_stock: 'Últimas unidades',
  in_stock: 'En stock',
};

/** Spec §4: 0 or less is sold out, at or below the minimum level is low stock, else in stock. */
export function stockState(quantity: number, minStockLevel: number | null | undefined = LOW_STOCK_DEFAULT_THRESHOLD): StockState {
  if (quantity <= 0) return 'out_of_stock';
  if (quantity <= (minStockLevel ?? LOW_STOCK_DEFAULT_THRESHOLD)) return 'low_stock';
  return 'in_stock';
}

/** Discount percent rounded from price and sale price; 0 when there is no real discount. */
export function discountPercent(price: number, salePrice: number | null | undefined): number {
  if (salePrice == null || price <= 0 || salePrice >= price) return 0;
  return Math.round(((price - salePrice) / price) * 100);
}

/**
 * What a page may show of a price (issue 34, Ley 7/1996 art. 20): the price now, and — only when it is
 * a reduction from the lowest price of the 30 days before it began (`reference_price`, from the
 * product answers) — that price struck through and the percentage computed from it. A sale price
 * with no such reference is shown plainly. The list price is never the one struck through.
 */
export function announcedPrices(prices: { price: number; sale_price: number | null | undefined; reference_price?: number | null }): {
  current: number;
  previous: number | null;
  percent: number;
} {
  const current = prices.sale_price ?? prices.price;
  const reference = prices.sale_price == null ? null : (prices.reference_price ?? null);
  const percent = reference === null ? 0 : discountPercent(reference, current);
  return percent > 0 ? { current, previous: reference, percent } : { current, previous: null, percent: 0 };
}

/** A warranty given in months, as it is stored and shown: 1 → '1 mes', 24 → '24 meses'. */
export function warrantyText(months: number): string {
  return months === 1 ? '1 mes' : `${months} meses`;
}

/** The months a warranty text says ('24 meses', '2 años'); null when it says something else ('De por vida'). */
export function warrantyMonths(text: string | null | undefined): number | null {
  const match = /^(\d{1,4})\s*(mes|meses|año|años)$/i.exec(text?.trim() ?? '');
  if (!match) return null;
  const n = Number(match[1]);
  return match[2]!.toLowerCase().startsWith('a') ? n * 12 : n;
}

/** Clothing sizes in shop order. */
export const SIZE_ORDER = ['XXS', 'XS', 'S', 'M', 'L', 'XL', 'XXL', '3XL', '4XL'];

export function compareSizes(a: string, b: string): number {
  const ia = SIZE_ORDER.indexOf(a);
  const ib = SIZE_ORDER.indexOf(b);
  if (ia >= 0 && ib >= 0) return ia - ib;
  if (ia >= 0) return -1;
  if (ib >= 0) return 1;
  const na = Number(a);
  const nb = Number(b);
  if (!Number.isNaN(na) && !Number.isNaN(nb)) return na - nb;
  return a.localeCompare(b, 'es');
}
