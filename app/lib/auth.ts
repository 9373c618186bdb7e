import { useSyncExternalStore } from 'react';
import type { AuthUser } from '@common/auth/contracts';
import { STORAGE_KEYS } from '@common/storage-keys';
import { api } from './api/browser-client';
import { ApiRequestError } from './api/errors';
import { readStorage, removeStorage, writeStorage } from './browser-storage';

export type AuthStatus = 'loading' | 'authenticated' | 'unauthenticated';

export interface AuthState {
  status: AuthStatus;
  user: AuthUser | null;
  /** Why the stored session could not be restored (spec §8 'Authentication failed'). */
  error: string | null;
}

// Loading starts true (spec §4); the server render never knows the session.
const LOADING: AuthState = { status: 'loading', user: null, error: null };

let state: AuthState = LOADING;
let started: Promise<void> | null = null;
const listeners = new Set<() => void>();

function set(next: AuthState) {
  state = next;
  for (const listener of listeners) listener();
}

export function getAuthState(): AuthState {
  return state;
}

/** Both keys of spec §3: `token` is read by every call, `auth_token` is written after login (./auth-sign-in.ts). */
export function saveToken(token: string) {
  writeStorage(STORAGE_KEYS.token, token);
  writeStorage(STORAGE_KEYS.authToken, token);
}

function clearToken() {
  removeStorage(STORAGE_KEYS.token);
  removeStorage(STORAGE_KEYS.authToken);
}

/** Restores the stored session once: a stored token is checked with GET /api/user. */
export function startAuth(): Promise<void> {
  if (typeof window === 'undefined') return Promise.resolve();
  started ??= (async () => {
    const token = readStorage(STORAGE_KEYS.token) ?? readStorage(STORAGE_KEYS.authToken);
    if (!token) {
      set({ status: 'unauthenticated', user: null, error: null });
      return;
    }
    if (!readStorage(STORAGE_KEYS.token)) writeStorage(STORAGE_KEYS.token, token);
    try {
      const user = await api('GET /user', {}, { skipAuthRedirect: true });
      set({ status: 'authenticated', user, error: null });
    } catch (err) {
      // Only the server saying the session is over ends it here: a request cut short by leaving the
      // page, a network that dropped or a database away (503) keep it for the next page.
      if (err instanceof ApiRequestError && (err.status === 401 || err.status === 403)) clearToken();
      const message = err instanceof ApiRequestError && err.hasServerMessage ? err.message : 'Authentication failed';
      set({ status: 'unauthenticated', user: null, error: message });
    }
  })();
  return started;
}

/**
 * Signs out locally whatever the server answers (spec §4, §8). `sessionGone`: the server already
 * ended every session (the account was just deleted), so there is nothing to tell it.
 */
export async function logout(options: { sessionGone?: boolean } = {}): Promise<void> {
  if (!options.sessionGone) {
    try {
      await api('POST /logout', {}, { skipAuthRedirect: true, timeoutMs: 5_000 });
    } catch {
      // Ignored: the session ends here either way.
    }
  }
  clearToken();
  set({ status: 'unauthenticated', user: null, error: null });
  window.dispatchEvent(new CustomEvent('auth-logout'));
}

/**
 * The signed-in user once the stored session is known, null for a guest: what the customer
 * area's loaders wait for before asking the API anything (spec §4 route guard).
 */
export async function sessionUser(): Promise<AuthUser | null> {
  if (state.status === 'loading') await startAuth();
  return state.user;
}

/** Replaces the signed-in user after a profile change. */
export function setAuthUser(user: AuthUser) {
  set({ status: 'authenticated', user, error: null });
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Follows the session from outside React (the cart keeps the account's copy in step). */
export function subscribeAuth(listener: () => void): () => void {
  return subscribe(listener);
}

export function useAuth(): AuthState {
  return useSyncExternalStore(subscribe, getAuthState, () => LOADING);
}

/** For tests only. */
export function resetAuthForTests() {
  started = null;
  state = LOADING;
}
