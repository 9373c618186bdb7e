import { and, desc, eq } from 'drizzle-orm';
import { EMAIL_CHANGE_TTL_HOURS, EMAIL_UNDO_TTL_DAYS } from '../../../common/auth/account-links';
import type { EmailChangeDone, EmailChangeLink, EmailChangeState } from '../../../common/account/contracts';
import type { Db } from '../../db/client';
import { accountTokens, users, type UserRow } from '../../db/schema';
import { sendEmailChangeConfirmMail, sendEmailChangedMail, sendEmailRestoredMail, sendEmailTakenMail } from '../../mail/account-mails';
import { claimAccountToken, findLiveAccountToken, newLinkToken, withdrawAccountTokens } from '../auth/account-tokens';
import { hitRateLimit, type RateLimitRule } from '../auth/rate-limit';
import { TooManyRequestsError } from '../auth/too-many';
import { revokeAllTokens } from '../auth/tokens';
import { findUserByEmail } from '../auth/users';
import { ConflictError, NotFoundError } from '../../errors';
import { notifyUser } from './notifications-service';
import { transaction } from '../../db/transaction';

/**
 * Changing the account's e-mail (issue 33): the new address takes effect only once the link sent
 * to it is confirmed (a typo locks nobody out), and the old address is told with a link that puts
 * it back for a week. Asking for an address that already has an account answers the same as any
 * other; that address is told it has an account instead of getting a link.
 */

/** E-mails a signed-in person can make the store send to other addresses. */
export const EMAIL_CHANGE_PER_USER: RateLimitRule = { max: 5, windowSeconds: 3600 };

export const INVALID_EMAIL_LINK_MESSAGE = 'Este enlace ya no sirve: ha caducado, ya se usó o se pidió otro cambio después.';
const TAKEN_MESSAGE = 'Otra cuenta usa ya esta dirección, así que no podemos ponerla en la tuya. Si necesitas ayuda, escríbenos.';

const HOUR_MS = 3_600_000;

/**
 * Starts a change to `newEmail` (the current password was checked by the caller): the link (the
 * newest, so older ones stop working) and one e-mail to the new address, the same work whether or
 * not an account already has it.
 */
export async function requestEmailChange(db: Db, user: UserRow, newEmail: string, now: Date): Promise<void> {
  const limit = await hitRateLimit(db, `email-change:user:${user.id}`, EMAIL_CHANGE_PER_USER, now);
  if (limit.isLimited) {
    const minutes = Math.ceil(limit.retryAfterSeconds / 60);
    throw new TooManyRequestsError(`Has pedido demasiados cambios de email seguidos. Vuelve a probar dentro de ${minutes} minutos.`, limit.retryAfterSeconds);
  }
  const owner = await findUserByEmail(db, newEmail);
  const { token, tokenHash } = newLinkToken();
  const expiresAt = new Date(now.getTime() + EMAIL_CHANGE_TTL_HOURS * HOUR_MS);
  await transaction(db, async (txDb) => {
    await txDb.insert(accountTokens).values({ purpose: 'email-change', userId: user.id, tokenHash, newEmail, expiresAt, createdAt: now });
    if (owner) await sendEmailTakenMail(txDb, { ownerId: owner.id, email: newEmail });
    else await sendEmailChangeConfirmMail(txDb, { userId: user.id, name: user.name, newEmail, token, expiresAt });
  });
}

/** The change waiting for its confirmation: the account's newest link to a new address, while it works. */
export async function pendingEmailChange(db: Db, userId: number, now: Date): Promise<EmailChangeState> {
  const [newest] = await db
    .select()
    .from(accountTokens)
    .where(and(eq(accountTokens.userId, userId), eq(accountTokens.purpose, 'email-change')))
    .orderBy(desc(accountTokens.id))
    .limit(1);
  if (!newest || newest.usedAt || newest.expiresAt <= now || !newest.newEmail) return { pending: null };
  return {
    pending: { email: newest.newEmail, requested_at: newest.createdAt.toISOString(), expires_at: newest.expiresAt.toISOString() },
  };
}

/** The link to the new address stops working; the account keeps its e-mail. */
export async function cancelEmailChange(db: Db, userId: number, now: Date): Promise<EmailChangeState> {
  await withdrawAccountTokens(db, userId, 'email-change', now);
  return { pending: null };
}

