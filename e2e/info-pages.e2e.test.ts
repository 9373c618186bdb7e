import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { MOBILE, setupSite } from './harness';

const site = setupSite();

// Spec §2: the about page, the five help pages and the three legal pages; h1 and document title of each.
const PAGES = [
  { path: '/about', h1: /Ropa que dura/, title: 'Sobre nosotros · Tienda Diverso' },
  { path: '/help/faq', h1: 'Preguntas frecuentes', title: 'Preguntas frecuentes · Tienda Diverso' },
  { path: '/help/contact', h1: 'Contacto', title: 'Contacto · Tienda Diverso' },
  { path: '/help/shipping', h1: 'Envíos', title: 'Envíos · Tienda Diverso' },
  { path: '/help/returns', h1: 'Cambios y devoluciones', title: 'Cambios y devoluciones · Tienda Diverso' },
  { path: '/help/warranty', h1: 'Garantía', title: 'Garantía · Tienda Diverso' },
  { path: '/privacy', h1: 'Política de privacidad', title: 'Política de privacidad · Tienda Diverso' },
  { path: '/terms', h1: 'Términos y condiciones', title: 'Términos y condiciones · Tienda Diverso' },
  { path: '/cookies', h1: 'Política de cookies', title: 'Política de cookies · Tienda Diverso' },
] as const;

function main(page: Page) {
  return page.getByRole('main');
}

/** The cookie banner sits over the bottom of the page until the visitor chooses. */
async function chooseEssentialCookies(page: Page) {
  const banner = page.getByRole('region', { name: 'Tu privacidad, tu elección' });
  await banner.getByRole('button', { name: 'Solo esenciales' }).click();
  await banner.waitFor({ state: 'detached' });
}

async function headingLevels(page: Page) {
  return main(page)
    .locator('h1, h2, h3, h4, h5, h6')
    .evaluateAll((headings) => headings.filter((h) => (h as HTMLElement).offsetParent !== null).map((h) => Number(h.tagName[1])));
}

