import type { CheckoutItem } from '@common/checkout/contracts';
import { lineKey, type CartItem } from '@common/cart/lines';
import { unitPrice } from '@common/cart/pricing';

// What the checkout keeps in the browser: the order just placed (so the confirmation page can open
// it with its token) and the cart as the checkout sends it.

const PLACED_KEY = 'td_checkout_placed_order';

export interface PlacedOrderEntry {
  number: string;
  order_token: string;
  email: string;
}

export function rememberPlacedOrder(entry: PlacedOrderEntry): void {
  try {
    window.sessionStorage.setItem(PLACED_KEY, JSON.stringify(entry));
  } catch {
    // Private mode or storage full: the confirmation page offers the lookup form instead.
  }
}

/** The entry of this order number, if this browser placed it in this tab's session. */
export function readPlacedOrder(number: string): PlacedOrderEntry | null {
  try {
    const raw = window.sessionStorage.getItem(PLACED_KEY);
    if (!raw) return null;
    const entry = JSON.parse(raw) as Partial<PlacedOrderEntry> | null;
    if (!entry || entry.number !== number || typeof entry.order_token !== 'string' || typeof entry.email !== 'string') return null;
    return { number: entry.number, order_token: entry.order_token, email: entry.email };
  } catch {
    return null;
  }
}

/** The browser's cart as the checkout sends it, with the price the shopper saw. */
export function checkoutItemsOf(items: readonly CartItem[]): CheckoutItem[] {
  return items.map((item) => ({
    product_id: item.product.id,
    variant_id: item.variant?.id ?? null,
    quantity: item.quantity,
    seen_unit_price: unitPrice(item.product),
  }));
}

/** The cart line a quote line stands for. */
export function quoteLineKey(line: { product_id: number; variant_id: number | null }): string {
  return lineKey(line.product_id, line.variant_id);
}
