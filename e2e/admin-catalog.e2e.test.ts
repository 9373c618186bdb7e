import { describe, expect, test } from 'vitest';
import { httpErrorLine, loginAsAdmin, signedInWith, waitForPath } from './accounts';
import { brandBySlug, categoryBySlug, euros, listProducts, plainText, productPhotoPng, uniqueProductName } from './catalog';
import { MOBILE, setupSite } from './harness';

const site = setupSite();

describe('admin catalogue screens (spec §2 admin.products, admin.categories; §7 admin calls)', () => {
  test('an admin searches, creates a product with two variants and a photo, edits its price, sees it in the store, then deletes it', async () => {
    const [admin, brand, category, seeded] = await Promise.all([
      loginAsAdmin(site),
      brandBySlug(site, 'divergente'),
      categoryBySlug(site, 'chaquetas'),
      listProducts(site, { per_page: 1 }),
    ]);
    const { page } = await site.open('/admin/products', { beforeNavigate: signedInWith(admin.token) });
    await page.getByRole('heading', { level: 1, name: 'Productos' }).waitFor();
    const table = page.getByRole('table', { name: 'Productos del catálogo' });
    await table.locator('tbody tr').first().waitFor();

    // Search by SKU: the URL keeps it and one row is left.
    const known = seeded.data[0]! as (typeof seeded.data)[number] & { sku: string };
    await page.getByRole('searchbox', { name: 'Buscar' }).fill(known.sku);
    await page.waitForURL((url) => url.searchParams.get('search') === known.sku);
    await page.getByText('1–1 de 1 producto', { exact: true }).waitFor();
    await table.getByRole('link', { name: known.name, exact: true }).waitFor();

    // New product through the form.
    const { name, sku } = uniqueProductName('Chaqueta acolchada');
    await page.getByRole('link', { name: 'Nuevo producto' }).click();
    await waitForPath(page, '/admin/products/new');
    const form = page.getByRole('form', { name: 'Nuevo producto' });
    await form.getByLabel('Nombre', { exact: true }).fill(name);
    await form.getByLabel('SKU', { exact: true }).fill(sku);
    await form.getByLabel('Marca').selectOption({ label: brand.name });
    await form.getByLabel('Categoría').selectOption({ label: category.name });
    await form.getByLabel('Precio (€)').fill('89,90');
    await form.getByLabel('Talla, variante 1').fill('S');
    await form.getByLabel('Color, variante 1', { exact: true }).fill('Verde petróleo');
    await form.getByLabel('Color hexadecimal, variante 1').fill('#2F4858');
    await form.getByLabel('Stock, variante 1').fill('5');
    await form.getByRole('button', { name: 'Añadir variante' }).click();
    await form.getByLabel('Talla, variante 2').fill('M');
    await form.getByLabel('Stock, variante 2').fill('3');
    expect(await form.getByLabel('SKU, variante 2').inputValue()).toBe(`${sku}-M-VERDEPETROLEO`);
    await form.getByLabel('Elegir imágenes del producto').setInputFiles({ name: 'frente.png', mimeType: 'image/png', buffer: await productPhotoPng() });
    await form.getByRole('img', { name: 'Nueva: frente.png' }).waitFor();
    await form.getByRole('button', { name: 'Crear producto' }).click();

    await waitForPath(page, '/admin/products');
    await page.getByText(`Producto «${name}» creado.`).waitFor();
    await page.getByRole('searchbox', { name: 'Buscar' }).fill(sku);
    await page.waitForURL((url) => url.searchParams.get('search') === sku);
    const row = table.locator('tbody tr').filter({ hasText: name });
    await row.waitFor();
    expect(plainText(await row.textContent())).toContain(euros(89.9));
    expect(plainText(await row.textContent())).toContain('8 uds.');
    expect(await row.locator('img').getAttribute('src')).toMatch(/^\/storage\/.+\.webp$/);

    // Edit the price; the store page shows the new one.
    await row.getByRole('link', { name: `Editar ${name}` }).click();
    const edit = page.getByRole('form', { name: 'Editar producto' });
    await edit.waitFor();
    expect(await edit.getByLabel('Talla, variante 2').inputValue()).toBe('M');
    await edit.getByLabel('Precio (€)').fill('74,50');
    await edit.getByRole('button', { name: 'Guardar cambios' }).click();
    await waitForPath(page, '/admin/products');
    await page.getByText(`Cambios de «${name}» guardados.`).waitFor();

    const [created] = (await listProducts(site, { search: sku })).data;
    expect(created?.price).toBe(74.5);
    const store = await site.open(`/store/products/${created!.slug}`);
    await store.page.getByRole('heading', { level: 1, name }).waitFor();
    expect(plainText(await store.page.getByRole('main').textContent())).toContain(euros(74.5));

    // Delete behind the confirmation dialog: gone from the list and from the store.
    await page.getByRole('searchbox', { name: 'Buscar' }).fill(sku);
    await page.waitForURL((url) => url.searchParams.get('search') === sku);
    await table.getByRole('button', { name: `Eliminar ${name}` }).click();
    const dialog = page.getByRole('alertdialog', { name: '¿Eliminar este producto?' });
    await dialog.getByRole('button', { name: 'Eliminar' }).click();
    await page.getByText(`«${name}» eliminado.`).waitFor();
    await page.getByText('Ningún producto coincide con estos filtros').waitFor();
    expect((await listProducts(site, { search: sku })).total).toBe(0);
    expect(await (await site.fetch(`/store?search=${encodeURIComponent(sku)}`)).text()).toContain('No se encontraron productos');
  });

  test('a taken SKU comes back as a 422 shown under the SKU field, which gets the focus', async () => {
    const [admin, seeded] = await Promise.all([loginAsAdmin(site), listProducts(site, { per_page: 1 })]);
    const takenSku = (seeded.data[0] as unknown as { sku: string }).sku;
    const opened = await site.open('/admin/products/new', { beforeNavigate: signedInWith(admin.token) });
    opened.allowConsoleErrors(httpErrorLine(422));
    const { page } = opened;
    const form = page.getByRole('form', { name: 'Nuevo producto' });
    await form.getByLabel('Nombre', { exact: true }).fill('Producto con SKU repetido');
    await form.getByLabel('SKU', { exact: true }).fill(takenSku);
    await form.getByLabel('Marca').selectOption({ index: 1 });
    await form.getByLabel('Categoría').selectOption({ index: 1 });
    await form.getByLabel('Precio (€)').fill('20');
    await form.getByLabel('Talla, variante 1').fill('Única');
    await form.getByLabel('Color, variante 1', { exact: true }).fill('Negro');
    await form.getByLabel('SKU, variante 1').fill(`${uniqueProductName('x').sku}-U`);
    await form.getByRole('button', { name: 'Crear producto' }).click();
    const skuField = form.getByLabel('SKU', { exact: true });
    await page.waitForFunction(() => document.activeElement?.getAttribute('aria-invalid') === 'true');
    expect(await skuField.getAttribute('aria-invalid')).toBe('true');
    expect(await skuField.evaluate((el) => el === document.activeElement)).toBe(true);
    const describedBy = (await skuField.getAttribute('aria-describedby'))!.split(' ').pop()!;
    expect(await page.locator(`[id="${describedBy}"]`).textContent()).toBe('Ya existe un producto con este SKU.');
    expect(page.url()).toMatch(/\/admin\/products\/new$/);
  });

  test('the categories screen lists every category with its product count; on a phone the products table still fits', async () => {
    const admin = await loginAsAdmin(site);
    const { page } = await site.open('/admin/categories', { beforeNavigate: signedInWith(admin.token) });
    await page.getByRole('heading', { level: 1, name: 'Categorías' }).waitFor();
    const category = await categoryBySlug(site, 'chaquetas');
    const row = page.getByRole('list', { name: 'Categorías de la tienda' });
    await row.getByRole('link', { name: new RegExp(`productos? en ${category.name}$`) }).click();
    await page.waitForURL((url) => url.pathname === '/admin/products' && url.searchParams.get('category') === String(category.id));
    await expect.poll(() => page.getByLabel('Categoría').inputValue()).toBe(String(category.id));
    const rows = page.getByRole('table', { name: 'Productos del catálogo' }).locator('tbody tr');
    await expect.poll(async () => {
      const texts = await rows.allTextContents();
      return texts.length > 0 && texts.every((text) => text.includes(category.name));
    }).toBe(true);

    const phone = await site.open('/admin/products', { viewport: MOBILE, beforeNavigate: signedInWith(admin.token) });
    await phone.page.getByRole('table', { name: 'Productos del catálogo' }).locator('tbody tr').first().waitFor();
    const overflow = await phone.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });

  // A signed-in customer is turned away from every /admin screen by the back-office layout: a
  // component test (app/routes/admin/layout.test.tsx) and, in a browser, accounts-guards.e2e.test.ts.
});
