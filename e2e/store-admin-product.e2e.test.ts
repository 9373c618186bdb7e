import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { fetchWithToken, httpErrorLine, loginAsAdmin, waitForPath } from './accounts';
import {
  brandBySlug,
  changeProductAsAdmin,
  choose,
  storedCart,
  categoryBySlug,
  createProductAsAdmin,
  euros,
  listProducts,
  plainText,
  productPhotoPng,
  uniqueProductName,
} from './catalog';
import { setupSite } from './harness';

const site = setupSite();

/** Resolves once the <img> elements `selector` finds have loaded a real picture (not a broken one). */
function waitForImages(page: Page, selector: string) {
  return page.waitForFunction(
    (scope) => {
      const images = Array.from(document.querySelectorAll<HTMLImageElement>(scope));
      return images.length > 0 && images.every((img) => img.complete && img.naturalWidth > 0);
    },
    selector,
  );
}

describe('an administrator adds a product through the API and shoppers find it (spec §7 admin catalogue)', () => {
  test('POST /api/admin/products + POST …/images (images[]): the product is in the store list, searchable, with its photo, and its page sells it', async () => {
    const [category, brand] = await Promise.all([categoryBySlug(site, 'chaquetas'), brandBySlug(site, 'divergente')]);
    const { name, sku } = uniqueProductName('Chaqueta sastre de lino');
    const product = await createProductAsAdmin(
      site,
      {
        name,
        sku,
        price: 129,
        brand_id: brand.id,
        category_id: category.id,
        short_description: 'Chaqueta sastre sin forro, de lino europeo, con bolsillos de parche.',
        description: 'Corte recto y hombro natural. Se lleva igual con pantalón de traje que con vaqueros.',
        tags: ['lino', 'sastrería', 'oficina', 'verano'],
        variants: [
          { size: 'S', color_name: 'Petróleo', color_hex: '#2F4858', stock: 4 },
          { size: 'M', color_name: 'Petróleo', color_hex: '#2F4858', stock: 0 },
          { size: 'L', color_name: 'Petróleo', color_hex: '#2F4858', stock: 6 },
        ],
      },
      [await productPhotoPng()],
    );
    expect(product.images).toHaveLength(1);
    expect(product.main_image_url).toMatch(/^\/storage\/.+\.webp$/);
    // Then reduced (issue 34): a reduction is announced against the price the product had before it.
    const admin = await loginAsAdmin(site);
    const reduced = await fetchWithToken(site, `/api/admin/products/${product.id}`, admin.token, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ sale_price: 99, is_on_sale: true }),
    });
    expect(reduced.status).toBe(200);

    // The uploaded photo is served as WebP with a long cache.
    const photo = await site.fetch(product.main_image_url!);
    expect(photo.status).toBe(200);
    expect(photo.headers.get('content-type')).toBe('image/webp');
    expect(photo.headers.get('cache-control')).toMatch(/max-age=\d{7,}/);

    // Newest first: it heads the store list, with its photo and sale price.
    const { page } = await site.open('/store');
    const card = page.locator('#productos article').filter({ hasText: name });
    await card.waitFor();
    const first = await page.locator('#productos article').first().textContent();
    expect(first).toContain(name);
    const cardText = plainText(await card.textContent());
    expect(cardText).toContain(euros(99));
    expect(cardText).toContain(euros(129));
    const cardImage = card.locator('img').first();
    expect(await cardImage.getAttribute('src')).toMatch(/^\/storage\/.+\.webp$/);
    await waitForImages(page, '#productos li:first-child article img');

    // The store search finds it by its SKU (spec §3: name, description or reference).
    const search = page.getByRole('searchbox', { name: 'Buscar por nombre, descripción o referencia' });
    await search.fill(sku);
    await page.waitForURL((url) => url.searchParams.get('search') === sku);
    await page.locator('#productos').getByText(/^1 de 1 productos$/).waitFor();

    // Its page: brand, price with discount, the sold-out size disabled, the photo loaded.
    await page.locator('#productos').getByRole('link', { name, exact: true }).click();
    await waitForPath(page, `/store/products/${product.slug}`);
    await page.getByRole('heading', { level: 1, name }).waitFor();
    const main = page.getByRole('main');
    const mainText = plainText(await main.textContent());
    expect(mainText).toContain('divergente');
    expect(mainText).toContain(euros(99));
    expect(mainText).toMatch(/-23\s?%/);
    await expect(page.getByRole('radio', { name: /^M \(agotada\)/ }).isDisabled()).resolves.toBe(true);
    await waitForImages(page, 'main img[fetchpriority="high"]');
    await choose(page.getByRole('radio', { name: 'L', exact: true }));
    await page.getByRole('button', { name: 'Añadir al carrito' }).click();
    const panel = page.getByRole('dialog', { name: 'Carrito' });
    await panel.waitFor();
    expect(plainText(await panel.textContent())).toContain(euros(99));

    // The API lists it in its category with the facets counting it.
    const inCategory = await listProducts(site, { category: 'chaquetas', search: sku });
    expect(inCategory.data.map((p) => p.id)).toEqual([product.id]);
  });

  test('a product without photos shows the grey "Sin imagen" placeholder, on its card and its page', async () => {
    const [category, brand] = await Promise.all([categoryBySlug(site, 'accesorios'), brandBySlug(site, 'rue-diverso')]);
    const { name, sku } = uniqueProductName('Bolsa de tela reciclada');
    const product = await createProductAsAdmin(site, {
      name,
      sku,
      price: 18.5,
      brand_id: brand.id,
      category_id: category.id,
      variants: [{ size: 'Única', color_name: 'Arena', color_hex: '#D8C3A5', stock: 30 }],
    });
    expect(product.images).toHaveLength(0);

    const { page } = await site.open(`/store?search=${encodeURIComponent(sku)}`);
    const card = page.locator('#productos article').filter({ hasText: name });
    await card.waitFor();
    await card.getByText('Sin imagen').waitFor();

    await card.getByRole('link', { name, exact: true }).click();
    await waitForPath(page, `/store/products/${product.slug}`);
    await page.getByRole('main').getByText('Sin imagen').first().waitFor();
  });

  test('when the cart loads it is checked against the store: a price the admin lowered is updated and a withdrawn product leaves, and the shopper is told', async () => {
    const [category, brand] = await Promise.all([categoryBySlug(site, 'pantalones'), brandBySlug(site, 'rue-diverso')]);
    const first = uniqueProductName('Pantalón de pinzas de lana');
    const second = uniqueProductName('Chino de sarga orgánica');
    const variants = [{ size: 'S', color_name: 'Caqui', color_hex: '#5D6339', stock: 5 }];
    const trousers = await createProductAsAdmin(site, { ...first, price: 50, brand_id: brand.id, category_id: category.id, variants });
    const chinos = await createProductAsAdmin(site, { ...second, price: 30, brand_id: brand.id, category_id: category.id, variants });

    const { page, allowConsoleErrors } = await site.open(`/store/products/${trousers.slug}`);
    const panel = page.getByRole('dialog', { name: 'Carrito' });
    for (const product of [trousers, chinos]) {
      if (product !== trousers) await page.goto(`/store/products/${product.slug}`);
      await page.getByRole('heading', { level: 1, name: product.name }).waitFor();
      await page.getByRole('button', { name: 'Añadir al carrito' }).click();
      await panel.waitFor();
      await panel.getByRole('button', { name: 'Cerrar carrito' }).click();
      await panel.waitFor({ state: 'hidden' });
    }
    expect(((await storedCart(page)) as unknown[]).length).toBe(2);

    await changeProductAsAdmin(site, trousers.id, { method: 'PUT', body: { price: 42 } });
    await changeProductAsAdmin(site, chinos.id, { method: 'DELETE' });
    expect((await site.fetch(`/api/products/${chinos.slug}`)).status).toBe(404);

    // The withdrawn product answers 404 to the cart's check, as it should.
    allowConsoleErrors(httpErrorLine(404));
    await page.reload();
    const notice = page.getByRole('status').filter({ hasText: 'Hemos actualizado tu carrito.' });
    await notice.waitFor();
    const text = plainText(await notice.textContent());
    expect(text).toContain(`«${trousers.name}»`);
    expect(text).toContain(`ha bajado de precio: ahora ${euros(42)} (antes ${euros(50)})`);
    expect(text).toContain(`«${chinos.name}»`);
    await expect.poll(async () => ((await storedCart(page)) as { product: { id: number; price: number } }[]).map((line) => [line.product.id, line.product.price])).toEqual([[trousers.id, 42]]);
    await page.getByRole('banner').getByRole('button', { name: 'Carrito, 1 artículo' }).click();
    await panel.waitFor();
    expect(plainText(await panel.textContent())).toContain(`Total IVA incluido${euros(42)}`);
  });
});
