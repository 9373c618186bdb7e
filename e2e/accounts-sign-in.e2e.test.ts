import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import {
  accountMenuButton,
  alertDialog,
  CUSTOMER_PASSWORD,
  fetchWithToken,
  httpErrorLine,
  registerCustomer,
  storedTokens,
  uniqueEmail,
  waitForPath,
} from './accounts';
import { setupSite } from './harness';

const site = setupSite();

async function fillRegisterForm(page: Page, values: { name: string; email: string; password: string }) {
  await page.getByLabel('Full name', { exact: true }).fill(values.name);
  await page.getByLabel('Email address', { exact: true }).fill(values.email);
  await page.getByLabel('Password', { exact: true }).fill(values.password);
  await page.getByLabel('Confirm Password', { exact: true }).fill(values.password);
}

async function fillLoginForm(page: Page, values: { email: string; password: string }) {
  await page.getByLabel('Email address', { exact: true }).fill(values.email);
  await page.getByLabel('Password', { exact: true }).fill(values.password);
}

/** Signed in after register or login (spec §4): avatar menu in the header, token under both keys. */
async function expectSignedInAtHome(page: Page, name: string, email: string) {
  await waitForPath(page, '/');
  const menu = accountMenuButton(page);
  await menu.waitFor({ state: 'visible' });
  expect(await menu.textContent()).toContain(name);
  const banner = page.getByRole('banner');
  expect(await banner.getByRole('link', { name: 'Loguear', exact: true }).count()).toBe(0);
  expect(await banner.getByRole('link', { name: 'Registro', exact: true }).count()).toBe(0);

  const stored = await storedTokens(page);
  expect(stored.token).toBeTruthy();
  expect(stored.auth_token).toBe(stored.token);
  const me = await fetchWithToken(site, '/api/user', stored.token!);
  expect(me.status).toBe(200);
  expect(((await me.json()) as { email: string }).email).toBe(email);
  return stored.token!;
}

describe("register screen (spec §2 'Create an account', §4 auth session, §8 dialogs)", () => {
  test("signing up shows 'Registration Successful', which closes by itself and leads home signed in; a reload keeps the session", async () => {
    const { page } = await site.open('/register');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Create an account');
    const name = 'Marta Ensayo';
    const email = uniqueEmail('alta');
    await fillRegisterForm(page, { name, email, password: CUSTOMER_PASSWORD });
    await page.getByRole('button', { name: 'Sign up' }).click();

    const dialog = alertDialog(page, 'Registration Successful');
    await dialog.waitFor({ state: 'visible' });
    expect(await dialog.textContent()).toContain('Your account has been created successfully!');
    await expect(dialog.getByRole('button', { name: 'Go to Dashboard' }).isVisible()).resolves.toBe(true);

    // Nobody clicks: the dialog has to close on its own (spec §4 'A success dialog then auto-closes').
    await dialog.waitFor({ state: 'hidden', timeout: 10_000 });
    const token = await expectSignedInAtHome(page, name, email);

    await page.reload();
    await accountMenuButton(page).waitFor({ state: 'visible' });
    expect(await accountMenuButton(page).textContent()).toContain(name);
    expect(await storedTokens(page)).toEqual({ token, auth_token: token });
  });

  test("confirming 'Go to Dashboard' goes to guest.home for a customer", async () => {
    const { page } = await site.open('/register');
    const name = 'Íñigo Ensayo';
    const email = uniqueEmail('alta-confirmada');
    await fillRegisterForm(page, { name, email, password: CUSTOMER_PASSWORD });
    await page.getByRole('button', { name: 'Sign up' }).click();

    const dialog = alertDialog(page, 'Registration Successful');
    // Clicked at once, well inside the auto-close time.
    await dialog.getByRole('button', { name: 'Go to Dashboard' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expectSignedInAtHome(page, name, email);
  });

  test("an email already taken: 'Registration Failed' with the server's message, the field error under Email, nothing stored", async () => {
    const existing = await registerCustomer(site, 'Ya Registrada');
    const { page } = await site.open('/register', { allowConsoleErrors: [httpErrorLine(422)] });
    await fillRegisterForm(page, { name: 'Otra Persona', email: existing.email, password: CUSTOMER_PASSWORD });
    await page.getByRole('button', { name: 'Sign up' }).click();

    const serverMessage = 'The email has already been taken.';
    const dialog = alertDialog(page, 'Registration Failed');
    await dialog.waitFor({ state: 'visible' });
    expect(await dialog.getByText(serverMessage).isVisible()).toBe(true);
    await site.expectNoAxeViolations(page, "'Registration Failed' dialog");
    await dialog.getByRole('button', { name: 'Try Again' }).click();
    await dialog.waitFor({ state: 'hidden' });

    const emailField = page.getByLabel('Email address', { exact: true });
    expect(await emailField.getAttribute('aria-invalid')).toBe('true');
    const errorId = await emailField.getAttribute('aria-describedby');
    expect(errorId).toBeTruthy();
    expect((await page.locator(`[id="${errorId}"]`).textContent())?.trim()).toBe(serverMessage);
    expect(new URL(page.url()).pathname).toBe('/register');
    expect(await storedTokens(page)).toEqual({ token: null, auth_token: null });
  });
});

describe("login screen (spec §2 'Sign in to your account', §8 dialogs)", () => {
  test("wrong password: 'Login Failed' with the server's message, the overall message under the form, nothing stored", async () => {
    const customer = await registerCustomer(site, 'Clave Olvidada');
    const { page } = await site.open('/login', { allowConsoleErrors: [httpErrorLine(422)] });
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Sign in to your account');
    await fillLoginForm(page, { email: customer.email, password: 'no-es-la-contraseña' });
    await page.getByRole('button', { name: 'Sign in' }).click();

    const serverMessage = 'These credentials do not match our records.';
    const dialog = alertDialog(page, 'Login Failed');
    await dialog.waitFor({ state: 'visible' });
    expect(await dialog.getByText(serverMessage).isVisible()).toBe(true);
    await site.expectNoAxeViolations(page, "'Login Failed' dialog");
    await dialog.getByRole('button', { name: 'Try Again' }).click();
    await dialog.waitFor({ state: 'hidden' });

    const form = page.locator('form', { has: page.getByRole('button', { name: 'Sign in' }) });
    // The overall message (spec §2) sits under the button, in its own live region.
    const overall = form.locator('[aria-live="polite"]');
    expect((await overall.textContent())?.trim()).toBe(serverMessage);
    expect(await overall.isVisible()).toBe(true);
    expect(new URL(page.url()).pathname).toBe('/login');
    expect(await storedTokens(page)).toEqual({ token: null, auth_token: null });
    await expect(accountMenuButton(page).count()).resolves.toBe(0);
  });

  test("the right password: 'Login Successful', 'Continue' leads a customer home signed in", async () => {
    const customer = await registerCustomer(site, 'Vuelve Pronto');
    const { page } = await site.open('/login');
    await fillLoginForm(page, customer);
    await page.getByRole('button', { name: 'Sign in' }).click();

    const dialog = alertDialog(page, 'Login Successful');
    await dialog.waitFor({ state: 'visible' });
    expect(await dialog.textContent()).toContain('You have been successfully logged in.');
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await dialog.waitFor({ state: 'hidden' });
    const token = await expectSignedInAtHome(page, customer.name, customer.email);
    expect(token).not.toBe(customer.token);
  });
});
