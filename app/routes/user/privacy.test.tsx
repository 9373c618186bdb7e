import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PrivacyConsents } from '@common/consent/contracts';
import { ok, renderScreen } from '~/components/account/account-test-utils';
import { makeUser, mockFetch } from '~/components/auth/auth-test-utils';
import { resetAuthForTests, setAuthUser } from '~/lib/auth';
import { clearToastsForTests } from '~/lib/toast';
import * as PrivacyScreen from './privacy';

beforeEach(() => {
  resetAuthForTests();
  setAuthUser(makeUser());
});
afterEach(() => {
  vi.unstubAllGlobals();
  clearToastsForTests();
});

const NOTHING: PrivacyConsents = { cookies: null, cart_reminders: { active: false, consented_at: null }, stock_alerts: [] };

describe('Privacidad', () => {
  it('shows the latest cookie choice, the cart reminders and the active alerts with their dates', async () => {
    mockFetch({
      'GET /api/user/privacy/exports': ok([]),
      'GET /api/user/privacy/consents': ok<PrivacyConsents>({
        cookies: { categories: { essential: true, analytics: true, marketing: false }, text_version: '2026-11-29', created_at: '2026-11-20T10:15:00.000Z' },
        cart_reminders: { active: true, consented_at: '2026-10-02T08:00:00.000Z' },
        stock_alerts: [{ id: 7, email: 'ana@example.com', product_name: 'Camisa Lino', product_slug: 'camisa-lino', size: 'M', color_name: 'Azul', confirmed_at: '2026-11-01T12:00:00.000Z' }],
      }),
    });
    renderScreen(PrivacyScreen, '/user/privacy');
    const cookies = await screen.findByRole('region', { name: 'Cookies' });
    expect(screen.getByRole('heading', { level: 1, name: 'Privacidad' })).toBeTruthy();
    expect(cookies.textContent).toContain('Esenciales y analíticas');
    expect(cookies.textContent).toContain('20 nov 2026');
    expect(cookies.textContent).toContain('2026-11-29');
    expect(within(cookies).getByRole('link', { name: 'Cambiar mis preferencias de cookies' }).getAttribute('href')).toBe('/cookies#preferencias-cookies');

    const reminders = screen.getByRole('region', { name: 'Recordatorios de carrito' });
    expect(reminders.textContent).toContain('Activados desde el 2 oct 2026');
    expect(within(reminders).getByRole('link', { name: 'Cambiar en Ajustes' }).getAttribute('href')).toBe('/user/settings#emails');

    const alerts = within(screen.getByRole('region', { name: 'Avisos de disponibilidad' })).getByRole('list', { name: 'Avisos activos' });
    expect(within(alerts).getAllByRole('listitem')).toHaveLength(1);
    expect(within(alerts).getByRole('link', { name: 'Camisa Lino' })).toBeTruthy();
    expect(alerts.textContent).toContain('Talla M · Azul · a ana@example.com · confirmado el 1 nov 2026');
  });

  it('says so when nothing has been agreed to', async () => {
    mockFetch({ 'GET /api/user/privacy/consents': ok(NOTHING), 'GET /api/user/privacy/exports': ok([]) });
    renderScreen(PrivacyScreen, '/user/privacy');
    expect(await screen.findByText(/No tenemos anotada ninguna elección tuya/)).toBeTruthy();
    expect(screen.getByText('Desactivados: no te enviamos recordatorios.')).toBeTruthy();
    expect(screen.getByText('No tienes avisos activos.')).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Avisos activos' })).toBeNull();
  });

  it('shows the error screen when the consents cannot be loaded', async () => {
    mockFetch({ 'GET /api/user/privacy/consents': { status: 500, body: { message: 'Error interno' } }, 'GET /api/user/privacy/exports': ok([]) });
    renderScreen(PrivacyScreen, '/user/privacy');
    expect(await screen.findByRole('heading', { level: 1, name: 'Privacidad' })).toBeTruthy();
    // The screen's error and, on a slow machine, the failed call's toast may both be alerts.
    expect((await screen.findAllByRole('alert')).length).toBeGreaterThan(0);
    expect(screen.queryByRole('region', { name: 'Cookies' })).toBeNull();
  });
});
