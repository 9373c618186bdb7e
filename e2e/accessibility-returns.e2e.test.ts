import { randomUUID } from 'node:crypto';
import { beforeAll, describe, test } from 'vitest';
import { fetchWithToken, loginAsAdmin, registerCustomer, signedInWith, uniqueEmail } from './accounts';
import { brandBySlug, categoryBySlug, createProductAsAdmin, uniqueProductName, type ApiProduct } from './catalog';
import { MOBILE, setupSite, type Appearance } from './harness';

const site = setupSite();

// The customer's and the guest's returns screens (issue 21) in the accessibility matrix: axe runs
// inside site.open() and again when each test ends, so a screen is judged as it opens and after
// what the test does on it (a reason chosen and the refund shown, the withdrawal dialog open).
// Each screen in two looks (both brands, light and dark between them) and the forms on a phone.
// The orders are made through the API: a product of its own, cash-on-delivery orders (the refund
// goes by transfer, so the IBAN fields show) taken to delivered by staff.

const LOOKS: Record<string, Appearance> = {
  'ruediverso light': { theme: 'ruediverso', darkModePreference: 'light' },
  'divergente light': { theme: 'divergente', darkModePreference: 'light' },
  'ruediverso dark': { theme: 'ruediverso', darkModePreference: 'dark' },
  'divergente dark': { theme: 'divergente', darkModePreference: 'dark' },
};

const ADDRESS = { recipient_name: 'Carmen Cliente', street: 'Calle de Embajadores 12, 2º A', postal_code: '28012', city: 'Madrid', province: 'Madrid', phone: '612345678' };

async function call<T>(path: string, token: string | null, body?: unknown): Promise<T> {
  const init: RequestInit = body === undefined ? {} : { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) };
  const response = token ? await fetchWithToken(site, path, token, init) : await site.fetch(path, { ...init, headers: { Accept: 'application/json', ...init.headers } });
  const text = await response.text();
  if (!response.ok) throw new Error(`${body === undefined ? 'GET' : 'POST'} ${path} answered ${response.status}: ${text}`);
  return (JSON.parse(text) as { data: T }).data;
}

/** A cash-on-delivery order of two units, by a customer (token) or a guest (null), delivered by staff. */
async function deliveredOrder(adminToken: string, product: ApiProduct & { id: number }, buyer: { token: string | null; email: string }) {
  const variant = product.variants[0] as (ApiProduct['variants'][number] & { id: number }) | undefined;
  if (!variant) throw new Error('the product has no variant');
  const items = [{ product_id: product.id, variant_id: variant.id, quantity: 2 }];
  const quote = await call<{ totals: { total: number } }>('/api/checkout/quote', buyer.token, {
    items,
    destination: { province: 'Madrid', postal_code: '28012' },
    shipping_method: 'standard',
    payment_method: 'cash_on_delivery',
  });
  const placed = await call<{ order: { id: number; number: string } }>('/api/checkout/orders', buyer.token, {
    idempotency_key: randomUUID(),
    items,
    email: buyer.email,
    shipping_address: ADDRESS,
    shipping_method: 'standard',
    payment_method: 'cash_on_delivery',
    expected_total: quote.totals.total,
    accept_terms: true,
  });
  const { id, number } = placed.order;
  await call(`/api/admin/orders/${id}/status`, adminToken, { status: 'preparing' });
  await call(`/api/admin/orders/${id}/status`, adminToken, { status: 'shipped', carrier: 'seur', tracking_number: 'SEUR123' });
  await call(`/api/admin/orders/${id}/status`, adminToken, { status: 'delivered' });
  return number;
}

const paths = { order: '', request: '', returns: '/user/returns', ret: '' };
let customerToken = '';
const guest = { number: '', email: '' };

