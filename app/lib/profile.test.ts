import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeUser, mockFetch } from '~/components/auth/auth-test-utils';
import { getAuthState, resetAuthForTests, setAuthUser } from './auth';
import {
  changePassword,
  emailChangeErrors,
  isEmailChange,
  profileValues,
  removeProfilePhoto,
  saveProfile,
  uploadProfilePhoto,
} from './profile';

const user = makeUser(['user'], { name: 'Lucía', email: 'lucia@example.es', phone: null });
const ok = <T>(data: T) => ({ status: 200, body: { status: 'success', data } });

beforeEach(() => {
  resetAuthForTests();
  setAuthUser(user);
});
afterEach(() => vi.unstubAllGlobals());

describe('own profile requests', () => {
  it('starts the form from the user, a missing phone as empty', () => {
    expect(profileValues(user)).toEqual({ name: 'Lucía', email: 'lucia@example.es', phone: '', current_password: '' });
  });

  it('saves trimmed details, an empty phone as null, and puts the reply into the session', async () => {
    const saved = { ...user, name: 'Lucía Ortega' };
    const { calls } = mockFetch({ 'PUT /api/user/profile': ok(saved) });
    await expect(saveProfile({ name: ' Lucía Ortega ', email: 'lucia@example.es ', phone: '  ', current_password: '' }, 'lucia@example.es')).resolves.toEqual({
      user: saved,
      requestedEmail: null,
    });
    expect(calls[0]!.body).toEqual({ name: 'Lucía Ortega', email: 'lucia@example.es', phone: null });
    expect(getAuthState().user?.name).toBe('Lucía Ortega');
  });

  it('sends the current password only when the email changes, and asks for it first', async () => {
    const values = { name: 'Lucía', email: 'Nueva@Example.es', phone: '', current_password: 'contraseña-segura-1' };
    expect(isEmailChange({ ...values, email: ' LUCIA@example.es ' }, 'lucia@example.es')).toBe(false);
    expect(emailChangeErrors({ ...values, current_password: '' }, 'lucia@example.es')).toEqual({ current_password: 'Introduce tu contraseña actual.' });
    expect(emailChangeErrors(values, 'lucia@example.es')).toEqual({});
    const { calls } = mockFetch({ 'PUT /api/user/profile': ok(user) });
    // The account keeps its email until the new one is confirmed (issue 33): the save says which one it asked for.
    await expect(saveProfile(values, 'lucia@example.es')).resolves.toEqual({ user, requestedEmail: 'nueva@example.es' });
    expect(calls[0]!.body).toEqual({ name: 'Lucía', email: 'Nueva@Example.es', phone: null, current_password: 'contraseña-segura-1' });
    expect(getAuthState().user?.email).toBe('lucia@example.es');
  });

  it('changes the password and tells how many other sessions were closed', async () => {
    const values = { current_password: 'vieja-clave-1', password: 'nueva-clave-de-lino', password_confirmation: 'nueva-clave-de-lino' };
    const { calls } = mockFetch({ 'PUT /api/user/password': ok({ revoked_sessions: 2 }) });
    await expect(changePassword(values)).resolves.toBe(2);
    expect(calls[0]).toMatchObject({ method: 'PUT', body: values });
  });

  it('uploads the photo as multipart field "photo" and removes it again', async () => {
    const withPhoto = { ...user, profile_photo_url: '/storage/avatars/1.webp' };
    const { calls } = mockFetch({
      'POST /api/user/profile/photo': ok(withPhoto),
      'DELETE /api/user/profile/photo': ok(user),
    });
    const file = new File(['x'], 'yo.png', { type: 'image/png' });
    await uploadProfilePhoto(file);
    expect((calls[0]!.body as FormData).get('photo')).toBeInstanceOf(File);
    expect(getAuthState().user?.profile_photo_url).toBe('/storage/avatars/1.webp');
    await removeProfilePhoto();
    expect(calls[1]!.method).toBe('DELETE');
    expect(getAuthState().user?.profile_photo_url).toBeNull();
  });
});
