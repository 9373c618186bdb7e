import { describe, expect, test } from 'vitest';
import {
  accountMenuButton,
  fetchWithToken,
  httpErrorLine,
  loginViaApi,
  registerCustomer,
  signedInWith,
  storedTokens,
  waitForPath,
} from './accounts';
import { setupSite } from './harness';

const site = setupSite();

describe('logout (spec §4: clears the token and the user, goes to guest.home)', () => {
  test("'Sign out' in the header menu: back to '/', 'Registro' and 'Loguear' shown, both keys cleared, the old token refused", async () => {
    const customer = await registerCustomer(site, 'Sara Salida');
    const { page } = await site.open('/brands/rue-diverso', { beforeNavigate: signedInWith(customer.token) });
    const menu = accountMenuButton(page);
    await menu.waitFor({ state: 'visible' });

    await menu.click();
    const signOut = page.getByRole('menuitem', { name: 'Sign out' });
    await signOut.waitFor({ state: 'visible' });
    await site.expectNoAxeViolations(page, 'header account menu (open)');
    await signOut.click();

    await waitForPath(page, '/');
    const banner = page.getByRole('banner');
    await banner.getByRole('link', { name: 'Loguear', exact: true }).waitFor({ state: 'visible' });
    await expect(banner.getByRole('link', { name: 'Registro', exact: true }).isVisible()).resolves.toBe(true);
    await expect(accountMenuButton(page).count()).resolves.toBe(0);
    expect(await storedTokens(page)).toEqual({ token: null, auth_token: null });

    const me = await fetchWithToken(site, '/api/user', customer.token);
    expect(me.status).toBe(401);

    // Signed out for good: a reload does not bring the session back.
    await page.reload();
    await banner.getByRole('link', { name: 'Loguear', exact: true }).waitFor({ state: 'visible' });
    await expect(accountMenuButton(page).count()).resolves.toBe(0);
  });
});

describe('a token revoked on the server (spec §8: 401 clears the stored token and goes to /login)', () => {
  test('a customer whose session was ended from another device and who opens /user/addresses is sent to /login, token cleared', async () => {
    const customer = await registerCustomer(site, 'Elena Revocada');
    const other = await loginViaApi(site, customer.email, customer.password);
    // From the other session: end every session but this one.
    const revoked = await fetchWithToken(site, '/api/user/sessions', other.token, { method: 'DELETE' });
    expect(revoked.status).toBe(200);
    expect((await fetchWithToken(site, '/api/user', customer.token)).status).toBe(401);

    const { page } = await site.open('/user/addresses', {
      beforeNavigate: signedInWith(customer.token),
      allowConsoleErrors: [httpErrorLine(401)],
    });
    await waitForPath(page, '/login');
    await page.getByRole('heading', { level: 1, name: 'Sign in to your account' }).waitFor();
    expect(await storedTokens(page)).toEqual({ token: null, auth_token: null });
    // The other session is untouched.
    expect((await fetchWithToken(site, '/api/user', other.token)).status).toBe(200);
  });

  test('a token that stops working while the customer is in their area: the next call answers 401, the token is cleared and /login shown', async () => {
    const customer = await registerCustomer(site, 'Pablo Caducado');
    const { page, allowConsoleErrors } = await site.open('/user/dashboard', {
      beforeNavigate: signedInWith(customer.token),
    });
    expect(new URL(page.url()).pathname).toBe('/user/dashboard');
    expect((await storedTokens(page)).token).toBe(customer.token);

    const loggedOut = await fetchWithToken(site, '/api/logout', customer.token, { method: 'POST' });
    expect(loggedOut.status).toBe(200);
    allowConsoleErrors(httpErrorLine(401));

    // A client-side move: the session in memory is still 'authenticated', only the API says no.
    await page.locator('aside').getByRole('link', { name: 'Direcciones', exact: true }).click();
    await waitForPath(page, '/login');
    await page.getByRole('heading', { level: 1, name: 'Sign in to your account' }).waitFor();
    expect(await storedTokens(page)).toEqual({ token: null, auth_token: null });
  });
});
