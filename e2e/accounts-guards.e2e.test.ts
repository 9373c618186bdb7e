import { describe, expect, test } from 'vitest';
import {
  fetchWithToken,
  loginAsAdmin,
  registerCustomer,
  signedInWith,
  storedTokens,
  waitForPath,
  type Customer,
} from './accounts';
import { setupSite } from './harness';

const site = setupSite();

let customer: Customer | undefined;
/** One customer for the whole file: the guards only read the session. */
async function theCustomer() {
  customer ??= await registerCustomer(site, 'Carmen Guardias');
  return customer;
}

interface ProductsSummary {
  total: number;
  active: number;
  low_stock: number;
  featured: number;
  categories: number;
}

describe('route guard (spec §4, §6)', () => {
  test('a guest opening /user/profile lands on /login', async () => {
    const { page } = await site.open('/user/profile');
    await waitForPath(page, '/login');
    await page.getByRole('heading', { level: 1, name: 'Sign in to your account' }).waitFor();
    expect(await storedTokens(page)).toEqual({ token: null, auth_token: null });
  });

  test("a signed-in customer opening /admin/dashboard lands on guest.home ('/')", async () => {
    const { token } = await theCustomer();
    const { page } = await site.open('/admin/dashboard', { beforeNavigate: signedInWith(token) });
    await waitForPath(page, '/');
    // Still signed in: being turned away from /admin is not a sign-out.
    expect((await storedTokens(page)).token).toBe(token);
    expect(await page.getByRole('heading', { name: 'Dashboard', exact: true }).count()).toBe(0);
  });

  test('a signed-in customer opening /login lands on /user/dashboard', async () => {
    const { token } = await theCustomer();
    const { page } = await site.open('/login', { beforeNavigate: signedInWith(token) });
    await waitForPath(page, '/user/dashboard');
    expect(await page.getByRole('heading', { name: 'Sign in to your account' }).count()).toBe(0);
  });

  // /register sends a signed-in customer to /user/dashboard too: the route with its guard is a
  // component test (app/components/auth/require-auth.test.tsx).

  test('an admin opening /login lands on /admin/dashboard', async () => {
    const { token } = await loginAsAdmin(site);
    const { page } = await site.open('/login', { beforeNavigate: signedInWith(token) });
    await waitForPath(page, '/admin/dashboard');
  });

  test('an admin sees the admin dashboard with the products summary figures (Total, Activos, Stock bajo, Destacados, Categorías)', async () => {
    const { token } = await loginAsAdmin(site);
    const reply = await fetchWithToken(site, '/api/admin/dashboard', token);
    expect(reply.status).toBe(200);
    const { products } = ((await reply.json()) as { data: { products: ProductsSummary } }).data;
    // The seeded demo catalogue is there, so the figures are real numbers, not zeros.
    expect(products.total).toBeGreaterThan(0);

    const { page } = await site.open('/admin/dashboard', { beforeNavigate: signedInWith(token) });
    expect(new URL(page.url()).pathname).toBe('/admin/dashboard');
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    const summary = page.getByRole('region', { name: 'Resumen de productos' });
    await summary.waitFor();

    const count = new Intl.NumberFormat('es-ES');
    const figures: [string, number][] = [
      ['Total', products.total],
      ['Activos', products.active],
      ['Stock bajo', products.low_stock],
      ['Destacados', products.featured],
      ['Categorías', products.categories],
    ];
    for (const [label, value] of figures) {
      const item = summary.locator('dl > div').filter({ has: page.getByText(label, { exact: true }) });
      expect(await item.count(), label).toBe(1);
      expect((await item.locator('dd').first().textContent())?.trim(), label).toBe(count.format(value));
    }
  });
});
