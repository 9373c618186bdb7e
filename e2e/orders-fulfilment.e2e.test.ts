import { randomUUID } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import type { CheckoutQuote, PlacedOrder } from '@common/checkout/contracts';
import { type Customer, fetchWithToken, jsonOf, loginAsAdmin, registerCustomer, signedInWith, waitForPath } from './accounts';
import { brandBySlug, categoryBySlug, createProductAsAdmin, uniqueProductName, type ApiProduct } from './catalog';
import { setupSite } from './harness';

// Issue 12, across the customer and the back-office: a customer with a saved address pays by card
// and finds the order in their area; staff prepare it and ship it with a carrier and a tracking
// number from /admin/orders; the customer's order page then shows where the parcel is.

const site = setupSite();

const ADDRESS = {
  recipient_name: 'Carmen Envío',
  street: 'Calle de Embajadores 12, 2º A',
  postal_code: '28012',
  city: 'Madrid',
  province: 'Madrid',
  phone: '612345678',
};

function post(customer: Customer, path: string, body: unknown) {
  return fetchWithToken(site, path, customer.token, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
}

/** The customer saves an address, tokenises a test card with the gateway and places the order through the checkout API. */
async function customerPaysByCard(customer: Customer, product: ApiProduct) {
  await jsonOf(await post(customer, '/api/user/addresses', { label: 'Casa', ...ADDRESS, is_default: true }), 'POST /api/user/addresses');
  const variant = product.variants.find((v) => v.stock > 0) as (ApiProduct['variants'][number] & { id: number }) | undefined;
  if (!variant) throw new Error('the product has no variant in stock');
  const items = [{ product_id: product.id, variant_id: variant.id, quantity: 2 }];
  const quote = await jsonOf<{ data: CheckoutQuote }>(
    await post(customer, '/api/checkout/quote', { items, destination: { province: 'Madrid', postal_code: '28012' }, shipping_method: 'standard', payment_method: 'card' }),
    'POST /api/checkout/quote',
  );
  const card = await jsonOf<{ data: { token: string } }>(
    await site.fetch('/api/payments/test-gateway/tokens', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ number: '4242 4242 4242 4242', exp_month: 12, exp_year: new Date().getFullYear() + 3, cvc: '123', holder_name: customer.name }),
    }),
    'POST /api/payments/test-gateway/tokens',
  );
  const placed = await jsonOf<{ data: PlacedOrder }>(
    await post(customer, '/api/checkout/orders', {
      idempotency_key: randomUUID(),
      items,
      email: customer.email,
      shipping_address: ADDRESS,
      shipping_method: 'standard',
      payment_method: 'card',
      payment: { card_token: card.data.token },
      expected_total: quote.data.totals.total,
      accept_terms: true,
    }),
    'POST /api/checkout/orders',
  );
  return { order: placed.data.order, payment: placed.data.payment, variant };
}

/** A product of its own, a new customer who pays two of it by card, and the administrator. */
async function paidOrder() {
  const [brand, category] = await Promise.all([brandBySlug(site, 'rue-diverso'), categoryBySlug(site, 'camisetas')]);
  const { name, sku } = uniqueProductName('Camiseta envío');
  const product = await createProductAsAdmin(site, {
    name,
    sku,
    price: 24.9,
    brand_id: brand.id,
    category_id: category.id,
    variants: [{ size: 'M', color_name: 'Arena', color_hex: '#d8c3a5', stock: 10 }],
  });
  const [customer, admin] = await Promise.all([registerCustomer(site, 'Carmen Envío'), loginAsAdmin(site)]);
  return { customer, admin, ...(await customerPaysByCard(customer, product)) };
}

