import { describe, expect, test } from 'vitest';
import { fetchWithToken, jsonOf, loginAsAdmin, postJson, registerCustomer, signedInWith, storedTokens, waitForPath, type Customer } from './accounts';
import { setupSite } from './harness';

// Issue 33: a customer who forgot the password asks for a link on /login, reads the e-mail (the
// outbox through the admin API), opens the link, chooses a new password and is signed in; the same
// without JavaScript; and the pages of an e-mail change. axe runs on every page the harness opens,
// in both brand themes and in dark mode.

const site = setupSite();
const NEW_PASSWORD = 'girasol-de-invierno-2026';

interface OutboxPage {
  data: { data: { id: number; to: string; kind: string }[] };
}

/** The `kind` e-mails to `to`, newest first, as staff read them at /admin/emails. */
async function mailsTo(adminToken: string, to: string, kind: string) {
  const outbox = await jsonOf<OutboxPage>(await fetchWithToken(site, `/api/admin/emails?search=${encodeURIComponent(to)}&kind=${kind}`, adminToken), 'outbox');
  return outbox.data.data;
}

/** The address of the newest `kind` e-mail to `to` whose text has `page?token=…`. */
async function linkInMail(adminToken: string, to: string, kind: string, page: string): Promise<string> {
  const [newest] = await mailsTo(adminToken, to, kind);
  expect(newest, `a ${kind} e-mail to ${to}`).toBeDefined();
  const detail = await jsonOf<{ data: { text: string } }>(await fetchWithToken(site, `/api/admin/emails/${newest!.id}`, adminToken), `${kind} e-mail`);
  const link = new RegExp(`${page.replace(/[/?]/g, '\\$&')}\\?token=[A-Za-z0-9_-]{43}`).exec(detail.data.text)?.[0];
  expect(link, `the link of the ${kind} e-mail`).toBeDefined();
  return link!;
}

const sessionOf = async (token: string) => (await fetchWithToken(site, '/api/user', token)).status;

describe('a forgotten password (issue 33)', () => {
  test('"¿Olvidaste tu contraseña?" on /login → the e-mail → its link → a new password → signed in, every old session ended', async () => {
    const [customer, admin] = await Promise.all([registerCustomer(site, 'Nerea Olvidadiza'), loginAsAdmin(site)]);

    const { page } = await site.open('/login', { appearance: { theme: 'ruediverso', darkModePreference: 'light' } });
    await page.getByRole('link', { name: '¿Olvidaste tu contraseña?' }).click();
    await waitForPath(page, '/forgot-password');
    await page.getByRole('heading', { level: 1, name: '¿Olvidaste tu contraseña?' }).waitFor();
    await site.expectNoAxeViolations(page, '/forgot-password (ruediverso, light)');
    await page.getByRole('main').getByLabel('Email', { exact: true }).fill(customer.email);
    await page.getByRole('button', { name: 'Enviarme el enlace' }).click();
    await page.getByRole('status').getByText('Si hay una cuenta con ese email, te hemos enviado un enlace').waitFor();
    await site.expectNoAxeViolations(page, '/forgot-password sent (ruediverso, light)');

    const link = await linkInMail(admin.token, customer.email, 'password-reset', '/reset-password');
    const reset = await site.open(link, { appearance: { theme: 'divergente', darkModePreference: 'dark' } });
    await reset.page.getByText(customer.email).waitFor();
    await reset.page.getByRole('main').getByLabel('Contraseña nueva', { exact: true }).fill(NEW_PASSWORD);
    await reset.page.getByRole('main').getByLabel('Repite la contraseña nueva', { exact: true }).fill('no-es-la-misma-2026');
    await reset.page.getByRole('button', { name: 'Guardar la contraseña nueva' }).click();
    await reset.page.getByText('Las contraseñas no coinciden.').waitFor();
    await site.expectNoAxeViolations(reset.page, '/reset-password with an error (divergente, dark)');
    await reset.page.getByRole('main').getByLabel('Repite la contraseña nueva', { exact: true }).fill(NEW_PASSWORD);
    await reset.page.getByRole('button', { name: 'Guardar la contraseña nueva' }).click();

    // Signed in with the new password, in the account.
    await waitForPath(reset.page, '/user/dashboard');
    await reset.page.getByRole('heading', { level: 1 }).waitFor();
    const { token } = await storedTokens(reset.page);
    expect(token).toBeTruthy();
    expect(await sessionOf(token!)).toBe(200);
    expect(await sessionOf(customer.token)).toBe(401);
    await site.expectNoAxeViolations(reset.page, '/user/dashboard after the reset (divergente, dark)');

    // The link worked once; the owner was told.
    const again = await site.open(link);
    await again.page.getByText('Este enlace ya no sirve.').waitFor();
    expect(await mailsTo(admin.token, customer.email, 'password-changed')).toHaveLength(1);
  });

  test('without JavaScript: the request and the new password are plain form posts to the pages', async () => {
    const [customer, admin] = await Promise.all([registerCustomer(site, 'Íñigo Sin Scripts'), loginAsAdmin(site)]);

    const { page } = await site.open('/forgot-password', { javaScriptEnabled: false });
    await page.getByRole('main').getByLabel('Email', { exact: true }).fill(customer.email);
    await page.getByRole('button', { name: 'Enviarme el enlace' }).click();
    await page.getByRole('status').getByText('Si hay una cuenta con ese email, te hemos enviado un enlace').waitFor();

    const link = await linkInMail(admin.token, customer.email, 'password-reset', '/reset-password');
    const reset = await site.open(link, { javaScriptEnabled: false });
    await reset.page.getByRole('main').getByLabel('Contraseña nueva', { exact: true }).fill(NEW_PASSWORD);
    await reset.page.getByRole('main').getByLabel('Repite la contraseña nueva', { exact: true }).fill(NEW_PASSWORD);
    await reset.page.getByRole('button', { name: 'Guardar la contraseña nueva' }).click();
    await reset.page.getByRole('status').getByText('Tu contraseña ha cambiado.').waitFor();
    expect(await sessionOf(customer.token)).toBe(401);
    const login = await postJson(site, null, '/api/login', { email: customer.email, password: NEW_PASSWORD });
    expect(login.status).toBe(200);
  });
});

