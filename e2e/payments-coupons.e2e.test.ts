import { describe, expect, test } from 'vitest';
import type { SavedCard } from '@common/payments/account-contracts';
import { alertDialog, fetchWithToken, httpErrorLine, loginAsAdmin, registerCustomer, signedInWith } from './accounts';
import { setupSite } from './harness';

const site = setupSite();
const dark = { theme: 'divergente', darkModePreference: 'dark' } as const;

describe('saved cards, coupons and payment history (spec §2 user area; issue 12)', () => {
  test('a customer saves test cards through the gateway, sees a declined one refused, changes the default and removes one', async () => {
    const customer = await registerCustomer(site, 'Irene Tarjetas');
    const { page } = await site.open('/user/payment-methods', {
      beforeNavigate: signedInWith(customer.token),
      // The store's 422 for the declined card, said in the dialog.
      allowConsoleErrors: [httpErrorLine(422)],
    });
    await page.getByText('No tienes métodos de pago guardados').waitFor();
    await page.getByText(/lo guarda la pasarela de pago, no la tienda/).waitFor();

    const addCard = async (number: string) => {
      const dialog = page.getByRole('dialog', { name: 'Añadir tarjeta' });
      await dialog.waitFor({ state: 'visible' });
      await dialog.getByLabel('Número de la tarjeta').fill(number);
      await dialog.getByLabel('Caducidad').fill('12/30');
      await dialog.getByLabel('CVC').fill('123');
      return dialog;
    };

    await page.getByRole('button', { name: 'Añadir mi primera tarjeta' }).click();
    const first = await addCard('4242 4242 4242 4242');
    await first.getByText('Tarjetas de prueba', { exact: true }).click();
    await site.expectNoAxeViolations(page, "'Añadir tarjeta' dialog with the test cards open");
    await first.getByRole('button', { name: 'Guardar tarjeta' }).click();
    await first.waitFor({ state: 'hidden' });
    await page.getByRole('article', { name: 'Visa acabada en 4242 (predeterminada)' }).waitFor();

    await page.getByRole('button', { name: 'Añadir tarjeta' }).click();
    const declined = await addCard('4000 0000 0000 0002');
    await declined.getByRole('button', { name: 'Guardar tarjeta' }).click();
    await declined.getByText('El banco ha rechazado la tarjeta: no se puede guardar. Prueba con otra.').waitFor();
    await declined.getByLabel('Número de la tarjeta').fill('5555 5555 5555 4444');
    await declined.getByRole('button', { name: 'Guardar tarjeta' }).click();
    await declined.waitFor({ state: 'hidden' });
    await page.getByRole('article', { name: 'Mastercard acabada en 4444' }).waitFor();

    await page.getByRole('button', { name: 'Usar como predeterminada (Mastercard acabada en 4444)' }).click();
    await page.getByRole('article', { name: 'Mastercard acabada en 4444 (predeterminada)' }).waitFor();
    await page.getByRole('button', { name: 'Quitar Visa acabada en 4242' }).click();
    await alertDialog(page, '¿Quitar esta tarjeta?').getByRole('button', { name: 'Quitar tarjeta' }).click();
    await page.getByRole('article', { name: 'Visa acabada en 4242' }).waitFor({ state: 'detached' });

    const saved = (await (await fetchWithToken(site, '/api/user/payment-methods', customer.token)).json()) as { data: SavedCard[] };
    expect(saved.data.map((card) => [card.last4, card.is_default])).toEqual([['4444', true]]);
    expect(JSON.stringify(saved)).not.toContain('5555555555554444');

    await site.open('/user/payment-methods', { beforeNavigate: signedInWith(customer.token), appearance: dark });
    await site.open('/user/payment-history', { beforeNavigate: signedInWith(customer.token), appearance: dark });
  });

  test('staff create a coupon in the back-office and a customer finds it in Cupones with its conditions', async () => {
    const admin = await loginAsAdmin(site);
    const code = `E2E${Date.now().toString(36).toUpperCase()}`;
    const { page } = await site.open('/admin/coupons/new', { beforeNavigate: signedInWith(admin.token) });
    await page.getByRole('textbox', { name: /^Código/ }).fill(code.toLowerCase());
    await page.getByRole('radio', { name: /Importe fijo/ }).check();
    await page.getByLabel(/^Importe \(€\)/).fill('7,5');
    await page.getByLabel(/^Pedido mínimo/).fill('40');
    await page.getByLabel(/^Usos por cliente/).fill('1');
    await site.expectNoAxeViolations(page, 'new coupon form, filled in');
    await page.getByRole('button', { name: 'Crear cupón' }).click();
    await page.getByRole('link', { name: code, exact: true }).waitFor();

    await site.open('/admin/coupons', { beforeNavigate: signedInWith(admin.token), appearance: dark });

    const customer = await registerCustomer(site, 'Pablo Cupones');
    const coupons = await site.open('/user/coupons', { beforeNavigate: signedInWith(customer.token), appearance: dark });
    const card = coupons.page.getByRole('article', { name: code });
    await card.waitFor();
    const text = await card.textContent();
    expect(text).toMatch(/7,50\s€ de descuento/);
    expect(text).toMatch(/En pedidos desde 40\s€/);
    expect(text).toContain('Puedes usarlo una vez.');
  });
});