describe('order fulfilment across the customer and the back-office (issue 12)', () => {
  test('a customer pays by card and sees the order; staff prepare and ship it with tracking; the customer sees the tracking', async () => {
    // (a) The customer pays: the order is paid at once and listed in their area.
    const { customer, admin, order, payment } = await paidOrder();
    expect(payment.status).toBe('succeeded');
    expect(order.status).toBe('paid');
    const shopper = await site.open('/user/orders', { beforeNavigate: signedInWith(customer.token) });
    const listed = shopper.page.getByRole('article').filter({ has: shopper.page.getByRole('link', { name: `Pedido ${order.number}`, exact: true }) });
    await listed.waitFor();
    expect(await listed.textContent()).toContain('Pagado');

    // (b) Staff find it in /admin/orders (divergente, dark) by its number and open it.
    const { page } = await site.open('/admin/orders', {
      beforeNavigate: signedInWith(admin.token),
      appearance: { theme: 'divergente', darkModePreference: 'dark' },
    });
    await page.getByRole('heading', { level: 1, name: 'Pedidos' }).waitFor();
    await page.getByRole('navigation', { name: 'Pedidos por estado' }).waitFor();
    await page.getByRole('searchbox', { name: 'Buscar' }).fill(order.number);
    await page.waitForURL((url) => url.searchParams.get('search') === order.number);
    const table = page.getByRole('table', { name: 'Pedidos de la tienda' });
    const row = table.locator('tbody tr').filter({ hasText: order.number });
    await row.waitFor();
    expect(await table.locator('tbody tr').count()).toBe(1);
    const rowText = await row.textContent();
    expect(rowText).toContain(customer.email);
    expect(rowText).toContain('Tarjeta');
    expect(rowText).toContain('Pagado');
    await site.expectNoAxeViolations(page, '/admin/orders filtered (divergente, dark)');
    await row.getByRole('link', { name: order.number, exact: true }).click();
    await waitForPath(page, `/admin/orders/${order.id}`);
    await page.getByRole('heading', { level: 1, name: order.number }).waitFor();
    expect(await page.getByRole('link', { name: `Ver la cuenta de ${customer.name}` }).getAttribute('href')).toBe(`/admin/users/${customer.user.id}`);

    // Paid → preparing, behind the confirmation.
    await page.getByRole('button', { name: 'Pasar a preparación' }).click();
    const confirm = page.getByRole('alertdialog', { name: '¿Empezar a preparar el pedido?' });
    await confirm.getByRole('button', { name: 'Pasar a preparación' }).click();
    await page.getByText('Pedido en preparación.').first().waitFor();
    await page.getByRole('button', { name: 'Marcar como enviado' }).waitFor();

    // Preparing → shipped: the dialog asks for the carrier and the tracking number, and says so when they are missing.
    await page.getByRole('button', { name: 'Marcar como enviado' }).click();
    const dialog = page.getByRole('dialog', { name: 'Marcar como enviado' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Marcar como enviado' }).click();
    await dialog.getByText('Elige la empresa de transporte.').waitFor();
    await dialog.getByText('Escribe el número de seguimiento.').waitFor();
    await site.expectNoAxeViolations(page, 'ship dialog with errors (divergente, dark)');
    const tracking = `PK${Date.now().toString().slice(-9)}ES`;
    await dialog.getByLabel('Empresa de transporte').selectOption('correos');
    await dialog.getByLabel('Número de seguimiento').fill(tracking);
    await dialog.getByRole('button', { name: 'Marcar como enviado' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByText('Pedido enviado. La clienta recibirá el email con el seguimiento.').first().waitFor();
    await page.getByText(tracking).first().waitFor();
    await page.getByRole('button', { name: 'Marcar como entregado' }).waitFor();
    expect(await page.getByRole('button', { name: 'Cancelar y reembolsar' }).count()).toBe(0);
    await page.getByText(`Pedido enviado con Correos, número de seguimiento ${tracking}.`).waitFor();

    // The customer's order page shows the carrier, the number and the carrier's link.
    const mine = await site.open(`/user/orders/${order.number}`, { beforeNavigate: signedInWith(customer.token) });
    await mine.page.getByText(tracking).first().waitFor();
    const follow = mine.page.getByRole('link', { name: /Seguir el envío en Correos/ });
    expect(await follow.getAttribute('href')).toContain(tracking);
    expect(await mine.page.getByRole('region', { name: 'Estado del pedido' }).textContent()).toContain('Enviado');
  });

  test('a shipped order’s staff page and the orders list in ruediverso, light and dark, and its packing slip', async () => {
    const { admin, order } = await paidOrder();
    for (const change of [{ status: 'preparing' }, { status: 'shipped', carrier: 'correos', tracking_number: `PK${Date.now().toString().slice(-9)}ES` }]) {
      await jsonOf(
        await fetchWithToken(site, `/api/admin/orders/${order.id}/status`, admin.token, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify(change),
        }),
        `POST /api/admin/orders/${order.id}/status ${change.status}`,
      );
    }
    // axe runs on every page opened.
    const signedIn = signedInWith(admin.token);
    await site.open(`/admin/orders/${order.id}`, { beforeNavigate: signedIn, appearance: { theme: 'ruediverso', darkModePreference: 'dark' } });
    await site.open(`/admin/orders/${order.id}`, { beforeNavigate: signedIn, appearance: { theme: 'ruediverso', darkModePreference: 'light' } });
    await site.open('/admin/orders', { beforeNavigate: signedIn, appearance: { theme: 'ruediverso', darkModePreference: 'dark' } });
    const slip = await site.open(`/admin/orders/${order.id}/packing-slip`, { beforeNavigate: signedIn });
    await slip.page.getByRole('heading', { level: 1, name: 'Albarán' }).waitFor();
    const slipText = await slip.page.locator('main').textContent();
    expect(slipText).toContain(order.number);
    expect(slipText).toContain(ADDRESS.street);
    expect(slipText).not.toContain('€');
  });
});
