import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Session } from '@common/account/contracts';
import { invalid, ok, renderScreen } from '~/components/account/account-test-utils';
import { passwordChangedMessage } from '~/components/account/password-form';
import { makeUser, mockFetch } from '~/components/auth/auth-test-utils';
import { resetAuthForTests, setAuthUser } from '~/lib/auth';
import { clearToastsForTests } from '~/lib/toast';
import * as SecurityScreen from './security';

const renderSecurity = () => renderScreen(SecurityScreen, '/user/security');

beforeEach(() => {
  resetAuthForTests();
  setAuthUser(makeUser());
});
afterEach(() => {
  vi.unstubAllGlobals();
  clearToastsForTests();
});

const recently = new Date(Date.now() - 5 * 60_000).toISOString();
const sessions: Session[] = [
  {
    id: 5,
    device: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
    ip_address: '83.45.10.2',
    created_at: recently,
    last_used_at: recently,
    expires_at: '2099-01-01T00:00:00.000Z',
    is_current: false,
    sign_in_method: 'password',
    second_factor: null,
  },
  {
    id: 7,
    device: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36',
    ip_address: '127.0.0.1',
    created_at: recently,
    last_used_at: recently,
    expires_at: '2099-01-01T00:00:00.000Z',
    is_current: true,
    sign_in_method: 'password',
    second_factor: 'totp',
  },
];

function fillPassword(current: string, next: string, repeat = next) {
  fireEvent.change(screen.getByLabelText('Contraseña actual'), { target: { value: current } });
  fireEvent.change(screen.getByLabelText('Nueva contraseña'), { target: { value: next } });
  fireEvent.change(screen.getByLabelText('Repite la nueva contraseña'), { target: { value: repeat } });
  fireEvent.click(screen.getByRole('button', { name: 'Cambiar contraseña' }));
}

describe('Seguridad: contraseña', () => {
  it('changes the password and says how many other sessions were closed', async () => {
    let list = sessions;
    const { calls } = mockFetch({
      'GET /api/user/sessions': () => ok(list),
      'PUT /api/user/password': () => {
        list = sessions.filter((session) => session.is_current);
        return ok({ revoked_sessions: 1 });
      },
      'GET /api/user/notifications?page=1&per_page=1': ok({ unread: 1 }),
    });
    renderSecurity();
    await screen.findByText('Safari en iPhone');
    fillPassword('secreto-123', 'nuevo-secreto-456');

    expect(await screen.findAllByText('Contraseña cambiada. Hemos cerrado 1 sesión en otro dispositivo.')).not.toHaveLength(0);
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      current_password: 'secreto-123',
      password: 'nuevo-secreto-456',
      password_confirmation: 'nuevo-secreto-456',
    });
    // The list is asked again: the other device is gone.
    await waitFor(() => expect(screen.queryByText('Safari en iPhone')).toBeNull());
    expect(screen.getByLabelText<HTMLInputElement>('Contraseña actual').value).toBe('');
  });

  it('words the closed sessions count in Spanish', () => {
    expect(passwordChangedMessage(0)).toBe('Contraseña cambiada. No tenías otras sesiones abiertas.');
    expect(passwordChangedMessage(3)).toBe('Contraseña cambiada. Hemos cerrado 3 sesiones en otros dispositivos.');
  });

  it('a wrong current password shows the server error under its field', async () => {
    mockFetch({
      'GET /api/user/sessions': ok(sessions),
      'PUT /api/user/password': invalid({ current_password: ['La contraseña actual no es correcta.'] }),
    });
    renderSecurity();
    await screen.findByText('Safari en iPhone');
    fillPassword('equivocada', 'nuevo-secreto-456');
    expect(await screen.findByText('La contraseña actual no es correcta.')).toBeTruthy();
    expect(screen.getByLabelText('Contraseña actual').getAttribute('aria-invalid')).toBe('true');
  });

  it('a new password under 12 characters is refused before any call, and the hint says the rule', async () => {
    const { calls } = mockFetch({ 'GET /api/user/sessions': ok(sessions) });
    renderSecurity();
    await screen.findByText('Safari en iPhone');
    expect(screen.getByText('Entre 12 y 128 caracteres. Mejor una frase que recuerdes y que no uses en otras webs.')).toBeTruthy();
    fillPassword('secreto-123', '12345678');
    expect(await screen.findByText('La contraseña debe tener al menos 12 caracteres.')).toBeTruthy();
    expect(screen.getByLabelText('Nueva contraseña').getAttribute('aria-invalid')).toBe('true');
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
  });

  it("the server's refusal of a common password shows under the new password", async () => {
    mockFetch({
      'GET /api/user/sessions': ok(sessions),
      'PUT /api/user/password': invalid({ password: ['Esta contraseña es demasiado común: elige otra.'] }),
    });
    renderSecurity();
    await screen.findByText('Safari en iPhone');
    fillPassword('secreto-123', 'Password1234');
    expect(await screen.findByText('Esta contraseña es demasiado común: elige otra.')).toBeTruthy();
    expect(screen.getByLabelText('Nueva contraseña').getAttribute('aria-invalid')).toBe('true');
  });

  it('different new passwords are refused before any call', async () => {
    const { calls } = mockFetch({ 'GET /api/user/sessions': ok(sessions) });
    renderSecurity();
    await screen.findByText('Safari en iPhone');
    fillPassword('secreto-123', 'nuevo-secreto-456', 'otro-secreto-789');
    expect(await screen.findByText('Las contraseñas no coinciden.')).toBeTruthy();
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
  });
});

