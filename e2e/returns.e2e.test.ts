import { randomUUID } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import { alertDialog, type Customer, fetchWithToken, jsonOf, loginAsAdmin, postJson, registerCustomer, signedInWith, waitForPath } from './accounts';
import { brandBySlug, categoryBySlug, createProductAsAdmin, uniqueProductName } from './catalog';
import { setupSite } from './harness';
import { deliveredOrder, type Variant } from './orders';

// Issue 21, after the sale: a customer returns one garment for a refund and exchanges another for a
// bigger size from their order page; staff receive both, refund and ship the exchange from
// /admin/returns; the customer sees the refund and the new shipment. A guest withdraws from the
// order lookup within the 14 days. Orders are set up through the API (the checkout has its own tests).

const site = setupSite();
const post = (token: string | null, path: string, body: unknown) => postJson(site, token, path, body);

async function twoProducts() {
  const [brand, category] = await Promise.all([brandBySlug(site, 'rue-diverso'), categoryBySlug(site, 'camisetas')]);
  const shirt = uniqueProductName('Camiseta cambio');
  const tote = uniqueProductName('Bolsa devolución');
  const a = await createProductAsAdmin(site, {
    ...shirt,
    price: 29.9,
    brand_id: brand.id,
    category_id: category.id,
    variants: [
      { size: 'M', color_name: 'Arena', color_hex: '#d8c3a5', stock: 5 },
      { size: 'L', color_name: 'Arena', color_hex: '#d8c3a5', stock: 2 },
    ],
  });
  const b = await createProductAsAdmin(site, { ...tote, price: 19.9, brand_id: brand.id, category_id: category.id, variants: [{ size: 'Única', color_name: 'Crudo', color_hex: '#efe6d8', stock: 5 }] });
  return { a, b };
}

describe('after the sale (issue 21)', () => {
  test('a customer returns one garment for a refund and exchanges another for a bigger size; staff receive both, refund and ship the exchange', async () => {
    const [{ a, b }, customer, admin]: [Awaited<ReturnType<typeof twoProducts>>, Customer, Awaited<ReturnType<typeof loginAsAdmin>>] = await Promise.all([
      twoProducts(),
      registerCustomer(site, 'Irene Cambio'),
      loginAsAdmin(site),
    ]);
    const sizeM = a.variants.find((v) => v.size === 'M') as Variant;
    const order = await deliveredOrder(site, { token: customer.token, email: customer.email }, [{ product: a, variant: sizeM }, { product: b, variant: b.variants[0] as Variant }], admin.token, 'card');

    // The customer asks from the order page.
    const { page } = await site.open(`/user/orders/${order.number}`, { beforeNavigate: signedInWith(customer.token) });
    await page.getByRole('link', { name: 'Devolver o cambiar' }).click();
    await waitForPath(page, `/user/orders/${order.number}/return`);
    const shirt = page.getByRole('group', { name: new RegExp(a.name) });
    await shirt.getByRole('checkbox', { name: 'Devolver o cambiar esta prenda' }).check();
    await shirt.getByLabel('Motivo').selectOption({ label: 'Talla pequeña' });
    await shirt.getByRole('radio', { name: /Cambio por otra talla o color/ }).check();
    await shirt.getByLabel('Nueva talla o color').selectOption({ label: 'Talla L · Arena' });
    const tote = page.getByRole('group', { name: new RegExp(b.name) });
    await tote.getByRole('checkbox', { name: 'Devolver o cambiar esta prenda' }).check();
    await tote.getByLabel('Motivo').selectOption({ label: 'No es como en la foto' });
    const summary = page.getByRole('complementary');
    await summary.getByText('19,90').first().waitFor();
    await site.expectNoAxeViolations(page, '/user/orders/:number/return (filled)');
    await page.getByRole('button', { name: 'Confirmar devolución' }).click();
    await page.waitForURL((url) => /^\/user\/returns\/DV-\d{4}-\d{6}$/.test(url.pathname));
    const number = new URL(page.url()).pathname.split('/').pop()!;
    await page.getByText('Solicitada').first().waitFor();

    // Staff receive both garments, refund the tote and ship the L.
    const list = await jsonOf<{ data: { data: { id: number; number: string }[] } }>(await fetchWithToken(site, `/api/admin/returns?search=${number}`, admin.token), 'admin returns');
    const id = list.data.data[0]!.id;
    const staff = await site.open(`/admin/returns/${id}`, { beforeNavigate: signedInWith(admin.token), appearance: { theme: 'divergente', darkModePreference: 'dark' } });
    const back = staff.page;
    await back.getByRole('heading', { level: 1, name: new RegExp(number) }).waitFor();
    await back.getByRole('button', { name: 'Recibir' }).click();
    const receive = back.getByRole('dialog', { name: 'Recibir prendas' });
    for (const group of await receive.getByRole('group').all()) await group.getByRole('radio', { name: /Apta para la venta/ }).check();
    await receive.getByRole('button', { name: 'Registrar la recepción' }).click();
    await receive.waitFor({ state: 'detached' });
    await back.getByRole('button', { name: 'Reembolsar' }).click();
    await alertDialog(back, '¿Reembolsar la devolución?').getByRole('button', { name: 'Reembolsar' }).click();
    await back.getByText('Reembolso hecho.').first().waitFor();
    await back.getByRole('button', { name: 'Enviar cambio' }).click();
    await alertDialog(back, '¿Enviar el cambio?').getByRole('button', { name: 'Enviar cambio' }).click();
    await back.getByText(/Cambio creado: pedido TD-/).first().waitFor();
    await site.expectNoAxeViolations(back, '/admin/returns/:id after the steps (divergente, dark)');

    // The customer sees the refund and the new shipment.
    await page.reload();
    await page.getByText(/Reembolsada el/).first().waitFor();
    expect(await page.getByRole('link', { name: /^TD-\d{4}-\d{6}$/ }).count()).toBeGreaterThan(0);
  });

  test('a guest withdraws from the contract within 14 days, from the order lookup, with one confirmation', async () => {
    const [{ b }, admin] = await Promise.all([twoProducts(), loginAsAdmin(site)]);
    const email = `invitada-${randomUUID().slice(0, 8)}@example.com`;
    const order = await deliveredOrder(site, { token: null, email }, [{ product: b, variant: b.variants[0] as Variant }], admin.token, 'cash_on_delivery');

    const { page } = await site.open('/orders/lookup');
    await page.getByLabel('Número de pedido').first().fill(order.number);
    await page.getByLabel('Email del pedido').first().fill(email);
    await page.getByRole('button', { name: 'Consultar pedido' }).click();
    await page.getByRole('heading', { name: `Pedido ${order.number}` }).waitFor();
    await page.getByRole('button', { name: 'Desistir del contrato' }).click();
    const dialog = page.getByRole('dialog', { name: 'Desistir del contrato' });
    await dialog.getByLabel('IBAN para el reembolso').fill('ES91 2100 0418 4502 0005 1332');
    await site.expectNoAxeViolations(page, '/orders/lookup withdrawal dialog');
    await dialog.getByRole('button', { name: 'Confirmar desistimiento' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByText(/DV-\d{4}-\d{6}/).first().waitFor();
    const ack = await jsonOf<{ data: { kind: string; status: string }[] }>(await post(null, '/api/guest/returns/search', { number: order.number, email }), 'guest returns');
    expect(ack.data).toEqual([expect.objectContaining({ kind: 'withdrawal', status: 'requested' })]);
  });
});
