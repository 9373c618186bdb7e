import { eq } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import {
  CURRENT_PASSWORD_REQUIRED,
  CURRENT_PASSWORD_WRONG,
  type PasswordChangeBody,
  type ProfileUpdateBody,
  type RevokedSessions,
} from '../../../common/account/contracts';
import type { AuthUser } from '../../../common/auth/contracts';
import type { z } from '../../../common/zod';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { decodeImage } from '../../images/decode-image';
import type { FileStorage } from '../../storage/file-storage';
import { assertAcceptablePassword } from '../auth/password-policy';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { revokeOtherTokens } from '../auth/tokens';
import { loadAuthUser } from '../auth/users';
import { NotFoundError, ValidationError } from '../../errors';
import { requestEmailChange } from './email-change';
import { notifyUser } from './notifications-service';

/** The account as the session sees it, after a change. */
async function reloadUser(db: Db, userId: number): Promise<AuthUser> {
  const user = await loadAuthUser(db, userId);
  if (!user) throw new NotFoundError('Cuenta no encontrada.');
  return user;
}

/**
 * Name and phone at once. A new e-mail needs the current password (whoever borrows an open session
 * cannot take the account over by moving its address) and only starts the change: the account
 * keeps its address until the link sent to the new one is confirmed (server/api/account/email-change.ts).
 * The answer is the same whether or not another account has that address.
 */
export async function updateProfile(db: Db, userId: number, input: z.output<typeof ProfileUpdateBody>, now: Date): Promise<AuthUser> {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) throw new NotFoundError('Cuenta no encontrada.');
  const { current_password: currentPassword, email, ...fields } = input;
  const isEmailChange = email !== user.email.toLowerCase();
  if (isEmailChange) {
    if (!currentPassword) throw new ValidationError({ current_password: [CURRENT_PASSWORD_REQUIRED] });
    if (!(await verifyPassword(user.passwordHash, currentPassword))) {
      throw new ValidationError({ current_password: [CURRENT_PASSWORD_WRONG] });
    }
  }
  // First, so a refused change (too many in a row) saves nothing.
  if (isEmailChange) await requestEmailChange(db, { ...user, ...fields }, email, now);
  await db.update(users).set({ ...fields, updatedAt: now }).where(eq(users.id, userId));
  return reloadUser(db, userId);
}

export async function changePassword(
  db: Db,
  userId: number,
  currentTokenId: number,
  input: z.output<typeof PasswordChangeBody>,
  now: Date,
): Promise<RevokedSessions> {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user || !(await verifyPassword(user.passwordHash, input.current_password))) {
    throw new ValidationError({ current_password: [CURRENT_PASSWORD_WRONG] });
  }
  assertAcceptablePassword(input.password, { email: user.email });
  await db
    .update(users)
    .set({ passwordHash: await hashPassword(input.password), updatedAt: now })
    .where(eq(users.id, userId));
  // A changed password ends every other session: whoever knew the old one is out.
  const revoked = await revokeOtherTokens(db, userId, currentTokenId, now);
  await notifyUser(db, userId, {
    type: 'security',
    title: 'Has cambiado tu contraseña',
    body: 'Si no has sido tú, restablece tu contraseña y revisa tus sesiones activas cuanto antes.',
    link: '/user/security',
  });
  return { revoked_sessions: revoked };
}

const AVATAR_SIZE = 256;
const AVATAR_MAX_PIXELS = 40_000_000;

/** Decodes the whole upload (a truncated or corrupt file is a 422), squares it to 256 px WebP without metadata. */
async function processAvatar(data: Buffer): Promise<Buffer> {
  const source = await decodeImage(data, { field: 'photo', maxPixels: AVATAR_MAX_PIXELS });
  return sharp(source.data)
    .resize(AVATAR_SIZE, AVATAR_SIZE, { fit: 'cover', position: 'attention' })
    .webp({ quality: 82 })
    .toBuffer();
}

/** Stores a new profile photo (`upload`) or removes it (`null`); the previous file goes either way. */
export async function replaceProfilePhoto(db: Db, storage: FileStorage, userId: number, upload: Buffer | null, now: Date): Promise<AuthUser> {
  const image = upload ? await processAvatar(upload) : null;
  const [user] = await db.select({ path: users.profilePhotoPath }).from(users).where(eq(users.id, userId));
  let key: string | null = null;
  if (image) {
    key = `avatars/${userId}-${randomBytes(8).toString('hex')}.webp`;
    await storage.put(key, image);
  }
  await db.update(users).set({ profilePhotoPath: key, updatedAt: now }).where(eq(users.id, userId));
  if (user?.path) await storage.remove(user.path).catch(() => undefined);
  return reloadUser(db, userId);
}
