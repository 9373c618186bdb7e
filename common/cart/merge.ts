import { itemKey, type CartItem } from './lines';
import { maxQuantity } from './pricing';

// The signed-in customer's cart at login (issue 12): the cart this browser filled as a guest and
// the one kept on the server for the account become one. Pure; app/lib/cart.ts applies it.

/** The most distinct lines a cart keeps (the server refuses more, as the checkout does). */
export const MAX_CART_LINES = 50;

/**
 * One cart from the guest's and the server's: the same product and variant in both keeps the
 * larger quantity (never the sum: the same garment added on two devices is one wish), capped at
 * the stock last seen, with the freshest product details (the server's, checked just now) and
 * the earlier 'added' date. Lines only in one cart are kept. The order: the server's lines first
 * (the older cart), then the guest's new ones; at most MAX_CART_LINES, the guest's last lines
 * dropped first. A line left with no unit (sold out) is dropped.
 */
export function mergeCarts(guest: readonly CartItem[], server: readonly CartItem[]): CartItem[] {
  const guestByKey = new Map(guest.map((item) => [itemKey(item), item]));
  const merged: CartItem[] = [];
  const seen = new Set<string>();
  for (const ours of server) {
    const key = itemKey(ours);
    if (seen.has(key)) continue;
    seen.add(key);
    const theirs = guestByKey.get(key);
    if (!theirs) {
      merged.push(ours);
      continue;
    }
    const stock = ours.stock ?? theirs.stock;
    merged.push({
      ...ours,
      quantity: Math.min(Math.max(ours.quantity, theirs.quantity), maxQuantity(stock)),
      addedAt: earlier(ours.addedAt, theirs.addedAt),
      stock,
    });
  }
  for (const item of guest) {
    const key = itemKey(item);
    if (seen.has(key)) continue;
    seen.add(key);
    merged.push({ ...item, quantity: Math.min(item.quantity, maxQuantity(item.stock)) });
  }
  return merged.filter((item) => item.quantity > 0).slice(0, MAX_CART_LINES);
}

function earlier(a: string, b: string): string {
  const ta = Date.parse(a);
  const tb = Date.parse(b);
  if (Number.isNaN(ta)) return b;
  if (Number.isNaN(tb)) return a;
  return ta <= tb ? a : b;
}

/** Whether two carts hold the same lines and quantities (nothing to send to the server). */
export function sameCartLines(a: readonly CartItem[], b: readonly CartItem[]): boolean {
  if (a.length !== b.length) return false;
  return a.every((item, i) => itemKey(item) === itemKey(b[i]!) && item.quantity === b[i]!.quantity);
}
