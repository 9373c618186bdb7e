import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, test } from 'vitest';
import { fetchWithToken, loginAsAdmin, signedInWith } from './accounts';
import { brandBySlug, categoryBySlug, createProductAsAdmin, uniqueProductName, type ApiProduct } from './catalog';
import { MOBILE, setupSite, type Appearance } from './harness';

const site = setupSite();

// «Ventas y devoluciones» on /admin/dashboard (issue 25) in the accessibility matrix: axe runs
// inside site.open() and again when each test ends, so the screen is judged with its charts drawn
// (recharts, loaded on this screen only) and with a chart's table and the chosen-days form open.
// A sale is made through the API: a cash-on-delivery order of a product of its own, delivered by
// staff (paid at the door, so it counts today).

const LOOKS: Record<string, Appearance> = {
  'ruediverso light': { theme: 'ruediverso', darkModePreference: 'light' },
  'divergente light': { theme: 'divergente', darkModePreference: 'light' },
  'ruediverso dark': { theme: 'ruediverso', darkModePreference: 'dark' },
  'divergente dark': { theme: 'divergente', darkModePreference: 'dark' },
};

let adminToken = '';

/** A POST as staff, or as a guest shopper when `asGuest`. */
async function post(path: string, body: unknown, asGuest = false) {
  const init = { method: 'POST', headers: { 'Content-Type': 'application/json', Accept: 'application/json' }, body: JSON.stringify(body) };
  const response = asGuest ? await site.fetch(path, init) : await fetchWithToken(site, path, adminToken, init);
  const text = await response.text();
  if (!response.ok) throw new Error(`POST ${path} answered ${response.status}: ${text}`);
  return (JSON.parse(text) as { data: unknown }).data;
}

beforeAll(async () => {
  adminToken = (await loginAsAdmin(site)).token;
  const [brand, category] = await Promise.all([brandBySlug(site, 'rue-diverso'), categoryBySlug(site, 'camisetas')]);
  const { name, sku } = uniqueProductName('Camiseta del panel');
  const product = (await createProductAsAdmin(site, {
    name,
    sku,
    price: 29.9,
    brand_id: brand.id,
    category_id: category.id,
    variants: [{ size: 'M', color_name: 'Arena', color_hex: '#d8c3a5', stock: 20 }],
  })) as ApiProduct & { id: number };
  const variant = product.variants[0] as unknown as { id: number };
  const items = [{ product_id: product.id, variant_id: variant.id, quantity: 2 }];
  const quote = (await post('/api/checkout/quote', { items, destination: { province: 'Madrid', postal_code: '28012' }, shipping_method: 'standard', payment_method: 'cash_on_delivery' }, true)) as {
    totals: { total: number };
  };
  const placed = (await post('/api/checkout/orders', {
    idempotency_key: randomUUID(),
    items,
    email: 'panel@example.com',
    shipping_address: { recipient_name: 'Carmen Cliente', street: 'Calle de Embajadores 12, 2º A', postal_code: '28012', city: 'Madrid', province: 'Madrid', phone: '612345678' },
    shipping_method: 'standard',
    payment_method: 'cash_on_delivery',
    expected_total: quote.totals.total,
    accept_terms: true,
  }, true)) as { order: { id: number } };
  const id = placed.order.id;
  await post(`/api/admin/orders/${id}/status`, { status: 'preparing' });
  await post(`/api/admin/orders/${id}/status`, { status: 'shipped', carrier: 'seur', tracking_number: 'SEUR123' });
  await post(`/api/admin/orders/${id}/status`, { status: 'delivered' });
});

describe('axe finds nothing on «Ventas y devoluciones» of /admin/dashboard', () => {
  test.each(Object.keys(LOOKS))('with its charts drawn and the revenue table open by keyboard, in %s', async (look) => {
    const { page } = await site.open('/admin/dashboard?periodo=7', { appearance: LOOKS[look], beforeNavigate: signedInWith(adminToken) });
    const revenue = page.getByRole('region', { name: 'Ingresos por día' });
    // The drawing is there (recharts loaded), kept from assistive technology.
    await revenue.locator('[aria-hidden="true"] svg.recharts-surface').first().waitFor();
    const toggle = revenue.getByRole('button', { name: 'Ver como tabla' });
    await toggle.focus();
    await page.keyboard.press('Enter');
    await revenue.getByRole('table', { name: 'Ingresos por día' }).waitFor();
    // The same button, now named for what it does next.
    expect(await revenue.getByRole('button', { name: 'Ocultar tabla' }).getAttribute('aria-expanded')).toBe('true');
  });

  test('on a phone (390 px), with the chosen-days form open', async () => {
    const { page } = await site.open('/admin/dashboard', { viewport: MOBILE, beforeNavigate: signedInWith(adminToken) });
    await page.getByRole('region', { name: 'Productos más vendidos' }).locator('svg.recharts-surface').first().waitFor();
    await page.getByRole('button', { name: 'Fechas concretas' }).click();
    await page.getByRole('form', { name: 'Elegir fechas' }).getByLabel('Desde').waitFor();
  });
});
