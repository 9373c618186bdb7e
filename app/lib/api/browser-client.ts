import { STORAGE_KEYS } from '@common/storage-keys';
import { readStorage, removeStorage } from '../browser-storage';
import { createApiClient } from './client';

/** Paths where a 401 must not bounce the visitor to /login (spec §8). */
function isAuthRedirectExempt(pathname: string): boolean {
  return pathname === '/login' || pathname.startsWith('/register');
}

/**
 * The pages' client in the browser (spec §7): the bearer token stored under `token`, and on a
 * 401 the token is dropped and the visitor goes to /login, except where §8 says not.
 */
export const api = createApiClient({
  fetch: (url, init) => fetch(url, init),
  token: () => readStorage(STORAGE_KEYS.token),
  onUnauthorized: () => {
    if (typeof window === 'undefined') return;
    removeStorage(STORAGE_KEYS.token);
    removeStorage(STORAGE_KEYS.authToken);
    if (!isAuthRedirectExempt(window.location.pathname)) window.location.assign('/login');
  },
});
