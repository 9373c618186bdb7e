import type { AuthUser } from '@common/auth/contracts';
import { api } from './api/browser-client';
import { setAuthUser } from './auth';

// The signed-in user's own profile (customer area and admin panel alike). Each call that changes
// the user puts the reply into the session, so the header and sidebars follow at once.

export interface ProfileValues {
  name: string;
  email: string;
  phone: string;
}

export function profileValues(user: AuthUser): ProfileValues {
  return { name: user.name, email: user.email, phone: user.phone ?? '' };
}

/** PUT /api/user/profile; an empty phone is sent as null. */
export async function saveProfile(values: ProfileValues): Promise<AuthUser> {
  const reply = await api('PUT /user/profile', {
    body: { name: values.name.trim(), email: values.email.trim(), phone: values.phone.trim() || null },
  });
  setAuthUser(reply.data);
  return reply.data;
}

export const EMPTY_PASSWORDS = { current_password: '', password: '', password_confirmation: '' };
export type PasswordValues = typeof EMPTY_PASSWORDS;

/** PUT /api/user/password; the server ends every other session and says how many. */
export async function changePassword(values: PasswordValues): Promise<number> {
  const reply = await api('PUT /user/password', { body: values });
  return reply.data.revoked_sessions;
}

/** POST /api/user/profile/photo as multipart field `photo`; the server re-encodes it. */
export async function uploadProfilePhoto(file: File): Promise<AuthUser> {
  const form = new FormData();
  form.append('photo', file);
  const reply = await api('POST /user/profile/photo', { form });
  setAuthUser(reply.data);
  return reply.data;
}

/** DELETE /api/user/profile/photo: back to the initials. */
export async function removeProfilePhoto(): Promise<AuthUser> {
  const reply = await api('DELETE /user/profile/photo');
  setAuthUser(reply.data);
  return reply.data;
}
