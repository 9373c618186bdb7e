import { useEffect, useMemo, useSyncExternalStore } from 'react';
import {
  addItem,
  cartCount,
  describeChange,
  parseStoredCart,
  reconcileItems,
  removeItem,
  setItemQuantity,
  type CartItem,
  type CartProductInput,
  type CartVariantInput,
} from '@common/cart/lines';
import type { ServerCart } from '@common/cart/contracts';
import { CART_COOKIE, CART_COOKIE_MAX_AGE_SECONDS, CART_COOKIE_PATH, encodeCartCookie } from '@common/cart/cart-cookie';
import { MAX_CART_LINES, mergeCarts, sameCartLines } from '@common/cart/merge';
import { cartSubtotal } from '@common/cart/pricing';
import { STORAGE_KEYS } from '@common/storage-keys';
import { api } from './api/browser-client';
import { ApiRequestError } from './api/errors';
import { getAuthState, subscribeAuth } from './auth';
import { readStorage, writeJson } from './browser-storage';
import {
  cartRulesStarted,
  getCartState,
  resetCartStateForTests,
  SERVER_CART_STATE,
  setCartOpen,
  setCartState,
  subscribeCart,
  toggleCart,
  type CartState,
} from './cart-state';
import { toast } from './toast';

/**
 * The cart's rules (spec §4): what the shopper does to it, the account's copy, prices and stock checked again. The state
 * they write is `cart-state.ts`, which every page's header reads without loading this module (issue 36).
 */
export { setCartOpen, toggleCart, type CartState };

let started = false;

function setState(next: Partial<CartState>) {
  const itemsChanged = next.items !== undefined && next.items !== getCartState().items;
  setCartState(next);
  if (itemsChanged) mirrorToCookie(getCartState().items);
}

/**
 * Issue 36: the cart's lines (product, variant and units only) copied into a cookie that only
 * /checkout's requests carry, so the server draws the order in the page's first HTML. It holds no
 * personal data and exists only for the service the shopper asked for (their own cart at the
 * checkout), so it is strictly necessary (LSSI art. 22.2) and needs no consent. The cart itself
 * stays in localStorage, which wins once the page runs.
 */
function mirrorToCookie(items: readonly CartItem[]) {
  if (typeof document === 'undefined') return;
  const value = encodeCartCookie(items.map((item) => ({ product_id: item.product.id, variant_id: item.variant?.id ?? null, quantity: item.quantity })));
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  const maxAge = value ? CART_COOKIE_MAX_AGE_SECONDS : 0;
  try {
    document.cookie = `${CART_COOKIE}=${value}; Path=${CART_COOKIE_PATH}; Max-Age=${maxAge}; SameSite=Lax${secure}`;
  } catch {
    // Cookies refused (a sandboxed frame): the checkout draws the lines in the browser, as before.
  }
}

function readStoredCart(raw: string | null): CartItem[] {
  if (raw === null) return [];
  try {
    return parseStoredCart(JSON.parse(raw));
  } catch {
    return [];
  }
}

function commit(items: CartItem[]) {
  setState({ items });
  writeJson(STORAGE_KEYS.cart, items);
  scheduleServerSave();
}

/** Changes the cart in this browser only (what came from the account's copy, or the logout). */
function commitLocally(items: CartItem[]) {
  setState({ items });
  writeJson(STORAGE_KEYS.cart, items);
}

// ---------------------------------------------------------------------------------------------
// The account's copy of the cart (issue 12). The cart lives in the browser's storage under the
// same key as always (spec §4); for a signed-in customer the server keeps a copy (PUT /user/cart):
// - at login (or registration) in this tab, the guest cart and the account's cart become one
//   (common/cart/merge.ts: the same garment keeps the larger quantity, capped at the stock);
// - a session restored at page load takes the account's cart (another device may have changed
//   it), or gives it this browser's lines when the account has none yet;
// - while signed in, every change is sent after a short pause (the last one wins);
// - at logout the cart is emptied in this browser, so the next person at a shared computer does
//   not see it; it is still in the account and comes back at the next login.

/** Wait after a change before sending the cart (several quick clicks make one request). */
export const SERVER_CART_SAVE_DELAY_MS = 800;

/** The account whose copy this tab keeps in step; null for a guest or until the copy is read. */
let syncedUserId: number | null = null;
let saveTimer: ReturnType<typeof setTimeout> | null = null;
let authUnsubscribe: (() => void) | null = null;

