import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_UPLOAD_MAX_BYTES as PROFILE_PHOTO_MAX_BYTES } from '@common/constants';
import { makeUser, mockFetch } from '~/components/auth/auth-test-utils';
import { getAuthState, resetAuthForTests, setAuthUser } from '~/lib/auth';
import { clearToastsForTests } from '~/lib/toast';
import { invalid, ok, renderAccount } from './account-test-utils';
import { ProfileForm } from './profile-form';
import { checkPhotoFile, ProfilePhoto } from './profile-photo';

const user = makeUser(['user'], { name: 'Lucía Fernández', email: 'lucia@example.es', phone: '612345678' });

beforeEach(() => {
  resetAuthForTests();
  setAuthUser(user);
});
afterEach(() => {
  vi.unstubAllGlobals();
  clearToastsForTests();
});

describe('Mi Perfil: datos personales', () => {
  it('saves name, email and phone with PUT /api/user/profile and updates the signed-in user', async () => {
    const saved = { ...user, name: 'Lucía Fernández Ortega', phone: '699000111' };
    const { calls } = mockFetch({ 'PUT /api/user/profile': ok(saved) });
    renderAccount(<ProfileForm user={user} />);
    fireEvent.change(screen.getByLabelText('Nombre completo'), { target: { value: 'Lucía Fernández Ortega' } });
    fireEvent.change(screen.getByLabelText(/Teléfono/), { target: { value: '699000111' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar cambios' }));

    expect(await screen.findByText('Hemos guardado los cambios de tu perfil.')).toBeTruthy();
    expect(calls[0]).toMatchObject({
      method: 'PUT',
      url: '/api/user/profile',
      body: { name: 'Lucía Fernández Ortega', email: 'lucia@example.es', phone: '699000111' },
    });
    // The header reads the same store, so it shows the new name at once.
    expect(getAuthState().user?.name).toBe('Lucía Fernández Ortega');
  });

  it("shows the server's 422 errors under each field", async () => {
    mockFetch({
      'PUT /api/user/profile': invalid({
        email: ['Ya existe una cuenta con este email.'],
        phone: ['Introduce un teléfono válido (9 cifras como mínimo).'],
      }),
    });
    renderAccount(<ProfileForm user={user} />);
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'ana@example.es' } });
    fireEvent.change(screen.getByLabelText('Contraseña actual'), { target: { value: 'contraseña-segura-1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar cambios' }));

    expect(await screen.findByText('Ya existe una cuenta con este email.')).toBeTruthy();
    expect(screen.getByText('Introduce un teléfono válido (9 cifras como mínimo).')).toBeTruthy();
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText(/Teléfono/).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('Nombre completo').getAttribute('aria-invalid')).toBe('false');
    expect(getAuthState().user?.email).toBe('lucia@example.es');
  });

  it('asks for the current password only when the email changes, before any call, and sends it along', async () => {
    // The account keeps its email until the new one is confirmed (issue 33): the reply still has the old one.
    const { calls, fetchMock } = mockFetch({ 'PUT /api/user/profile': ok(user) });
    renderAccount(<ProfileForm user={user} />);
    expect(screen.queryByLabelText('Contraseña actual')).toBeNull();
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'nueva@example.es' } });
    expect(screen.getByText('Para cambiar el email necesitamos tu contraseña. Te enviaremos un enlace a la dirección nueva; hasta que lo abras, tu cuenta sigue usando lucia@example.es.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    expect(await screen.findByText('Introduce tu contraseña actual.')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText('Contraseña actual'), { target: { value: 'contraseña-segura-1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    expect(await screen.findByText('Te hemos enviado un enlace a nueva@example.es. Tu email cambiará cuando lo abras y confirmes.')).toBeTruthy();
    expect(calls[0]!.body).toEqual({ name: user.name, email: 'nueva@example.es', phone: '612345678', current_password: 'contraseña-segura-1' });
    // Pending: the field shows the address the account still has, and the password is no longer asked.
    expect(screen.getByText('Pendiente de confirmar: nueva@example.es')).toBeTruthy();
    await waitFor(() => expect(screen.queryByLabelText('Contraseña actual')).toBeNull());
    expect(screen.getByLabelText<HTMLInputElement>('Email').value).toBe('lucia@example.es');
    expect(getAuthState().user?.email).toBe('lucia@example.es');
  });

  it('cancels a pending email change with DELETE /api/user/email-change', async () => {
    const { calls } = mockFetch({ 'DELETE /api/user/email-change': ok({ pending: null }) });
    renderAccount(<ProfileForm user={user} pendingEmail="otra@example.es" />);
    fireEvent.click(screen.getByRole('button', { name: 'Cancelar el cambio' }));
    expect(await screen.findByText('Hemos cancelado el cambio de email. Tu cuenta sigue usando lucia@example.es.')).toBeTruthy();
    expect(calls.map((call) => `${call.method} ${call.url}`)).toEqual(['DELETE /api/user/email-change']);
    expect(screen.queryByText(/Pendiente de confirmar/)).toBeNull();
  });

  it('keeps the pending change shown when cancelling fails, and says so', async () => {
    mockFetch({ 'DELETE /api/user/email-change': { status: 500, body: { message: 'Error interno del servidor' } } });
    renderAccount(<ProfileForm user={user} pendingEmail="otra@example.es" />);
    fireEvent.click(screen.getByRole('button', { name: 'Cancelar el cambio' }));
    expect(await screen.findByText('Error interno del servidor')).toBeTruthy();
    expect(screen.getByText('Pendiente de confirmar: otra@example.es')).toBeTruthy();
  });

  it('checks the fields before calling: an empty name and a broken email never reach the server', async () => {
    const { fetchMock } = mockFetch({});
    renderAccount(<ProfileForm user={user} />);
    fireEvent.change(screen.getByLabelText('Nombre completo'), { target: { value: '  ' } });
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'lucia@' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar cambios' }));

    expect(await screen.findByText('El nombre es obligatorio.')).toBeTruthy();
    expect(screen.getByText('Introduce un email válido.')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('Mi Perfil: foto', () => {
  it('accepts only images of at most 5 MB', () => {
    expect(checkPhotoFile(new File(['x'], 'cv.pdf', { type: 'application/pdf' }))).toMatch(/archivo de imagen/);
    const big = new File(['x'], 'big.jpg', { type: 'image/jpeg' });
    Object.defineProperty(big, 'size', { value: PROFILE_PHOTO_MAX_BYTES + 1 });
    expect(checkPhotoFile(big)).toBe('La imagen no puede superar 5 MB.');
    expect(checkPhotoFile(new File(['x'], 'me.png', { type: 'image/png' }))).toBeNull();
  });

  it('previews the chosen photo, uploads it as multipart `photo`, and shows server errors', async () => {
    URL.createObjectURL = vi.fn(() => 'blob:preview');
    URL.revokeObjectURL = vi.fn();
    const { calls } = mockFetch({
      'POST /api/user/profile/photo': invalid({ photo: ['El archivo no es una imagen válida (JPG, PNG, WebP, AVIF o GIF).'] }),
    });
    renderAccount(<ProfilePhoto user={user} />);
    const input = screen.getByLabelText('Subir foto');
    fireEvent.change(input, { target: { files: [new File(['data'], 'me.png', { type: 'image/png' })] } });
    expect(screen.getByRole('img', { name: 'Vista previa de la nueva foto' }).getAttribute('src')).toBe('blob:preview');
    fireEvent.click(screen.getByRole('button', { name: 'Guardar foto' }));

    expect(await screen.findByText('El archivo no es una imagen válida (JPG, PNG, WebP, AVIF o GIF).')).toBeTruthy();
    expect(calls[0]!.body).toBeInstanceOf(FormData);
    expect((calls[0]!.body as FormData).get('photo')).toBeInstanceOf(File);
  });

  it('rejects a non-image without calling the server', () => {
    const { fetchMock } = mockFetch({});
    renderAccount(<ProfilePhoto user={user} />);
    fireEvent.change(screen.getByLabelText('Subir foto'), {
      target: { files: [new File(['hola'], 'notas.txt', { type: 'text/plain' })] },
    });
    expect(screen.getByText(/Elige un archivo de imagen/)).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('removes the photo after confirming', async () => {
    const withPhoto = { ...user, profile_photo_url: '/storage/avatars/1.webp', profile_photo_path: 'avatars/1.webp' };
    const { calls } = mockFetch({ 'DELETE /api/user/profile/photo': ok({ ...withPhoto, profile_photo_url: null, profile_photo_path: null }) });
    setAuthUser(withPhoto);
    renderAccount(<ProfilePhoto user={withPhoto} />);
    fireEvent.click(screen.getByRole('button', { name: 'Quitar foto' }));
    const confirm = await screen.findByRole('alertdialog', { name: '¿Quitar tu foto de perfil?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Quitar foto' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'DELETE')).toBe(true));
    await waitFor(() => expect(getAuthState().user?.profile_photo_url).toBeNull());
  });
});
