import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getAuthState, resetAuthForTests, setAuthUser } from '~/lib/auth';
import { clearToastsForTests, useToasts } from '~/lib/toast';
import { AdminProfileSettings } from './admin-profile-settings';
import { revokedSessionsText } from './password-change-form';
import { makeUser, mockApi, renderAt } from './test-support';

let toasts: readonly { message: string; type: string }[] = [];
function ToastSpy() {
  toasts = useToasts();
  return null;
}

function renderProfile(user = makeUser(['admin'], { phone: '+34 600 111 222' })) {
  act(() => setAuthUser(user));
  return renderAt(
    <>
      <AdminProfileSettings />
      <ToastSpy />
    </>,
    '/admin/profile/settings',
  );
}

const details = () => screen.getByRole('form', { name: 'Datos personales' });
const password = () => screen.getByRole('form', { name: 'Cambiar contraseña' });
const bodyOf = (init: RequestInit | undefined) => JSON.parse(String(init?.body)) as Record<string, unknown>;

beforeEach(() => {
  resetAuthForTests();
  clearToastsForTests();
});
afterEach(() => vi.unstubAllGlobals());

describe('profile details', () => {
  it('starts from the signed-in administrator', () => {
    renderProfile();
    const form = details();
    expect((within(form).getByLabelText('Nombre') as HTMLInputElement).value).toBe('Lucía Martín Pardo');
    expect((within(form).getByLabelText('Email') as HTMLInputElement).value).toBe('lucia@tiendadiverso.es');
    expect((within(form).getByLabelText(/Teléfono/) as HTMLInputElement).value).toBe('+34 600 111 222');
    expect(screen.getByText('Administrador')).toBeTruthy();
  });

  it('says whether the two-step verification is on and whether the role requires it, with the way to manage it (issue 33)', () => {
    renderProfile(makeUser(['admin'], { second_factor: { required: true, enabled: true } }));
    const section = screen.getByRole('region', { name: 'Verificación en dos pasos' });
    expect(section.textContent).toContain('Activa. Tu rol la exige.');
    expect(within(section).getByRole('link', { name: 'Gestionar en Mi cuenta' }).getAttribute('href')).toBe('/user/security');
  });

  it('saves with PUT /api/user/profile, updates the session user and toasts success', async () => {
    const { calls } = mockApi({
      'PUT /api/user/profile': (init) => ({
        body: { status: 'success', data: makeUser(['admin'], { ...bodyOf(init), phone: null } as never) },
      }),
    });
    renderProfile();
    fireEvent.change(within(details()).getByLabelText('Nombre'), { target: { value: 'Lucía Martín' } });
    fireEvent.change(within(details()).getByLabelText(/Teléfono/), { target: { value: '' } });
    fireEvent.click(within(details()).getByRole('button', { name: 'Guardar cambios' }));
    await waitFor(() => expect(toasts.map((t) => [t.type, t.message])).toEqual([['success', 'Perfil actualizado.']]));
    expect(calls.map((c) => c.key)).toEqual(['PUT /api/user/profile']);
    expect(bodyOf(calls[0]!.init)).toEqual({ name: 'Lucía Martín', email: 'lucia@tiendadiverso.es', phone: null });
    expect(getAuthState().user?.name).toBe('Lucía Martín');
  });

  it('shows the 422 errors under their own fields and does not toast', async () => {
    mockApi({
      'PUT /api/user/profile': {
        status: 422,
        body: { message: 'Datos no válidos', errors: { email: ['Ya existe una cuenta con este email.'], name: ['El nombre es obligatorio.'] } },
      },
    });
    renderProfile();
    fireEvent.change(within(details()).getByLabelText('Email'), { target: { value: 'otra@tiendadiverso.es' } });
    fireEvent.change(within(details()).getByLabelText('Contraseña actual'), { target: { value: 'contraseña-segura-1' } });
    fireEvent.click(within(details()).getByRole('button', { name: 'Guardar cambios' }));
    const email = within(details()).getByLabelText('Email');
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(email.getAttribute('aria-describedby')!.split(' ').pop()!)!.textContent).toBe(
      'Ya existe una cuenta con este email.',
    );
    expect(within(details()).getByLabelText('Nombre').getAttribute('aria-invalid')).toBe('true');
    expect(within(details()).getByLabelText(/Teléfono/).getAttribute('aria-invalid')).toBe('false');
    // The focus moves to the first field in error once the errors are drawn (a later effect on a busy machine).
    await waitFor(() => expect(document.activeElement).toBe(within(details()).getByLabelText('Nombre')));
    expect(toasts).toEqual([]);
    expect(getAuthState().user?.email).toBe('lucia@tiendadiverso.es');
  });

  it('asks for the current password only while the email changes, and sends it with the new email', async () => {
    // The account keeps its email until the new one is confirmed (issue 33): the reply still has the old one.
    const { calls, fetchMock } = mockApi({
      'PUT /api/user/profile': () => ({ body: { status: 'success', data: makeUser(['admin'], { phone: '+34 600 111 222' }) } }),
    });
    renderProfile();
    expect(within(details()).queryByLabelText('Contraseña actual')).toBeNull();
    fireEvent.change(within(details()).getByLabelText('Email'), { target: { value: 'nueva@tiendadiverso.es' } });
    const current = within(details()).getByLabelText('Contraseña actual');
    expect(current.getAttribute('autocomplete')).toBe('current-password');
    expect(screen.getByText('Para cambiar el email necesitamos tu contraseña. Te enviaremos un enlace a la dirección nueva; hasta que lo abras, tu cuenta sigue usando lucia@tiendadiverso.es.')).toBeTruthy();

    fireEvent.click(within(details()).getByRole('button', { name: 'Guardar cambios' }));
    await waitFor(() => expect(current.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('Introduce tu contraseña actual.')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();

    fireEvent.change(current, { target: { value: 'contraseña-segura-1' } });
    fireEvent.click(within(details()).getByRole('button', { name: 'Guardar cambios' }));
    await waitFor(() =>
      expect(toasts.map((t) => t.message)).toEqual(['Perfil actualizado. Confirma el email nuevo desde el enlace que hemos enviado a nueva@tiendadiverso.es.']),
    );
    expect(bodyOf(calls[0]!.init)).toEqual({ name: 'Lucía Martín Pardo', email: 'nueva@tiendadiverso.es', phone: '+34 600 111 222', current_password: 'contraseña-segura-1' });
    // Saved: the change waits for its confirmation, the field shows the address the account keeps.
    expect(within(details()).queryByLabelText('Contraseña actual')).toBeNull();
    expect(within(details()).getByText('Pendiente de confirmar: nueva@tiendadiverso.es')).toBeTruthy();
    expect((within(details()).getByLabelText('Email') as HTMLInputElement).value).toBe('lucia@tiendadiverso.es');
  });

  it("shows the server's refusal of the current password under it", async () => {
    mockApi({
      'PUT /api/user/profile': { status: 422, body: { message: 'La contraseña actual no es correcta.', errors: { current_password: ['La contraseña actual no es correcta.'] } } },
    });
    renderProfile();
    fireEvent.change(within(details()).getByLabelText('Email'), { target: { value: 'nueva@tiendadiverso.es' } });
    fireEvent.change(within(details()).getByLabelText('Contraseña actual'), { target: { value: 'no-es-esta-clave' } });
    fireEvent.click(within(details()).getByRole('button', { name: 'Guardar cambios' }));
    const current = within(details()).getByLabelText('Contraseña actual');
    await waitFor(() => expect(current.getAttribute('aria-invalid')).toBe('true'));
    expect(within(details()).getByText('La contraseña actual no es correcta.')).toBeTruthy();
    expect(getAuthState().user?.email).toBe('lucia@tiendadiverso.es');
  });

  it('checks the fields before calling the server', () => {
    const { fetchMock } = mockApi({});
    renderProfile();
    fireEvent.change(within(details()).getByLabelText('Email'), { target: { value: 'no-es-un-email' } });
    fireEvent.click(within(details()).getByRole('button', { name: 'Guardar cambios' }));
    expect(within(details()).getByText('Introduce un email válido.')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('profile photo', () => {
  it('uploads the chosen image as multipart field "photo" and shows the new photo', async () => {
    const { calls } = mockApi({
      'POST /api/user/profile/photo': {
        body: { status: 'success', data: makeUser(['admin'], { profile_photo_url: '/storage/avatars/1-abc.webp' }) },
      },
    });
    renderProfile();
    const file = new File([new Uint8Array([1, 2, 3])], 'yo.png', { type: 'image/png' });
    fireEvent.change(screen.getByLabelText('Elegir foto de perfil'), { target: { files: [file] } });
    await waitFor(() => expect(toasts.map((t) => t.message)).toEqual(['Foto de perfil actualizada.']));
    const sent = calls[0]!.init!.body as FormData;
    expect((sent.get('photo') as File).name).toBe('yo.png');
    expect(getAuthState().user?.profile_photo_url).toBe('/storage/avatars/1-abc.webp');
    expect(screen.getByRole('button', { name: 'Quitar foto' })).toBeTruthy();
  });

  it('refuses a file over the limit without uploading', () => {
    const { fetchMock } = mockApi({});
    renderProfile();
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'enorme.jpg', { type: 'image/jpeg' });
    fireEvent.change(screen.getByLabelText('Elegir foto de perfil'), { target: { files: [big] } });
    expect(screen.getByRole('alert').textContent).toBe('La imagen no puede superar 5 MB.');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the server photo error', async () => {
    mockApi({
      'POST /api/user/profile/photo': {
        status: 422,
        body: { message: 'Datos no válidos', errors: { photo: ['El archivo no es una imagen válida (JPG, PNG, WebP, AVIF o GIF).'] } },
      },
    });
    renderProfile();
    fireEvent.change(screen.getByLabelText('Elegir foto de perfil'), {
      target: { files: [new File(['x'], 'falsa.png', { type: 'image/png' })] },
    });
    expect((await screen.findByRole('alert')).textContent).toBe('El archivo no es una imagen válida (JPG, PNG, WebP, AVIF o GIF).');
  });

  it('removes the photo with DELETE /api/user/profile/photo', async () => {
    const { calls } = mockApi({ 'DELETE /api/user/profile/photo': { body: { status: 'success', data: makeUser(['admin']) } } });
    renderProfile(makeUser(['admin'], { profile_photo_url: '/storage/avatars/1-abc.webp' }));
    fireEvent.click(screen.getByRole('button', { name: 'Quitar foto' }));
    await waitFor(() => expect(toasts.map((t) => t.message)).toEqual(['Foto de perfil eliminada.']));
    expect(calls.map((c) => c.key)).toEqual(['DELETE /api/user/profile/photo']);
    expect(getAuthState().user?.profile_photo_url).toBeNull();
    expect(screen.queryByRole('button', { name: 'Quitar foto' })).toBeNull();
  });
});

describe('password change', () => {
  function fill(current: string, next: string, repeat: string) {
    fireEvent.change(within(password()).getByLabelText('Contraseña actual'), { target: { value: current } });
    fireEvent.change(within(password()).getByLabelText('Nueva contraseña'), { target: { value: next } });
    fireEvent.change(within(password()).getByLabelText('Repite la nueva contraseña'), { target: { value: repeat } });
    fireEvent.click(within(password()).getByRole('button', { name: 'Cambiar contraseña' }));
  }

  it('sends current, new and repeated password and tells how many other sessions were closed', async () => {
    const { calls } = mockApi({ 'PUT /api/user/password': { body: { status: 'success', data: { revoked_sessions: 3 } } } });
    renderProfile();
    fill('vieja-clave-1', 'nueva-clave-22', 'nueva-clave-22');
    await waitFor(() =>
      expect(toasts.map((t) => [t.type, t.message])).toEqual([
        ['success', 'Contraseña actualizada. Se cerraron 3 sesiones abiertas en otros dispositivos.'],
      ]),
    );
    expect(bodyOf(calls[0]!.init)).toEqual({
      current_password: 'vieja-clave-1',
      password: 'nueva-clave-22',
      password_confirmation: 'nueva-clave-22',
    });
    // The status line and the cleared form follow the toast by a render.
    await waitFor(() => {
      expect(within(password()).getByRole('status').textContent).toContain('Se cerraron 3 sesiones');
      expect((within(password()).getByLabelText('Contraseña actual') as HTMLInputElement).value).toBe('');
    });
  });

  it('a wrong current password shows the server error under that field', async () => {
    mockApi({
      'PUT /api/user/password': {
        status: 422,
        body: { message: 'Datos no válidos', errors: { current_password: ['La contraseña actual no es correcta.'] } },
      },
    });
    renderProfile();
    fill('equivocada', 'nueva-clave-22', 'nueva-clave-22');
    expect(await within(password()).findByText('La contraseña actual no es correcta.')).toBeTruthy();
    expect(within(password()).getByLabelText('Contraseña actual').getAttribute('aria-invalid')).toBe('true');
    expect(toasts).toEqual([]);
  });

  it('a new password under 12 characters is caught before calling the server', () => {
    const { fetchMock } = mockApi({});
    renderProfile();
    fill('vieja-clave-1', 'corta-123', 'corta-123');
    expect(within(password()).getByText('La contraseña debe tener al menos 12 caracteres.')).toBeTruthy();
    expect(within(password()).getByLabelText('Nueva contraseña').getAttribute('aria-invalid')).toBe('true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('a mismatched repeat is caught before calling the server', () => {
    const { fetchMock } = mockApi({});
    renderProfile();
    fill('vieja-clave-1', 'nueva-clave-22', 'otra-clave-33');
    expect(within(password()).getByText('Las contraseñas no coinciden.')).toBeTruthy();
    expect(within(password()).getByLabelText('Repite la nueva contraseña').getAttribute('aria-invalid')).toBe('true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it.each([
    [0, 'No había otras sesiones abiertas.'],
    [1, 'Se cerró 1 sesión abierta en otro dispositivo.'],
    [2, 'Se cerraron 2 sesiones abiertas en otros dispositivos.'],
  ])('%i closed sessions read "%s"', (count, text) => {
    expect(revokedSessionsText(count)).toBe(text);
  });
});
