import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { UserSettings } from '@common/account/contracts';
import { ok, renderScreen } from '~/components/account/account-test-utils';
import { makeUser, mockFetch } from '~/components/auth/auth-test-utils';
import { resetAuthForTests, setAuthUser } from '~/lib/auth';
import { clearToastsForTests } from '~/lib/toast';
import * as SettingsScreen from './settings';

const renderSettings = () => renderScreen(SettingsScreen, '/user/settings');

beforeEach(() => {
  resetAuthForTests();
  setAuthUser(makeUser());
});
afterEach(() => {
  vi.unstubAllGlobals();
  clearToastsForTests();
});

const settings: UserSettings = {
  newsletter: false,
  order_updates: true,
  promotions: false,
  security_alerts: true,
  cart_reminders: false,
  cart_reminders_consent_at: null,
};

describe('Ajustes: preferencias', () => {
  it('shows each preference as a switch with its saved value', async () => {
    mockFetch({ 'GET /api/user/settings': ok(settings) });
    renderSettings();
    expect((await screen.findByRole('switch', { name: 'Newsletter' })).getAttribute('aria-checked')).toBe('false');
    expect(screen.getByRole('switch', { name: 'Estado de mis pedidos' }).getAttribute('aria-checked')).toBe('true');
    expect(screen.getByRole('switch', { name: 'Promociones y ofertas' }).getAttribute('aria-checked')).toBe('false');
    expect(screen.getByRole('switch', { name: 'Alertas de seguridad' }).getAttribute('aria-checked')).toBe('true');
  });

  it('saves a change at once with PUT /api/user/settings', async () => {
    let saved = settings;
    const { calls } = mockFetch({
      'GET /api/user/settings': () => ok(saved),
      'PUT /api/user/settings': () => {
        saved = { ...settings, newsletter: true };
        return ok(saved);
      },
    });
    renderSettings();
    fireEvent.click(await screen.findByRole('switch', { name: 'Newsletter' }));
    // The switch shows the new value while it is being saved.
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Newsletter' }).getAttribute('aria-checked')).toBe('true'));
    expect(await screen.findByText('Preferencias guardadas.')).toBeTruthy();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ newsletter: true });
    expect(screen.getByRole('switch', { name: 'Newsletter' }).getAttribute('aria-checked')).toBe('true');
  });

  it('puts the switch back and says so when saving fails', async () => {
    mockFetch({
      'GET /api/user/settings': ok(settings),
      'PUT /api/user/settings': { status: 500, body: { message: 'Error interno del servidor.' } },
    });
    renderSettings();
    fireEvent.click(await screen.findByRole('switch', { name: 'Promociones y ofertas' }));
    expect(await screen.findByText('Error interno del servidor.')).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByRole('switch', { name: 'Promociones y ofertas' }).getAttribute('aria-checked')).toBe('false'),
    );
  });

  it('offers cart reminders off by default, explains them, and shows since when they are on once switched on', async () => {
    let saved = settings;
    const { calls } = mockFetch({
      'GET /api/user/settings': () => ok(saved),
      'PUT /api/user/settings': () => {
        saved = { ...settings, cart_reminders: true, cart_reminders_consent_at: '2026-11-20T09:30:00.000Z' };
        return ok(saved);
      },
    });
    renderSettings();
    const reminders = await screen.findByRole('switch', { name: 'Recordatorios de carrito' });
    expect(reminders.getAttribute('aria-checked')).toBe('false');
    expect(reminders.getAttribute('aria-describedby')).toBeTruthy();
    const explanation = document.getElementById(reminders.getAttribute('aria-describedby')!.split(' ')[0]!);
    expect(explanation?.textContent).toContain('te enviaremos un único recordatorio a las 24 horas con sus precios y disponibilidad actuales');
    expect(screen.queryByText(/Activados el/)).toBeNull();
    fireEvent.click(reminders);
    expect(await screen.findByText('Preferencias guardadas.')).toBeTruthy();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ cart_reminders: true });
    expect(await screen.findByText('Activados el 20 de noviembre de 2026.')).toBeTruthy();
    expect(screen.getByRole('switch', { name: 'Recordatorios de carrito' }).getAttribute('aria-checked')).toBe('true');
  });

  it('keeps the appearance settings on the screen', async () => {
    mockFetch({ 'GET /api/user/settings': ok(settings) });
    renderSettings();
    expect(await screen.findByRole('heading', { level: 2, name: 'Apariencia' })).toBeTruthy();
  });
});
