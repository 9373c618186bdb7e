import { randomUUID } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import { alertDialog, loginAsAdmin, signedInWith, waitForPath } from './accounts';
import { brandBySlug, categoryBySlug, createProductAsAdmin, plainText } from './catalog';
import { setupSite } from './harness';

const site = setupSite();

describe('bulk actions on products and the audit log (issue 11)', () => {
  test('an admin deactivates two products at once behind the confirm dialog, sees the summary, then finds both changes in the audit log', async () => {
    const run = randomUUID().slice(0, 6).toUpperCase();
    const [admin, brand, category] = await Promise.all([loginAsAdmin(site), brandBySlug(site, 'divergente'), categoryBySlug(site, 'chaquetas')]);
    const make = (label: string) =>
      createProductAsAdmin(site, {
        name: `Sobrecamisa lote ${run} ${label}`,
        sku: `E2E-LOTE-${run}-${label}`,
        price: 49.9,
        brand_id: brand.id,
        category_id: category.id,
        variants: [{ size: 'M', color_name: 'Caqui', color_hex: '#5D6339', stock: 4 }],
      });
    const [first, second] = await Promise.all([make('A'), make('B')]);

    // The list, filtered to the two new products; each row has its own checkbox.
    const { page } = await site.open(`/admin/products?search=${encodeURIComponent(`lote ${run}`)}`, { beforeNavigate: signedInWith(admin.token) });
    const table = page.getByRole('table', { name: 'Productos del catálogo' });
    await page.getByText('1–2 de 2 productos', { exact: true }).waitFor();
    await table.getByRole('checkbox', { name: `Seleccionar ${first.name}` }).check();
    await table.getByRole('checkbox', { name: `Seleccionar ${second.name}` }).check();
    const bar = page.getByRole('region', { name: 'Acciones sobre la selección' });
    await bar.getByText('2 seleccionados').waitFor();
    expect(await table.getByRole('checkbox', { name: 'Seleccionar todos los productos de esta página' }).isChecked()).toBe(true);

    // Desactivar asks first, as a warning; confirming answers with the summary and the list reloads.
    await bar.getByRole('button', { name: 'Desactivar' }).click();
    const dialog = alertDialog(page, '¿Desactivar 2 productos?');
    await dialog.waitFor();
    await site.expectNoAxeViolations(page, "bulk 'Desactivar' confirmation");
    const answered = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/admin/products/bulk');
    await dialog.getByRole('button', { name: 'Desactivar' }).click();
    const reply = await answered;
    expect(reply.status(), await reply.text()).toBe(200);
    await page.getByText('2 productos desactivados').first().waitFor();
    await bar.waitFor({ state: 'detached' });
    for (const product of [first, second]) {
      const row = table.locator('tbody tr').filter({ hasText: product.name });
      await expect.poll(async () => plainText(await row.textContent()), { timeout: 20_000 }).toContain('Borrador');
    }

    // The audit log, reached from the sidebar, filtered to products: both changes, by this admin.
    await page.getByRole('link', { name: 'Auditoría', exact: true }).click();
    await waitForPath(page, '/admin/audit');
    await page.getByRole('heading', { level: 1, name: 'Auditoría' }).waitFor();
    expect(await page.title()).toBe('Auditoría · Admin · Tienda Diverso');
    await page.getByLabel('Tipo').selectOption({ label: 'Producto' });
    await page.waitForURL((url) => url.searchParams.get('entity') === 'product');
    await page.getByRole('searchbox', { name: 'Buscar' }).fill(`lote ${run}`);
    await page.waitForURL((url) => url.searchParams.get('search') === `lote ${run}`);
    const log = page.getByRole('table', { name: /Registro de auditoría/ });
    await page.getByText('1–4 de 4 entradas', { exact: true }).waitFor();
    for (const product of [first, second]) {
      const deactivated = log.locator('tbody tr').filter({ hasText: 'Desactivó' }).filter({ hasText: product.name });
      await deactivated.waitFor();
      expect(await deactivated.getByRole('link', { name: product.name }).getAttribute('href')).toBe(`/admin/products/${product.id}`);
      await log.locator('tbody tr').filter({ hasText: 'Creó' }).filter({ hasText: product.name }).waitFor();
    }

    // The disclosure opens from the keyboard and shows the state before → after.
    const toggle = log.getByRole('button', { name: new RegExp(`^(Ver|Ocultar) 1 cambio de ${first.name}$`) });
    await toggle.focus();
    await page.keyboard.press('Enter');
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    const details = page.locator(`[id="${await toggle.getAttribute('aria-controls')}"]`);
    expect(plainText(await details.textContent())).toMatch(/Estado.*Antes: Activo.*Después: Borrador/);
    await site.expectNoAxeViolations(page, 'audit log with an entry opened');

    // The same screen in the other brand theme and dark mode: axe passes there too.
    const dark = await site.open(`/admin/audit?entity=product&search=${encodeURIComponent(`lote ${run}`)}`, {
      beforeNavigate: signedInWith(admin.token),
      appearance: { theme: 'divergente', darkModePreference: 'dark' },
    });
    const darkToggle = dark.page.getByRole('button', { name: new RegExp(`^(Ver|Ocultar) 1 cambio de ${second.name}$`) });
    await darkToggle.click();
    expect(await darkToggle.getAttribute('aria-expanded')).toBe('true');
    await site.expectNoAxeViolations(dark.page, 'audit log in divergente, dark, an entry opened');
  });
});