function toServerItems(items: readonly CartItem[]) {
  return items.slice(0, MAX_CART_LINES).map((item) => {
    const added = Date.parse(item.addedAt);
    return {
      product_id: item.product.id,
      variant_id: item.variant?.id ?? null,
      quantity: Math.max(1, Math.min(item.quantity, 99)),
      added_at: new Date(Number.isNaN(added) ? 0 : added).toISOString(),
    };
  });
}

function fromServer(cart: ServerCart): CartItem[] {
  return cart.items.map((line) => ({ product: line.product, variant: line.variant, quantity: line.quantity, addedAt: line.added_at, stock: line.stock }));
}

async function saveToServer(): Promise<void> {
  if (syncedUserId === null) return;
  const userId = syncedUserId;
  try {
    await api('PUT /user/cart', { body: { items: toServerItems(getCartState().items) } }, { skipAuthRedirect: true });
  } catch (error) {
    // Offline or a refusal: the browser's cart is still right; the next change sends it again.
    // A session that ended stops the copy.
    if (error instanceof ApiRequestError && error.status === 401 && syncedUserId === userId) syncedUserId = null;
  }
}

function scheduleServerSave() {
  if (syncedUserId === null || typeof window === 'undefined') return;
  if (saveTimer) clearTimeout(saveTimer);
  saveTimer = setTimeout(() => {
    saveTimer = null;
    void saveToServer();
  }, SERVER_CART_SAVE_DELAY_MS);
}

/**
 * Joins this browser's cart and the account's: `merge` at a login in this tab (the guest cart
 * joins the account's), `restore` for a session found at page load (the account's cart wins).
 */
export async function syncCartWithAccount(userId: number, mode: 'merge' | 'restore'): Promise<void> {
  if (syncedUserId === userId) return;
  syncedUserId = null;
  let server: ServerCart;
  try {
    server = (await api('GET /user/cart', {}, { skipAuthRedirect: true })).data;
  } catch {
    return; // The browser's cart stays as it is; the next login or page load tries again.
  }
  // Signed out, or someone else signed in, meanwhile: this copy is not theirs.
  const now = getAuthState();
  if (now.status === 'unauthenticated' || (now.user && now.user.id !== userId)) return;
  const serverItems = fromServer(server);
  const next = mode === 'merge' || server.updated_at === null ? mergeCarts(getCartState().items, serverItems) : serverItems;
  commitLocally(next);
  syncedUserId = userId;
  if (!sameCartLines(next, serverItems)) await saveToServer();
}

function onLogin(event: Event) {
  const userId = (event as CustomEvent<{ userId?: number }>).detail?.userId;
  if (typeof userId === 'number') void syncCartWithAccount(userId, 'merge');
}

function onLogout() {
  syncedUserId = null;
  if (saveTimer) clearTimeout(saveTimer);
  saveTimer = null;
  commitLocally([]);
}

/** A session restored at page load (a stored token): the account's cart comes in. */
function followSession() {
  const auth = getAuthState();
  if (auth.status !== 'authenticated' || !auth.user || syncedUserId === auth.user.id) return;
  if (!readStorage(STORAGE_KEYS.token)) return;
  void syncCartWithAccount(auth.user.id, 'restore');
}

function followOtherTabs(event: StorageEvent) {
  if (event.key === STORAGE_KEYS.cart) setState({ items: readStoredCart(event.newValue) });
}

/** Reads the stored cart once (after hydration), follows other tabs, and re-checks prices and stock. */
export function startCart(): void {
  if (started || typeof window === 'undefined') return;
  started = true;
  cartRulesStarted();
  window.addEventListener('storage', followOtherTabs);
  window.addEventListener('auth-login', onLogin);
  window.addEventListener('auth-logout', onLogout);
  setState({ items: readStoredCart(readStorage(STORAGE_KEYS.cart)), isLoaded: true });
  authUnsubscribe = subscribeAuth(followSession);
  followSession();
  if (getCartState().items.length > 0) void refreshCart();
}

async function fetchProduct(id: number): Promise<CartProductInput> {
  const reply = await api('GET /products/{idOrSlug}', { params: { idOrSlug: String(id) } }, { skipAuthRedirect: true });
  return reply.data.product;
}

/**
 * Asks the API for every product in the cart at once and updates prices and stock. A product the
 * store no longer lists (404) leaves the cart; any other failure keeps the line as it was.
 * Tells the shopper what changed in one toast.
 */
