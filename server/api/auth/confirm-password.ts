import { eq } from 'drizzle-orm';
import { CURRENT_PASSWORD_WRONG } from '../../../common/account/contracts';
import type { Db } from '../../db/client';
import { users, type UserRow } from '../../db/schema';
import { NotFoundError, ValidationError } from '../../errors';
import { verifyPassword } from './passwords';
import { hitRateLimit, peekRateLimit, type RateLimitRule } from './rate-limit';
import { TooManyRequestsError } from './too-many';

/** Wrong current passwords an open session may try, per account: whoever borrows a session cannot guess for long. */
const CONFIRM_RULE: RateLimitRule = { max: 10, windowSeconds: 900 };

/**
 * The current password, asked again before a security change (a second factor, deleting the
 * account): 422 on `current_password` when wrong, 429 after too many wrong ones. Returns the account.
 */
export async function confirmCurrentPassword(db: Db, userId: number, password: string, now: Date): Promise<UserRow> {
  const key = `password-confirm:user:${userId}`;
  const state = await peekRateLimit(db, key, CONFIRM_RULE, now);
  if (state.isLimited) {
    throw new TooManyRequestsError(`Demasiados intentos con una contraseña equivocada. Vuelve a probar dentro de ${state.retryAfterSeconds} segundos.`, state.retryAfterSeconds);
  }
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) throw new NotFoundError('Cuenta no encontrada.');
  if (!(await verifyPassword(user.passwordHash, password))) {
    await hitRateLimit(db, key, CONFIRM_RULE, now);
    throw new ValidationError({ current_password: [CURRENT_PASSWORD_WRONG] });
  }
  return user;
}
