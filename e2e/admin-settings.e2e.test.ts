import type { Page } from 'playwright-core';
import { afterAll, describe, expect, test } from 'vitest';
import { formatEuros } from '@common/money';
import { STORE_SETTINGS_DEFAULTS } from '@common/settings/contracts';
import { fetchWithToken, httpErrorLine, loginAsAdmin, signedInWith, waitForPath } from './accounts';
import { choose, getProduct, listProducts, plainText, type ApiProduct } from './catalog';
import { setupSite } from './harness';

// Its own app: it changes the store settings (free-shipping threshold) and switches maintenance
// mode on, which every other file's pages would show (a 503 for every shopper while it lasts).
const site = setupSite({ ownServer: true });
const NEW_THRESHOLD = 750;
/** '750 €' as the store writes a threshold (whole euros without decimals), spaces folded. */
const amount = (euros: number) => plainText(formatEuros(euros));
const MAINTENANCE_MESSAGE = 'Estamos cambiando la colección de temporada. Volvemos a las 10:00.';

/** A product a shopper can put in the cart, and the size to choose (null: no sizes). */
async function productInStock(): Promise<{ product: ApiProduct; size: string | null }> {
  const page = await listProducts(site, { per_page: 24 });
  for (const listed of page.data) {
    const product = await getProduct(site, listed.slug);
    if (product.variants.length === 0) return { product, size: null };
    // Every variant in stock: whichever colour the page preselects, the size can be chosen.
    if (product.variants.every((variant) => variant.is_available && variant.stock > 0)) return { product, size: product.variants[0]!.size };
  }
  throw new Error('No product in stock in the seeded catalogue');
}

async function saveSettings(page: Page, toast: string) {
  await page.getByRole('button', { name: 'Guardar cambios' }).click();
  await page.getByText(toast).first().waitFor();
}

let adminToken = '';

afterAll(async () => {
  // Whatever happened above, the store is open again with its usual facts.
  if (adminToken) {
    await fetchWithToken(site, '/api/admin/settings', adminToken, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(STORE_SETTINGS_DEFAULTS),
    });
  }
});

describe('store settings (issue 11: /admin/settings)', () => {
  test('the free-shipping threshold changes the cart bar', async () => {
    const [admin, { product, size }] = await Promise.all([loginAsAdmin(site), productInStock()]);
    adminToken = admin.token;
    const before = plainText(await (await site.fetch(`/store/products/${product.slug}`)).text());
    expect(before).toContain(`Envío gratuito a partir de ${amount(60)}`);

    // The admin raises the free-shipping threshold.
    const { page } = await site.open('/admin/settings', {
      beforeNavigate: signedInWith(admin.token),
      appearance: { theme: 'divergente', darkModePreference: 'dark' },
    });
    const threshold = page.getByLabel('Envío gratuito desde (€)');
    await threshold.waitFor();
    expect(await threshold.inputValue()).toBe('60,00');
    expect(await page.title()).toBe('Configuración · Admin · Tienda Diverso');
    await threshold.fill(String(NEW_THRESHOLD));
    await saveSettings(page, 'Configuración guardada.');
    expect(await threshold.inputValue()).toBe('750,00');

    // A shopper's cart counts up to the new threshold.
    const shopper = await site.open(`/store/products/${product.slug}`);
    await shopper.page.getByRole('heading', { level: 1, name: product.name }).waitFor();
    await shopper.page.getByText(new RegExp(`Envío gratuito a partir de ${NEW_THRESHOLD}\\s€`)).first().waitFor();
    if (size) {
      const sizes = shopper.page.getByRole('radiogroup', { name: /Talla/ }).or(shopper.page.getByRole('group', { name: /Talla/ })).first();
      await choose(sizes.getByRole('radio', { name: size, exact: true }));
    }
    await shopper.page.getByRole('button', { name: 'Añadir al carrito' }).click();
    const cart = shopper.page.getByRole('dialog', { name: 'Carrito' });
    await cart.getByText('1 artículo', { exact: true }).waitFor();
    const bar = cart.getByRole('progressbar', { name: new RegExp(`Envío gratuito a partir de ${NEW_THRESHOLD}\\s€`) });
    await bar.waitFor();
    expect(Number(await bar.getAttribute('aria-valuenow'))).toBeLessThan(100);
    expect(plainText(await cart.textContent())).toMatch(/Te faltan [\d.,]+ € para el envío gratuito\./);
    await site.expectNoAxeViolations(shopper.page, 'cart with the new free-shipping threshold');

    // The threshold back as it was (the saved form writes it back as euros).
    await threshold.fill('60');
    await page.getByRole('button', { name: 'Guardar cambios' }).click();
    await expect.poll(() => threshold.inputValue(), { timeout: 10_000 }).toBe('60,00');
  });

  test('maintenance closes the store with a 503 while the back office stays open', async () => {
    const admin = await loginAsAdmin(site);
    adminToken = admin.token;
    const { page } = await site.open('/admin/settings', {
      beforeNavigate: signedInWith(admin.token),
      appearance: { theme: 'divergente', darkModePreference: 'dark' },
    });

    // Maintenance on: the admin is warned first.
    await page.getByLabel('Tienda en mantenimiento').check();
    await page.getByLabel('Mensaje de mantenimiento').fill(MAINTENANCE_MESSAGE);
    await page.getByRole('button', { name: 'Guardar cambios' }).click();
    const dialog = page.getByRole('alertdialog', { name: '¿Activar el modo mantenimiento?' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Activar y guardar' }).click();
    await page.getByText('Configuración guardada. La tienda está en modo mantenimiento.').first().waitFor();
    await page.getByText('Modo mantenimiento activo.').waitFor();

    // Shoppers get the maintenance page with 503 and Retry-After; in both themes and dark mode.
    const closed = await site.open('/', { status: 503, allowConsoleErrors: [httpErrorLine(503)] });
    await closed.page.getByRole('heading', { level: 1, name: 'Volvemos enseguida' }).waitFor();
    expect(plainText(await closed.page.getByRole('main').textContent())).toContain(MAINTENANCE_MESSAGE);
    expect(closed.response?.headers()['retry-after']).toBe('1800');
    expect(await closed.page.title()).toBe('En mantenimiento · Tienda Diverso');
    await site.open('/help/faq', { status: 503, allowConsoleErrors: [httpErrorLine(503)], appearance: { theme: 'divergente', darkModePreference: 'dark' } });
    expect((await site.fetch('/status')).status).toBe(200);
    expect((await site.fetch('/login')).status).toBe(200);
    expect((await site.fetch('/api/settings')).status).toBe(200);

    // The back office still opens for the admin, and from it the store, with the staff notice.
    const office = await site.open('/admin', { beforeNavigate: signedInWith(admin.token) });
    await waitForPath(office.page, '/admin/dashboard');
    await office.page.goto('/admin/settings');
    await office.page.getByText('Modo mantenimiento activo.').waitFor();
    await office.page.getByRole('link', { name: 'Ver la tienda' }).click();
    await waitForPath(office.page, '/');
    await office.page.getByRole('status').filter({ hasText: 'Modo mantenimiento activo' }).waitFor();
    await site.expectNoAxeViolations(office.page, 'the store seen by staff during maintenance');

    // Maintenance off: the store answers again.
    await page.getByLabel('Tienda en mantenimiento').uncheck();
    await saveSettings(page, 'Configuración guardada. La tienda vuelve a estar abierta.');
    expect((await site.fetch('/')).status).toBe(200);
  });
});
