import type { CartProductInput } from '@common/cart/lines';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createStripeSimulator, type StripeSimulator } from '../tests/simulators/stripe-simulator';
import { uniqueEmail } from './accounts';
import { newCheckoutProduct, withCart } from './catalog';
import { cartLength, fillCheckout } from './hosted-payments';
import { setupSite } from './harness';

// Issue 32 in a browser: a shopper pays on Stripe Checkout (the local simulator of Stripe's API,
// driven by the official SDK, whose webhooks are signed as Stripe signs them): a card with a
// 3-D Secure step after a declined one, and giving up on Stripe's page. The store runs with
// PAYMENT_PROVIDER=stripe: an instance of this file's own, since the provider is store-wide.

const SECRET_KEY = 'sk_test_e2eTiendaDiverso';
const WEBHOOK_SECRET = 'whsec_e2eTiendaDiverso';
let stripe: StripeSimulator | undefined;

const site = setupSite({
  ownServer: true,
  serverEnv: async ({ baseUrl }) => {
    stripe = await createStripeSimulator({ webhookUrl: `${baseUrl}/api/payments/stripe/webhook`, webhookSecret: WEBHOOK_SECRET, secretKey: SECRET_KEY });
    return { PAYMENT_PROVIDER: 'stripe', STRIPE_SECRET_KEY: SECRET_KEY, STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, STRIPE_API_URL: stripe.url };
  },
});

let coat: CartProductInput;

beforeAll(async () => {
  coat = await newCheckoutProduct(site, 'Chaqueta Stripe', 59);
});
afterAll(async () => {
  await stripe?.close();
});

describe('paying on Stripe Checkout (issue 32)', () => {
  test('Bizum is not offered; a declined card stays on Stripe’s page, then a card with 3-D Secure pays and the store confirms it (ruediverso, dark)', async () => {
    const { page } = await site.open('/checkout', { appearance: { theme: 'ruediverso', darkModePreference: 'dark' }, beforeNavigate: withCart([coat]) });
    const payment = page.getByRole('region', { name: /^Paso \d: Pago/ });
    const review = await fillCheckout(page, site, { email: uniqueEmail('stripe-3ds'), method: 'card', expectNote: /Pagarás con tarjeta en la página segura de Stripe/, axe: 'Stripe, ruediverso oscuro' });
    expect(await payment.getByRole('radio', { name: /Bizum/ }).count()).toBe(0);
    await review.getByRole('button', { name: 'Pagar y hacer el pedido' }).click();

    await page.waitForURL((url) => url.origin === stripe!.url && url.pathname.startsWith('/pay/'));
    await page.getByLabel('Número de tarjeta').fill('4000 0000 0000 0002');
    await page.getByLabel('Caducidad (MM/AA)').fill('12/34');
    await page.getByLabel('CVC').fill('123');
    await page.getByRole('button', { name: /^Pagar/ }).click();
    await page.getByText('Tu tarjeta ha sido rechazada.').waitFor();
    await page.getByLabel('Número de tarjeta').fill('4000 0027 6000 3184');
    await page.getByLabel('Caducidad (MM/AA)').fill('12/34');
    await page.getByLabel('CVC').fill('123');
    await page.getByRole('button', { name: /^Pagar/ }).click();
    await page.getByRole('button', { name: 'Completar' }).click();

    await page.waitForURL((url) => url.pathname.startsWith('/checkout/pago/') && url.searchParams.get('resultado') === 'ok');
    await page.getByRole('heading', { name: '¡Pago confirmado!' }).waitFor();
    await site.settle(page);
    await site.expectNoAxeViolations(page, 'Stripe: pago confirmado (ruediverso oscuro)');
    expect(await cartLength(page)).toBe(0);
  });

  test('giving up on Stripe’s page: back at the store the order waits, nothing charged, and its page opens again to pay (divergente, light)', async () => {
    const { page } = await site.open('/checkout', { appearance: { theme: 'divergente', darkModePreference: 'light' }, beforeNavigate: withCart([coat]) });
    const review = await fillCheckout(page, site, { email: uniqueEmail('stripe-vuelve'), method: 'card', expectNote: /Pagarás con tarjeta/ });
    await review.getByRole('button', { name: 'Pagar y hacer el pedido' }).click();
    await page.waitForURL((url) => url.origin === stripe!.url);
    await page.getByRole('link', { name: /Volver a/ }).click();

    await page.waitForURL((url) => url.pathname.startsWith('/checkout/pago/') && url.searchParams.get('resultado') === 'ko');
    await page.getByRole('heading', { name: 'Confirmando tu pago…' }).waitFor();
    await page.getByText(/Has vuelto de la página de pago sin terminar/).waitFor();
    expect(await cartLength(page)).toBe(1);
    await site.settle(page);
    await site.expectNoAxeViolations(page, 'Stripe: de vuelta sin pagar (divergente claro)');
    await page.getByRole('button', { name: 'Volver a pagar en Stripe' }).click();
    await page.waitForURL((url) => url.origin === stripe!.url && url.pathname.startsWith('/pay/'));
    await page.getByLabel('Número de tarjeta').fill('4242 4242 4242 4242');
    await page.getByLabel('Caducidad (MM/AA)').fill('12/34');
    await page.getByLabel('CVC').fill('123');
    await page.getByRole('button', { name: /^Pagar/ }).click();
    await page.getByRole('heading', { name: '¡Pago confirmado!' }).waitFor();
    await site.settle(page);
  });
});
