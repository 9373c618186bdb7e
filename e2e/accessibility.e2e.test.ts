import { randomUUID } from 'node:crypto';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, test } from 'vitest';
import { fetchWithToken, loginAsAdmin, registerCustomer, signedInWith } from './accounts';
import { brandBySlug, categoryBySlug, createProductAsAdmin, uniqueProductName, type ApiProduct } from './catalog';
import { MOBILE, setupSite, type Appearance, type OpenOptions } from './harness';

const site = setupSite();

// axe runs inside site.open() and again when each test ends; these tests name the matrix. The
// home page opens as a first visit (no cookie choice saved), so axe also judges the cookie banner
// in each look and on a phone; the banner is the same on every page.
const PAGES: { path: string; status: number; cookieConsent: boolean }[] = [
  { path: '/', status: 200, cookieConsent: false },
  { path: '/status', status: 200, cookieConsent: true },
  { path: '/404', status: 404, cookieConsent: true },
];

const APPEARANCES: { name: string; appearance: Appearance }[] = [
  { name: 'ruediverso light', appearance: { theme: 'ruediverso', darkModePreference: 'light' } },
  { name: 'divergente light', appearance: { theme: 'divergente', darkModePreference: 'light' } },
  { name: 'ruediverso dark', appearance: { theme: 'ruediverso', darkModePreference: 'dark' } },
  { name: 'divergente dark', appearance: { theme: 'divergente', darkModePreference: 'dark' } },
];

describe('axe finds nothing', () => {
  for (const { path, status, cookieConsent } of PAGES) {
    test.each(APPEARANCES)(`on ${path} in $name (desktop)`, async ({ appearance }) => {
      const { page } = await site.open(path, { status, appearance, cookieConsent });
      const root = await page.evaluate(() => ({
        theme: document.documentElement.dataset.theme,
        dark: document.documentElement.classList.contains('dark'),
      }));
      expect(root).toEqual({
        theme: appearance.theme,
        dark: appearance.darkModePreference === 'dark',
      });
    });

    test(`on ${path} on a phone (390 px)`, async () => {
      await site.open(path, { status, viewport: MOBILE, cookieConsent });
    });
  }
});

