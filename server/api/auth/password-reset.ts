import { eq, sql } from 'drizzle-orm';
import { PASSWORD_RESET_TTL_MINUTES } from '../../../common/auth/account-links';
import { PASSWORD_RESET_REQUESTED_MESSAGE, type PasswordResetDone, type PasswordResetLink } from '../../../common/auth/contracts';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { passwordResetMail, sendPasswordChangedMail } from '../../mail/account-mails';
import { announceMailQueued } from '../../mail/outbox';
import { notifyUser } from '../account/notifications-service';
import { NotFoundError } from '../../errors';
import { claimAccountToken, findLiveAccountToken, newLinkToken, withdrawAccountTokens } from './account-tokens';
import { assertAcceptablePassword } from './password-policy';
import { hashPassword } from './passwords';
import { clearRateLimit, hitRateLimit, type RateLimitRule } from './rate-limit';
import { TooManyRequestsError } from './too-many';
import { revokeAllTokens } from './tokens';
import { transaction } from '../../db/transaction';

/**
 * "¿Olvidaste tu contraseña?" (issue 33): a single-use link by e-mail, then a new password that
 * ends every session.
 */

/** Asked for per address (whoever types it) and per network address, whether or not an account has it. */
export const PASSWORD_RESET_LIMITS = {
  perEmail: { max: 5, windowSeconds: 3600 },
  perIp: { max: 20, windowSeconds: 3600 },
} as const satisfies Record<string, RateLimitRule>;

export const INVALID_RESET_LINK_MESSAGE =
  'Este enlace ya no sirve: ha caducado, ya se usó o has pedido otro después. Pide uno nuevo desde «¿Olvidaste tu contraseña?».';

/**
 * Always the same answer after the same work: the limits are counted, a token is drawn and its
 * e-mail rendered, and one statement stores the link and queues the e-mail for the account with
 * that address — rows that are simply not written when there is none (or it is deactivated).
 * Nothing in the answer, its status or its time says which.
 */
export async function requestPasswordReset(db: Db, email: string, ipAddress: string, now: Date): Promise<{ message: string }> {
  for (const [key, rule] of [
    [`password-reset:ip:${ipAddress}`, PASSWORD_RESET_LIMITS.perIp],
    [`password-reset:email:${email}`, PASSWORD_RESET_LIMITS.perEmail],
  ] as const) {
    const state = await hitRateLimit(db, key, rule, now);
    if (state.isLimited) throw tooManyResets(state.retryAfterSeconds);
  }

  const { token, tokenHash } = newLinkToken();
  const expiresAt = new Date(now.getTime() + PASSWORD_RESET_TTL_MINUTES * 60_000);
  const mail = passwordResetMail({ token, expiresAt });
  await db.execute(sql`
    with account as (
      select id, email from users where lower(email) = ${email} and deactivated_at is null
    ), link as (
      insert into account_tokens (purpose, user_id, token_hash, expires_at, created_at)
      select 'password-reset', id, ${tokenHash}, ${expiresAt.toISOString()}::timestamptz, ${now.toISOString()}::timestamptz from account
      returning user_id
    )
    insert into mail_outbox (to_address, user_id, kind, subject, html, "text", created_at)
    select account.email, link.user_id, 'password-reset', ${mail.subject}, ${mail.html}, ${mail.text}, ${now.toISOString()}::timestamptz
    from link join account on account.id = link.user_id
    returning id`);
  announceMailQueued();
  return { message: PASSWORD_RESET_REQUESTED_MESSAGE };
}

function tooManyResets(seconds: number): TooManyRequestsError {
  const minutes = Math.ceil(seconds / 60);
  return new TooManyRequestsError(
    `Has pedido demasiados enlaces seguidos. Vuelve a probar dentro de ${minutes === 1 ? '1 minuto' : `${minutes} minutos`}.`,
    seconds,
  );
}

/** What a reset link is for, without changing anything (mail scanners open links). */
export async function readPasswordResetLink(db: Db, token: string, now: Date): Promise<PasswordResetLink> {
  const found = await findLiveAccountToken(db, token, ['password-reset'], now);
  if (!found) throw new NotFoundError(INVALID_RESET_LINK_MESSAGE);
  return { email: found.user.email, expires_at: found.row.expiresAt.toISOString() };
}

/**
 * The new password (the policy of every password: length, common, repeated, personal), then in
 * one transaction: the link used, the password replaced, every session revoked, a pending e-mail
 * change withdrawn (it may be someone else's), the notice e-mail and notification. It signs no one
 * in: the page signs in afterwards through the ordinary login, with its limits.
 */
export async function resetPassword(
  db: Db,
  input: { token: string; password: string },
  now: Date,
): Promise<PasswordResetDone> {
  const found = await findLiveAccountToken(db, input.token, ['password-reset'], now);
  if (!found) throw new NotFoundError(INVALID_RESET_LINK_MESSAGE);
  const { user, row } = found;
  assertAcceptablePassword(input.password, { email: user.email });
  const passwordHash = await hashPassword(input.password);
  const revoked = await transaction(db, async (txDb) => {
    if (!(await claimAccountToken(txDb, row.id, now))) throw new NotFoundError(INVALID_RESET_LINK_MESSAGE);
    await txDb.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, user.id));
    const count = await revokeAllTokens(txDb, user.id, now);
    await withdrawAccountTokens(txDb, user.id, 'email-change', now);
    await sendPasswordChangedMail(txDb, { userId: user.id, name: user.name, email: user.email, when: now });
    await notifyUser(txDb, user.id, {
      type: 'security',
      title: 'Has elegido una contraseña nueva',
      body: 'La cambiaste con el enlace que te enviamos por email y cerramos todas las sesiones abiertas. Si no has sido tú, pide otro enlace y escríbenos.',
      link: '/user/security',
    });
    return count;
  });
  // Whoever reads the account's mail is its owner: the failed sign-ins counted against it no longer hold them back.
  await clearRateLimit(db, `login:email:${user.email.toLowerCase()}`);
  return { email: user.email, revoked_sessions: revoked };
}
