import type { Locator, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { STORAGE_KEYS } from '@common/storage-keys';
import { choose, getProduct, listProducts } from './catalog';
import { DESKTOP, MOBILE, setupSite, type OpenOptions } from './harness';

/**
 * Issue 23: every control a shopper reaches in the first seconds works before the page is
 * hydrated. Each page opens on a phone with the CPU slowed 4× and the network at Lighthouse's slow
 * 4G (DevTools Protocol), and the app's JavaScript held back until the test has used the control:
 * so the control is used before the `load` event and before React takes over, every time, however
 * fast this machine is that day. What it does then is plain HTML (a form, a link, the browser's own
 * popover); once the scripts are let through, the page hydrates and keeps what was typed.
 */
const site = setupSite();

const PRODUCT_SLUG = 'camisa-oxford-de-oficina';

interface HeldPage {
  page: Page;
  /** Lets the held scripts through and lifts the throttling, then waits for the hydration. */
  hydrate: () => Promise<void>;
}

async function openBeforeHydration(path: string, options: OpenOptions = {}): Promise<HeldPage> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let cdp: Awaited<ReturnType<ReturnType<Page['context']>['newCDPSession']>> | null = null;
  const { page } = await site.open(path, {
    viewport: MOBILE,
    ...options,
    settle: false,
    waitUntil: 'commit',
    beforeNavigate: async (page) => {
      cdp = await page.context().newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      // Lighthouse's "slow 4G": 150 ms × 3.75 round trip, 1.6 Mbit/s × 0.9 down, 750 kbit/s × 0.9 up.
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 562.5,
        downloadThroughput: (1.6 * 1024 * 1024 * 0.9) / 8,
        uploadThroughput: (750 * 1024 * 0.9) / 8,
      });
      await page.route(
        (url) => url.pathname.startsWith('/assets/') && url.pathname.endsWith('.js'),
        async (route) => {
          await released;
          await route.continue();
        },
      );
    },
  });
  return {
    page,
    hydrate: async () => {
      release();
      await cdp?.send('Emulation.setCPUThrottlingRate', { rate: 1 });
      await cdp?.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    },
  };
}

/** The next page's answer has begun (its load waits for the held scripts). */
const arrival = (page: Page, url: string | ((url: URL) => boolean)) => page.waitForURL(url, { waitUntil: 'commit' });

/** The page has not been hydrated and has not fired `load`: what the test does now is plain HTML. */
async function expectNotHydrated(page: Page) {
  // Right after the commit of a navigation the new document may have no root element yet.
  await page.waitForFunction(() => document.body !== null, undefined, { polling: 50 });
  await expect(
    page.evaluate(() => ({ hydrated: document.documentElement.dataset.hydrated ?? null, loaded: document.readyState === 'complete' })),
  ).resolves.toEqual({ hydrated: null, loaded: false });
}

const storedCart = (page: Page) =>
  page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? '[]') as { quantity: number; variant: { size: string } | null; product: { id: number } }[], STORAGE_KEYS.cart);