describe('an e-mail change waits for the new address (issue 33)', () => {
  async function askForChange(customer: Customer, email: string) {
    const response = await fetchWithToken(site, '/api/user/profile', customer.token, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: customer.name, email, current_password: customer.password }),
    });
    expect(response.status).toBe(200);
  }

  test('the profile shows it pending; the new address confirms it and the old one undoes it, each by a button', async () => {
    const [customer, admin] = await Promise.all([registerCustomer(site, 'Alba Mudanza'), loginAsAdmin(site)]);
    const newEmail = customer.email.replace('@', '.nueva@');
    await askForChange(customer, newEmail);

    const profile = await site.open('/user/profile', { appearance: { theme: 'ruediverso', darkModePreference: 'dark' }, beforeNavigate: signedInWith(customer.token) });
    await profile.page.getByText(`Pendiente de confirmar: ${newEmail}`).waitFor();
    await site.expectNoAxeViolations(profile.page, '/user/profile with a pending e-mail (ruediverso, dark)');

    const confirmLink = await linkInMail(admin.token, newEmail, 'email-change-confirm', '/email/confirmar');
    const confirm = await site.open(confirmLink, { appearance: { theme: 'divergente', darkModePreference: 'light' } });
    await confirm.page.getByRole('button', { name: 'Confirmar el cambio' }).click();
    await confirm.page.getByText(`Listo: tu cuenta usa ahora ${newEmail}.`).waitFor();
    await site.expectNoAxeViolations(confirm.page, '/email/confirmar done (divergente, light)');

    const undoLink = await linkInMail(admin.token, customer.email, 'email-changed', '/email/deshacer');
    const undo = await site.open(undoLink, { appearance: { theme: 'divergente', darkModePreference: 'dark' } });
    await undo.page.getByRole('button', { name: 'Deshacer el cambio' }).click();
    await undo.page.getByText(`Tu cuenta vuelve a usar ${customer.email}.`).waitFor();
    await site.expectNoAxeViolations(undo.page, '/email/deshacer done (divergente, dark)');
    expect(await sessionOf(customer.token)).toBe(401);
  });
});
