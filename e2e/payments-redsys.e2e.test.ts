import type { CartProductInput } from '@common/cart/lines';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createRedsysSimulator, type RedsysSimulator } from '../tests/simulators/redsys-simulator';
import { uniqueEmail } from './accounts';
import { newCheckoutProduct, withCart } from './catalog';
import { cartLength, fillCheckout, returnedOrderNumber } from './hosted-payments';
import { MOBILE, setupSite } from './harness';

// Issue 32 in a browser: a shopper pays on Redsys's page (the local simulator, which signs and
// notifies as Redsys does) by card with a 3-D Secure challenge, by Bizum, with a card the bank
// denies, and after closing the page and coming back. The store runs with PAYMENT_PROVIDER=redsys:
// an instance of this file's own, since the provider is store-wide.

const MERCHANT = { merchantCode: '999008881', terminal: '1', secretKey: 'sq7HjrUOBfKmC576ILgskD5srU870gJ7' };
let redsys: RedsysSimulator | undefined;

const site = setupSite({
  ownServer: true,
  serverEnv: async () => {
    redsys = await createRedsysSimulator(MERCHANT);
    return {
      PAYMENT_PROVIDER: 'redsys',
      REDSYS_MERCHANT_CODE: MERCHANT.merchantCode,
      REDSYS_TERMINAL: MERCHANT.terminal,
      REDSYS_SECRET_KEY: MERCHANT.secretKey,
      REDSYS_URL: redsys.url,
    };
  },
});

let shirt: CartProductInput;

beforeAll(async () => {
  shirt = await newCheckoutProduct(site, 'Sudadera Redsys', 39);
});
afterAll(async () => {
  await redsys?.close();
});

