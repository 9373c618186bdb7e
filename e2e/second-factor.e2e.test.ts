import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { generate } from 'otplib';
import { describe, expect, test, vi } from 'vitest';
import { fetchWithToken, httpErrorLine, jsonOf, loginAsAdmin, postJson, registerCustomer, signedInWith, storedTokens, uniqueEmail, waitForPath } from './accounts';
import { setupSite } from './harness';

const site = setupSite();

/** A download kept on this machine (the browser may run elsewhere: Playwright hands its file over). */
async function savedCopy(download: { suggestedFilename(): string; saveAs(to: string): Promise<void> }): Promise<string> {
  const to = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'td-download-')), download.suggestedFilename());
  await download.saveAs(to);
  return to;
}

// Two-step verification (issue 33) in the browser: a staff member whose role requires it is taken
// to set it up before any back-office screen (an authenticator app, its code computed here from the
// key the page shows, with the clock of this machine), then signs in with the app's code; and a
// customer adds a passkey with Chromium's virtual authenticator (DevTools protocol) and signs in
// with it, without a password. axe runs on every screen, in both brand themes and in dark mode.

const STAFF_PASSWORD = 'libro-de-cuentas-2026';

/** A staff member with a role of their own that holds invoices.manage (so it requires a second factor). */
async function newAccountant() {
  const admin = await loginAsAdmin(site);
  const roleName = `Contabilidad ${Date.now().toString(36)}`;
  const role = await jsonOf<{ data: { requires_second_factor: boolean } }>(
    await postJson(site, admin.token, '/api/admin/roles', { name: roleName, permissions: ['dashboard.view', 'invoices.manage'] }),
    'new role',
  );
  expect(role.data.requires_second_factor).toBe(true);
  const email = uniqueEmail('contable');
  await jsonOf(await postJson(site, admin.token, '/api/admin/users', { name: 'Amaia Contable', email, password: STAFF_PASSWORD, roles: [roleName] }), 'new staff member');
  return { email };
}

