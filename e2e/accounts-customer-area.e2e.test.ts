import { describe, expect, test } from 'vitest';
import type { Address } from '@common/account/contracts';
import type { AuthUser } from '@common/auth/contracts';
import { fetchWithToken, registerCustomer, signedInWith } from './accounts';
import { setupSite } from './harness';

const site = setupSite();

describe('customer area (spec §2 user area: Direcciones, Mi Perfil)', () => {
  test('an address added through the form on /user/addresses is listed as the default one, and stays after a reload', async () => {
    const customer = await registerCustomer(site, 'Nuria Direcciones');
    const { page } = await site.open('/user/addresses', { beforeNavigate: signedInWith(customer.token) });
    await page.getByRole('heading', { level: 1, name: 'Direcciones' }).waitFor();
    await page.getByText('Aún no tienes direcciones guardadas').waitFor();

    await page.getByRole('button', { name: 'Añadir mi primera dirección' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nueva dirección' });
    await dialog.waitFor({ state: 'visible' });
    await dialog.getByLabel('Etiqueta').fill('Casa');
    await dialog.getByLabel('Destinatario').fill('Nuria Direcciones');
    await dialog.getByLabel('Dirección', { exact: true }).fill('Calle de Atocha 27, 3º B');
    await dialog.getByLabel('Código postal').fill('28012');
    await dialog.getByLabel('Ciudad').fill('Madrid');
    await dialog.getByLabel('Provincia').selectOption('Madrid');
    await dialog.getByLabel('Teléfono').fill('600 123 456');
    // A customer's first address is offered as the default one.
    expect(await dialog.getByLabel('Usar como dirección predeterminada').isChecked()).toBe(true);
    await site.expectNoAxeViolations(page, "'Nueva dirección' dialog, filled in");
    await dialog.getByRole('button', { name: 'Guardar dirección' }).click();
    await dialog.waitFor({ state: 'hidden' });

    const card = page.getByRole('article', { name: 'Casa (predeterminada)' });
    await card.waitFor({ state: 'visible' });
    const text = await card.textContent();
    expect(text).toContain('Predeterminada');
    expect(text).toContain('Calle de Atocha 27, 3º B');
    expect(text).toContain('28012 Madrid');

    const saved = await fetchWithToken(site, '/api/user/addresses', customer.token);
    const { data } = (await saved.json()) as { data: Address[] };
    expect(data).toHaveLength(1);
    expect(data[0]).toMatchObject({ label: 'Casa', postal_code: '28012', province: 'Madrid', is_default: true });

    await page.reload();
    await page.getByRole('article', { name: 'Casa (predeterminada)' }).waitFor({ state: 'visible' });
  });

  test("changing the name on /user/profile is saved and the header shows the new name at once", async () => {
    const customer = await registerCustomer(site, 'Nombre Antiguo');
    const { page } = await site.open('/user/profile', { beforeNavigate: signedInWith(customer.token) });
    const header = page.getByRole('banner');
    expect(await header.textContent()).toContain('Nombre Antiguo');

    const newName = 'Alejandra Nueva';
    await page.getByLabel('Nombre completo').fill(newName);
    await page.getByRole('button', { name: 'Guardar cambios' }).click();
    await page.getByText('Hemos guardado los cambios de tu perfil.').waitFor();

    await header.getByText(newName).first().waitFor({ state: 'visible' });
    expect(await header.textContent()).not.toContain('Nombre Antiguo');

    const me = await fetchWithToken(site, '/api/user', customer.token);
    expect(((await me.json()) as AuthUser).name).toBe(newName);

    // The public header's avatar menu follows too.
    await page.getByRole('link', { name: /ir al inicio/ }).click();
    await page.waitForURL((url) => url.pathname === '/');
    const menu = page.getByRole('banner').getByRole('button', { name: /menú de la cuenta/ });
    await menu.waitFor({ state: 'visible' });
    expect(await menu.textContent()).toContain(newName);
  });
});