// The back-office returns (issue 21): the queue and a request's page, signed in as the
// administrator, in both brand themes light and dark and on a phone. The return is made through the API: a product of
// its own, a customer's cash-on-delivery order taken to delivered by staff, one unit sent back.
describe('axe finds nothing on the back-office returns', () => {
  const paths: string[] = [];
  let adminToken = '';
  let returnNumber = '';

  beforeAll(async () => {
    const call = async <T,>(token: string, path: string, body?: unknown): Promise<T> => {
      const init: RequestInit = body === undefined ? {} : { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) };
      const response = await fetchWithToken(site, path, token, init);
      const text = await response.text();
      if (!response.ok) throw new Error(`${body === undefined ? 'GET' : 'POST'} ${path} answered ${response.status}: ${text}`);
      return (JSON.parse(text) as { data: T }).data;
    };
    const [brand, category] = await Promise.all([brandBySlug(site, 'rue-diverso'), categoryBySlug(site, 'camisetas')]);
    const { name, sku } = uniqueProductName('Camiseta devolución');
    const product = await createProductAsAdmin(site, {
      name,
      sku,
      price: 24.9,
      brand_id: brand.id,
      category_id: category.id,
      variants: [
        { size: 'M', color_name: 'Arena', color_hex: '#d8c3a5', stock: 10 },
        { size: 'L', color_name: 'Arena', color_hex: '#d8c3a5', stock: 10 },
      ],
    });
    const [customer, admin] = await Promise.all([registerCustomer(site, 'Carmen Devolución'), loginAsAdmin(site)]);
    adminToken = admin.token;
    const variant = product.variants[0] as (ApiProduct['variants'][number] & { id: number }) | undefined;
    if (!variant) throw new Error('the product has no variant');
    const address = { recipient_name: 'Carmen Devolución', street: 'Calle de Embajadores 12, 2º A', postal_code: '28012', city: 'Madrid', province: 'Madrid', phone: '612345678' };
    const items = [{ product_id: product.id, variant_id: variant.id, quantity: 2 }];
    const checkout = { items, destination: { province: 'Madrid', postal_code: '28012' }, shipping_method: 'standard', payment_method: 'cash_on_delivery' };
    const quote = await call<{ totals: { total: number } }>(customer.token, '/api/checkout/quote', checkout);
    const placed = await call<{ order: { id: number; number: string } }>(customer.token, '/api/checkout/orders', {
      idempotency_key: randomUUID(),
      items,
      email: customer.email,
      shipping_address: address,
      shipping_method: 'standard',
      payment_method: 'cash_on_delivery',
      expected_total: quote.totals.total,
      accept_terms: true,
    });
    const { id, number } = placed.order;
    await call(admin.token, `/api/admin/orders/${id}/status`, { status: 'preparing' });
    await call(admin.token, `/api/admin/orders/${id}/status`, { status: 'shipped', carrier: 'seur', tracking_number: 'SEUR123' });
    await call(admin.token, `/api/admin/orders/${id}/status`, { status: 'delivered' });
    const options = await call<{ lines: { order_line_id: number }[] }>(customer.token, `/api/user/orders/${number}/returns/options`);
    const returned = await call<{ number: string }>(customer.token, `/api/user/orders/${number}/returns`, {
      lines: [{ order_line_id: options.lines[0]!.order_line_id, quantity: 1, reason: 'talla_pequena', resolution: 'refund' }],
      comment: 'Me queda pequeña.',
      iban: 'ES91 2100 0418 4502 0005 1332',
    });
    const queue = await call<{ data: { id: number; number: string }[] }>(admin.token, `/api/admin/returns?search=${returned.number}`);
    const row = queue.data.find((item) => item.number === returned.number);
    if (!row) throw new Error(`${returned.number} is not in the staff queue`);
    returnNumber = returned.number;
    paths.push(`/admin/returns?search=${returned.number}`, `/admin/returns/${row.id}`);
  });

  // Each screen in both brand themes, once light and once dark (the four looks of the matrix above
  // between them), and on a phone (the queue's cards, the request's one column).
  // Each screen is judged once its return is on it (the queue's link is in the table on a desktop, on a card on a phone).
  const SCREENS: { label: string; path: () => string; looks: [string, string]; ready: (page: Page) => Locator }[] = [
    {
      label: '/admin/returns',
      path: () => paths[0]!,
      looks: ['ruediverso light', 'divergente dark'],
      ready: (page) => page.getByRole('link', { name: returnNumber, exact: true }),
    },
    {
      label: '/admin/returns/:id',
      path: () => paths[1]!,
      looks: ['divergente light', 'ruediverso dark'],
      ready: (page) => page.getByRole('heading', { level: 1, name: returnNumber }),
    },
  ];
  for (const { label, path, looks, ready } of SCREENS) {
    test.each(APPEARANCES.filter(({ name }) => looks.includes(name)))(`on ${label} in $name (desktop)`, async ({ appearance }) => {
      const { page } = await site.open(path(), { appearance, beforeNavigate: signedInWith(adminToken) });
      await ready(page).waitFor();
    });

    test(`on ${label} on a phone (390 px)`, async () => {
      const { page } = await site.open(path(), { viewport: MOBILE, beforeNavigate: signedInWith(adminToken) });
      await ready(page).waitFor();
    });
  }
});

describe('no console errors, page errors or CSP violations', () => {
  const cases: [string, OpenOptions][] = [
    ['/', {}],
    ['/status', {}],
    ['/', { appearance: { theme: 'divergente', darkModePreference: 'dark' } }],
  ];
  test.each(cases)('on %s %o', async (path, options) => {
    const { page, problems } = await site.open(path, options);
    // A reload runs the app over a warm cache and the saved state of the first visit.
    await page.reload({ waitUntil: 'load' });
    await site.settle(page);
    expect(problems).toEqual({ consoleErrors: [], pageErrors: [], cspViolations: [] });
  });
});