async function signInWithPassword(page: Page, email: string, password: string) {
  await page.getByLabel('Email address', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

const codeAt = (secret: string, at: number) => generate({ secret, epoch: Math.floor(at / 1000) });

describe('two-step verification', () => {
  test('a staff member whose role requires it sets it up before any back-office screen, then signs in with the code', async () => {
    const { email } = await newAccountant();
    // The wrong codes below are answered 422, which the browser's console reports.
    const wrongCode = [httpErrorLine(422)];
    const { page } = await site.open('/login?redirect=%2Fadmin%2Finvoices', { appearance: { theme: 'ruediverso', darkModePreference: 'light' }, allowConsoleErrors: wrongCode });
    await signInWithPassword(page, email, STAFF_PASSWORD);

    const setupHeading = page.getByRole('heading', { level: 1, name: 'Configura la verificación en dos pasos' });
    await setupHeading.waitFor();
    // The password alone opened a session that the back-office's API refuses, whatever calls it.
    const { token } = await storedTokens(page);
    expect((await fetchWithToken(site, '/api/admin/invoices', token!)).status).toBe(403);
    await site.expectNoAxeViolations(page, 'forced set-up (ruediverso, light)');

    await page.getByRole('button', { name: 'Usar una app de autenticación' }).click();
    await page.getByLabel('Contraseña actual', { exact: true }).fill(STAFF_PASSWORD);
    await page.getByRole('button', { name: 'Continuar' }).click();
    await page.getByRole('img', { name: /Código QR/ }).waitFor();
    await site.expectNoAxeViolations(page, 'the QR code and the key (ruediverso, light)');
    const secret = (await page.locator('code[translate="no"]').first().textContent())!.replace(/\s/g, '');
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const enrolledAt = Date.now();
    await page.getByLabel('Código de 6 cifras de la app').fill('000000');
    await page.getByRole('button', { name: 'Activar la app' }).click();
    await page.getByText(/Ese código no es válido/).waitFor();
    await page.getByLabel('Código de 6 cifras de la app').fill(await codeAt(secret, enrolledAt));
    await page.getByRole('button', { name: 'Activar la app' }).click();

    await page.getByRole('heading', { level: 1, name: 'Verificación en dos pasos activada' }).waitFor();
    const codes = await page.getByRole('list', { name: 'Códigos de recuperación' }).getByRole('listitem').allTextContents();
    expect(codes).toHaveLength(10);
    const [saved] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Descargar (.txt)' }).click()]);
    expect(saved.suggestedFilename()).toBe('tienda-diverso-codigos-recuperacion.txt');
    const text = fs.readFileSync(await savedCopy(saved), 'utf8');
    for (const code of codes) expect(text).toContain(code.trim());
    await site.expectNoAxeViolations(page, 'the recovery codes (ruediverso, light)');
    await page.getByRole('button', { name: 'Ya los he guardado: continuar' }).click();

    // In: the screen that was asked for, and the session now reaches the API.
    await page.getByRole('heading', { level: 1, name: 'Facturas' }).waitFor();
    expect((await fetchWithToken(site, '/api/admin/invoices', token!)).status).toBe(200);

    // Next time: the password, then the app's code (a newer one: each works once).
    const again = await site.open('/login?redirect=%2Fadmin%2Finvoices', { appearance: { theme: 'divergente', darkModePreference: 'dark' }, allowConsoleErrors: wrongCode });
    await signInWithPassword(again.page, email, STAFF_PASSWORD);
    await again.page.getByRole('heading', { name: 'Two-step verification' }).waitFor();
    await site.expectNoAxeViolations(again.page, 'the second step on /login (divergente, dark)');
    expect((await storedTokens(again.page)).token).toBeFalsy();
    const codeField = again.page.getByLabel('Authentication code');
    await codeField.fill('123456');
    await again.page.getByRole('button', { name: 'Verify' }).click();
    await again.page.getByText(/That code is not valid/).waitFor();
    await site.expectNoAxeViolations(again.page, 'a wrong code (divergente, dark)');
    await codeField.fill(await codeAt(secret, enrolledAt + 30_000));
    await again.page.getByRole('button', { name: 'Verify' }).click();
    await again.page.getByRole('heading', { level: 1, name: 'Facturas' }).waitFor();
    const signedIn = (await storedTokens(again.page)).token!;
    const sessions = await jsonOf<{ data: { is_current: boolean; second_factor: string | null }[] }>(await fetchWithToken(site, '/api/user/sessions', signedIn), 'sessions');
    expect(sessions.data.find((session) => session.is_current)?.second_factor).toBe('totp');
  });

  test("a customer adds a passkey on /user/security with Chromium's virtual authenticator and signs in with it, without a password", async () => {
    const customer = await registerCustomer(site, 'Nahia Llaves');
    // WebAuthn names the site by its host name, and an IP address is none: the page is opened at localhost.
    const at = (path: string) => site.url(path).replace('127.0.0.1', 'localhost');
    let authenticatorId = '';
    const withAuthenticator = async (page: Page) => {
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('WebAuthn.enable');
      ({ authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
        options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true, automaticPresenceSimulation: true },
      }));
      expect(authenticatorId).toBeTruthy();
    };
    const { page } = await site.open(at('/user/security'), {
      appearance: { theme: 'divergente', darkModePreference: 'light' },
      beforeNavigate: async (p) => {
        await signedInWith(customer.token)(p);
        await withAuthenticator(p);
      },
    });

    await page.getByRole('button', { name: 'Añadir llave de acceso' }).click();
    await page.getByLabel('Nombre de la llave').fill('Portátil');
    await page.getByRole('region', { name: 'Llaves de acceso' }).getByLabel('Contraseña actual', { exact: true }).fill(customer.password);
    await site.expectNoAxeViolations(page, 'adding a passkey (divergente, light)');
    await page.getByRole('button', { name: 'Crear la llave' }).click();
    // The first factor brings the recovery codes, once.
    await page.getByRole('heading', { name: 'Tus códigos de recuperación' }).waitFor();
    expect(await page.getByRole('list', { name: 'Códigos de recuperación' }).getByRole('listitem').count()).toBe(10);
    await page.getByRole('button', { name: 'Ya los he guardado' }).click();
    await page.getByText('Portátil', { exact: true }).waitFor();
    await site.expectNoAxeViolations(page, '/user/security with a passkey (divergente, light)');

    // Signed out in this browser, which keeps its passkey: in again without a password.
    await page.evaluate(() => localStorage.clear());
    await page.goto(at('/login'));
    await page.getByRole('button', { name: 'Continue with a passkey' }).click();
    await vi.waitFor(async () => expect((await storedTokens(page)).token).toBeTruthy(), { timeout: 15_000, interval: 200 });
    await waitForPath(page, '/');
    const token = (await storedTokens(page)).token!;
    const me = await jsonOf<{ id: number }>(await fetchWithToken(site, '/api/user', token), 'me');
    expect(me.id).toBe(customer.user.id);
    const sessions = await jsonOf<{ data: { is_current: boolean; sign_in_method: string }[] }>(await fetchWithToken(site, '/api/user/sessions', token), 'sessions');
    expect(sessions.data.find((session) => session.is_current)?.sign_in_method).toBe('passkey');
  });
});
