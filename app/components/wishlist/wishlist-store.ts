import { useEffect, useSyncExternalStore } from 'react';
import { api } from '~/lib/api/browser-client';
import { useAuth } from '~/lib/auth';
import { toast } from '~/lib/toast';

export interface WishlistState {
  /** Whose list this is; null for guests. */
  userId: number | null;
  ids: ReadonlySet<number>;
  /** Products with a save or removal on its way to the server. */
  pending: ReadonlySet<number>;
  isLoaded: boolean;
}

const EMPTY: WishlistState = { userId: null, ids: new Set(), pending: new Set(), isLoaded: false };

let state: WishlistState = EMPTY;
let loadToken = 0;
const listeners = new Set<() => void>();

function set(next: Partial<WishlistState>) {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
}

/** Follows the signed-in user: loads their saved products once, forgets them on sign-out. */
export function syncWishlist(userId: number | null) {
  if (userId === state.userId) return;
  const token = ++loadToken;
  set({ userId, ids: new Set(), pending: new Set(), isLoaded: false });
  if (userId === null) return;
  api('GET /user/wishlist', {}, { skipAuthRedirect: true })
    .then((reply) => {
      if (token === loadToken) set({ ids: new Set(reply.data.map((entry) => entry.product.id)), isLoaded: true });
    })
    .catch(() => {
      // Hearts start empty; saving still works and tells the shopper if it fails.
      if (token === loadToken) set({ isLoaded: true });
    });
}

function withId(ids: ReadonlySet<number>, id: number, isIn: boolean): Set<number> {
  const next = new Set(ids);
  if (isIn) next.add(id);
  else next.delete(id);
  return next;
}

/**
 * Saves (POST) or removes (DELETE) a product at once on screen, then on the server; if the
 * server refuses, puts the heart back and says so. Resolves true when the server agreed.
 */
export async function setSaved(productId: number, shouldSave: boolean): Promise<boolean> {
  if (state.pending.has(productId)) return false;
  const wasSaved = state.ids.has(productId);
  const owner = state.userId;
  set({ ids: withId(state.ids, productId, shouldSave), pending: withId(state.pending, productId, true) });
  try {
    if (shouldSave) await api('POST /user/wishlist', { body: { product_id: productId } });
    else await api('DELETE /user/wishlist/{productId}', { params: { productId } });
    return true;
  } catch {
    if (state.userId === owner) {
      set({ ids: withId(state.ids, productId, wasSaved) });
      toast({
        type: 'error',
        message: shouldSave
          ? 'No hemos podido guardar el producto en favoritos. Inténtalo de nuevo.'
          : 'No hemos podido quitar el producto de favoritos. Inténtalo de nuevo.',
      });
    }
    return false;
  } finally {
    if (state.userId === owner) set({ pending: withId(state.pending, productId, false) });
  }
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The signed-in customer's saved product ids (empty for guests and on the server). */
export function useWishlist(): WishlistState {
  const { status, user } = useAuth();
  const userId = status === 'authenticated' && user ? user.id : null;
  useEffect(() => {
    if (status !== 'loading') syncWishlist(userId);
  }, [status, userId]);
  return useSyncExternalStore(subscribe, () => state, () => EMPTY);
}

/** For tests. */
export function resetWishlistForTests() {
  loadToken++;
  state = EMPTY;
}
