import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { createRoutesStub } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PrivacyConsents } from '@common/consent/contracts';
import type { DataExport } from '@common/privacy/contracts';
import { invalid, ok, renderScreen } from '~/components/account/account-test-utils';
import { makeUser, mockFetch, Where } from '~/components/auth/auth-test-utils';
import { AlertDialogProvider } from '~/components/ui/alert-dialog';
import { Toaster } from '~/components/ui/toaster';
import { resetAuthForTests, setAuthUser } from '~/lib/auth';
import { clearToastsForTests } from '~/lib/toast';
import * as PrivacyScreen from '~/routes/user/privacy';

beforeEach(() => {
  resetAuthForTests();
  setAuthUser(makeUser());
});
afterEach(() => {
  vi.unstubAllGlobals();
  clearToastsForTests();
});

const CONSENTS: PrivacyConsents = { cookies: null, cart_reminders: { active: false, consented_at: null }, stock_alerts: [] };
const READY: DataExport = {
  id: 4,
  state: 'ready',
  state_label: 'Lista para descargar',
  created_at: '2026-11-20T10:00:00.000Z',
  ready_at: '2026-11-20T10:01:00.000Z',
  expires_at: '2026-11-27T10:01:00.000Z',
  size_bytes: 20480,
  download_url: '/api/user/privacy/exports/4/file',
};
const QUEUED: DataExport = { ...READY, id: 5, state: 'queued', state_label: 'Preparándose', created_at: '2026-11-28T09:00:00.000Z', ready_at: null, expires_at: null, size_bytes: null, download_url: null };

describe('Privacidad › Descargar mis datos', () => {
  it('lists the copies with their state, offers the ready one and asks for another, which shows as being prepared', async () => {
    const { calls } = mockFetch({
      'GET /api/user/privacy/consents': ok(CONSENTS),
      'GET /api/user/privacy/exports': ok([READY]),
      'POST /api/user/privacy/export': ok(QUEUED, 202),
    });
    renderScreen(PrivacyScreen, '/user/privacy');
    const section = await screen.findByRole('region', { name: 'Descargar mis datos' });
    const list = within(section).getByRole('list', { name: 'Copias pedidas' });
    expect(list.textContent).toContain('Lista para descargar');
    expect(list.textContent).toContain('20 KB');
    expect(within(list).getByRole('button', { name: /Descargar la copia del/ })).toBeTruthy();

    fireEvent.click(within(section).getByRole('button', { name: 'Pedir una copia de mis datos' }));
    await waitFor(() => expect(within(section).getAllByRole('listitem')).toHaveLength(2));
    expect(calls.some((call) => call.method === 'POST' && call.url === '/api/user/privacy/export')).toBe(true);
    expect(within(section).getByText('Preparándose')).toBeTruthy();
    expect(within(section).getByRole('button', { name: 'Pedir una copia de mis datos' }).hasAttribute('disabled')).toBe(true);
    expect(within(section).getByText(/Ya estamos preparando una copia/)).toBeTruthy();
  });

  it('says why a copy cannot be asked for now (the server’s 429 in Spanish)', async () => {
    mockFetch({
      'GET /api/user/privacy/consents': ok(CONSENTS),
      'GET /api/user/privacy/exports': ok([]),
      'POST /api/user/privacy/export': { status: 429, body: { message: 'Ya has pedido 3 copias de tus datos en las últimas 24 horas: podrás pedir otra más tarde (en unas 5 h).' } },
    });
    renderScreen(PrivacyScreen, '/user/privacy');
    const section = await screen.findByRole('region', { name: 'Descargar mis datos' });
    expect(within(section).getByText('Aún no has pedido ninguna copia.')).toBeTruthy();
    fireEvent.click(within(section).getByRole('button', { name: 'Pedir una copia de mis datos' }));
    expect(await within(section).findByText(/Ya has pedido 3 copias de tus datos/)).toBeTruthy();
  });
});

