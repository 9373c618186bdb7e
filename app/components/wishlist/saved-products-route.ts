import { readIntent, requireCustomer } from '~/components/account/account-route';
import { api } from '~/lib/api/browser-client';
import type { SavedProductIntent } from './saved-products-list';
import { setSaved } from './wishlist-store';

/*
 * /user/wishlist and /user/saved-products show the same list: one loader and one action for both
 * route modules.
 */

export async function loadSavedProducts(request: Request) {
  await requireCustomer(request);
  return { entries: (await api('GET /user/wishlist')).data };
}

/** Takes a product off the list through the wishlist store, so every heart on the page follows. */
export async function savedProductsAction(request: Request) {
  const { intent, id } = readIntent(await request.formData());
  if (intent !== ('remove' satisfies SavedProductIntent)) throw new Error(`Unknown saved-products action: ${intent}`);
  // The store puts the heart back and says so when the server refuses; the list is loaded again.
  return { ok: await setSaved(id, false) };
}
