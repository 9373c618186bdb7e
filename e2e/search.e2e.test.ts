import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { STORE_PAGE_SIZE } from '@common/constants';
import { listProducts } from './catalog';
import { setupSite } from './harness';

const site = setupSite();

/** Typed as a shopper types it: no accent ('Pantalón'). */
const QUERY = 'pantalon';

interface SearchResult {
  name: string;
  url: string;
}

/** What GET /api/search, the engine behind the header search, answers for a text. */
async function searchApi(text: string) {
  const response = await site.fetch(`/api/search?q=${encodeURIComponent(text)}`, { headers: { Accept: 'application/json' } });
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: { products: SearchResult[]; brands: SearchResult[]; categories: SearchResult[] } }).data;
}

/** Opens the header's search (its code may load at the first click) and gives the dialog. */
async function openHeaderSearch(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: 'Buscar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Buscar en la tienda' });
  await dialog.getByRole('combobox', { name: 'Buscar en la tienda' }).waitFor();
  return dialog;
}

/** The names of the cards of the store list, in order. */
function listedNames(page: Page) {
  return page
    .locator('#productos article')
    .evaluateAll((cards) => cards.map((card) => document.getElementById(card.getAttribute('aria-labelledby') ?? '')?.textContent?.trim() ?? ''));
}

/** The store list's order by relevance for a text, from GET /api/products. */
async function relevanceOrder(text: string) {
  const [byRelevance, newest] = await Promise.all([
    listProducts(site, { search: text, sort_by: 'relevance', per_page: STORE_PAGE_SIZE }),
    listProducts(site, { search: text, sort_by: 'created_at', sort_direction: 'desc', per_page: STORE_PAGE_SIZE }),
  ]);
  // Otherwise the list could pass in the wrong order.
  expect(byRelevance.data.map((p) => p.name)).not.toEqual(newest.data.map((p) => p.name));
  return byRelevance.data.map((p) => p.name);
}