describe('before hydration, on a throttled phone', () => {
  test('the header search opens a search form whose text survives the hydration, and Enter lists the results', async () => {
    const { page, hydrate } = await openBeforeHydration('/store/offers');
    const banner = page.getByRole('banner');
    await banner.getByRole('button', { name: 'Buscar' }).click();
    await expectNotHydrated(page);
    const field = page.getByRole('search', { name: 'Buscar productos' }).getByRole('searchbox', { name: 'Buscar productos' });
    await field.fill('camisa');
    await hydrate();
    // React took the page over: the panel is still open with what was typed.
    await expect(field.inputValue()).resolves.toBe('camisa');
    await expect(field.isVisible()).resolves.toBe(true);
    const results = await listProducts(site, { search: 'camisa', per_page: 1 });
    await Promise.all([arrival(page, (url) => url.pathname === '/store' && url.searchParams.get('search') === 'camisa'), field.press('Enter')]);
    await page.locator('#productos').getByText(new RegExp(`de ${results.total} productos?$`)).waitFor();
  });

  test("the menu button opens the site's links, and Escape closes them", async () => {
    const { page, hydrate } = await openBeforeHydration('/store/offers');
    await page.getByRole('banner').getByRole('button', { name: 'Abrir menú' }).click();
    await expectNotHydrated(page);
    const menu = page.getByRole('dialog', { name: 'Menú' });
    await expect(menu.getByRole('link', { name: 'Sobre nosotros' }).getAttribute('href')).resolves.toBe('/about');
    await expect(menu.getByRole('link', { name: 'Ver catálogo completo' }).isVisible()).resolves.toBe(true);
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'hidden' });
    await hydrate();
  });

  test("the store's pagination and filters work as links and a form", async () => {
    const shirts = await listProducts(site, { category: 'camisetas', per_page: 1 });
    const { page, hydrate } = await openBeforeHydration('/store');
    const next = page.getByRole('navigation', { name: 'Paginación de productos' }).getByRole('link', { name: 'Siguiente' });
    await expectNotHydrated(page);
    await Promise.all([arrival(page, (url) => url.searchParams.get('page') === '2'), next.click()]);
    await page.getByText(/^Página 2 de \d+$/).waitFor();

    const form = page.getByRole('search', { name: 'Buscar y ordenar productos' });
    await form.getByRole('combobox', { name: 'Categoría' }).selectOption('camisetas');
    await expectNotHydrated(page);
    await Promise.all([
      arrival(page, (url) => url.searchParams.get('category') === 'camisetas'),
      form.getByRole('button', { name: 'Buscar' }).click(),
    ]);
    await page.locator('#productos').getByText(new RegExp(`de ${shirts.total} productos?$`)).waitFor();
    await hydrate();
  });

  test("'Añadir al carrito' on a product page adds the chosen size: the checkout names it at once and the cart holds it once hydrated", async () => {
    const product = await getProduct(site, PRODUCT_SLUG);
    const size = product.variants.find((v) => v.stock > 0)!;
    const { page, hydrate } = await openBeforeHydration(`/store/products/${PRODUCT_SLUG}`);
    const buy = page.locator('#comprar');

    // No size yet: the server sends the shopper back to the sizes, saying so.
    await expectNotHydrated(page);
    await Promise.all([arrival(page, (url) => url.searchParams.get('aviso') === 'talla'), buy.getByRole('button', { name: 'Añadir al carrito' }).click()]);
    await buy.getByText('Elige una talla para añadirlo al carrito.').waitFor();

    await choose(buy.getByRole('radio', { name: size.color_name, exact: true }));
    await choose(buy.getByRole('radio', { name: size.size, exact: true }));
    await expectNotHydrated(page);
    await Promise.all([arrival(page, (url) => url.pathname === '/checkout'), buy.getByRole('button', { name: 'Añadir al carrito' }).click()]);
    await page.getByText(`Añadiendo «${product.name}» a tu carrito…`).waitFor();

    await hydrate();
    await arrival(page, (url) => url.pathname === '/checkout' && url.search === '');
    await expect.poll(() => storedCart(page)).toMatchObject([{ quantity: 1, product: { id: product.id }, variant: { size: size.size } }]);
    // A reload of the checkout adds nothing more.
    await page.reload();
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    await expect(storedCart(page)).resolves.toHaveLength(1);
  });

  test("on a wide screen: a card's 'Añadir al carrito' opens the product's sizes, a menu its section, the cart button the checkout", async () => {
    const { page, hydrate } = await openBeforeHydration('/store', { viewport: DESKTOP });
    const cardButton = page.locator('#productos article button[aria-haspopup="dialog"]').first();
    await expectNotHydrated(page);
    await Promise.all([arrival(page, (url) => url.pathname.startsWith('/store/products/') && url.hash === '#comprar'), cardButton.click()]);
    await page.locator('#comprar fieldset').first().waitFor();

    const nav = page.getByRole('navigation', { name: 'Navegación principal' });
    await expectNotHydrated(page);
    await Promise.all([arrival(page, (url) => url.pathname === '/store/brands'), nav.getByRole('button', { name: 'Marcas' }).click()]);

    await expectNotHydrated(page);
    await Promise.all([
      arrival(page, (url) => url.pathname === '/checkout'),
      page.getByRole('banner').getByRole('button', { name: /^Carrito, \d+ artículos?$/ }).click(),
    ]);
    await hydrate();
  });
});

/** The picker is whole inside the window and drawn against the button that opened it. */
async function expectBesideItsButton(page: Page, button: Locator, picker: Locator) {
  const { width, height } = page.viewportSize()!;
  await expect
    .poll(async () => {
      const box = await picker.boundingBox();
      return box !== null && box.x >= 0 && box.y >= 0 && box.x + box.width <= width && box.y + box.height <= height;
    })
    .toBe(true);
  const [trigger, box] = await Promise.all([button.boundingBox(), picker.boundingBox()]);
  const gap = Math.min(Math.abs(box!.y + box!.height - trigger!.y), Math.abs(trigger!.y + trigger!.height - box!.y));
  expect(gap, 'the picker is drawn against its button').toBeLessThan(24);
}

describe('a picker loaded on first use opens where the shopper is', () => {
  test('on a phone, after a reload scrolled down and after going back to the list, the size picker opens against its card', async () => {
    const { page } = await site.open('/store', { viewport: MOBILE });
    const card = page.locator('#productos article').filter({ has: page.locator('button[aria-haspopup="dialog"]') }).nth(2);
    const name = (await card.getByRole('heading').textContent())!.trim();
    const button = card.getByRole('button', { name: 'Añadir al carrito' });
    const picker = page.getByRole('dialog', { name: `Elige talla de ${name}` });
    await button.scrollIntoViewIfNeeded();

    // The reload restores the scroll; the picker's code is not loaded yet when the button is pressed.
    await page.reload({ waitUntil: 'load' });
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await button.click();
    await expectBesideItsButton(page, button, picker);
    await page.keyboard.press('Escape');
    await picker.waitFor({ state: 'hidden' });

    // To the product and back: the list comes back scrolled where it was, and so does the picker.
    await card.getByRole('link', { name, exact: true }).click();
    await page.getByRole('heading', { level: 1, name }).waitFor();
    await page.goBack();
    await button.waitFor();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await button.click();
    await expectBesideItsButton(page, button, picker);
  });
});
