import { randomUUID } from 'node:crypto';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, test } from 'vitest';
import type { CartProductInput } from '@common/cart/lines';
import { toMadridWallClock } from '@common/campaigns/rules';
import { fetchWithToken, jsonOf, loginAsAdmin, postJson, signedInWith, uniqueEmail } from './accounts';
import { brandBySlug, createProductAsAdmin, euros, plainText, productPhotoPng, withCart } from './catalog';
import { setupSite } from './harness';

// Issue 34 in a browser: staff plan a campaign in the back-office and it starts; shoppers see the
// lawful previous price (the lowest of the 30 days before) everywhere a reduction is announced, and
// a sale price that is no reduction shown plainly; a shopper buys two units with the 2nd at half price.

const site = setupSite();
const tag = randomUUID().slice(0, 6).toUpperCase();
let adminToken: string;
let categoryId: number;
let categoryName: string;
/** Listed at 80 €, reduced by the campaign: the 30-day lowest before it is 80 €. */
let coat: CartProductInput & { slug: string; name: string };
/** Put on sale at 30 € from its first price (list 40 €): nothing to announce. */
let scarf: CartProductInput & { slug: string; name: string };

async function storeProduct(slug: string) {
  const reply = await jsonOf<{ data: { product: CartProductInput & { slug: string; name: string } } }>(
    await site.fetch(`/api/products/${slug}`, { headers: { Accept: 'application/json' } }),
    `GET /api/products/${slug}`,
  );
  return reply.data.product;
}

/** The struck-through prices on the page (what a reduction announces as the price before). */
function struckPrices(scope: Page | Locator) {
  return scope.locator('s').evaluateAll((nodes) => nodes.map((node) => (node.textContent ?? '').replace(/\s+/g, ' ').trim()));
}

beforeAll(async () => {
  adminToken = (await loginAsAdmin(site)).token;
  categoryName = `Abrigos de rebajas ${tag}`;
  const category = await jsonOf<{ data: { id: number } }>(await postJson(site, adminToken, '/api/admin/categories', { name: categoryName }), 'POST /api/admin/categories');
  categoryId = category.data.id;
  const brand = await brandBySlug(site, 'divergente');
  const base = { brand_id: brand.id, category_id: categoryId, short_description: 'Prenda de la campaña de prueba.', is_featured: true };
  // Both with a picture: the feeds list only products that have one.
  const photo = await productPhotoPng();
  const [coatCreated, scarfCreated] = await Promise.all([
    createProductAsAdmin(site, { ...base, name: `Abrigo de paño ${tag}`, sku: `E2E-ABR-${tag}`, price: 80, variants: [{ size: 'M', color_name: 'Camel', color_hex: '#B98B5E', stock: 20 }] }, [photo]),
    createProductAsAdmin(site, { ...base, name: `Bufanda de lana ${tag}`, sku: `E2E-BUF-${tag}`, price: 40, sale_price: 30, variants: [{ size: 'Única', color_name: 'Gris', color_hex: '#8A8A8A', stock: 20 }] }, [photo]),
  ]);
  [coat, scarf] = await Promise.all([storeProduct(coatCreated.slug), storeProduct(scarfCreated.slug)]);
});