/** What a link of these e-mails does, without doing it (mail scanners open links). */
export async function readEmailChangeLink(db: Db, token: string, now: Date): Promise<EmailChangeLink> {
  const found = await findLiveAccountToken(db, token, ['email-change', 'email-undo'], now);
  if (!found?.row.newEmail) throw new NotFoundError(INVALID_EMAIL_LINK_MESSAGE);
  return {
    kind: found.row.purpose === 'email-undo' ? 'undo' : 'confirm',
    email: found.row.newEmail,
    expires_at: found.row.expiresAt.toISOString(),
  };
}

/**
 * The new address confirmed: the account moves to it, and the old address gets the notice with
 * its undo link (7 days) — all in one transaction with the link's single use.
 */
export async function confirmEmailChange(db: Db, token: string, now: Date): Promise<EmailChangeDone> {
  const found = await findLiveAccountToken(db, token, ['email-change'], now);
  if (!found?.row.newEmail) throw new NotFoundError(INVALID_EMAIL_LINK_MESSAGE);
  const { row, user } = found;
  const newEmail = row.newEmail!;
  const owner = await findUserByEmail(db, newEmail);
  if (owner && owner.id !== user.id) throw new ConflictError(TAKEN_MESSAGE);
  const undo = newLinkToken();
  const undoUntil = new Date(now.getTime() + EMAIL_UNDO_TTL_DAYS * 24 * HOUR_MS);
  await transaction(db, async (txDb) => {
      if (!(await claimAccountToken(txDb, row.id, now))) throw new NotFoundError(INVALID_EMAIL_LINK_MESSAGE);
      if (owner) return; // Already the account's address: nothing moves, nobody to tell.
      await txDb.update(users).set({ email: newEmail, updatedAt: now }).where(eq(users.id, user.id));
      await txDb.insert(accountTokens).values({
        purpose: 'email-undo',
        userId: user.id,
        tokenHash: undo.tokenHash,
        newEmail: user.email,
        expiresAt: undoUntil,
        createdAt: now,
      });
      await sendEmailChangedMail(txDb, { userId: user.id, name: user.name, oldEmail: user.email, newEmail, when: now, undoToken: undo.token, undoUntil });
      await notifyUser(txDb, user.id, {
        type: 'security',
        title: 'Has cambiado tu email',
        body: `Tu cuenta usa ahora ${newEmail}. Hemos avisado también a ${user.email}, que puede deshacer el cambio durante ${EMAIL_UNDO_TTL_DAYS} días.`,
        link: '/user/security',
      });
    })
    .catch(conflictOnTakenAddress);
  return { email: newEmail, revoked_sessions: 0 };
}

/**
 * The old address takes the account back: its e-mail again, every session closed (someone else
 * may have made the change), any pending change and the other undo links withdrawn, and a notice
 * to that address.
 */
export async function undoEmailChange(db: Db, token: string, now: Date): Promise<EmailChangeDone> {
  const found = await findLiveAccountToken(db, token, ['email-undo'], now);
  if (!found?.row.newEmail) throw new NotFoundError(INVALID_EMAIL_LINK_MESSAGE);
  const { row, user } = found;
  const restored = row.newEmail!;
  const owner = await findUserByEmail(db, restored);
  if (owner && owner.id !== user.id) throw new ConflictError(TAKEN_MESSAGE);
  const revoked = await transaction(db, async (txDb) => {
      if (!(await claimAccountToken(txDb, row.id, now))) throw new NotFoundError(INVALID_EMAIL_LINK_MESSAGE);
      await txDb.update(users).set({ email: restored, updatedAt: now }).where(eq(users.id, user.id));
      const count = await revokeAllTokens(txDb, user.id, now);
      await withdrawAccountTokens(txDb, user.id, 'email-change', now);
      // After two changes in a row, the address in between must not take the account back again.
      await withdrawAccountTokens(txDb, user.id, 'email-undo', now);
      await sendEmailRestoredMail(txDb, { userId: user.id, name: user.name, email: restored, when: now });
      await notifyUser(txDb, user.id, {
        type: 'security',
        title: 'Has deshecho un cambio de email',
        body: `Tu cuenta vuelve a usar ${restored} y se han cerrado todas sus sesiones. Si no cambiaste tú el email, elige una contraseña nueva.`,
        link: '/user/security',
      });
      return count;
    })
    .catch(conflictOnTakenAddress);
  return { email: restored, revoked_sessions: revoked };
}

/** Two accounts racing for one address: the unique index decides. */
function conflictOnTakenAddress(err: unknown): never {
  const e = err as { code?: string; cause?: { code?: string } };
  if ((e?.code ?? e?.cause?.code) === '23505') throw new ConflictError(TAKEN_MESSAGE);
  throw err;
}
