import { beforeAll, describe, test } from 'vitest';
import { fetchWithToken, jsonOf, loginAsAdmin, postJson, registerCustomer, signedInWith, type Customer } from './accounts';
import { brandBySlug, categoryBySlug, createProductAsAdmin, uniqueProductName, type ApiProduct } from './catalog';
import { setupSite, type Appearance } from './harness';
import { deliveredOrder, type Variant } from './orders';

// Issue 25's screens in the accessibility matrix, with real data in them: a product page with a
// published review (stars, fit, the store's answer) and a sold-out size, the buyer's 'Mis
// opiniones', their alerts under Notificaciones, the moderation queue and an alert's cancel page —
// in both brands, light and dark. axe runs inside site.open().

const site = setupSite();

const LOOKS: Record<string, Appearance> = {
  'ruediverso light': { theme: 'ruediverso', darkModePreference: 'light' },
  'divergente light': { theme: 'divergente', darkModePreference: 'light' },
  'ruediverso dark': { theme: 'ruediverso', darkModePreference: 'dark' },
  'divergente dark': { theme: 'divergente', darkModePreference: 'dark' },
};

let admin = '';
let buyer: Customer;
let product: ApiProduct & { id: number; slug: string };

beforeAll(async () => {
  const [brand, category, staff, customer] = await Promise.all([brandBySlug(site, 'rue-diverso'), categoryBySlug(site, 'camisetas'), loginAsAdmin(site), registerCustomer(site, 'Paula Accesible')]);
  admin = staff.token;
  buyer = customer;
  product = (await createProductAsAdmin(site, {
    ...uniqueProductName('Sudadera opinada'),
    price: 49.9,
    brand_id: brand.id,
    category_id: category.id,
    variants: [
      { size: 'M', color_name: 'Gris', color_hex: '#8a8d91', stock: 5 },
      { size: 'L', color_name: 'Gris', color_hex: '#8a8d91', stock: 0 },
    ],
  })) as typeof product;
  const [inStock, soldOut] = product.variants as unknown as Variant[];
  await deliveredOrder(site, { token: buyer.token, email: buyer.email }, [{ product, variant: inStock! }], admin, 'card');

  const form = new FormData();
  for (const [key, value] of Object.entries({ product_id: String(product.id), rating: '4', fit: 'large', usual_size: 'M', bought_size: 'M', title: 'Amplia y cómoda', body: 'Queda holgada: si te gusta ajustada, pide una talla menos.' })) form.append(key, value);
  const review = await jsonOf<{ data: { id: number } }>(await fetchWithToken(site, '/api/user/reviews', buyer.token, { method: 'POST', body: form }), 'review');
  await jsonOf(await postJson(site, admin, `/api/admin/reviews/${review.data.id}/publish`, {}), 'publish');
  await jsonOf(await fetchWithToken(site, `/api/admin/reviews/${review.data.id}/reply`, admin, { method: 'PUT', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ reply: '¡Gracias, Paula!' }) }), 'reply');
  await jsonOf(await postJson(site, buyer.token, '/api/stock-alerts', { variant_id: soldOut!.id }), 'alert');
});

describe('issue 25 screens, axe in both brands, light and dark', () => {
  for (const [look, appearance] of Object.entries(LOOKS)) {
    test(`product page with reviews and a sold-out size, 'Mis opiniones', the alerts and the moderation queue in ${look}`, async () => {
      const shop = await site.open(`/store/products/${product.slug}`, { appearance });
      await shop.page.getByRole('region', { name: 'Opiniones' }).getByText('Amplia y cómoda').waitFor();
      await site.open('/user/reviews', { appearance, beforeNavigate: signedInWith(buyer.token) });
      const account = await site.open('/user/notifications', { appearance, beforeNavigate: signedInWith(buyer.token) });
      await account.page.getByRole('region', { name: 'Avisos de disponibilidad' }).getByText('Activo').waitFor();
      const queue = await site.open('/admin/reviews?estado=todas', { appearance, beforeNavigate: signedInWith(admin) });
      await queue.page.getByRole('article', { name: product.name }).waitFor();
    });
  }

  test("an alert's cancel page, light and dark", async () => {
    const token = 'x'.repeat(43);
    await site.open(`/avisos/cancelar?token=${token}`, { appearance: LOOKS['ruediverso light'] });
    await site.open(`/avisos/confirmar?token=${token}`, { appearance: LOOKS['divergente dark'] });
  });
});
