import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { STORE_PAGE_SIZE } from '@common/constants';
import { listProducts } from './catalog';
import { setupSite } from './harness';

const site = setupSite();

const NOTHING = '/store?search=zzzz-nothing';

/** The names of the cards of the store list, in order. */
function listedNames(page: Page) {
  return page
    .locator('#productos article')
    .evaluateAll((cards) => cards.map((card) => document.getElementById(card.getAttribute('aria-labelledby') ?? '')?.textContent?.trim() ?? ''));
}

/** Waits for the list's count '{shown} de {total} productos'. */
function countShown(page: Page, total: number) {
  return page
    .locator('#productos')
    .getByText(new RegExp(`^\\d+ de ${total} productos$`))
    .waitFor();
}

describe('the store list works before (and without) its JavaScript', () => {
  test("without JavaScript: 'Limpiar filtros' brings back the whole list, and the form picks a category and a sort", async () => {
    const [all, camisetas] = await Promise.all([
      listProducts(site, { per_page: 1 }),
      listProducts(site, { category: 'camisetas', sort_by: 'price', sort_direction: 'asc', per_page: STORE_PAGE_SIZE }),
    ]);
    expect(camisetas.total).toBeGreaterThan(1);

    const { page } = await site.open(NOTHING, { javaScriptEnabled: false });
    await page.getByRole('heading', { name: 'No se encontraron productos' }).waitFor();
    await Promise.all([
      page.waitForURL((url) => url.pathname === '/store' && url.search === ''),
      page.getByRole('link', { name: 'Limpiar filtros' }).click(),
    ]);
    await countShown(page, all.total);
    // It lands on the list, not at the top of the page.
    expect(new URL(page.url()).hash).toBe('#productos');

    const form = page.getByRole('search', { name: 'Buscar y ordenar productos' });
    await form.getByRole('combobox', { name: 'Categoría' }).selectOption('camisetas');
    await form.getByRole('combobox', { name: 'Ordenar por' }).selectOption('price_asc');
    await Promise.all([
      page.waitForURL((url) => url.searchParams.get('category') === 'camisetas' && url.searchParams.get('sort') === 'price_asc'),
      form.getByRole('button', { name: 'Buscar' }).click(),
    ]);
    await countShown(page, camisetas.total);
    await expect(listedNames(page)).resolves.toEqual(camisetas.data.map((product) => product.name));
    await expect(form.getByRole('combobox', { name: 'Ordenar por' }).inputValue()).resolves.toBe('price_asc');
  });

  test("with JavaScript, 'Limpiar filtros' clicked as soon as the empty state appears works", async () => {
    const all = await listProducts(site, { per_page: 1 });
    const { page } = await site.open(NOTHING, { settle: false });
    const clear = page.getByRole('link', { name: 'Limpiar filtros' });
    await clear.waitFor();
    await Promise.all([page.waitForURL((url) => url.pathname === '/store' && !url.searchParams.has('search')), clear.click()]);
    await countShown(page, all.total);
    await expect(page.getByRole('heading', { name: 'No se encontraron productos' }).count()).resolves.toBe(0);
  });
});