describe('the site search (spec §2 search component, §5)', () => {
  test('header search without accents → grouped results → a product page → the search is listed under recent searches', async () => {
    const expected = await searchApi(QUERY);
    expect(expected.products.length).toBeGreaterThan(1);
    expect(expected.products.every((p) => /^Pantalón/.test(p.name))).toBe(true);
    expect(expected.categories.map((c) => c.name)).toContain('Pantalones');

    const { page } = await site.open('/about');
    const dialog = await openHeaderSearch(page);
    await dialog.getByRole('region', { name: 'Búsquedas populares' }).waitFor();
    expect(await dialog.getByRole('region', { name: 'Búsquedas recientes' }).count()).toBe(0);

    await dialog.getByRole('combobox').fill(QUERY);
    const results = dialog.getByRole('listbox', { name: 'Resultados de búsqueda' });
    const products = results.getByRole('group', { name: 'Productos' });
    await products.getByRole('option').first().waitFor();
    const shown = await products.getByRole('option').evaluateAll((options) => options.map((o) => o.getAttribute('href')));
    expect(shown).toEqual(expected.products.map((p) => p.url));
    const categories = results.getByRole('group', { name: 'Categorías' });
    expect(await categories.getByRole('option').evaluateAll((options) => options.map((o) => o.getAttribute('href')))).toEqual(
      expected.categories.map((c) => c.url),
    );
    expect(await dialog.getByRole('link', { name: 'Ver todos los resultados' }).getAttribute('href')).toBe(`/store?search=${QUERY}`);

    const chosen = expected.products[1]!;
    await Promise.all([page.waitForURL((url) => url.pathname === chosen.url), products.getByRole('option').nth(1).click()]);
    await page.getByRole('heading', { level: 1, name: chosen.name }).waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);

    const again = await openHeaderSearch(page);
    const recent = again.getByRole('region', { name: 'Búsquedas recientes' });
    expect(await recent.getByRole('listitem').allTextContents()).toEqual([QUERY]);
    // Chosen again, it searches again.
    await recent.getByRole('button', { name: QUERY, exact: true }).click();
    expect(await again.getByRole('combobox').inputValue()).toBe(QUERY);
    await again.getByRole('listbox').getByRole('group', { name: 'Productos' }).getByRole('option').first().waitFor();
  });

  test("'Ver todos los resultados' opens the store list of that search by relevance, 'Relevancia' chosen", async () => {
    const order = await relevanceOrder(QUERY);
    const { page } = await site.open('/about');
    const dialog = await openHeaderSearch(page);
    await dialog.getByRole('combobox').fill(QUERY);
    await dialog.getByRole('listbox').waitFor();
    await Promise.all([
      page.waitForURL((url) => url.pathname === '/store' && url.searchParams.get('search') === QUERY),
      dialog.getByRole('link', { name: 'Ver todos los resultados' }).click(),
    ]);
    await page.locator('#productos').getByText(`${order.length} de ${order.length} productos`).waitFor();
    expect(await listedNames(page)).toEqual(order);
    const sort = page.getByRole('search', { name: 'Buscar y ordenar productos' }).getByRole('combobox', { name: 'Ordenar por' });
    expect(await sort.locator('option:checked').textContent()).toBe('Relevancia');

    // A chosen order wins, and stays in the URL.
    await Promise.all([page.waitForURL((url) => url.searchParams.get('sort') === 'price_asc'), sort.selectOption('price_asc')]);
    const byPrice = await listProducts(site, { search: QUERY, sort_by: 'price', sort_direction: 'asc', per_page: STORE_PAGE_SIZE });
    await expect.poll(() => listedNames(page)).toEqual(byPrice.data.map((p) => p.name));
  });

  test('on /, used right after the load event (issue 20): a click shows the popular searches, an unknown word says so, a real one lists products', async () => {
    const { page } = await site.open('/', { settle: false });
    await page.waitForLoadState('load');
    const bar = page.getByRole('search', { name: 'Buscar en la tienda' });
    const field = bar.getByRole('combobox', { name: 'Buscar en la tienda' });
    await field.click();
    await bar.getByRole('region', { name: 'Búsquedas populares' }).waitFor();

    await page.keyboard.type('zzqxwv');
    await bar.getByText('No se encontraron resultados para "zzqxwv"').waitFor();

    await field.fill(QUERY);
    await bar.getByRole('listbox', { name: 'Resultados de búsqueda' }).getByRole('group', { name: 'Productos' }).getByRole('option').first().waitFor();
    expect(await field.inputValue()).toBe(QUERY);
  });

  test('on /, what is typed before the search code has arrived is kept and searched when it comes', async () => {
    let requested!: () => void;
    const isRequested = new Promise<void>((resolve) => (requested = resolve));
    let release!: () => void;
    const isReleased = new Promise<void>((resolve) => (release = resolve));
    // The inline search's code (ui/deferred) is held back until the shopper has typed.
    const holdSearchCode = (page: Page) =>
      page.route(/\/assets\/inline-search-[^/]+\.js$/, async (route) => {
        requested();
        await isReleased;
        await route.continue();
      });
    const { page } = await site.open('/', { settle: false, beforeNavigate: holdSearchCode });
    try {
      await page.waitForLoadState('load');
      const bar = page.getByRole('search', { name: 'Buscar en la tienda' });
      const field = bar.getByRole('combobox', { name: 'Buscar en la tienda' });
      await field.click();
      await page.keyboard.type('zzqxwv');
      await isRequested;
      expect(await field.inputValue()).toBe('zzqxwv');
      release();
      await bar.getByText('No se encontraron resultados para "zzqxwv"').waitFor();
      expect(await field.inputValue()).toBe('zzqxwv');
      expect(await field.evaluate((input) => input === document.activeElement)).toBe(true);
    } finally {
      release();
    }
  });

  test('without JavaScript, a search sent from the plain store list is listed by relevance', async () => {
    const order = await relevanceOrder(QUERY);
    const { page } = await site.open('/store', { javaScriptEnabled: false });
    const form = page.getByRole('search', { name: 'Buscar y ordenar productos' });
    const sort = form.getByRole('combobox', { name: 'Ordenar por' });
    expect(await sort.locator('option').allTextContents()).not.toContain('Relevancia');
    await form.getByRole('searchbox').fill(QUERY);
    await Promise.all([
      page.waitForURL((url) => url.searchParams.get('search') === QUERY),
      form.getByRole('button', { name: 'Buscar' }).click(),
    ]);
    expect(await listedNames(page)).toEqual(order);
    expect(await sort.locator('option:checked').textContent()).toBe('Relevancia');
  });
});
