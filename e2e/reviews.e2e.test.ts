import { describe, expect, test } from 'vitest';
import { fetchWithToken, jsonOf, loginAsAdmin, postJson, registerCustomer, signedInWith } from './accounts';
import { brandBySlug, categoryBySlug, createProductAsAdmin, uniqueProductName } from './catalog';
import { setupSite } from './harness';
import { deliveredOrder, type Variant } from './orders';

// Issue 25, reviews with fit: a buyer whose order was delivered reviews the garment from
// 'Mis opiniones', staff publish it at /admin/reviews, and any shopper then reads the stars, the
// fit and the review on the product page (and search engines its aggregateRating). axe runs on
// every page the harness opens.

const site = setupSite();

describe('reviews with fit (issue 25)', () => {
  test('a buyer reviews a delivered garment, staff publish it, and a shopper sees the stars, the review and the size advice on the product page', async () => {
    const [brand, category, customer, admin] = await Promise.all([brandBySlug(site, 'rue-diverso'), categoryBySlug(site, 'camisetas'), registerCustomer(site, 'Nuria Opina'), loginAsAdmin(site)]);
    const product = await createProductAsAdmin(site, {
      ...uniqueProductName('Camiseta opinada'),
      price: 24.9,
      brand_id: brand.id,
      category_id: category.id,
      variants: [{ size: 'M', color_name: 'Oliva', color_hex: '#789904', stock: 8 }],
    });
    await deliveredOrder(site, { token: customer.token, email: customer.email }, [{ product, variant: product.variants[0] as Variant }], admin.token, 'card');

    // The buyer: the form opens from the product's link, refuses a review without stars, then sends.
    const { page } = await site.open(`/user/reviews?producto=${product.id}`, { beforeNavigate: signedInWith(customer.token) });
    const form = page.getByRole('form', { name: `Tu opinión sobre ${product.name}` });
    await form.getByRole('button', { name: 'Enviar opinión' }).click();
    await form.getByText('Elige de 1 a 5 estrellas.').waitFor();
    await form.getByRole('radio', { name: /5 estrellas/ }).check({ force: true });
    await form.getByRole('radio', { name: /^Pequeña/ }).check({ force: true });
    await form.getByLabel('Título').fill('Preciosa, pero pide una talla más');
    await form.getByLabel(/Tu opinión/).fill('El algodón es muy suave. Uso una M y me queda justa de hombros.');
    await form.getByRole('button', { name: 'Enviar opinión' }).click();
    await page.getByText(/Hemos recibido tu opinión/).waitFor();
    await page.getByText('Pendiente de moderación').waitFor();
    await site.expectNoAxeViolations(page, '/user/reviews after sending');

    // Nothing public yet: not in the answer, nor in the product page kept rendered for anonymous shoppers.
    const before = await site.fetch(`/api/products/${product.slug}/reviews`);
    expect(((await before.json()) as { data: { summary: { count: number } } }).data.summary.count).toBe(0);
    const productPath = `/store/products/${product.slug}`;
    await (await site.fetch(productPath)).arrayBuffer();
    const kept = await site.fetch(productPath);
    expect(kept.headers.get('x-cache')).toBe('hit');
    expect(await kept.text()).not.toContain('Preciosa, pero pide una talla más');

    // Staff publish it from the queue, in divergente dark.
    const staff = await site.open('/admin/reviews', { beforeNavigate: signedInWith(admin.token), appearance: { theme: 'divergente', darkModePreference: 'dark' } });
    const item = staff.page.getByRole('article', { name: product.name });
    await item.getByRole('button', { name: 'Publicar' }).click();
    await item.getByText('Publicada. Hemos avisado a la clienta por email.').waitFor();
    await site.expectNoAxeViolations(staff.page, '/admin/reviews after publishing (divergente, dark)');

    // The moderation emptied the kept page: the next anonymous one is drawn again, with the review.
    const redrawn = await site.fetch(productPath);
    expect(redrawn.headers.get('x-cache')).toBe('miss');
    expect(await redrawn.text()).toContain('Preciosa, pero pide una talla más');

    // Four more buyers find it small too (through the API): five signals make the size advice speak.
    for (const name of ['Ana Uno', 'Bea Dos', 'Carla Tres', 'Dani Cuatro']) {
      const other = await registerCustomer(site, name);
      await deliveredOrder(site, { token: other.token, email: other.email }, [{ product, variant: product.variants[0] as Variant }], admin.token, 'card');
      const form = new FormData();
      for (const [key, value] of Object.entries({ product_id: String(product.id), rating: '4', fit: 'small', usual_size: 'M', bought_size: 'M' })) form.append(key, value);
      const written = await jsonOf<{ data: { id: number } }>(await fetchWithToken(site, '/api/user/reviews', other.token, { method: 'POST', body: form }), 'review');
      await jsonOf(await postJson(site, admin.token, `/api/admin/reviews/${written.data.id}/publish`, {}), 'publish');
    }

    // Any shopper: the stars beside the title, the size advice, the section with the fit, the review, the JSON-LD.
    const shopper = await site.open(productPath);
    const section = shopper.page.getByRole('region', { name: 'Opiniones' });
    await shopper.page.getByText('Suele quedar pequeña: te recomendamos una talla más').first().waitFor();
    await section.getByText('5 opiniones de compras verificadas · media 4,2 de 5').waitFor();
    await section.getByRole('article', { name: 'Opinión de Nuria O.' }).getByText('Preciosa, pero pide una talla más').waitFor();
    expect(await section.getByText(/Pequeña\s*100\s%/).count()).toBeGreaterThan(0);
    expect(await shopper.page.getByRole('link', { name: /4,2 de 5 estrellas/ }).count()).toBe(1);
    const ld = await shopper.page.locator('script[type="application/ld+json"]').allTextContents();
    const productLd = ld.map((text) => JSON.parse(text) as Record<string, unknown>).find((data) => data['@type'] === 'Product')!;
    expect(productLd.aggregateRating).toMatchObject({ ratingValue: 4.2, reviewCount: 5 });
  });
});