beforeAll(async () => {
  const [brand, category] = await Promise.all([brandBySlug(site, 'rue-diverso'), categoryBySlug(site, 'camisetas')]);
  const { name, sku } = uniqueProductName('Camiseta para devolver');
  const product = (await createProductAsAdmin(site, {
    name,
    sku,
    price: 24.9,
    brand_id: brand.id,
    category_id: category.id,
    variants: [
      { size: 'M', color_name: 'Arena', color_hex: '#d8c3a5', stock: 20 },
      { size: 'L', color_name: 'Arena', color_hex: '#d8c3a5', stock: 20 },
    ],
  })) as ApiProduct & { id: number };
  const [customer, admin] = await Promise.all([registerCustomer(site, 'Carmen Cliente'), loginAsAdmin(site)]);
  customerToken = customer.token;
  guest.email = uniqueEmail('invitada-devolucion');
  const [number, guestNumber] = await Promise.all([
    deliveredOrder(admin.token, product, { token: customer.token, email: customer.email }),
    deliveredOrder(admin.token, product, { token: null, email: guest.email }),
  ]);
  guest.number = guestNumber;
  // One unit goes back; the other is still returnable, so the order keeps both actions.
  const options = await call<{ lines: { order_line_id: number }[] }>(`/api/user/orders/${number}/returns/options`, customer.token);
  const returned = await call<{ number: string }>(`/api/user/orders/${number}/returns`, customer.token, {
    lines: [{ order_line_id: options.lines[0]!.order_line_id, quantity: 1, reason: 'talla_pequena', resolution: 'refund' }],
    comment: 'Me queda pequeña.',
    iban: 'ES91 2100 0418 4502 0005 1332',
  });
  paths.order = `/user/orders/${number}`;
  paths.request = `/user/orders/${number}/return`;
  paths.ret = `/user/returns/${returned.number}`;
});

const signedIn = () => signedInWith(customerToken);

describe('axe finds nothing on the returns screens', () => {
  test.each(['ruediverso light', 'divergente dark'])('on /user/orders/:number with its return actions in %s, the withdrawal dialog open', async (look) => {
    const { page } = await site.open(paths.order, { appearance: LOOKS[look], beforeNavigate: signedIn() });
    await page.getByRole('button', { name: 'Desistir del contrato' }).click();
    await page.getByRole('dialog', { name: 'Desistir del contrato' }).getByLabel('IBAN para el reembolso').waitFor();
  });

  test.each(['ruediverso light', 'divergente dark'])('on /user/orders/:number/return in %s, with the refund shown', async (look) => {
    const { page } = await site.open(paths.request, { appearance: LOOKS[look], beforeNavigate: signedIn() });
    await page.getByLabel('Motivo').selectOption('defectuoso');
    await page.getByRole('complementary', { name: 'Tu reembolso' }).getByText('Te devolvemos').waitFor();
  });

  test('on /user/orders/:number/return on a phone (390 px)', async () => {
    const { page } = await site.open(paths.request, { viewport: MOBILE, beforeNavigate: signedIn() });
    await page.getByLabel('Motivo').selectOption('talla_grande');
    await page.getByRole('complementary', { name: 'Tu reembolso' }).getByText('Te devolvemos').waitFor();
  });

  test.each(['divergente light', 'ruediverso dark'])('on /user/returns in %s', async (look) => {
    const { page } = await site.open(paths.returns, { appearance: LOOKS[look], beforeNavigate: signedIn() });
    await page.getByRole('article').first().waitFor();
  });

  test.each(['divergente light', 'ruediverso dark'])('on /user/returns/:number in %s', async (look) => {
    const { page } = await site.open(paths.ret, { appearance: LOOKS[look], beforeNavigate: signedIn() });
    await page.getByRole('list', { name: 'Seguimiento de la devolución' }).waitFor();
  });

  test('on /user/returns/:number on a phone (390 px)', async () => {
    const { page } = await site.open(paths.ret, { viewport: MOBILE, beforeNavigate: signedIn() });
    await page.getByRole('list', { name: 'Seguimiento de la devolución' }).waitFor();
  });

  test.each([
    ['ruediverso dark', undefined],
    ['divergente light on a phone', MOBILE],
  ] as const)("on /orders/lookup with a guest's delivered order in %s", async (look, viewport) => {
    const appearance = look.startsWith('ruediverso dark') ? LOOKS['ruediverso dark'] : LOOKS['divergente light'];
    const { page } = await site.open('/orders/lookup', { appearance, viewport });
    await page.getByLabel('Número de pedido').first().fill(guest.number);
    await page.getByLabel('Email del pedido').first().fill(guest.email);
    await page.getByRole('button', { name: 'Consultar pedido' }).click();
    const section = page.getByRole('region', { name: 'Devoluciones y desistimiento' });
    await section.getByRole('button', { name: 'Devolver o cambiar' }).click();
    await page.getByRole('region', { name: 'Devolver o cambiar' }).getByLabel('Motivo').selectOption('no_como_foto');
    await page.getByRole('complementary', { name: 'Tu reembolso' }).getByText('Te devolvemos').waitFor();
  });
});
