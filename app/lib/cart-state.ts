import { useEffect, useSyncExternalStore } from 'react';
import type { CartItem } from '@common/cart/lines';
import { STORAGE_KEYS } from '@common/storage-keys';
import { readStorage } from './browser-storage';

/**
 * The cart as every page's header reads it (issue 36): its lines, whether the panel is open, whether the stored cart
 * has been read. The rules that change it — adding, the account's copy, prices and stock checked again — are
 * `app/lib/cart.ts`, which loads only when there is a cart to read or a shopper who may have one: a stored cart, a
 * session, another tab writing one, a sign-in, or a page that adds to it. A first visit reads nothing and loads none
 * of it.
 */
export interface CartState {
  items: readonly CartItem[];
  /** The cart panel (spec §4: it can be toggled). */
  isOpen: boolean;
  /** False until the stored cart has been read in the browser (the server never knows it). */
  isLoaded: boolean;
}

export const SERVER_CART_STATE: CartState = { items: [], isOpen: false, isLoaded: false };

let state: CartState = SERVER_CART_STATE;
const listeners = new Set<() => void>();

export function getCartState(): CartState {
  return state;
}

/** Changes the state and tells every reader (the cart's rules write the lines; anyone may open or close the panel). */
export function setCartState(next: Partial<CartState>): void {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
}

export function subscribeCart(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function setCartOpen(isOpen: boolean): void {
  if (state.isOpen !== isOpen) setCartState({ isOpen });
}

export function toggleCart(): void {
  setCartState({ isOpen: !state.isOpen });
}

/** Units in the cart (sum of quantities). */
export function cartUnits(items: readonly CartItem[]): number {
  return items.reduce((sum, item) => sum + item.quantity, 0);
}

let watching = false;

/** The cart's rules, loaded on use: a page that adds to the cart calls them through this (issue 36). */
export const loadCartRules = () => import('./cart');

function stopWatching(): void {
  if (!watching) return;
  watching = false;
  window.removeEventListener('storage', onStorage);
  window.removeEventListener('auth-login', onLogin);
}

function onStorage(event: StorageEvent): void {
  if (event.key !== STORAGE_KEYS.cart && event.key !== STORAGE_KEYS.token) return;
  stopWatching();
  void loadCartRules().then((rules) => rules.startCart());
}

function onLogin(event: Event): void {
  const userId = (event as CustomEvent<{ userId?: number }>).detail?.userId;
  stopWatching();
  void loadCartRules().then((rules) => {
    rules.startCart();
    // The event that brought the rules in has gone by: the guest's cart joins the account's now.
    if (typeof userId === 'number') void rules.syncCartWithAccount(userId, 'merge');
  });
}

let checked = false;

/**
 * After hydration: with a stored cart or a session, the cart's rules load and read it; otherwise the cart is empty and
 * known to be, and the rules wait for whatever could fill it (another tab's cart, a sign-in in this one).
 */
export function startCartWhenNeeded(): void {
  if (checked || typeof window === 'undefined') return;
  checked = true;
  const stored = readStorage(STORAGE_KEYS.cart);
  if ((stored !== null && stored !== '[]') || readStorage(STORAGE_KEYS.token)) {
    void loadCartRules().then((rules) => rules.startCart());
    return;
  }
  if (!state.isLoaded) setCartState({ isLoaded: true });
  watching = true;
  window.addEventListener('storage', onStorage);
  window.addEventListener('auth-login', onLogin);
}

/** The cart's rules have started (app/lib/cart.ts): they follow storage and sign-ins themselves from now on. */
export function cartRulesStarted(): void {
  checked = true;
  if (typeof window !== 'undefined') stopWatching();
}

/** For tests: back to the state before any page ran. */
export function resetCartStateForTests(): void {
  if (typeof window !== 'undefined') stopWatching();
  checked = false;
  state = SERVER_CART_STATE;
  for (const listener of listeners) listener();
}

export interface CartSummary extends CartState {
  /** Units in the cart (sum of quantities). */
  count: number;
}

/** What the header shows of the cart: empty during the server render and hydration, then the stored cart. */
export function useCartSummary(): CartSummary {
  const current = useSyncExternalStore(subscribeCart, getCartState, () => SERVER_CART_STATE);
  useEffect(() => startCartWhenNeeded(), []);
  return { ...current, count: cartUnits(current.items) };
}
