import { describe, expect, test } from 'vitest';
import { alertDialog, fetchWithToken, httpErrorLine, loginAsAdmin, registerCustomer, signedInWith, storedTokens, waitForPath } from './accounts';
import { setupSite } from './harness';

const site = setupSite();

describe('admin users (spec §2 admin.users; issue 11: deactivating a user ends their open session)', () => {
  test('an admin finds a signed-in customer, deactivates them from their page, and the customer’s next move lands on /login', async () => {
    const [admin, customer] = await Promise.all([loginAsAdmin(site), registerCustomer(site, 'Nerea Desactivada')]);

    // The customer is in their area.
    const shopper = await site.open('/user/dashboard', { beforeNavigate: signedInWith(customer.token) });
    expect(new URL(shopper.page.url()).pathname).toBe('/user/dashboard');

    // The admin finds them in the list (divergente, dark) and opens their page.
    const { page } = await site.open('/admin/users', {
      beforeNavigate: signedInWith(admin.token),
      appearance: { theme: 'divergente', darkModePreference: 'dark' },
    });
    await page.getByRole('heading', { level: 1, name: 'Usuarios' }).waitFor();
    const table = page.getByRole('table', { name: 'Usuarios de la tienda' });
    await table.locator('tbody tr').first().waitFor();
    await page.getByRole('searchbox', { name: 'Buscar' }).fill(customer.email);
    await page.waitForURL((url) => url.searchParams.get('search') === customer.email);
    await page.getByText('1–1 de 1 usuario', { exact: true }).waitFor();
    const row = table.locator('tbody tr').filter({ hasText: customer.email });
    expect(await row.textContent()).toContain('Activa');
    await row.getByRole('link', { name: customer.name, exact: true }).click();
    await waitForPath(page, `/admin/users/${customer.user.id}`);
    await page.getByRole('heading', { level: 1, name: customer.name }).waitFor();
    expect(await page.title()).toBe(`${customer.name} · Admin · Tienda Diverso`);
    await page.getByRole('button', { name: /^Cerrar sesión en / }).first().waitFor();

    // Deactivate behind the alert dialog.
    await page.getByRole('button', { name: 'Desactivar cuenta' }).click();
    const dialog = alertDialog(page, '¿Desactivar esta cuenta?');
    await dialog.getByRole('button', { name: 'Desactivar' }).click();
    await page.getByText('Cuenta desactivada. Sus sesiones se han cerrado.').waitFor();
    await page.getByRole('button', { name: 'Reactivar cuenta' }).waitFor();
    await page.getByText('Sin sesiones: la cuenta está desactivada.').waitFor();

    // Every token of the account stopped working at once.
    expect((await fetchWithToken(site, '/api/user', customer.token)).status).toBe(401);

    // The customer's next move in the app: the API answers 401, the token goes and /login shows.
    shopper.allowConsoleErrors(httpErrorLine(401));
    await shopper.page.locator('aside').getByRole('link', { name: 'Direcciones', exact: true }).click();
    await waitForPath(shopper.page, '/login');
    expect(await storedTokens(shopper.page)).toEqual({ token: null, auth_token: null });
  });
});