export async function refreshCart(load: (id: number) => Promise<CartProductInput> = fetchProduct): Promise<void> {
  const ids = [...new Set(getCartState().items.map((item) => item.product.id))];
  if (ids.length === 0) return;
  const results = await Promise.allSettled(ids.map((id) => load(id)));
  const fresh = new Map<number, CartProductInput | null>();
  results.forEach((result, index) => {
    if (result.status === 'fulfilled') fresh.set(ids[index]!, result.value);
    else if (result.reason instanceof ApiRequestError && result.reason.status === 404) fresh.set(ids[index]!, null);
  });
  const { items, changes } = reconcileItems(getCartState().items, fresh);
  commit(items);
  if (changes.length === 0) return;
  const isLoss = changes.some((change) => change.kind !== 'price');
  toast({
    type: isLoss ? 'warning' : 'info',
    message: ['Hemos actualizado tu carrito.', ...changes.map(describeChange)].join(' '),
    duration: 10_000,
  });
}

export type AddToCartStatus = 'added' | 'capped' | 'at_limit' | 'sold_out' | 'needs_variant';

export interface AddToCartResult {
  status: AddToCartStatus;
  /** Units really added. */
  added: number;
  /** Quantity of the line afterwards. */
  quantity: number;
}

export interface AddToCartOptions {
  /** Show the cart panel after adding (default true); when false a toast confirms instead. */
  openPanel?: boolean;
}

/**
 * Adds `quantity` units of a product (and its size/colour variant) to the cart. A product with
 * several variants needs one chosen; with a single variant that one is used. Adding the same
 * product and variant again increases the quantity up to the stock. Says so when it cannot.
 */
export function addToCart(
  product: CartProductInput,
  variant: CartVariantInput | null = null,
  quantity = 1,
  { openPanel = true }: AddToCartOptions = {},
): AddToCartResult {
  startCart();
  const variants = product.variants ?? [];
  const chosen = variant ?? (variants.length === 1 ? variants[0]! : null);
  if (!chosen && variants.length > 1) {
    toast({ type: 'info', message: `Elige talla y color de «${product.name}» para añadirlo al carrito.` });
    return { status: 'needs_variant', added: 0, quantity: 0 };
  }
  const result = addItem(getCartState().items, product, chosen, quantity, new Date());
  if (result.available === 0) {
    toast({ type: 'warning', message: `«${product.name}» está agotado en esta talla y color.` });
    return { status: 'sold_out', added: 0, quantity: result.quantity };
  }
  if (result.added === 0) {
    toast({
      type: 'warning',
      message: `Ya tienes en el carrito todas las unidades disponibles de «${product.name}» (${result.quantity}).`,
    });
    return { status: 'at_limit', added: 0, quantity: result.quantity };
  }
  commit(result.items);
  const isCapped = result.added < quantity;
  if (isCapped) {
    toast({
      type: 'warning',
      message: `${result.available === 1 ? 'Solo quedaba 1 unidad' : `Solo quedaban ${result.available} unidades`} de «${product.name}»: tienes ${result.quantity} en el carrito.`,
    });
  } else if (!openPanel) {
    toast({ type: 'success', message: `«${product.name}» añadido al carrito.` });
  }
  if (openPanel) setState({ isOpen: true });
  return { status: isCapped ? 'capped' : 'added', added: result.added, quantity: result.quantity };
}

/** Spec §4: 0 or less removes the line. */
export function setCartQuantity(key: string, quantity: number) {
  commit(setItemQuantity(getCartState().items, key, quantity));
}

export function removeFromCart(key: string) {
  commit(removeItem(getCartState().items, key));
}

export function clearCart() {
  commit([]);
}

export interface UseCart extends CartState {
  /** Units in the cart (sum of quantities). */
  count: number;
  /** Sum of the lines in euros, IVA included. */
  subtotal: number;
}

/** The cart in a component; empty during the server render and hydration, then the stored cart. */
export function useCart(): UseCart {
  const current = useSyncExternalStore(subscribeCart, getCartState, () => SERVER_CART_STATE);
  useEffect(() => startCart(), []);
  const { items } = current;
  const totals = useMemo(() => ({ count: cartCount(items), subtotal: cartSubtotal(items) }), [items]);
  return { ...current, ...totals };
}

/** For tests: forget the cart in memory so the next startCart reads storage again. */
export function resetCartForTests() {
  if (typeof window !== 'undefined') {
    window.removeEventListener('storage', followOtherTabs);
    window.removeEventListener('auth-login', onLogin);
    window.removeEventListener('auth-logout', onLogout);
  }
  authUnsubscribe?.();
  authUnsubscribe = null;
  if (saveTimer) clearTimeout(saveTimer);
  saveTimer = null;
  syncedUserId = null;
  started = false;
  resetCartStateForTests();
}
