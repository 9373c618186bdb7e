import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Session } from '@common/account/contracts';
import type { SecondFactorStatus } from '@common/second-factor/contracts';
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

const noSecondFactor: SecondFactorStatus = {
  required: false,
  enabled: false,
  session_verified: false,
  totp: { enabled: false, since: null },
  recovery_codes: { remaining: 0, created_at: null },
  passkeys: [],
  events: [],
};
/** GET /api/user/second-factor of an account without a second factor (enveloped: { status, data }). */
const secondFactorOff = { 'GET /api/user/second-factor': { status: 200, body: { status: 'success', data: noSecondFactor } } };

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
      ...secondFactorOff,
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
      ...secondFactorOff,
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
    const { calls } = mockFetch({ ...secondFactorOff, 'GET /api/user/sessions': ok(sessions) });
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
      ...secondFactorOff,
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
    const { calls } = mockFetch({ ...secondFactorOff, 'GET /api/user/sessions': ok(sessions) });
    renderSecurity();
    await screen.findByText('Safari en iPhone');
    fillPassword('secreto-123', 'nuevo-secreto-456', 'otro-secreto-789');
    expect(await screen.findByText('Las contraseñas no coinciden.')).toBeTruthy();
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
  });
});

describe('Seguridad: sesiones activas', () => {
  it("lists each session readably, this one first with 'Esta sesión'", async () => {
    mockFetch({ ...secondFactorOff, 'GET /api/user/sessions': ok(sessions) });
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
      ...secondFactorOff,
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
      ...secondFactorOff,
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
      ...secondFactorOff,
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

describe('Seguridad: verificación en dos pasos (issue 33)', () => {
  const CODES = ['abcde-23456', 'bcdef-34567', 'cdefg-45672', 'defgh-56723', 'efghi-67234', 'fghij-72345', 'ghijk-23457', 'hijkl-34562', 'ijklm-45627', 'jklmn-56274'];
  const enabled: SecondFactorStatus = {
    ...noSecondFactor,
    enabled: true,
    session_verified: true,
    totp: { enabled: true, since: '2026-11-01T10:00:00.000Z' },
    recovery_codes: { remaining: 10, created_at: '2026-11-01T10:00:00.000Z' },
    events: [{ id: 1, action: 'totp-enabled', description: 'Has activado la app de autenticación.', ip_address: '83.45.10.2', created_at: '2026-11-01T10:00:00.000Z' }],
  };
  const section = async () => screen.findByRole('region', { name: 'Verificación en dos pasos' });

  it('sets up the app: password, QR and the key in groups of 4, first code; the codes shown once with their download', async () => {
    let status = noSecondFactor;
    const { calls } = mockFetch({
      'GET /api/user/sessions': ok(sessions),
      'GET /api/user/second-factor': () => ({ status: 200, body: { status: 'success', data: status } }),
      'POST /api/user/second-factor/totp': {
        status: 200,
        body: { status: 'success', data: { secret: 'JBSWY3DPEHPK3PXPJBSW', otpauth_url: 'otpauth://totp/x', qr_svg: '<svg xmlns="http://www.w3.org/2000/svg"></svg>' } },
      },
      'POST /api/user/second-factor/totp/confirm': () => {
        status = enabled;
        return { status: 200, body: { status: 'success', data: { recovery_codes: CODES } } };
      },
      'GET /api/user': { status: 200, body: makeUser(['user'], { second_factor: { required: false, enabled: true } }) },
    });
    const downloads: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloads.push(this.download);
    });
    renderSecurity();
    const card = await section();
    expect(within(card).getByText('No activa')).toBeTruthy();
    fireEvent.click(within(card).getByRole('button', { name: 'Configurar la app' }));
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Configurar la app de autenticación'));
    fireEvent.change(within(card).getByLabelText('Contraseña actual'), { target: { value: 'secreto-123' } });
    fireEvent.click(within(card).getByRole('button', { name: 'Continuar' }));

    expect(await within(card).findByRole('img', { name: 'Código QR para añadir Tienda Diverso a tu app de autenticación' })).toBeTruthy();
    expect(within(card).getByText('JBSW Y3DP EHPK 3PXP JBSW')).toBeTruthy();
    expect(calls.find((call) => call.url === '/api/user/second-factor/totp')?.body).toEqual({ current_password: 'secreto-123' });
    const code = within(card).getByLabelText('Código de 6 cifras de la app');
    expect(code.getAttribute('autocomplete')).toBe('one-time-code');
    fireEvent.change(code, { target: { value: '123456' } });
    fireEvent.click(within(card).getByRole('button', { name: 'Activar la app' }));

    const panel = await within(card).findByRole('region', { name: 'Tus códigos de recuperación' });
    expect(within(panel).getAllByRole('listitem').map((item) => item.textContent)).toEqual(CODES);
    expect(within(panel).getByText(/no volveremos a mostrarlos/)).toBeTruthy();
    await waitFor(() => expect(within(card).getByText('Activa')).toBeTruthy());
    expect(within(card).getByText('Te quedan 10 códigos de recuperación de 10.')).toBeTruthy();
    fireEvent.click(within(panel).getByRole('button', { name: 'Descargar (.txt)' }));
    expect(downloads).toEqual(['tienda-diverso-codigos-recuperacion.txt']);
    expect(within(panel).getByRole('button', { name: 'Copiar' })).toBeTruthy();

    fireEvent.click(within(panel).getByRole('button', { name: 'Ya los he guardado' }));
    expect(screen.queryByText(CODES[0]!)).toBeNull();
    expect(screen.getByText('Has activado la app de autenticación.')).toBeTruthy();
  });

  it("a wrong first code is said under the code field; the sessions say how each one signed in", async () => {
    mockFetch({
      'GET /api/user/sessions': ok(sessions),
      ...secondFactorOff,
      'POST /api/user/second-factor/totp': { status: 200, body: { status: 'success', data: { secret: 'JBSWY3DPEHPK3PXP', otpauth_url: 'otpauth://totp/x', qr_svg: '<svg></svg>' } } },
      'POST /api/user/second-factor/totp/confirm': invalid({ code: ['Ese código no es válido. Comprueba la hora del móvil y usa el código más reciente.'] }),
    });
    renderSecurity();
    const card = await section();
    expect(screen.getByText(/Entró con: Contraseña \+ app/)).toBeTruthy();
    expect(screen.getByText(/Entró con: Contraseña ·/)).toBeTruthy();
    fireEvent.click(within(card).getByRole('button', { name: 'Configurar la app' }));
    fireEvent.change(within(card).getByLabelText('Contraseña actual'), { target: { value: 'secreto-123' } });
    fireEvent.click(within(card).getByRole('button', { name: 'Continuar' }));
    fireEvent.change(await within(card).findByLabelText('Código de 6 cifras de la app'), { target: { value: '000000' } });
    fireEvent.click(within(card).getByRole('button', { name: 'Activar la app' }));
    expect(await within(card).findByText(/Ese código no es válido/)).toBeTruthy();
    expect(within(card).getByLabelText('Código de 6 cifras de la app').getAttribute('aria-invalid')).toBe('true');
  });

  it("'Quitar la app' shows the server's 409 as it comes when the role requires a factor", async () => {
    const message = 'Tu rol exige un segundo factor: añade otro antes de quitar este.';
    mockFetch({
      'GET /api/user/sessions': ok(sessions),
      'GET /api/user/second-factor': { status: 200, body: { status: 'success', data: { ...enabled, required: true } } },
      'POST /api/user/second-factor/totp/remove': { status: 409, body: { message } },
    });
    renderSecurity();
    const card = await section();
    expect(within(card).getByText(/Tu rol la exige/)).toBeTruthy();
    fireEvent.click(within(card).getByRole('button', { name: 'Quitar la app' }));
    fireEvent.change(within(card).getByLabelText('Contraseña actual'), { target: { value: 'secreto-123' } });
    fireEvent.click(within(card).getByRole('button', { name: 'Quitar la app' }));
    expect(await within(card).findByText(message)).toBeTruthy();
  });

  it("adds a passkey: its name and the password, the browser's prompt, then it is saved and the codes come once", async () => {
    vi.stubGlobal('PublicKeyCredential', function PublicKeyCredential() {});
    const bytes = (text: string) => new TextEncoder().encode(text).buffer;
    const create = vi.fn(async () => ({
      id: 'cred-9',
      rawId: bytes('cred-9'),
      type: 'public-key',
      authenticatorAttachment: 'platform',
      response: { clientDataJSON: bytes('{}'), attestationObject: bytes('att'), getTransports: () => ['internal'] },
      getClientExtensionResults: () => ({}),
    }));
    Object.defineProperty(navigator, 'credentials', { configurable: true, value: { get: vi.fn(), create } });
    const passkey = { id: 9, name: 'Móvil', backed_up: true, created_at: '2026-11-29T08:00:00.000Z', last_used_at: null };
    let status = noSecondFactor;
    const { calls } = mockFetch({
      'GET /api/user/sessions': ok(sessions),
      'GET /api/user/second-factor': () => ({ status: 200, body: { status: 'success', data: status } }),
      'POST /api/user/second-factor/passkeys/options': {
        status: 200,
        body: { status: 'success', data: { challenge: `tdc_${'c'.repeat(43)}`, options: { challenge: 'AAAA', rp: { name: 'Tienda Diverso' }, user: { id: 'AAAA', name: 'lucia', displayName: 'Lucía' }, pubKeyCredParams: [] } } },
      },
      'POST /api/user/second-factor/passkeys': () => {
        status = { ...noSecondFactor, enabled: true, session_verified: true, passkeys: [passkey], recovery_codes: { remaining: 10, created_at: passkey.created_at } };
        return { status: 201, body: { status: 'success', data: { passkey, recovery_codes: CODES } } };
      },
      'GET /api/user': { status: 200, body: makeUser(['user'], { second_factor: { required: false, enabled: true } }) },
    });
    try {
      renderSecurity();
      const card = await section();
      fireEvent.click(within(card).getByRole('button', { name: 'Añadir llave de acceso' }));
      fireEvent.change(within(card).getByLabelText('Contraseña actual'), { target: { value: 'secreto-123' } });
      fireEvent.click(within(card).getByRole('button', { name: 'Crear la llave' }));
      // The name first, under its own field, before anything is asked.
      const name = await within(card).findByLabelText(/Nombre de la llave/);
      await waitFor(() => expect(name.getAttribute('aria-invalid')).toBe('true'));
      expect(calls.some((call) => call.url.startsWith('/api/user/second-factor/passkeys'))).toBe(false);

      fireEvent.change(name, { target: { value: 'Móvil' } });
      fireEvent.click(within(card).getByRole('button', { name: 'Crear la llave' }));
      expect(await within(card).findByRole('region', { name: 'Tus códigos de recuperación' })).toBeTruthy();
      expect(create).toHaveBeenCalledTimes(1);
      expect(calls.find((call) => call.url === '/api/user/second-factor/passkeys/options')?.body).toEqual({ current_password: 'secreto-123' });
      const saved = calls.find((call) => call.url === '/api/user/second-factor/passkeys')?.body as { name: string; challenge: string; passkey: { id: string } };
      expect(saved.name).toBe('Móvil');
      expect(saved.challenge).toBe(`tdc_${'c'.repeat(43)}`);
      expect(saved.passkey.id).toBe('cred-9');
      expect(await screen.findByRole('list', { name: 'Tus llaves de acceso' })).toBeTruthy();
    } finally {
      delete (navigator as { credentials?: unknown }).credentials;
    }
  });

  it('lists the passkeys with their dates and whether they are synced', async () => {
    mockFetch({
      'GET /api/user/sessions': ok(sessions),
      'GET /api/user/second-factor': {
        status: 200,
        body: { status: 'success', data: { ...enabled, passkeys: [{ id: 4, name: 'Móvil', backed_up: true, created_at: '2026-11-02T10:00:00.000Z', last_used_at: null }] } },
      },
    });
    renderSecurity();
    const list = await screen.findByRole('list', { name: 'Tus llaves de acceso' });
    expect(list.textContent).toContain('Móvil');
    expect(list.textContent).toContain('Último uso:nunca');
    expect(list.textContent).toContain('Sincronizada:sí');
    expect(within(list).getByRole('button', { name: 'Quitar la llave Móvil' })).toBeTruthy();
  });
});
