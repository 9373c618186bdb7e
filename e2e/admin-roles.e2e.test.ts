import { describe, expect, test } from 'vitest';
import { accountMenuButton, alertDialog, fetchWithToken, httpErrorLine, loginAsAdmin, signedInWith, storedTokens, uniqueEmail, waitForPath } from './accounts';
import { plainText } from './catalog';
import { setupSite } from './harness';

// Its own app: it adds a role and a staff account to the store's permissions, and that account
// changes the price of whatever product heads the back-office list, which on a shared instance
// would be another file's newest product.
const site = setupSite({ ownServer: true });

const STAFF_PASSWORD = 'Catálogo-de-temporada-2026';

describe('roles and permissions (issue 11: a custom role edits products and nothing else)', () => {
  test("the admin creates the role 'catálogo' and a staff user with it; that user edits a product, sees no users or settings, and the API refuses them", async () => {
    const admin = await loginAsAdmin(site);

    // The roles screen: built-in roles locked, then a new role with the catalogue permissions only.
    const { page } = await site.open('/admin/roles', {
      beforeNavigate: signedInWith(admin.token),
      appearance: { theme: 'divergente', darkModePreference: 'dark' },
    });
    await page.getByRole('heading', { level: 1, name: 'Roles y permisos' }).waitFor();
    expect(await page.title()).toBe('Roles · Admin · Tienda Diverso');
    const table = page.getByRole('table', { name: 'Roles de la tienda' });
    await table.getByRole('link', { name: 'Ver Super Admin' }).waitFor();
    expect(await table.locator('tbody tr').filter({ hasText: 'Editor' }).textContent()).toContain('Integrado');

    await page.getByRole('link', { name: 'Nuevo rol' }).click();
    const form = page.getByRole('form', { name: 'Nuevo rol' });
    await form.waitFor();
    expect(await page.title()).toBe('Nuevo rol · Admin · Tienda Diverso');
    await form.getByLabel('Nombre').fill('catálogo');
    await form.getByLabel('Descripción').fill('Equipo de producto: fichas, precios y fotos.');
    await form.getByRole('checkbox', { name: 'Ver productos y exportarlos' }).check();
    await form.getByRole('checkbox', { name: 'Crear, editar, importar y borrar productos' }).check();
    await form.getByRole('button', { name: 'Crear rol' }).click();
    await waitForPath(page, '/admin/roles');
    await page.getByText('Rol «catálogo» creado.').waitFor();
    const row = table.locator('tbody tr').filter({ has: page.getByRole('link', { name: 'Editar catálogo' }) });
    expect(plainText(await row.textContent())).toContain('2 permisos');

    // A staff account holding only that role, through the users screen.
    const email = uniqueEmail('catalogo');
    await page.getByRole('navigation', { name: 'Administración' }).getByRole('link', { name: 'Usuarios', exact: true }).click();
    await waitForPath(page, '/admin/users');
    await page.getByRole('link', { name: 'Nuevo usuario' }).click();
    const create = page.getByRole('form', { name: 'Nuevo usuario' });
    await create.waitFor();
    await create.getByLabel('Nombre').fill('Irene Catálogo');
    await create.getByLabel('Email').fill(email);
    await create.getByLabel('Contraseña', { exact: true }).fill(STAFF_PASSWORD);
    await create.getByRole('checkbox', { name: /catálogo/ }).check();
    await create.getByRole('button', { name: 'Crear cuenta' }).click();
    await page.getByText('Cuenta creada.', { exact: false }).waitFor();

    // That person signs in on /login like anyone (spec §4: home), and the account menu offers the back-office.
    const staff = await site.open('/login');
    await staff.page.getByLabel('Email address', { exact: true }).fill(email);
    await staff.page.getByLabel('Password', { exact: true }).fill(STAFF_PASSWORD);
    await staff.page.getByRole('button', { name: 'Sign in' }).click();
    const dialog = alertDialog(staff.page, 'Login Successful');
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await waitForPath(staff.page, '/');
    await accountMenuButton(staff.page).click();
    await staff.page.getByRole('menuitem', { name: 'Admin Dashboard' }).click();

    // No dashboard permission: the back-office opens on the first screen they may use.
    await waitForPath(staff.page, '/admin/products');
    const nav = staff.page.getByRole('navigation', { name: 'Administración' });
    await nav.waitFor();
    const links = await nav.getByRole('link').allTextContents();
    expect(links.map((text) => text.trim())).toEqual(['Productos', 'Campañas']);
    expect(await staff.page.getByText('catálogo', { exact: true }).count()).toBeGreaterThan(0);

    // They edit a product's price.
    const products = staff.page.getByRole('table', { name: /Productos/ });
    const first = products.locator('tbody tr').first();
    await first.waitFor();
    const editLink = first.getByRole('link', { name: /^Editar / });
    const name = plainText(await editLink.textContent()).replace(/^Editar /, '');
    await editLink.click();
    const edit = staff.page.getByRole('form', { name: 'Editar producto' });
    await edit.waitFor();
    await edit.getByLabel('Precio (€)').fill('61,25');
    await edit.getByRole('button', { name: 'Guardar cambios' }).click();
    await waitForPath(staff.page, '/admin/products');
    await staff.page.getByText(`Cambios de «${name}» guardados.`).waitFor();
    const found = await fetchWithToken(site, `/api/admin/products?search=${encodeURIComponent(name)}`, admin.token);
    const changed = ((await found.json()) as { data: { data: { name: string; price: number }[] } }).data.data.find((p) => p.name === name);
    expect(changed?.price).toBe(61.25);

    // Users and settings: not in the sidebar, a 'no permission' panel inside the back-office if typed in, 403 from the API.
    staff.allowConsoleErrors(httpErrorLine(403));
    await staff.page.goto(`${new URL(staff.page.url()).origin}/admin/settings`);
    await staff.page.getByRole('heading', { name: 'No tienes permiso para ver esta pantalla.' }).waitFor();
    await staff.page.getByRole('link', { name: 'Volver al panel' }).waitFor();
    const token = (await storedTokens(staff.page)).token ?? '';
    expect((await fetchWithToken(site, '/api/admin/users', token)).status).toBe(403);
    expect((await fetchWithToken(site, '/api/admin/settings', token)).status).toBe(403);
    expect((await fetchWithToken(site, '/api/admin/products', token)).status).toBe(200);

    // Back on the admin's roles screen, the new role counts its one user.
    await page.getByRole('navigation', { name: 'Administración' }).getByRole('link', { name: 'Roles', exact: true }).click();
    await waitForPath(page, '/admin/roles');
    await page.getByRole('link', { name: 'Editar catálogo' }).click();
    await page.getByRole('form', { name: 'Editar el rol catálogo' }).waitFor();
    expect(plainText(await page.getByRole('main').textContent())).toContain('1 usuario con este rol');
  });

  test('the roles screen in the other looks, and a built-in role shown locked (axe runs on each)', async () => {
    const admin = await loginAsAdmin(site);
    await site.open('/admin/roles', { beforeNavigate: signedInWith(admin.token), appearance: { theme: 'divergente', darkModePreference: 'light' } });
    const builtIn = await site.open('/admin/roles', { beforeNavigate: signedInWith(admin.token), appearance: { theme: 'ruediverso', darkModePreference: 'dark' } });
    await builtIn.page.getByRole('link', { name: 'Ver Editor' }).click();
    await builtIn.page.getByText(/Los roles integrados no se pueden modificar/).waitFor();
  });

  test('an unknown back-office address stays inside the back-office, answered 404 and titled as such', async () => {
    const admin = await loginAsAdmin(site);
    const missing = await site.open('/admin/no-existe', { status: 404, beforeNavigate: signedInWith(admin.token) });
    await missing.page.getByRole('heading', { level: 1, name: 'Página no encontrada' }).waitFor();
    expect(await missing.page.getByRole('navigation', { name: 'Administración' }).count()).toBeGreaterThan(0);
    expect(await missing.page.title()).toBe('Página no encontrada · Admin · Tienda Diverso');
  });
});