describe('Seguridad: sesiones activas', () => {
  it("lists each session readably, this one first with 'Esta sesión'", async () => {
    mockFetch({ 'GET /api/user/sessions': ok(sessions) });
    renderSecurity();
    const list = (await screen.findByText('Chrome en Linux')).closest('ul')!;
    const rows = within(list).getAllByRole('listitem');
    expect(rows[0]!.textContent).toContain('Chrome en Linux');
    expect(rows[0]!.textContent).toContain('Esta sesión');
    expect(within(rows[0]!).queryByRole('button')).toBeNull();
    expect(rows[1]!.textContent).toContain('Safari en iPhone');
    expect(rows[1]!.textContent).toContain('IP 83.45.10.2');
    expect(rows[1]!.textContent).toContain('hace 5 minutos');
  });

  it('closes one session with DELETE /api/user/sessions/{id}, then lists the sessions again', async () => {
    let list = sessions;
    const { calls } = mockFetch({
      'GET /api/user/sessions': () => ok(list),
      'DELETE /api/user/sessions/5': () => {
        list = sessions.filter((session) => session.id !== 5);
        return ok({ message: 'Sesión cerrada.' });
      },
    });
    renderSecurity();
    fireEvent.click(await screen.findByRole('button', { name: 'Cerrar sesión en Safari en iPhone' }));
    expect(await screen.findByText('Cerrando…')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Safari en iPhone')).toBeNull());
    expect(calls.some((call) => call.method === 'DELETE' && call.url === '/api/user/sessions/5')).toBe(true);
    expect(screen.getByText('Solo tienes abierta esta sesión.')).toBeTruthy();
    expect(screen.getByText('Sesión cerrada: Safari en iPhone.')).toBeTruthy();
  });

  it('says why a session could not be closed, and keeps it listed', async () => {
    mockFetch({
      'GET /api/user/sessions': ok(sessions),
      'DELETE /api/user/sessions/5': { status: 404, body: { message: 'Sesión no encontrada.' } },
    });
    renderSecurity();
    fireEvent.click(await screen.findByRole('button', { name: 'Cerrar sesión en Safari en iPhone' }));
    expect(await screen.findByText('Sesión no encontrada.')).toBeTruthy();
    expect(screen.getByText('Safari en iPhone')).toBeTruthy();
  });

  it("'Cerrar las demás sesiones' asks first, then keeps only this one", async () => {
    let list = sessions;
    const { calls } = mockFetch({
      'GET /api/user/sessions': () => ok(list),
      'DELETE /api/user/sessions': () => {
        list = sessions.filter((session) => session.is_current);
        return ok({ revoked_sessions: 1 });
      },
    });
    renderSecurity();
    fireEvent.click(await screen.findByRole('button', { name: 'Cerrar las demás sesiones' }));
    const confirm = await screen.findByRole('alertdialog', { name: '¿Cerrar las demás sesiones?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cerrar sesiones' }));
    expect(await screen.findByText('Hemos cerrado 1 sesión.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Safari en iPhone')).toBeNull());
    expect(calls.some((call) => call.method === 'DELETE' && call.url === '/api/user/sessions')).toBe(true);
  });
});
