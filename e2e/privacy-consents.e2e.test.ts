import type { Page } from 'playwright-core';
import { describe, expect, test, vi } from 'vitest';
import type { PrivacyConsents } from '@common/consent/contracts';
import { COOKIE_BANNER_TEXT_VERSION } from '@common/consent/rules';
import { fetchWithToken, registerCustomer, signedInWith, type Customer } from './accounts';
import { setupSite } from './harness';

const site = setupSite();

// Consent on record (issue 33): a choice saved in the banner reaches the store with the account,
// the footer reopens the preferences on any page, and /user/privacy shows what was agreed and when.

async function recordedCookies(customer: Customer) {
  const res = await fetchWithToken(site, '/api/user/privacy/consents', customer.token);
  return ((await res.json()) as { data: PrivacyConsents }).data.cookies;
}

const footer = (page: Page) => page.getByRole('contentinfo');

describe('consents on record', () => {
  test('accepting in the banner is recorded with the account; the footer reopens the preferences and the change is recorded too', async () => {
    const customer = await registerCustomer(site, 'Paula Consentimientos');
    const { page } = await site.open('/about', { cookieConsent: false, beforeNavigate: signedInWith(customer.token) });
    const banner = page.getByRole('region', { name: 'Tu privacidad, tu elección' });
    await banner.getByRole('button', { name: 'Aceptar todas' }).click();
    await banner.waitFor({ state: 'detached' });
    await vi.waitFor(async () => expect(await recordedCookies(customer)).toMatchObject({ categories: { essential: true, analytics: true, marketing: true } }), { timeout: 10_000, interval: 200 });

    // From the footer, with the keyboard: a button that opens the preferences dialog with the saved choice.
    const button = footer(page).getByRole('button', { name: 'Preferencias de cookies' });
    expect(await button.getAttribute('aria-haspopup')).toBe('dialog');
    await button.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Preferencias de cookies' });
    await dialog.waitFor();
    expect(await dialog.getByRole('switch', { name: 'Marketing' }).getAttribute('aria-checked')).toBe('true');
    await dialog.getByRole('switch', { name: 'Marketing' }).click();
    await site.expectNoAxeViolations(page, 'preferences dialog opened from the footer');
    await dialog.getByRole('button', { name: 'Guardar preferencias' }).click();
    await dialog.waitFor({ state: 'detached' });
    await vi.waitFor(async () => expect(await recordedCookies(customer)).toMatchObject({ categories: { essential: true, analytics: true, marketing: false } }), { timeout: 10_000, interval: 200 });
  });

  test('before hydration the footer button goes to the cookie policy, whose #preferencias-cookies opens the preferences', async () => {
    const plain = await site.open('/about', { javaScriptEnabled: false });
    await Promise.all([plain.page.waitForURL(/\/cookies\??#preferencias-cookies$/), footer(plain.page).getByRole('button', { name: 'Preferencias de cookies' }).click()]);
    await plain.page.getByRole('heading', { level: 1, name: 'Política de cookies' }).waitFor();

    const { page } = await site.open('/cookies#preferencias-cookies');
    await page.getByRole('dialog', { name: 'Preferencias de cookies' }).waitFor();
  });

  test('/user/privacy shows the latest cookie choice with its date, in both brand themes and dark mode', async () => {
    const customer = await registerCustomer(site, 'Iker Privacidad');
    const recorded = await fetchWithToken(site, '/api/consents/cookies', customer.token, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ categories: { essential: true, analytics: false, marketing: false }, text_version: COOKIE_BANNER_TEXT_VERSION, anonymous_id: crypto.randomUUID() }),
    });
    expect(recorded.status).toBe(201);

    for (const appearance of [
      { theme: 'ruediverso', darkModePreference: 'light' },
      { theme: 'divergente', darkModePreference: 'dark' },
      { theme: 'ruediverso', darkModePreference: 'dark' },
    ] as const) {
      const { page } = await site.open('/user/privacy', { appearance, beforeNavigate: signedInWith(customer.token) });
      await page.getByRole('heading', { level: 1, name: 'Privacidad' }).waitFor();
      const cookies = page.getByRole('region', { name: 'Cookies' });
      await cookies.getByText('Solo las esenciales').waitFor();
      await page.getByRole('region', { name: 'Recordatorios de carrito' }).getByText('Desactivados: no te enviamos recordatorios.').waitFor();
      await page.getByRole('region', { name: 'Avisos de disponibilidad' }).getByText('No tienes avisos activos.').waitFor();
      if (appearance.theme === 'divergente') {
        // Changing it from here: the cookie policy with the preferences open.
        await Promise.all([page.waitForURL(site.url('/cookies#preferencias-cookies')), cookies.getByRole('link', { name: 'Cambiar mis preferencias de cookies' }).click()]);
        await page.getByRole('dialog', { name: 'Preferencias de cookies' }).waitFor();
      }
    }
  });
});
