import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import type { Appearance } from './harness';
import { setupSite } from './harness';

const site = setupSite();

const RUEDIVERSO_LIGHT: Appearance = { theme: 'ruediverso', darkModePreference: 'light' };
const DIVERGENTE_DARK: Appearance = { theme: 'divergente', darkModePreference: 'dark' };

// The six pages the footer links to; axe runs on each (the harness), in both brands and both modes across them.
const PAGES = [
  { path: '/careers', h1: 'Trabaja con nosotros', title: 'Trabaja con nosotros · Tienda Diverso', appearance: RUEDIVERSO_LIGHT },
  { path: '/press', h1: 'Prensa', title: 'Prensa · Tienda Diverso', appearance: DIVERGENTE_DARK },
  { path: '/investors', h1: 'Inversores', title: 'Inversores · Tienda Diverso', appearance: RUEDIVERSO_LIGHT },
  { path: '/sustainability', h1: 'Sostenibilidad', title: 'Sostenibilidad · Tienda Diverso', appearance: DIVERGENTE_DARK },
  {
    path: '/accessibility',
    h1: 'Declaración de accesibilidad',
    title: 'Declaración de accesibilidad · Tienda Diverso',
    appearance: RUEDIVERSO_LIGHT,
  },
  {
    path: '/compliance',
    h1: 'Aviso legal y cumplimiento normativo',
    title: 'Aviso legal y cumplimiento normativo · Tienda Diverso',
    appearance: DIVERGENTE_DARK,
  },
] as const;

function main(page: Page) {
  return page.getByRole('main');
}

describe('footer pages', () => {
  test.each(PAGES)('$path answers 200 with one h1, its title, description and canonical link', async ({ path, h1, title, appearance }) => {
    const { page } = await site.open(path, { appearance });
    await expect(page.title()).resolves.toBe(title);
    const h1s = page.getByRole('heading', { level: 1 });
    expect(await h1s.count()).toBe(1);
    await expect(h1s.first().innerText()).resolves.toBe(h1);
    await expect(page.locator('link[rel="canonical"]').getAttribute('href')).resolves.toBe(site.url(path));
    expect(await page.locator('meta[name="description"]').count()).toBe(1);
    // Reached from the footer, as every visitor would.
    await expect(page.getByRole('contentinfo').locator(`a[href="${path}"]`).count()).resolves.toBeGreaterThan(0);
  });

  test('/sustainability shows the organic and recycled shares the API computes from the seeded passports', async () => {
    const response = await site.fetch('/api/sustainability/materials');
    expect(response.status).toBe(200);
    const { data } = (await response.json()) as { data: { shares: { organic: number; recycled: number } | null; products_with_passport: number } };
    expect(data.products_with_passport).toBeGreaterThan(0);
    expect(data.shares).not.toBeNull();

    const { page } = await site.open('/sustainability', { appearance: RUEDIVERSO_LIGHT });
    const format = (value: number) => `${new Intl.NumberFormat('es-ES', { maximumFractionDigits: 1 }).format(value)}\u00a0%`;
    await expect(main(page).locator('[data-figure="organic"]').innerText()).resolves.toBe(format(data.shares!.organic));
    await expect(main(page).locator('[data-figure="recycled"]').innerText()).resolves.toBe(format(data.shares!.recycled));
    await expect(main(page).innerText()).resolves.toContain(`pasaporte de ${data.products_with_passport} prendas publicadas`);
  });

  test('/press: each logo is shown and its download link answers 200 with an SVG', async () => {
    const { page } = await site.open('/press', { appearance: RUEDIVERSO_LIGHT });
    const links = main(page).locator('a[download]');
    expect(await links.count()).toBe(4);
    for (const href of await links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')!))) {
      const response = await site.fetch(href);
      expect(response.status, href).toBe(200);
      expect(response.headers.get('content-type'), href).toMatch(/^image\/svg\+xml/);
      // The preview loaded too.
      const preview = main(page).locator(`img[src="${href}"]`);
      await preview.scrollIntoViewIfNeeded();
      const loaded = await preview.evaluate((img: HTMLImageElement) => img.decode().then(() => img.naturalWidth > 0));
      expect(loaded, href).toBe(true);
    }
  });
});