describe('about, help and legal pages (spec §2)', () => {
  test.each(PAGES)('$path answers 200 with one h1, its title and headings in order', async ({ path, h1, title }) => {
    const { page } = await site.open(path);
    await expect(page.title()).resolves.toBe(title);
    const h1s = page.getByRole('heading', { level: 1 });
    expect(await h1s.count()).toBe(1);
    await expect(h1s.first().innerText()).resolves.toMatch(h1);
    const levels = await headingLevels(page);
    expect(levels[0]).toBe(1);
    // No level is skipped on the way down (h2 → h4 would be).
    for (let i = 1; i < levels.length; i++) expect(levels[i]! - levels[i - 1]!).toBeLessThanOrEqual(1);
  });

  test('/help redirects to the FAQ', async () => {
    const response = await site.fetch('/help');
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/help/faq');
  });

  test('about: the Historia, Misión and Visión tabs switch with the arrow keys, and the buttons lead to /store', async () => {
    const { page } = await site.open('/about');
    const historia = page.getByRole('tab', { name: 'Historia' });
    await expect(historia.getAttribute('aria-selected')).resolves.toBe('true');
    await historia.focus();
    // Radix moves focus on the next tick; focusing a tab selects it.
    for (const next of ['Misión', 'Visión', 'Historia']) {
      await page.keyboard.press('ArrowRight');
      await page.getByRole('tab', { name: next, selected: true }).waitFor();
      await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe(next);
      if (next === 'Misión') {
        await expect(page.getByRole('tabpanel').innerText()).resolves.toMatch(/Ropa que dure y que le sirva a todo el mundo/);
      }
    }

    const text = await main(page).innerText();
    for (const year of ['2015', '2018', '2020', '2024']) expect(text).toContain(year);
    for (const value of ['Pasión por la calidad', 'Innovación constante', 'Impacto global']) expect(text).toContain(value);

    const storeLinks = main(page).locator('a[href="/store"]');
    expect(await storeLinks.count()).toBeGreaterThanOrEqual(2);
    await Promise.all([page.waitForURL(site.url('/store')), storeLinks.first().click()]);
  });

  test('about: the header turns sticky once the page is scrolled', async () => {
    const { page } = await site.open('/about');
    await page.mouse.wheel(0, 600);
    await page.locator('header[data-sticky="true"]').waitFor();
  });

  test('FAQ: a question opens with the keyboard and shows its answer', async () => {
    const { page } = await site.open('/help/faq');
    const question = page.locator('summary', { hasText: '¿Cuánto cuesta el envío?' });
    const answer = page.getByText(/Es gratuito en todos los pedidos a partir de 60/);
    await expect(answer.isVisible()).resolves.toBe(false);
    await question.focus();
    await page.keyboard.press('Enter');
    await answer.waitFor({ state: 'visible' });
    await expect(page.locator('details#coste-envio').getAttribute('open')).resolves.toBe('');
  });

  test('the help side nav moves between the five pages and marks the current one', async () => {
    const { page } = await site.open('/help/shipping');
    const nav = page.getByRole('navigation', { name: 'Centro de ayuda' });
    await expect(nav.getByRole('link', { name: 'Envíos' }).getAttribute('aria-current')).resolves.toBe('page');
    await Promise.all([page.waitForURL(site.url('/help/warranty')), nav.getByRole('link', { name: 'Garantía' }).click()]);
    await page.getByRole('heading', { level: 1, name: 'Garantía' }).waitFor();
    const text = await main(page).innerText();
    expect(text).toContain('Reparación gratuita de costuras de por vida');
    expect(text).toContain('2 años');
  });

  test('the footer links reach every help and legal page and the about page', async () => {
    const { page } = await site.open('/', { cookieConsent: false });
    await chooseEssentialCookies(page);
    const footer = page.getByRole('navigation', { name: 'Enlaces del pie de página' });
    const targets = [
      ['Preguntas frecuentes', '/help/faq', 'Preguntas frecuentes'],
      ['Devoluciones', '/help/returns', 'Cambios y devoluciones'],
      ['Sobre nosotros', '/about', /Ropa que dura/],
      ['Cookies', '/cookies', 'Política de cookies'],
    ] as const;
    for (const [label, path, h1] of targets) {
      await Promise.all([page.waitForURL(site.url(path)), footer.getByRole('link', { name: label, exact: true }).click()]);
      await page.getByRole('heading', { level: 1, name: h1 }).waitFor();
    }
  });

  test('cookies: lists the browser storage and reopens the cookie preferences', async () => {
    const { page } = await site.open('/cookies');
    const table = main(page).getByRole('table');
    for (const key of ['token', 'auth_token', 'tienda-diverso-cart', 'tienda-diverso-cookie-consent', 'recentSearches', 'dismissedBanners']) {
      await table.getByRole('rowheader', { name: key, exact: true }).waitFor();
    }
    await main(page).getByRole('button', { name: 'Cambiar mis preferencias' }).click();
    const dialog = page.getByRole('dialog', { name: 'Preferencias de cookies' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Guardar preferencias' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect(main(page).getByText(/^Permites /).isVisible()).resolves.toBe(true);
  });

  test('contact shows the store emails, no made-up phone number', async () => {
    const { page } = await site.open('/help/contact');
    const mailLinks = await main(page).locator('a[href^="mailto:"]').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(mailLinks).toEqual(
      expect.arrayContaining(['mailto:support@tiendadiverso.es', 'mailto:hola@tiendadiverso.es', 'mailto:privacidad@tiendadiverso.es']),
    );
    expect(await page.locator('a[href^="tel:"]').count()).toBe(0);
  });

  test('the returns page in divergente dark mode, and the privacy page on a phone', async () => {
    const { page } = await site.open('/help/returns', { appearance: { theme: 'divergente', darkModePreference: 'dark' } });
    const root = await page.evaluate(() => ({
      theme: document.documentElement.dataset.theme,
      dark: document.documentElement.classList.contains('dark'),
    }));
    expect(root).toEqual({ theme: 'divergente', dark: true });
    const phone = await site.open('/privacy', { viewport: MOBILE, appearance: { theme: 'ruediverso', darkModePreference: 'dark' } });
    // Wide tables scroll inside their own frame; the page itself never scrolls sideways.
    const widths = await phone.page.evaluate(() => ({ page: document.documentElement.scrollWidth, viewport: window.innerWidth }));
    expect(widths.page).toBeLessThanOrEqual(widths.viewport);
  });
});
