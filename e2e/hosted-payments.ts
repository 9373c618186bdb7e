import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import type { Site } from './accounts';
import { storedCart } from './catalog';

// The browser journeys of issue 32 through a payment provider's page (Redsys, Stripe): a product
// of the file's own, a cart put in the browser as a shopper would have filled it, and the checkout
// filled up to «Pagar y hacer el pedido». The provider's simulator serves its own pages.

function step(page: Page, title: string) {
  return page.getByRole('region', { name: new RegExp(`^Paso \\d: ${title}`) });
}

async function open(page: Page, title: string) {
  const region = step(page, title);
  await expect.poll(() => region.getAttribute('data-state'), { timeout: 10_000 }).toBe('open');
  return region;
}

/**
 * The five steps with card or Bizum paid on the provider's page: the payment step asks for nothing
 * but says where the shopper will pay. Stops with the terms accepted, before paying.
 */
export async function fillCheckout(page: Page, site: Site & { expectNoAxeViolations(page: Page, label: string): Promise<void> }, options: { email: string; method: 'card' | 'bizum'; expectNote: RegExp; axe?: string }) {
  const contact = step(page, 'Contacto');
  await contact.getByLabel('Email', { exact: true }).fill(options.email);
  await contact.getByRole('button', { name: 'Continuar' }).click();
  const address = await open(page, 'Envío');
  await address.getByLabel('Nombre y apellidos').fill('Lucía Prueba');
  await address.getByLabel('Dirección').fill('Calle Mayor 1, 2º B');
  await address.getByLabel('Provincia').selectOption('Madrid');
  await address.getByLabel('Código postal').fill('28013');
  await address.getByLabel('Ciudad').fill('Madrid');
  await address.getByLabel('Teléfono').fill('612345678');
  await address.getByRole('button', { name: 'Continuar' }).click();
  const shipping = await open(page, 'Método de envío');
  await shipping.getByRole('radio', { name: /Envío estándar/ }).waitFor();
  await shipping.getByRole('button', { name: 'Continuar' }).click();
  const payment = await open(page, 'Pago');
  await payment.getByRole('radio', { name: options.method === 'bizum' ? /Bizum/ : /Tarjeta/ }).check();
  await payment.getByText(options.expectNote).waitFor();
  expect(await payment.getByLabel('Número de la tarjeta').count()).toBe(0);
  if (options.axe) await site.expectNoAxeViolations(page, `${options.axe}: pago en la pasarela`);
  await payment.getByRole('button', { name: 'Continuar' }).click();
  const review = await open(page, 'Revisión');
  await review.getByLabel('Acepto las condiciones de compra').check();
  return review;
}

/** The order number of the return page the shopper is on (/checkout/pago/TD-…). */
export function returnedOrderNumber(page: Page): string {
  return decodeURIComponent(new URL(page.url()).pathname.split('/').pop()!);
}

/** The cart, as the store's origin keeps it. */
export async function cartLength(page: Page): Promise<number> {
  const cart = (await storedCart(page)) as unknown[] | null;
  return cart?.length ?? 0;
}
