import type { PendingEmailChange } from '@common/account/contracts';
import { CURRENT_PASSWORD_REQUIRED } from '@common/account/form-messages';
import type { AuthUser } from '@common/auth/contracts';
import { api } from './api/browser-client';
import { setAuthUser } from './auth';

// The signed-in user's own profile (customer area and admin panel alike). Each call that changes
// the user puts the reply into the session, so the header and sidebars follow at once.

export interface ProfileValues {
  name: string;
  email: string;
  phone: string;
  /** Asked for only when the email changes. */
  current_password: string;
}

export function profileValues(user: AuthUser): ProfileValues {
  return { name: user.name, email: user.email, phone: user.phone ?? '', current_password: '' };
}

/** Whether the form would move the account to another address (the server compares in lower case). */
export function isEmailChange(values: ProfileValues, savedEmail: string): boolean {
  return values.email.trim().toLowerCase() !== savedEmail.trim().toLowerCase();
}

/** A new email needs the current password: said before any call. */
export function emailChangeErrors(values: ProfileValues, savedEmail: string): Record<string, string> {
  return isEmailChange(values, savedEmail) && values.current_password === '' ? { current_password: CURRENT_PASSWORD_REQUIRED } : {};
}

export interface SavedProfile {
  user: AuthUser;
  /** The new address the save asked for: it waits for the link sent to it (issue 33); null when the email stayed. */
  requestedEmail: string | null;
}

/**
 * PUT /api/user/profile; an empty phone is sent as null, the current password only with a new
 * email. The account keeps its email until the new one is confirmed, so the reply still has it.
 */
export async function saveProfile(values: ProfileValues, savedEmail: string): Promise<SavedProfile> {
  const body = { name: values.name.trim(), email: values.email.trim(), phone: values.phone.trim() || null };
  const isChange = isEmailChange(values, savedEmail);
  const reply = await api('PUT /user/profile', {
    body: isChange ? { ...body, current_password: values.current_password } : body,
  });
  setAuthUser(reply.data);
  return { user: reply.data, requestedEmail: isChange ? body.email.toLowerCase() : null };
}

/** GET /api/user/email-change: the new address waiting for its confirmation, or null. */
export async function fetchPendingEmailChange(): Promise<PendingEmailChange | null> {
  return (await api('GET /user/email-change')).data.pending;
}

/** DELETE /api/user/email-change: the link sent to the new address stops working. */
export async function cancelEmailChange(): Promise<void> {
  await api('DELETE /user/email-change');
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
