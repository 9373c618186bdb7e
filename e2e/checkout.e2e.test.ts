import { randomUUID } from 'node:crypto';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, test } from 'vitest';
import { CART_COOKIE } from '@common/cart/cart-cookie';
import type { CartProductInput } from '@common/cart/lines';
import type { Theme, DarkModePreference } from '@common/theme';
import { fetchWithToken, jsonOf, loginAsAdmin, uniqueEmail, waitForPath } from './accounts';
import { euros, newCheckoutProduct, plainText, storedCart, withCart } from './catalog';
import { MOBILE, setupSite } from './harness';

// Issue 12, the checkout in a browser: a guest pays by card with a coupon, a declined card, the
// bank's 3-D Secure step, a purchase with the keyboard alone; axe on every step in both brand
// themes and in dark mode.

const site = setupSite();

const CARD_OK = '4242 4242 4242 4242';
const CARD_DECLINED = '4000 0000 0000 0002';
const CARD_3DS = '4000 0027 6000 3184';

interface TestProduct {
  product: CartProductInput;
  price: number;
}

let shirt: TestProduct;
let trousers: TestProduct;
let couponCode: string;

/** A product of its own for this file, with the price the journeys add up. */
async function newProduct(label: string, price: number): Promise<TestProduct> {
  return { product: await newCheckoutProduct(site, label, price), price };
}

beforeAll(async () => {
  [shirt, trousers] = await Promise.all([newProduct('Camisa de pago', 45), newProduct('Pantalón de pago', 30)]);
  // A 10 % coupon, created as the back-office does.
  couponCode = `E2E${randomUUID().slice(0, 6).toUpperCase().replace(/-/g, '')}`;
  const admin = await loginAsAdmin(site);
  await jsonOf(
    await fetchWithToken(site, '/api/admin/coupons', admin.token, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ code: couponCode, description: 'Cupón de la prueba del pago', kind: 'percentage', value: 10, is_active: true }),
    }),
    'POST /api/admin/coupons',
  );
});

function step(page: Page, title: string) {
  return page.getByRole('region', { name: new RegExp(`^Paso \\d: ${title}`) });
}

async function expectStepOpen(page: Page, title: string) {
  const region = step(page, title);
  await expect.poll(() => region.getAttribute('data-state'), { timeout: 10_000 }).toBe('open');
  // Focus goes to the heading of the step just opened.
  await expect.poll(() => region.getByRole('heading', { level: 2 }).evaluate((el) => el === document.activeElement)).toBe(true);
  return region;
}

interface Journey {
  email: string;
  card: string;
  coupon?: string;
  /** axe on every step, with this label. */
  axe?: string;
}

/** Fills the five steps with the mouse and the keyboard, as most shoppers do; stops before paying. */
async function fillCheckout(page: Page, journey: Journey) {
  const axe = async (what: string) => {
    if (journey.axe) await site.expectNoAxeViolations(page, `${journey.axe}: ${what}`);
  };
  const contact = step(page, 'Contacto');
  await contact.getByLabel('Email', { exact: true }).fill(journey.email);
  await expect.poll(() => contact.getByRole('link', { name: 'Inicia sesión' }).getAttribute('href')).toBe('/login?redirect=/checkout');
  await axe('contacto');
  await contact.getByRole('button', { name: 'Continuar' }).click();

  const address = await expectStepOpen(page, 'Envío');
  await address.getByLabel('Nombre y apellidos').fill('Lucía Prueba');
  await address.getByLabel('Dirección').fill('Calle Mayor 1, 2º B');
  await address.getByLabel('Provincia').selectOption('Madrid');
  await address.getByLabel('Código postal').fill('08001');
  // The postal code is checked against the province before anything is sent.
  await address.getByText('Este código postal no es de Madrid: en Madrid empiezan por 28.').waitFor();
  await axe('envío con el código postal de otra provincia');
  await address.getByLabel('Código postal').fill('28013');
  await address.getByLabel('Ciudad').fill('Madrid');
  await address.getByLabel('Teléfono').fill('612345678');
  await address.getByRole('button', { name: 'Continuar' }).click();

  const shipping = await expectStepOpen(page, 'Método de envío');
  await shipping.getByRole('radio', { name: /Envío estándar/ }).waitFor();
  await axe('método de envío');
  await shipping.getByRole('button', { name: 'Continuar' }).click();

  const payment = await expectStepOpen(page, 'Pago');
  await payment.getByText('Tarjetas de prueba', { exact: true }).click();
  await payment.getByRole('table', { name: /Tarjetas de prueba/ }).waitFor();
  await axe('pago con tarjeta y las tarjetas de prueba');
  await payment.getByLabel('Número de la tarjeta').fill(journey.card);
  await payment.getByLabel('Caducidad').fill('12/34');
  await payment.getByLabel('CVC').fill('123');
  await payment.getByLabel(/^Titular/).fill('Lucía Prueba');
  await payment.getByRole('button', { name: 'Continuar' }).click();

  const review = await expectStepOpen(page, 'Revisión');
  if (journey.coupon) {
    await review.getByLabel('Código de descuento').fill(journey.coupon);
    await review.getByRole('button', { name: 'Aplicar' }).click();
    await review.getByText(`Descuento (${journey.coupon})`).waitFor({ timeout: 10_000 });
  }
  await review.getByLabel('Acepto las condiciones de compra').check();
  await axe('revisión');
  return review;
}

