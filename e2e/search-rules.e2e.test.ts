import { describe, expect, test } from 'vitest';
import { httpErrorLine, loginAsAdmin, signedInWith, waitForPath } from './accounts';
import { setupSite } from './harness';

// Shared instance: the file adds a redirect of a word nobody else searches, and takes it out again.
const site = setupSite();

/** A word of letters only that nothing in the store is named like. */
function unusedWord(prefix: string): string {
  const letters = 'bcdfghjklmnpqrstvwxz';
  return prefix + Array.from({ length: 7 }, () => letters[Math.floor(Math.random() * letters.length)]).join('');
}

describe('staff teach the search a redirect (issue 37)', () => {
  test('staff add a redirect on /admin/search/redirecciones (dark mode, axe); the store and the search box then go straight to its page', async () => {
    const word = unusedWord('devolk');
    const admin = await loginAsAdmin(site);
    const { page, allowConsoleErrors } = await site.open('/admin/search/redirecciones', {
      beforeNavigate: signedInWith(admin.token),
      appearance: { theme: 'divergente', darkModePreference: 'dark' },
    });
    await page.getByRole('heading', { level: 1, name: 'Redirecciones' }).waitFor();
    expect(await page.getByRole('navigation', { name: 'Búsqueda' }).getByRole('link', { name: 'Consultas de clientes' }).getAttribute('href')).toBe('/admin/search/consultas');

    await page.getByRole('button', { name: 'Nueva redirección' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Nueva redirección' });
    await dialog.waitFor();
    await dialog.getByLabel(/^Búsqueda/).fill(word);
    await dialog.getByLabel(/^Dirección de la página/).fill('//evil.example');
    allowConsoleErrors(httpErrorLine(422));
    await dialog.getByRole('button', { name: 'Guardar redirección' }).click();
    await dialog.getByText(/debe ser una página de la tienda/).waitFor();
    await site.expectNoAxeViolations(page, 'redirect dialog with an error');
    await dialog.getByLabel(/^Dirección de la página/).fill('/help/returns');
    await dialog.getByRole('button', { name: 'Guardar redirección' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('cell', { name: word, exact: true }).waitFor();

    // Without JavaScript too: the store's search answers 302 to the page.
    const plain = await site.fetch(`/store?search=${word.toUpperCase()}`);
    expect(plain.status).toBe(302);
    expect(plain.headers.get('location')).toBe('/help/returns');

    // The search box: typed, then Enter.
    const shopper = await site.open('/help');
    await shopper.page.getByRole('banner').getByRole('button', { name: 'Buscar' }).click();
    const box = shopper.page.getByRole('dialog', { name: 'Buscar en la tienda' }).getByRole('combobox', { name: 'Buscar en la tienda' });
    await box.fill(word);
    await shopper.page.getByText(`No se encontraron resultados para "${word}"`).waitFor();
    await box.press('Enter');
    await waitForPath(shopper.page, '/help/returns');

    // Taken out again, the search shows results.
    const list = await site.open('/admin/search/redirecciones', { beforeNavigate: signedInWith(admin.token) });
    await list.page.getByRole('button', { name: `Eliminar la redirección de «${word}»` }).click();
    await list.page.getByRole('alertdialog').getByRole('button', { name: 'Eliminar' }).click();
    await list.page.getByRole('cell', { name: word, exact: true }).waitFor({ state: 'detached' });
    expect((await site.fetch(`/store?search=${word}`)).status).toBe(200);
  });

  test('staff add a two-way synonym on /admin/search (light theme, axe); a shopper searching the new word finds what the other finds', async () => {
    const word = unusedWord('camisk');
    const admin = await loginAsAdmin(site);
    const { page } = await site.open('/admin/search', { beforeNavigate: signedInWith(admin.token), appearance: { theme: 'ruediverso', darkModePreference: 'light' } });
    await page.getByRole('heading', { level: 1, name: 'Sinónimos' }).waitFor();
    await page.getByRole('button', { name: 'Nuevo sinónimo' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Nuevo sinónimo' });
    await dialog.getByLabel(/^Términos del grupo/).fill(`${word}, camisa`);
    await site.expectNoAxeViolations(page, 'synonym dialog, filled in');
    await dialog.getByRole('button', { name: 'Guardar sinónimo' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByText(word, { exact: true }).waitFor();

    const store = await site.open(`/store?search=${word}`);
    await store.page.locator('#productos article').first().waitFor();

    await page.getByRole('button', { name: `Eliminar: Grupo «${word}», «camisa»` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Eliminar' }).click();
    await page.getByText(word, { exact: true }).waitFor({ state: 'detached' });
  });
});
