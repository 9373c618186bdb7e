import { randomUUID } from 'node:crypto';
import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import type { CheckoutQuote, PlacedOrder } from '@common/checkout/contracts';
import { fetchWithToken, httpErrorLine, jsonOf, loginAsAdmin, postJson, registerCustomer, signedInWith } from './accounts';
import { brandBySlug, categoryBySlug, createProductAsAdmin, uniqueProductName } from './catalog';
import { setupSite } from './harness';

// Issue 22: a paid order leaves its invoice. The customer downloads it from /user/invoices (the PDF
// read back), asks for the full invoice with their NIF from the order page and gets it at once;
// staff find both in /admin/invoices. The demo data's example issuer invoices from the first start.

const site = setupSite();
const post = (token: string | null, path: string, body: unknown) => postJson(site, token, path, body);

const ADDRESS = { recipient_name: 'Marta Factura', street: 'Calle del Pez 8, 1º', postal_code: '28004', city: 'Madrid', province: 'Madrid', phone: '612345678' };

describe('invoices (issue 22)', () => {
  test('a customer downloads the invoice of a paid order, asks for the full one from the order page, and staff find both', async () => {
    const [brand, category, customer, admin] = await Promise.all([brandBySlug(site, 'rue-diverso'), categoryBySlug(site, 'camisetas'), registerCustomer(site, 'Marta Factura'), loginAsAdmin(site)]);
    const product = await createProductAsAdmin(site, { ...uniqueProductName('Camiseta factura'), price: 19.99, brand_id: brand.id, category_id: category.id, variants: [{ size: 'M', color_name: 'Arena', color_hex: '#d8c3a5', stock: 9 }] });
    const items = [{ product_id: product.id, variant_id: (product.variants[0] as unknown as { id: number }).id, quantity: 3 }];
    const quote = await jsonOf<{ data: CheckoutQuote }>(await post(customer.token, '/api/checkout/quote', { items, destination: { province: 'Madrid', postal_code: '28004' }, payment_method: 'card' }), 'quote');
    const card = await jsonOf<{ data: { token: string } }>(
      await post(null, '/api/payments/test-gateway/tokens', { number: '4242 4242 4242 4242', exp_month: 12, exp_year: new Date().getFullYear() + 3, cvc: '123' }),
      'card token',
    );
    const placed = await jsonOf<{ data: PlacedOrder }>(
      await post(customer.token, '/api/checkout/orders', {
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
      'place order',
    );
    const order = placed.data.order;
    const simplified = order.invoices[0]!;
    expect(simplified.kind).toBe('F2');

    // Mis facturas: the row and its PDF, read back.
    const { page } = await site.open('/user/invoices', { beforeNavigate: signedInWith(customer.token) });
    const link = page.getByRole('link', { name: `Descargar PDF de la factura ${simplified.number}` });
    await link.waitFor();
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    const saved = join(await mkdtemp(join(tmpdir(), 'td-invoice-')), download.suggestedFilename());
    await download.saveAs(saved);
    expect(download.suggestedFilename()).toBe(`factura-${simplified.number}.pdf`);
    const pdf = await readFile(saved);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const { extractText, getDocumentProxy } = await import('unpdf');
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true });
    expect(text).toContain(simplified.number);
    expect(text).toContain(order.number);
    expect(text).toMatch(/IVA incluido/);

    // The full invoice with a NIF, from the order page (divergente, dark): a wrong NIF first.
    // The wrong NIF is refused by the server (its 422 lands under the field): the browser logs that answer.
    const orderPage = (
      await site.open(`/user/orders/${order.number}`, {
        beforeNavigate: signedInWith(customer.token),
        appearance: { theme: 'divergente', darkModePreference: 'dark' },
        allowConsoleErrors: [httpErrorLine(422)],
      })
    ).page;
    // A native disclosure: its <summary> (Playwright gives a summary no role of its own).
    await orderPage.locator('summary', { hasText: 'Pedir factura completa' }).click();
    const form = orderPage.getByRole('form', { name: 'Datos de la factura completa' });
    await form.getByLabel('Nombre o razón social').fill('Estudio Lila S.L.');
    await form.getByLabel('NIF').fill('B12345675');
    await form.getByLabel('Dirección fiscal').fill('Calle Luna 2, 28004 Madrid');
    await form.getByRole('button', { name: 'Enviar solicitud' }).click();
    await form.getByText(/El NIF no es válido/).waitFor();
    await form.getByLabel('NIF').fill('B12345674');
    await form.getByRole('button', { name: 'Enviar solicitud' }).click();
    await orderPage.getByText(/Hemos emitido la factura completa FC-\d{4}-\d{6}/).waitFor();
    const full = orderPage.getByRole('link', { name: /Descargar PDF de la factura FC-\d{4}-\d{6}/ });
    await full.waitFor();
    await site.expectNoAxeViolations(orderPage, '/user/orders/:number with its invoices (divergente, dark)');

    // Staff: both in the list, the full one made out to the company.
    const list = await jsonOf<{ data: { data: { number: string; kind: string; customer_name: string }[] } }>(await fetchWithToken(site, `/api/admin/invoices?search=${order.number}`, admin.token), 'admin invoices');
    expect(list.data.data.map((row) => row.kind).sort()).toEqual(['F2', 'F3']);
    const staff = (await site.open(`/admin/invoices?search=${order.number}`, { beforeNavigate: signedInWith(admin.token) })).page;
    await staff.getByRole('link', { name: simplified.number }).first().waitFor();
    await staff.getByRole('row', { name: /Estudio Lila S\.L\./ }).waitFor();
    await site.expectNoAxeViolations(staff, '/admin/invoices searched by order');
  });
});