function totalsOf(review: Locator) {
  return review.getByRole('definition').evaluateAll((cells) => cells.map((cell) => (cell.previousElementSibling?.textContent ?? '') + ' = ' + cell.textContent));
}

async function orderNumberFrom(page: Page) {
  await page.waitForURL((url) => url.pathname.startsWith('/checkout/confirmation/'));
  return decodeURIComponent(new URL(page.url()).pathname.split('/').pop()!);
}

const THEMES: { theme: Theme; darkModePreference: DarkModePreference }[] = [
  { theme: 'ruediverso', darkModePreference: 'light' },
  { theme: 'divergente', darkModePreference: 'dark' },
];

describe('checkout (issue 12)', () => {
  test('a guest buys two items with a 10 % coupon by card on a phone: totals, confirmation, empty cart, then finds the order by number and e-mail', async () => {
    const email = uniqueEmail('invitada');
    const { page } = await site.open('/checkout', {
      viewport: MOBILE,
      appearance: THEMES[0],
      beforeNavigate: withCart([shirt.product, trousers.product]),
    });
    await page.getByRole('heading', { level: 1, name: 'Finalizar compra' }).waitFor();
    await expect(page.title()).resolves.toBe('Finalizar compra · Tienda Diverso');
    expect(await page.locator('meta[name="robots"]').evaluateAll((metas) => metas.map((meta) => meta.getAttribute('content')))).toContain('noindex');

    const review = await fillCheckout(page, { email, card: CARD_OK, coupon: couponCode, axe: 'ruediverso, móvil' });
    const subtotal = shirt.price + trousers.price;
    const discount = Math.round(subtotal * 10) / 100;
    const lines = (await totalsOf(review)).map(plainText);
    expect(lines).toContain(`Subtotal = ${euros(subtotal)}`);
    expect(lines).toContain(`Descuento (${couponCode}) = −${euros(discount)}`);
    const total = lines.find((line) => line.startsWith('Total = '))!;

    await review.getByRole('button', { name: 'Pagar y hacer el pedido' }).click();
    const number = await orderNumberFrom(page);
    expect(number).toMatch(/^TD-\d{4}-\d{6,}$/);
    await page.getByRole('heading', { level: 1, name: '¡Gracias por tu pedido!' }).waitFor();
    await page.getByText(email).first().waitFor();
    await page.getByText(number, { exact: true }).first().waitFor();
    await page.getByRole('region', { name: 'Estado del pedido' }).getByText('Pagado').first().waitFor({ timeout: 15_000 });
    expect(plainText(await page.getByRole('main').textContent())).toContain(total.replace('Total = ', ''));
    expect(await storedCart(page)).toEqual([]);
    await site.expectNoAxeViolations(page, 'confirmación, ruediverso móvil');

    await page.getByRole('link', { name: 'Consultar el pedido más tarde' }).click();
    await waitForPath(page, '/orders/lookup');
    await page.getByLabel('Número de pedido').first().fill(number.toLowerCase());
    await page.getByLabel('Email del pedido').first().fill(email.toUpperCase());
    await page.getByRole('button', { name: 'Consultar pedido' }).click();
    await page.getByRole('heading', { level: 2, name: `Pedido ${number}` }).waitFor();
    await page.getByRole('region', { name: 'Estado del pedido' }).waitFor();
    await site.expectNoAxeViolations(page, 'consulta del pedido, ruediverso móvil');
  });

  test('a declined card: the bank’s message in an alert, the cart and the form kept (divergente, dark)', async () => {
    const { page } = await site.open('/checkout', { appearance: THEMES[1], beforeNavigate: withCart([shirt.product]) });
    const review = await fillCheckout(page, { email: uniqueEmail('rechazada'), card: CARD_DECLINED, axe: 'divergente oscuro' });
    await review.getByRole('button', { name: 'Pagar y hacer el pedido' }).click();
    const alert = review.getByRole('alert');
    await alert.waitFor();
    expect(plainText(await alert.textContent()).length).toBeGreaterThan(10);
    expect(new URL(page.url()).pathname).toBe('/checkout');
    expect(await storedCart(page)).toHaveLength(1);
    expect(await review.getByLabel('Acepto las condiciones de compra').isChecked()).toBe(true);
    expect(plainText(await step(page, 'Pago').textContent())).toContain('Tarjeta acabada en 0002');
    await site.expectNoAxeViolations(page, 'pago rechazado, divergente oscuro');
  });

  test('3-D Secure: the bank’s dialog shows the amount; authorising it places the order (divergente, light)', async () => {
    const { page } = await site.open('/checkout', {
      appearance: { theme: 'divergente', darkModePreference: 'light' },
      beforeNavigate: withCart([trousers.product]),
    });
    const review = await fillCheckout(page, { email: uniqueEmail('tresds'), card: CARD_3DS, axe: 'divergente claro' });
    const total = (await totalsOf(review)).map(plainText).find((line) => line.startsWith('Total = '))!.replace('Total = ', '');
    await review.getByRole('button', { name: 'Pagar y hacer el pedido' }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirma el pago con tu banco' });
    await dialog.waitFor();
    expect(plainText(await dialog.textContent())).toContain(total);
    await site.expectNoAxeViolations(page, '3-D Secure, divergente claro');
    await dialog.getByRole('button', { name: 'Autorizar pago' }).click();
    await orderNumberFrom(page);
    await page.getByRole('heading', { level: 1, name: '¡Gracias por tu pedido!' }).waitFor();
    expect(await storedCart(page)).toEqual([]);
  });

  test('a purchase with the keyboard alone (Tab, Space, Enter and typing), ruediverso dark', async () => {
    const { page } = await site.open('/checkout', {
      appearance: { theme: 'ruediverso', darkModePreference: 'dark' },
      beforeNavigate: withCart([shirt.product]),
    });
    const keyboard = page.keyboard;
    /** Tab until `target` has focus: the order of the page, nothing clicked. */
    async function tabTo(target: Locator, max = 150) {
      for (let i = 0; i < max; i++) {
        if (await target.evaluate((el) => el === document.activeElement)) return;
        await keyboard.press('Tab');
      }
      throw new Error(`Tab never reached ${String(target)}`);
    }
    const contact = step(page, 'Contacto');
    await tabTo(contact.getByLabel('Email', { exact: true }));
    await keyboard.type(uniqueEmail('teclado'));
    await tabTo(contact.getByRole('button', { name: 'Continuar' }));
    await keyboard.press('Enter');

    const address = await expectStepOpen(page, 'Envío');
    await tabTo(address.getByLabel('Nombre y apellidos'));
    await keyboard.type('Lucía Teclado');
    await tabTo(address.getByLabel('Dirección'));
    await keyboard.type('Calle del Teclado 7');
    await tabTo(address.getByLabel('Provincia'));
    await keyboard.type('Madrid');
    expect(await address.getByLabel('Provincia').inputValue()).toBe('Madrid');
    await tabTo(address.getByLabel('Código postal'));
    await keyboard.type('28004');
    await tabTo(address.getByLabel('Ciudad'));
    await keyboard.type('Madrid');
    await tabTo(address.getByLabel('Teléfono'));
    await keyboard.type('612345678');
    await tabTo(address.getByRole('button', { name: 'Continuar' }));
    await keyboard.press('Enter');

    const shipping = await expectStepOpen(page, 'Método de envío');
    await shipping.getByRole('radio', { name: /Envío estándar/ }).waitFor();
    await tabTo(shipping.getByRole('button', { name: 'Continuar' }));
    await keyboard.press('Enter');

    const payment = await expectStepOpen(page, 'Pago');
    await tabTo(payment.getByLabel('Número de la tarjeta'));
    await keyboard.type(CARD_OK);
    await tabTo(payment.getByLabel('Caducidad'));
    await keyboard.type('11/33');
    await tabTo(payment.getByLabel('CVC'));
    await keyboard.type('321');
    await tabTo(payment.getByRole('button', { name: 'Continuar' }));
    await keyboard.press('Enter');

    const review = await expectStepOpen(page, 'Revisión');
    await tabTo(review.getByLabel('Acepto las condiciones de compra'));
    await keyboard.press('Space');
    expect(await review.getByLabel('Acepto las condiciones de compra').isChecked()).toBe(true);
    const pay = review.getByRole('button', { name: 'Pagar y hacer el pedido' });
    await expect.poll(() => pay.isEnabled(), { timeout: 10_000 }).toBe(true);
    await tabTo(pay);
    await site.expectNoAxeViolations(page, 'revisión con el teclado, ruediverso oscuro');
    await keyboard.press('Enter');
    await orderNumberFrom(page);
    await page.getByRole('heading', { level: 1, name: '¡Gracias por tu pedido!' }).waitFor();
  });

  test('issue 36: the browser copies its cart into a cookie only /checkout gets, and the first HTML (before any script) holds the lines and the total', async () => {
    const { page } = await site.open('/checkout', { viewport: MOBILE, beforeNavigate: withCart([shirt.product, trousers.product]) });
    await page.getByRole('region', { name: 'Tu pedido' }).getByText(shirt.product.name).waitFor();
    const lines = `${shirt.product.id}-${shirt.product.variants[0]!.id}-1_${trousers.product.id}-${trousers.product.variants[0]!.id}-1`;
    await expect
      .poll(async () => (await page.context().cookies()).find((cookie) => cookie.name === CART_COOKIE))
      .toMatchObject({ value: lines, path: '/checkout', sameSite: 'Lax', httpOnly: false });

    // The page as the server sends it to that browser: the lines and the total of the first quote.
    const items = [shirt, trousers].map(({ product }) => ({ product_id: product.id, variant_id: product.variants[0]!.id, quantity: 1 }));
    const quote = await jsonOf<{ data: { totals: { total: number } } }>(
      await site.fetch('/api/checkout/quote', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ items, shipping_method: 'standard', payment_method: 'card', coupon_code: null }) }),
      'POST /api/checkout/quote',
    );
    const answer = await site.fetch('/checkout', { headers: { Cookie: `${CART_COOKIE}=${lines}` } });
    expect(answer.headers.get('Cache-Control')).toMatch(/no-store/);
    const html = plainText(await answer.text());
    expect(html).toContain(shirt.product.name);
    expect(html).toContain(trousers.product.name);
    expect(html).toMatch(new RegExp(`>Total</span><span[^>]*>${euros(quote.data.totals.total)}<`));
    expect(html).not.toContain('Cargando tu carrito…');

    // A hostile cookie is ignored: the page as without one, never an error.
    for (const value of ['%7B%22__proto__%22%3A1%7D', '1-0-0_999999999-0-5_x', 'a'.repeat(3000)]) {
      const hostile = await site.fetch('/checkout', { headers: { Cookie: `${CART_COOKIE}=${value}` } });
      expect(hostile.status).toBe(200);
      expect(await hostile.text()).toContain('Cargando tu carrito…');
    }
  });

  test('the server renders the page with its heading and the five steps before any script runs', async () => {
    // The markup as sent: the heading, the five steps and, for browsers without scripts, why it cannot go on.
    const html = await (await site.fetch('/checkout')).text();
    expect(html).toMatch(/<h1[^>]*>Finalizar compra<\/h1>/);
    expect(html.match(/data-step="/g)).toHaveLength(5);
    expect(html).toContain('Para hacer el pedido necesitamos JavaScript');
    const { page } = await site.open('/checkout', { javaScriptEnabled: false });
    await page.getByRole('heading', { level: 1, name: 'Finalizar compra' }).waitFor();
    expect(await page.locator('section[data-step]').count()).toBe(5);
  });
});
