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
  /** Paid on the provider's page (Redsys, Stripe): the store's page that follows that payment. */
  return_path?: string;
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
    return { number: entry.number, order_token: entry.order_token, email: entry.email, ...(typeof entry.return_path === 'string' ? { return_path: entry.return_path } : {}) };
  } catch {
    return null;
  }
}

/** The order this tab last sent to the provider's page, whatever its number (the checkout reminds of it). */
export function readPaymentInProgress(): (PlacedOrderEntry & { return_path: string }) | null {
  try {
    const raw = window.sessionStorage.getItem(PLACED_KEY);
    const entry = raw ? (JSON.parse(raw) as Partial<PlacedOrderEntry> | null) : null;
    if (!entry || typeof entry.number !== 'string' || typeof entry.return_path !== 'string' || !entry.return_path.startsWith('/checkout/pago/')) return null;
    return readPlacedOrder(entry.number) as PlacedOrderEntry & { return_path: string };
  } catch {
    return null;
  }
}

/** The payment in progress is settled (paid, failed): the checkout stops reminding of it. */
export function forgetPaymentInProgress(number: string): void {
  const entry = readPlacedOrder(number);
  if (!entry?.return_path) return;
  const { return_path: _done, ...rest } = entry;
  rememberPlacedOrder(rest);
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