describe('campaigns and lawful reductions (issue 34)', () => {
  test('staff plan a -25 % campaign with its preview; it starts; every place shows the 30-day lowest price struck through, the unlawful sale plainly; the feed says the same', async () => {
    const { page } = await site.open('/admin/campaigns/new', { beforeNavigate: signedInWith(adminToken) });
    const form = page.getByRole('form', { name: 'Nueva campaña' });
    await form.waitFor();
    const name = `Rebajas de prueba ${tag}`;
    await form.getByRole('textbox', { name: 'Nombre' }).fill(name);
    const now = Date.now();
    await form.getByLabel('Empieza (hora de Madrid)').fill(toMadridWallClock(new Date(now - 60_000)));
    await form.getByLabel('Termina (hora de Madrid)').fill(toMadridWallClock(new Date(now + 7 * 86_400_000)));
    await form.getByRole('checkbox', { name: categoryName }).check();
    await form.getByRole('radio', { name: /Porcentaje de descuento/ }).check();
    await form.getByRole('textbox', { name: 'Porcentaje', exact: true }).fill('25');
    // Before saving: the coat changes (80 → 60); the scarf's own 30 € is already the campaign's price.
    await page.getByText(/Cambiarán de precio 1 producto de 2/).waitFor({ timeout: 15_000 });
    await page.getByText(/mayor rebaja −25\s?%/).waitFor();
    await site.expectNoAxeViolations(page, 'nueva campaña con su vista previa');
    await form.getByRole('button', { name: 'Crear campaña' }).click();
    await page.waitForURL((url) => /^\/admin\/campaigns\/\d+$/.test(url.pathname) || url.pathname === '/admin/campaigns');

    const campaigns = await jsonOf<{ data: { data: { slug: string; name: string; state: string; products_held: number }[] } }>(
      await fetchWithToken(site, `/api/admin/campaigns?search=${encodeURIComponent(tag)}`, adminToken),
      'GET /api/admin/campaigns',
    );
    const campaign = campaigns.data.data.find((c) => c.name === name)!;
    expect(campaign).toMatchObject({ state: 'activa', products_held: 1 });
    const { page: list } = await site.open('/admin/campaigns', { beforeNavigate: signedInWith(adminToken), appearance: { theme: 'divergente', darkModePreference: 'dark' } });
    await list.getByRole('link', { name }).waitFor();

    // The campaign's page: the coat at 60 €, 80 € struck through, −25 %.
    const { page: rebajas } = await site.open(`/store/rebajas/${campaign.slug}`, { appearance: { theme: 'ruediverso', darkModePreference: 'dark' } });
    await rebajas.getByRole('heading', { level: 1, name }).waitFor();
    const coatCard = rebajas.locator('article').filter({ hasText: coat.name });
    expect(plainText(await coatCard.textContent())).toContain(euros(60));
    expect(await struckPrices(coatCard)).toEqual([euros(80)]);
    expect(plainText(await coatCard.textContent())).toMatch(/-25\s?%/);
    expect(await rebajas.locator('article').filter({ hasText: scarf.name }).count()).toBe(0);

    // Every place that announces a reduction: the only price ever struck through is the coat's 80 €.
    const places = [`/store/products/${coat.slug}`, `/store/products/${scarf.slug}`, `/store?search=${tag}`, '/store/offers', '/'];
    for (const path of places) {
      const { page: shop } = await site.open(path);
      const main = shop.getByRole('main');
      const scarfCards = main.locator('article').filter({ hasText: scarf.name });
      for (const card of await scarfCards.all()) expect(await struckPrices(card), `${path}: the scarf's card`).toEqual([]);
      if (path.includes(scarf.slug)) {
        // Its own page announces nothing; its related products show the coat lawfully.
        const [own, related] = plainText(await main.textContent()).split('De la misma colección');
        expect(own).toContain(euros(30));
        expect(own).not.toMatch(/-\d+\s?%/);
        expect(related).toMatch(/-25\s?%/);
      }
      const coatCards = main.locator('article').filter({ hasText: coat.name });
      for (const card of await coatCards.all()) expect(await struckPrices(card), `${path}: the coat's card`).toEqual([euros(80)]);
      if (path.includes(coat.slug)) expect((await struckPrices(main))[0]).toBe(euros(80));
      if (path.startsWith('/store?')) expect(await coatCards.count()).toBeGreaterThan(0);
    }

    // The feeds: Google and Meta read the same prices.
    const feed = await (await site.fetch('/feeds/google-merchant.xml')).text();
    const itemOf = (sku: string) => feed.split('<item>').find((item) => item.includes(sku)) ?? '';
    expect(itemOf(`E2E-ABR-${tag}`)).toContain('<g:price>80.00 EUR</g:price>');
    expect(itemOf(`E2E-ABR-${tag}`)).toContain('<g:sale_price>60.00 EUR</g:sale_price>');
    expect(itemOf(`E2E-BUF-${tag}`)).toContain('<g:price>30.00 EUR</g:price>');
    expect(itemOf(`E2E-BUF-${tag}`)).not.toContain('g:sale_price');
  });

  test('with "2ª unidad al 50 %" running, a guest buys two units: the checkout shows the half-price unit and the order charges it', async () => {
    const now = Date.now();
    const promotion = await postJson(site, adminToken, '/api/admin/campaigns', {
      name: `Segunda unidad ${tag}`,
      slug: `segunda-unidad-${tag.toLowerCase()}`,
      starts_at: toMadridWallClock(new Date(now - 60_000)),
      ends_at: toMadridWallClock(new Date(now + 86_400_000)),
      scope: { category_ids: [categoryId] },
      offer_kind: 'second_unit_half',
    });
    expect(promotion.status).toBe(201);
    const coatNow = await storeProduct(coat.slug);
    const unit = coatNow.sale_price ?? coatNow.price;

    const { page } = await site.open('/checkout', { beforeNavigate: withCart([coatNow, coatNow]) });
    await page.getByRole('heading', { level: 1, name: 'Finalizar compra' }).waitFor();
    const contact = page.getByRole('region', { name: /^Paso \d: Contacto/ });
    const email = uniqueEmail('rebajas');
    await contact.getByLabel('Email', { exact: true }).fill(email);
    await contact.getByRole('button', { name: 'Continuar' }).click();
    const address = page.getByRole('region', { name: /^Paso \d: Envío/ });
    await address.getByLabel('Nombre y apellidos').fill('Marta Rebajas');
    await address.getByLabel('Dirección').fill('Calle Mayor 1, 2º B');
    await address.getByLabel('Provincia').selectOption('Madrid');
    await address.getByLabel('Código postal').fill('28013');
    await address.getByLabel('Ciudad').fill('Madrid');
    await address.getByLabel('Teléfono').fill('612345678');
    await address.getByRole('button', { name: 'Continuar' }).click();
    const shipping = page.getByRole('region', { name: /^Paso \d: Método de envío/ });
    await shipping.getByRole('button', { name: 'Continuar' }).click();
    const payment = page.getByRole('region', { name: /^Paso \d: Pago/ });
    await payment.getByLabel('Número de la tarjeta').fill('4242 4242 4242 4242');
    await payment.getByLabel('Caducidad').fill('12/34');
    await payment.getByLabel('CVC').fill('123');
    await payment.getByLabel(/^Titular/).fill('Marta Rebajas');
    await payment.getByRole('button', { name: 'Continuar' }).click();
    const review = page.getByRole('region', { name: /^Paso \d: Revisión/ });
    const half = Math.round((unit * 100) / 2) / 100;
    await review.getByText(`2ª unidad al 50 %: −${euros(half)}`).waitFor({ timeout: 15_000 });
    await review.getByLabel('Acepto las condiciones de compra').check();
    await site.expectNoAxeViolations(page, 'revisión con la 2ª unidad al 50 %');
    await review.getByRole('button', { name: 'Pagar y hacer el pedido' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/checkout/confirmation/'));
    await page.getByRole('heading', { level: 1, name: '¡Gracias por tu pedido!' }).waitFor();
    await page.getByText(`2ª unidad al 50 %: −${euros(half)}`).first().waitFor({ timeout: 15_000 });
    const text = plainText(await page.getByRole('main').textContent());
    expect(text).toContain(euros(unit * 2 - half));

    // Issue 35: the confirmation e-mail carries the promotion, and every link in it opens, on the
    // instance that sent it, the page it names.
    const outbox = await jsonOf<{ data: { data: { id: number }[] } }>(
      await fetchWithToken(site, `/api/admin/emails?search=${encodeURIComponent(email)}&kind=order-confirmation`, adminToken),
      'the order-confirmation e-mail',
    );
    expect(outbox.data.data).toHaveLength(1);
    const mail = await jsonOf<{ data: { html: string; text: string } }>(await fetchWithToken(site, `/api/admin/emails/${outbox.data.data[0]!.id}`, adminToken), 'the e-mail');
    expect(plainText(mail.data.text)).toContain(`2ª unidad al 50 %: −${euros(half)}`);
    const links = [...new Set([...mail.data.html.matchAll(/href="([^"]+)"/g)].map((match) => match[1]!.replace(/&amp;/g, '&')))].filter((href) => !href.startsWith('mailto:'));
    expect(links.length).toBeGreaterThan(0);
    const origin = new URL(site.url('/')).origin;
    for (const href of links) {
      expect(new URL(href).origin, href).toBe(origin);
      const { page: opened } = await site.open(href);
      expect(await opened.title(), href).not.toMatch(/no encontrada/i);
    }
  });
});
