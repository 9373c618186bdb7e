import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { describe, expect, test } from 'vitest';
import { loginAsAdmin, signedInWith, waitForPath } from './accounts';
import { brandBySlug, categoryBySlug, createProductAsAdmin, euros, getProduct, plainText, uniqueProductName } from './catalog';
import { setupSite } from './harness';

const site = setupSite();

describe('products CSV round trip (issue 11, products at scale)', () => {
  test('an admin exports the filtered list, changes a price in the file, checks it, imports it, and the store sells at the new price', async () => {
    const [admin, brand, category] = await Promise.all([loginAsAdmin(site), brandBySlug(site, 'rue-diverso'), categoryBySlug(site, 'chaquetas')]);
    const { name, sku } = uniqueProductName('Camisa de popelín');
    const product = await createProductAsAdmin(site, {
      name,
      sku,
      price: 59.9,
      brand_id: brand.id,
      category_id: category.id,
      variants: [
        { size: 'M', color_name: 'Blanco', color_hex: '#F5F5F0', stock: 4 },
        { size: 'L', color_name: 'Blanco', color_hex: '#F5F5F0', stock: 2 },
      ],
    });

    // Export: the list filtered by the SKU, downloaded as the browser saves it.
    const { page } = await site.open(`/admin/products?search=${encodeURIComponent(sku)}`, { beforeNavigate: signedInWith(admin.token) });
    await page.getByRole('table', { name: 'Productos del catálogo' }).getByRole('link', { name, exact: true }).waitFor();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Exportar CSV' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^productos-\d{4}-\d{2}-\d{2}\.csv$/);
    // Chromium runs for the whole run (e2e/global-setup.ts): the file comes over its connection.
    const exported = Buffer.concat(await (await download.createReadStream()).toArray());
    expect([...exported.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const records = parse(exported, { bom: true, delimiter: ';', columns: true }) as Record<string, string>[];
    expect(records.map((r) => [r.sku, r.size, r.price])).toEqual([
      [sku, 'M', '59,90'],
      [sku, 'L', '59,90'],
    ]);
    expect(await page.getByRole('link', { name: 'Importar CSV' }).getAttribute('href')).toBe('/admin/products/import');

    // The price changed in the file, as a spreadsheet would save it.
    const edited = stringify(records.map((r) => ({ ...r, price: '49,50' })), { header: true, delimiter: ';', bom: true });

    // Import, in the other brand theme and dark mode: the dry run runs as soon as the file is chosen.
    const importer = await site.open('/admin/products/import', { beforeNavigate: signedInWith(admin.token), appearance: { theme: 'divergente', darkModePreference: 'dark' } });
    const screen = importer.page;
    await screen.getByRole('heading', { level: 1, name: 'Importar productos' }).waitFor();
    await screen.getByLabel('Elegir archivo CSV').setInputFiles({ name: 'productos.csv', mimeType: 'text/csv', buffer: Buffer.from(edited) });
    await screen.getByText('El archivo no tiene errores.').waitFor();
    const counts = plainText(await screen.locator('dl').filter({ hasText: 'A actualizar' }).textContent());
    expect(counts).toContain('Filas2');
    expect(counts).toContain('A actualizar1');
    await screen.getByRole('button', { name: 'Importar 1 producto' }).click();
    await screen.getByText(/Importación completada: 0 productos creados, 1 actualizado y 0 sin cambios/).waitFor();
    await screen.getByRole('link', { name: 'Ver la lista de productos' }).click();
    await waitForPath(screen, '/admin/products');

    // The store sells it at the new price.
    expect((await getProduct(site, product.id)).price).toBe(49.5);
    const store = await site.open(`/store/products/${product.slug}`);
    await store.page.getByRole('heading', { level: 1, name }).waitFor();
    const text = plainText(await store.page.getByRole('main').textContent());
    expect(text).toContain(euros(49.5));
    expect(text).not.toContain(euros(59.9));
  });
});
