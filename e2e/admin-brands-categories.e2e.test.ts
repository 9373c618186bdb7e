import { describe, expect, test } from 'vitest';
import { loginAsAdmin, signedInWith } from './accounts';
import { plainText } from './catalog';
import { expectNoAxeViolations, setupSite } from './harness';

// Its own app: it rewrites ruediverso's tagline, shown in every page's header brand card and on
// the brand page, and adds a category to the store's menus and filters.
const site = setupSite({ ownServer: true });

describe('back-office brands and categories (spec §2 admin.brands, admin.categories)', () => {
  test('an admin rewrites ruediverso’s tagline and the brand page and header card show it; then nests a new subcategory under Chaquetas', async () => {
    const admin = await loginAsAdmin(site);
    const tagline = 'Moda de calle que dura años';

    // Brands, in the default look: edit ruediverso's Spanish tagline.
    const { page } = await site.open('/admin/brands', { beforeNavigate: signedInWith(admin.token) });
    await page.getByRole('heading', { level: 1, name: 'Marcas' }).waitFor();
    const card = page.getByRole('article', { name: 'ruediverso' });
    expect(plainText(await card.textContent())).toContain('contemporary elegance');
    await card.getByRole('link', { name: 'Editar ruediverso' }).click();
    await page.waitForURL((url) => /^\/admin\/brands\/\d+$/.test(url.pathname));
    const form = page.getByRole('form', { name: 'Editar ruediverso' });
    await form.waitFor();
    expect(await form.locator('input[name="palette.0.hex"]').inputValue()).toBe('#7E4015');
    await form.locator('input[name="tagline"]').fill(tagline);
    await form.getByRole('button', { name: 'Guardar cambios' }).click();
    await page.getByText('ruediverso: cambios guardados.').waitFor();

    // The storefront reads what is stored: the brand page and the header's brand card.
    const store = await site.open('/brands/rue-diverso');
    const hero = store.page.getByRole('region', { name: 'ruediverso', exact: true });
    expect(plainText(await hero.textContent())).toContain(tagline);
    await store.page.getByRole('button', { name: 'Marcas' }).click();
    const headerCard = store.page.getByRole('menuitem', { name: /ruediverso/ });
    await headerCard.waitFor();
    const cardText = plainText(await headerCard.textContent());
    expect(cardText).toContain('contemporary elegance');
    expect(cardText).toContain(tagline);
    await store.page.keyboard.press('Escape');

    // Categories, in divergente and dark: a new subcategory of Chaquetas appears nested under it.
    const name = `Chaquetas de punto ${Date.now().toString(36)}`;
    const categories = await site.open('/admin/categories', {
      appearance: { theme: 'divergente', darkModePreference: 'dark' },
      beforeNavigate: signedInWith(admin.token),
    });
    const cpage = categories.page;
    await cpage.getByRole('heading', { level: 1, name: 'Categorías' }).waitFor();
    await cpage.getByRole('button', { name: 'Nueva subcategoría de Chaquetas' }).click();
    const editor = cpage.getByRole('form', { name: 'Nueva categoría' });
    await editor.waitFor();
    await expectNoAxeViolations(cpage, 'category editor, divergente dark');
    await editor.getByRole('textbox', { name: /^Nombre/ }).fill(name);
    await editor.getByRole('button', { name: 'Crear categoría' }).click();
    await cpage.getByText(`Categoría ${name} creada.`).waitFor();
    await cpage.getByRole('list', { name: 'Subcategorías de Chaquetas' }).getByText(name, { exact: true }).waitFor();

    // The brands screen in the same look passes axe too.
    const dark = await site.open('/admin/brands', {
      appearance: { theme: 'divergente', darkModePreference: 'dark' },
      beforeNavigate: signedInWith(admin.token),
    });
    await dark.page.getByRole('article', { name: 'divergente' }).waitFor();
  });
});
