import { describe, expect, test } from 'vitest';
import { fetchWithToken, loginAsAdmin, signedInWith, waitForPath } from './accounts';
import { brandBySlug, categoryBySlug, createProductAsAdmin, uniqueProductName } from './catalog';
import { setupSite } from './harness';

// Shared instance: the file adds its own product and a synonym of two words nobody else uses.
const site = setupSite();

/** A shopper's browser as the store sees it (headless Chromium says 'HeadlessChrome', counted as a crawler). */
const SHOPPER_BROWSER = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';

/** A word of letters only that no product, brand or category has (nor anything a typo away). */
function unusedWord(prefix: string): string {
  const letters = 'bcdfghjklmnpqrstvwxz';
  return prefix + Array.from({ length: 7 }, () => letters[Math.floor(Math.random() * letters.length)]).join('');
}

describe('what shoppers could not find (issue 37)', () => {
  test('staff see a query that found nothing, add a synonym from it in one step, and a shopper searching it then finds the product', async () => {
    const word = unusedWord('parkav');
    const shoppersWord = unusedWord('abriguk');
    const { sku } = uniqueProductName('Parka');
    const [brand, category] = await Promise.all([brandBySlug(site, 'rue-diverso'), categoryBySlug(site, 'chaquetas')]);
    const product = await createProductAsAdmin(site, {
      name: `Parka ${word}`,
      sku,
      price: 129,
      brand_id: brand.id,
      category_id: category.id,
      variants: [{ size: 'M', color_name: 'Oliva', color_hex: '#556B2F', stock: 5 }],
    });

    // A shopper searches the store in their own words and finds nothing.
    const shopper = await site.open(`/store?search=${shoppersWord}`, { userAgent: SHOPPER_BROWSER });
    await shopper.page.getByRole('heading', { name: 'No se encontraron productos' }).waitFor();

    // Staff open the report (dark mode: axe checks it there too) and find the query without results.
    const admin = await loginAsAdmin(site);
    const { page } = await site.open('/admin/search/consultas', {
      beforeNavigate: signedInWith(admin.token),
      appearance: { theme: 'ruediverso', darkModePreference: 'dark' },
    });
    await page.getByRole('heading', { level: 1, name: 'Consultas de clientes' }).waitFor();
    const noResults = page.getByRole('table', { name: /^Búsquedas sin resultados/ });
    const row = noResults.getByRole('row').filter({ has: page.getByRole('rowheader', { name: shoppersWord, exact: true }) });
    await row.waitFor();
    expect(await row.getByRole('cell').first().textContent()).toBe('1');

    // «Añadir sinónimo»: the shoppers' words are already there; staff write the word that finds the parka.
    await row.getByRole('button', { name: `Añadir sinónimo para «${shoppersWord}»` }).click();
    const dialog = page.getByRole('dialog', { name: 'Añadir sinónimo' });
    await dialog.waitFor();
    expect(await dialog.getByLabel('Lo que buscan los clientes').inputValue()).toBe(shoppersWord);
    await dialog.getByLabel('Debe encontrar también').fill(word);
    await dialog.getByRole('button', { name: 'Guardar sinónimo' }).click();
    await page.getByText(`Sinónimo guardado: «${shoppersWord}» encuentra también «${word}».`).waitFor();
    await dialog.waitFor({ state: 'detached' });
    await waitForPath(page, '/admin/search/consultas');

    // The shopper searches the same words again: the parka is there, and opening it is told to the report.
    const again = await site.open(`/store?search=${shoppersWord}`, { userAgent: SHOPPER_BROWSER });
    const link = again.page.getByRole('link', { name: product.name }).first();
    await link.waitFor();
    const beacon = again.page.waitForResponse((response) => new URL(response.url()).pathname === '/api/search/clicks');
    await link.click();
    const answer = await beacon;
    expect(answer.status()).toBe(202);
    expect(answer.request().postDataJSON()).toEqual({ query: shoppersWord, source: 'store' });
    await waitForPath(again.page, `/store/products/${product.slug}`);
    await expect
      .poll(async () => {
        const reply = (await (await fetchWithToken(site, '/api/admin/search/report', admin.token)).json()) as { data: { top: { query: string; searches: number; clicks: number }[] } };
        return reply.data.top.find((row) => row.query === shoppersWord);
      })
      .toMatchObject({ searches: 2, clicks: 1 });
  });
});