describe('Privacidad › Eliminar mi cuenta', () => {
  const open = async (withHome = false) => {
    if (withHome) {
      // The page with the home page the sign-out goes to.
      const Stub = createRoutesStub([
        { path: '/user/privacy', Component: PrivacyScreen.default as unknown as ComponentType, HydrateFallback: PrivacyScreen.HydrateFallback, loader: () => PrivacyScreen.clientLoader({ request: new Request('http://test/user/privacy') } as never) },
        { path: '/', Component: () => <Where label="Home page" /> },
      ]);
      render(
        <AlertDialogProvider>
          <Stub initialEntries={['/user/privacy']} />
          <Toaster />
        </AlertDialogProvider>,
      );
    } else renderScreen(PrivacyScreen, '/user/privacy');
    const section = await screen.findByRole('region', { name: 'Eliminar mi cuenta' });
    fireEvent.change(within(section).getByLabelText(/Contraseña actual/), { target: { value: 'mi-contraseña-1' } });
    fireEvent.click(within(section).getByRole('button', { name: 'Eliminar mi cuenta' }));
    return section;
  };

  it('explains what goes and what the law keeps, and sends nothing when the confirmation is cancelled', async () => {
    const { calls } = mockFetch({ 'GET /api/user/privacy/consents': ok(CONSENTS), 'GET /api/user/privacy/exports': ok([]) });
    const section = await open();
    expect(section.textContent).toContain('Lo que la ley nos obliga a conservar');
    expect(section.textContent).toContain('VERI*FACTU');
    const dialog = await screen.findByRole('alertdialog', { name: '¿Eliminar tu cuenta para siempre?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(calls.some((call) => call.url === '/api/user/privacy/delete')).toBe(false);
  });

  it('shows a wrong password under its field and a refusal (an order in progress) under the form', async () => {
    let answer = invalid({ current_password: ['La contraseña actual no es correcta.'] }) as { status: number; body: unknown };
    mockFetch({ 'GET /api/user/privacy/consents': ok(CONSENTS), 'GET /api/user/privacy/exports': ok([]), 'POST /api/user/privacy/delete': () => answer });
    const section = await open();
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Eliminar mi cuenta' }));
    expect(await within(section).findByText('La contraseña actual no es correcta.')).toBeTruthy();

    answer = { status: 409, body: { message: 'Aún no podemos eliminar tu cuenta: el pedido TD-2026-000123 está en curso.' } };
    fireEvent.change(within(section).getByLabelText(/Contraseña actual/), { target: { value: 'mi-contraseña-1' } });
    fireEvent.click(within(section).getByRole('button', { name: 'Eliminar mi cuenta' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Eliminar mi cuenta' }));
    expect(await within(section).findByText(/el pedido TD-2026-000123 está en curso/)).toBeTruthy();
  });

  it('after the confirmation deletes the account with the password and signs out (locally: the server already ended the sessions)', async () => {
    const { calls } = mockFetch({
      'GET /api/user/privacy/consents': ok(CONSENTS),
      'GET /api/user/privacy/exports': ok([]),
      'POST /api/user/privacy/delete': ok({ message: 'Hemos eliminado tu cuenta. Te hemos enviado un último email de confirmación.' }),
      'POST /api/logout': ok({ message: 'Sesión cerrada.' }),
    });
    await open(true);
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Eliminar mi cuenta' }));
    expect((await screen.findByTestId('where')).textContent).toBe('Home page /');
    expect(localStorage.getItem('token')).toBeNull();
    expect(calls.some((call) => call.url === '/api/logout')).toBe(false);
    const sent = calls.find((call) => call.url === '/api/user/privacy/delete');
    expect(sent?.body).toEqual({ current_password: 'mi-contraseña-1' });
    expect(await screen.findByText(/Hemos eliminado tu cuenta/)).toBeTruthy();
  });

  it('with a second factor, asks for a code too and sends it; the server refusing it says so under the code (issue 33)', async () => {
    setAuthUser(makeUser(['user'], { second_factor: { required: false, enabled: true } }));
    const { calls } = mockFetch({
      'GET /api/user/privacy/consents': ok(CONSENTS),
      'GET /api/user/privacy/exports': ok([]),
      'POST /api/user/privacy/delete': invalid({ code: ['Ese código no es válido.'] }),
    });
    renderScreen(PrivacyScreen, '/user/privacy');
    const section = await screen.findByRole('region', { name: 'Eliminar mi cuenta' });
    fireEvent.change(within(section).getByLabelText(/Contraseña actual/), { target: { value: 'mi-contraseña-1' } });
    const code = within(section).getByLabelText(/Código de verificación/);
    expect(code.getAttribute('autocomplete')).toBe('one-time-code');
    fireEvent.change(code, { target: { value: '12345' } });
    fireEvent.click(within(section).getByRole('button', { name: 'Eliminar mi cuenta' }));
    expect(await within(section).findByText(/El código son las 6 cifras de tu app o un código de recuperación/)).toBeTruthy();
    expect(screen.queryByRole('alertdialog')).toBeNull();

    fireEvent.change(code, { target: { value: '123456' } });
    fireEvent.click(within(section).getByRole('button', { name: 'Eliminar mi cuenta' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Eliminar mi cuenta' }));
    expect(await within(section).findByText('Ese código no es válido.')).toBeTruthy();
    expect(calls.find((call) => call.url === '/api/user/privacy/delete')?.body).toEqual({ current_password: 'mi-contraseña-1', code: '123456' });
  });

  it('without a second factor there is no code field', async () => {
    mockFetch({ 'GET /api/user/privacy/consents': ok(CONSENTS), 'GET /api/user/privacy/exports': ok([]) });
    renderScreen(PrivacyScreen, '/user/privacy');
    const section = await screen.findByRole('region', { name: 'Eliminar mi cuenta' });
    expect(within(section).queryByLabelText(/Código de verificación/)).toBeNull();
  });
});