describe('paying on Redsys’s page (issue 32)', () => {
  test('card with a 3-D Secure challenge on a phone: the bank’s page, back to the store, «¡Pago confirmado!» and an empty cart (divergente, dark)', async () => {
    const { page } = await site.open('/checkout', { viewport: MOBILE, appearance: { theme: 'divergente', darkModePreference: 'dark' }, beforeNavigate: withCart([shirt]) });
    const review = await fillCheckout(page, site, { email: uniqueEmail('redsys-3ds'), method: 'card', expectNote: /Pagarás con tarjeta en la pasarela segura de tu banco \(Redsys\)/, axe: 'Redsys, divergente oscuro' });
    await review.getByRole('button', { name: 'Pagar y hacer el pedido' }).click();

    await page.waitForURL((url) => url.origin === redsys!.url);
    await page.getByRole('heading', { name: 'Pago seguro' }).waitFor();
    await page.getByLabel('Número de tarjeta').fill('4918 0191 9988 3839');
    await page.getByLabel('Caducidad (MM/AA)').fill('12/34');
    await page.getByLabel('Código de seguridad (CVV)').fill('123');
    await page.getByRole('button', { name: /^Pagar/ }).click();
    await page.getByRole('heading', { name: 'Confirma el pago en tu banco' }).waitFor();
    await page.getByRole('button', { name: 'Autorizar' }).click();

    await page.waitForURL((url) => url.pathname.startsWith('/checkout/pago/') && url.searchParams.get('resultado') === 'ok');
    await page.getByRole('heading', { name: '¡Pago confirmado!' }).waitFor();
    await site.settle(page);
    await site.expectNoAxeViolations(page, 'Redsys: pago confirmado (divergente oscuro, móvil)');
    expect(await cartLength(page)).toBe(0);
    const number = returnedOrderNumber(page);
    await page.getByRole('link', { name: 'Ver mi pedido' }).click();
    await page.waitForURL(`**/checkout/confirmation/${number}`);
    await page.getByText(number).first().waitFor();
  });

  test('Bizum on the same page: the phone is typed at Redsys, accepted in the bank’s app (ruediverso, light)', async () => {
    const { page } = await site.open('/checkout', { appearance: { theme: 'ruediverso', darkModePreference: 'light' }, beforeNavigate: withCart([shirt]) });
    const review = await fillCheckout(page, site, { email: uniqueEmail('redsys-bizum'), method: 'bizum', expectNote: /Pagarás con Bizum/ });
    await review.getByRole('button', { name: 'Pagar y hacer el pedido' }).click();
    await page.waitForURL((url) => url.origin === redsys!.url);
    await page.getByLabel('Teléfono móvil').fill('700000000');
    await page.getByRole('button', { name: 'Pagar con Bizum' }).click();
    await page.getByRole('button', { name: 'La he aceptado en la app' }).click();
    await page.getByRole('heading', { name: '¡Pago confirmado!' }).waitFor();
    await site.settle(page);
  });

  test('a card the bank denies: back at the store, why, nothing charged, and the cart kept to try again', async () => {
    const { page } = await site.open('/checkout', { beforeNavigate: withCart([shirt]) });
    const review = await fillCheckout(page, site, { email: uniqueEmail('redsys-denegada'), method: 'card', expectNote: /Pagarás con tarjeta/ });
    await review.getByRole('button', { name: 'Pagar y hacer el pedido' }).click();
    await page.waitForURL((url) => url.origin === redsys!.url);
    await page.getByLabel('Número de tarjeta').fill('5576 4400 2278 8500');
    await page.getByLabel('Caducidad (MM/AA)').fill('12/34');
    await page.getByLabel('Código de seguridad (CVV)').fill('123');
    await page.getByRole('button', { name: /^Pagar/ }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/checkout/pago/') && url.searchParams.get('resultado') === 'ko');
    await page.getByRole('heading', { name: 'El pago no se ha completado' }).waitFor();
    expect(await page.getByRole('main').getByRole('alert').textContent()).toMatch(/No se ha cobrado nada/);
    expect(await cartLength(page)).toBe(1);
    await page.getByRole('link', { name: 'Volver al carrito' }).click();
    await page.waitForURL('**/checkout');
    await page.getByRole('region', { name: /Paso 1: Contacto/ }).waitFor();
  });

  test('closing Redsys’s page and coming back: the checkout reminds of the order, whose page opens again and is paid there', async () => {
    const { page } = await site.open('/checkout', { beforeNavigate: withCart([shirt]) });
    const review = await fillCheckout(page, site, { email: uniqueEmail('redsys-vuelve'), method: 'card', expectNote: /Pagarás con tarjeta/ });
    await review.getByRole('button', { name: 'Pagar y hacer el pedido' }).click();
    await page.waitForURL((url) => url.origin === redsys!.url);
    await page.getByRole('heading', { name: 'Pago seguro' }).waitFor();
    // The shopper leaves the bank's page without paying and goes back to the store.
    await page.goBack();
    await page.waitForURL('**/checkout');
    const reminder = page.getByRole('link', { name: /^Ver el pago del pedido TD-/ });
    await reminder.waitFor();
    await reminder.click();
    await page.waitForURL((url) => url.pathname.startsWith('/checkout/pago/'));
    await page.getByRole('heading', { name: 'Confirmando tu pago…' }).waitFor();
    await site.settle(page);
    await site.expectNoAxeViolations(page, 'Redsys: esperando el pago');
    await page.getByRole('button', { name: 'Volver a pagar en tu banco (Redsys)' }).click();
    await page.waitForURL((url) => url.origin === redsys!.url);
    await page.getByLabel('Número de tarjeta').fill('4548 8100 0000 0003');
    await page.getByLabel('Caducidad (MM/AA)').fill('12/34');
    await page.getByLabel('Código de seguridad (CVV)').fill('123');
    await page.getByRole('button', { name: /^Pagar/ }).click();
    await page.getByRole('heading', { name: '¡Pago confirmado!' }).waitFor();
    await site.settle(page);
  });

  test('without JavaScript the return page says the payment is awaited, checks again by a link and offers the bank’s page again', async () => {
    // An order left waiting: placed through the API as the checkout does, never paid.
    const placed = await site.fetch('/api/checkout/orders', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        idempotency_key: `e2e-${Date.now()}-sin-js`,
        items: [{ product_id: shirt.id, variant_id: shirt.variants[0]!.id, quantity: 1 }],
        email: uniqueEmail('redsys-sin-js'),
        shipping_address: { recipient_name: 'Lucía Prueba', street: 'Calle Mayor 1', postal_code: '28013', city: 'Madrid', province: 'Madrid', phone: '612345678' },
        shipping_method: 'standard',
        payment_method: 'card',
        expected_total: 43.95,
        accept_terms: true,
      }),
    });
    const body = (await placed.json()) as { data: { payment: { redirect: { return_path: string } } } };
    expect(placed.status).toBe(201);
    const { page } = await site.open(body.data.payment.redirect.return_path, { javaScriptEnabled: false });
    await page.getByRole('heading', { name: 'Confirmando tu pago…' }).waitFor();
    await page.getByText('Vuelve a comprobarlo en unos segundos.', { exact: false }).waitFor();
    await page.getByRole('link', { name: 'Comprobar de nuevo' }).click();
    await page.getByRole('heading', { name: 'Confirmando tu pago…' }).waitFor();
    expect(await page.getByRole('button', { name: 'Volver a pagar en tu banco (Redsys)' }).count()).toBe(1);
  });
});
