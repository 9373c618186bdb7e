// Cart reminders (issue 25): a marketing e-mail, so only with the customer's own consent (the
// 'Recordatorios de carrito' switch of /user/settings, off by default; the cookie banner's
// marketing choice does not stand in for it), one per cart, never after an order, and with an
// unsubscribe that works without signing in. Pure rules; the job is server/api/marketing/cart-reminders.ts.

/** A cart untouched this long gets its reminder. */
export const CART_REMINDER_AFTER_HOURS = 24;

/** A cart left longer than this is not reminded any more: its garments and the customer's wish are stale. */
export const CART_REMINDER_MAX_IDLE_DAYS = 7;

/** The page that confirms an unsubscribe from an e-mail's link (works without JavaScript and without signing in). */
export const UNSUBSCRIBE_PAGE_PATH = '/baja';

/** The one-click unsubscribe of the List-Unsubscribe header (RFC 8058): a POST with the token in the address. */
export const ONE_CLICK_UNSUBSCRIBE_PATH = '/api/marketing/unsubscribe';

/** What the unsubscribe tokens look like: 32 random bytes as base64url. */
export const UNSUBSCRIBE_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** At or below this many units a line says how many are left. */
export const FEW_LEFT = 5;

const HOUR_MS = 3_600_000;

/** The window of a reminder's carts at `now`: last touched before `dueBefore` and after `staleBefore`. */
export function reminderWindow(now: Date): { dueBefore: Date; staleBefore: Date } {
  return {
    dueBefore: new Date(now.getTime() - CART_REMINDER_AFTER_HOURS * HOUR_MS),
    staleBefore: new Date(now.getTime() - CART_REMINDER_MAX_IDLE_DAYS * 24 * HOUR_MS),
  };
}

/** How a line's stock reads in the reminder: 'Agotada', 'Queda 1', 'Quedan 2'…, or 'Disponible'. */
export function stockNote(stock: number): string {
  if (stock <= 0) return 'Agotada';
  if (stock === 1) return 'Queda 1';
  if (stock <= FEW_LEFT) return `Quedan ${stock}`;
  return 'Disponible';
}

/** The unsubscribe page's address for a token. */
export function unsubscribePagePath(token: string): string {
  return `${UNSUBSCRIBE_PAGE_PATH}?token=${encodeURIComponent(token)}`;
}

/** The one-click address for a token (the List-Unsubscribe header's). */
export function oneClickUnsubscribePath(token: string): string {
  return `${ONE_CLICK_UNSUBSCRIBE_PATH}?token=${encodeURIComponent(token)}`;
}
