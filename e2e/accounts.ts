import { randomUUID } from 'node:crypto';
import type { Locator, Page } from 'playwright-core';
import type { AuthReply } from '@common/auth/contracts';
import { STORAGE_KEYS } from '@common/storage-keys';
import { E2E_ADMIN } from './built-app';

export { E2E_ADMIN } from './built-app';

/** What the accounts tests need of `setupSite()`. */
export interface Site {
  fetch(path: string, init?: RequestInit): Promise<Response>;
}

export const CUSTOMER_PASSWORD = 'contraseña-de-prueba-2026';

/** Console lines a page prints when the API answers a call with this status, as it should. */
export function httpErrorLine(status: number) {
  return new RegExp(`Failed to load resource: the server responded with a status of ${status}`);
}

/** An email no other test (or run) has used. */
export function uniqueEmail(label: string) {
  return `e2e-${label}-${randomUUID().slice(0, 8)}@example.com`;
}

async function jsonOrThrow<T>(response: Response, what: string): Promise<T> {
  const text = await response.text();
  if (!response.ok) throw new Error(`${what} answered ${response.status}: ${text}`);
  return JSON.parse(text) as T;
}

export interface Customer {
  name: string;
  email: string;
  password: string;
  token: string;
  user: AuthReply['user'];
}

/** A new customer through POST /api/register (one of the register rate limit's attempts). */
export async function registerCustomer(site: Site, name = 'Lucía Prueba'): Promise<Customer> {
  const email = uniqueEmail('cliente');
  const response = await site.fetch('/api/register', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify({ name, email, password: CUSTOMER_PASSWORD, password_confirmation: CUSTOMER_PASSWORD }),
  });
  const reply = await jsonOrThrow<AuthReply>(response, 'POST /api/register');
  return { name, email, password: CUSTOMER_PASSWORD, token: reply.token, user: reply.user };
}

/** A fresh token through POST /api/login. */
export async function loginViaApi(site: Site, email: string, password: string): Promise<AuthReply> {
  const response = await site.fetch('/api/login', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  return jsonOrThrow<AuthReply>(response, 'POST /api/login');
}

/** The administrator every browser-test data dir is seeded with. */
export async function loginAsAdmin(site: Site) {
  try {
    return await loginViaApi(site, E2E_ADMIN.email, E2E_ADMIN.password);
  } catch (err) {
    throw new Error(
      `${(err as Error).message}\nWas E2E_SEEDED_DATA_DIR seeded without E2E_APP_ENV (see prepareSeededData)? Seed it again.`,
    );
  }
}

/** GET `path` with a bearer token, as the API sees a client holding it. */
export function fetchWithToken(site: Site, path: string, token: string, init: RequestInit = {}) {
  return site.fetch(path, {
    ...init,
    headers: { Accept: 'application/json', Authorization: `Bearer ${token}`, ...init.headers },
  });
}

/** The JSON of an API answer; anything but a 2xx fails the test, saying what answered what. */
export async function jsonOf<T>(response: Response, what: string): Promise<T> {
  const text = await response.text();
  if (!response.ok) throw new Error(`${what} answered ${response.status}: ${text}`);
  return JSON.parse(text) as T;
}

/** POSTs JSON to the API, signed in with `token` (or as a guest with null). */
export function postJson(site: Site, token: string | null, path: string, body: unknown) {
  const init = { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) };
  return token ? fetchWithToken(site, path, token, init) : site.fetch(path, { ...init, headers: { ...init.headers, Accept: 'application/json' } });
}

/**
 * `beforeNavigate` for `open()`: the browser starts with `token` stored under both keys, as a
 * returning signed-in visitor would. Only the first document of the tab gets it, so a later
 * sign-out or 401 that clears the keys stays cleared across reloads.
 */
export function signedInWith(token: string) {
  return (page: Page) =>
    page.addInitScript(
      ({ keys, value }) => {
        try {
          if (sessionStorage.getItem('e2e-session-seeded')) return;
          sessionStorage.setItem('e2e-session-seeded', '1');
          for (const key of keys) localStorage.setItem(key, value);
        } catch {
          // about:blank has no storage.
        }
      },
      { keys: [STORAGE_KEYS.token, STORAGE_KEYS.authToken], value: token },
    );
}

/** Both session keys of spec §3 as the browser holds them now. */
export function storedTokens(page: Page) {
  return page.evaluate(
    ({ token, authToken }) => ({ token: localStorage.getItem(token), auth_token: localStorage.getItem(authToken) }),
    { token: STORAGE_KEYS.token, authToken: STORAGE_KEYS.authToken },
  );
}

/** Resolves once the tab shows `pathname` (any query), whether React Router or a reload got it there. */
export async function waitForPath(page: Page, pathname: string, timeout = 20_000) {
  await page.waitForURL((url) => url.pathname === pathname, { timeout });
}

/** The signed-in avatar menu button of the public header (spec §2). */
export function accountMenuButton(page: Page): Locator {
  return page.getByRole('banner').getByRole('button', { name: /menú de la cuenta/ });
}

/** The alert dialog with this title (spec §8 dialogs). */
export function alertDialog(page: Page, title: string): Locator {
  return page.getByRole('alertdialog', { name: title });
}
