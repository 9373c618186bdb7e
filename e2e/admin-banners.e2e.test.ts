import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { loginAsAdmin, signedInWith, waitForPath } from './accounts';
import { setupSite } from './harness';

// Its own app: it schedules a banner on /store and /store/* for a day, which would head the promo
// strip every other file sees there (store-details dismisses the first /store banner and expects none).
const site = setupSite({ ownServer: true });

/** A date-time control's value, in the browser's own time zone, `minutes` from now. */
function localDateTime(page: Page, minutes: number): Promise<string> {
  return page.evaluate((offset) => {
    const d = new Date(Date.now() + offset * 60_000);
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
  }, minutes);
}

describe('admin ad banners (spec §2 admin.adbanners, §3 ad banner, §4 banner rules)', () => {
  test('an admin schedules an html banner for /store and /store/*; a shopper sees it on /store and not on /', async () => {
    const admin = await loginAsAdmin(site);
    const { page } = await site.open('/admin/ad-banners', { beforeNavigate: signedInWith(admin.token) });
    await page.getByRole('heading', { level: 1, name: 'Banners' }).waitFor();
    const table = page.getByRole('table', { name: 'Banners publicitarios' });
    await table.locator('tbody tr').first().waitFor();

    await page.getByRole('link', { name: 'Nuevo banner' }).click();
    await waitForPath(page, '/admin/ad-banners/new');
    const form = page.getByRole('form', { name: 'Nuevo banner' });
    await form.getByLabel('Nombre interno').fill('Envío exprés gratis');
    await form.getByRole('radio', { name: /^HTML/ }).check();
    await form
      .getByRole('textbox', { name: /^HTML/ })
      .fill('<p onclick="robar()"><strong>Envío exprés gratis</strong> en toda la tienda <a href="/store/offers">Ver ofertas</a><script>alert(1)</script></p>');
    await form.getByLabel('Color de fondo', { exact: true }).fill('#1C355E');
    await form.getByLabel('Color del texto', { exact: true }).fill('#FFFFFF');

    // The preview is the store's strip with the server's sanitised html.
    const preview = page.getByRole('region', { name: 'Vista previa del banner' });
    await preview.getByText('Envío exprés gratis').waitFor();
    // The strip's own classes name Tailwind's `noscript:` variant: look for the element, its code and the handler.
    expect(await preview.innerHTML()).not.toMatch(/<script|alert\(1\)|onclick/);
    await page.getByRole('radio', { name: 'Divergente' }).click();
    expect(await page.locator('[data-theme="divergente"]').filter({ has: preview }).count()).toBe(1);

    await form.getByRole('radio', { name: /Solo en algunas páginas/ }).check();
    await form.getByRole('textbox', { name: 'Dirección 1' }).fill('/store');
    await form.getByRole('button', { name: /Toda la tienda/ }).click();
    await form.getByLabel('Empieza').fill(await localDateTime(page, -1));
    await form.getByLabel('Termina').fill(await localDateTime(page, 24 * 60));
    await form.getByLabel('Prioridad').fill('100');
    await form.getByRole('button', { name: 'Crear banner' }).click();

    await waitForPath(page, '/admin/ad-banners');
    await page.getByText('Banner «Envío exprés gratis» creado.').waitFor();
    const row = table.locator('tbody tr').filter({ hasText: 'Envío exprés gratis' });
    await row.waitFor();
    const rowText = (await row.textContent()) ?? '';
    expect(rowText).toContain('Activo');
    expect(rowText).toContain('0 %');

    // A shopper: on /store it is the first banner, with the sanitised html.
    const store = await site.open('/store');
    const strip = store.page.getByRole('region', { name: 'Promoción' });
    await strip.getByText('Envío exprés gratis').waitFor();
    expect(await strip.innerHTML()).not.toMatch(/<script|alert\(1\)|onclick/);
    await strip.getByRole('link', { name: 'Ver ofertas' }).waitFor();
    // Under /store too, and not on / (the strip comes in the server's page, so its HTML says).
    const html = async (path: string) => (await site.fetch(path)).text();
    expect(await html('/store/offers')).toContain('Envío exprés gratis');
    const home = await html('/');
    expect(home).toContain('aria-label="Promoción"');
    expect(home).not.toContain('Envío exprés gratis');
  });

  test('the list and a banner’s edit form with its preview, in divergente and dark mode (axe runs on open)', async () => {
    const admin = await loginAsAdmin(site);
    const dark = { theme: 'divergente', darkModePreference: 'dark' } as const;
    const list = await site.open('/admin/ad-banners', { beforeNavigate: signedInWith(admin.token), appearance: dark });
    const edit = list.page.getByRole('table', { name: 'Banners publicitarios' }).getByRole('link', { name: /^Editar / }).first();
    const href = (await edit.getAttribute('href'))!;
    const form = await site.open(href, { beforeNavigate: signedInWith(admin.token), appearance: dark });
    await form.page.getByRole('region', { name: 'Vista previa del banner' }).waitFor();
  });
});
