import { and, eq, isNotNull, isNull, lt, or } from 'drizzle-orm';
import { RECOVERY_CODE_PATTERN, TOTP_CODE_PATTERN } from '../../../common/second-factor/contracts';
import type { Db } from '../../db/client';
import { recoveryCodes, totpAuthenticators } from '../../db/schema';
import { recoveryCodeHash } from './recovery-codes';
import { acceptTotp } from './totp';

/**
 * A code from the person's app (its step after the last one accepted, so never twice) or one of
 * their unused recovery codes (used up here). Returns which one it was, or null. Both the claim of
 * the TOTP step and the use of a recovery code are single conditional updates, so two requests
 * with the same code cannot both pass.
 */
export async function acceptCode(db: Db, userId: number, code: string, now: Date): Promise<'totp' | 'recovery-code' | null> {
  if (TOTP_CODE_PATTERN.test(code)) {
    const [app] = await db
      .select()
      .from(totpAuthenticators)
      .where(and(eq(totpAuthenticators.userId, userId), isNotNull(totpAuthenticators.confirmedAt)));
    if (!app) return null;
    const step = await acceptTotp({ secret: app.secret, code, now, afterTimeStep: app.lastTimeStep });
    if (step === null) return null;
    const claimed = await db
      .update(totpAuthenticators)
      .set({ lastTimeStep: step })
      .where(
        and(
          eq(totpAuthenticators.userId, userId),
          or(isNull(totpAuthenticators.lastTimeStep), lt(totpAuthenticators.lastTimeStep, step)),
        ),
      )
      .returning({ userId: totpAuthenticators.userId });
    return claimed.length > 0 ? 'totp' : null;
  }
  if (RECOVERY_CODE_PATTERN.test(code)) {
    const used = await db
      .update(recoveryCodes)
      .set({ usedAt: now })
      .where(and(eq(recoveryCodes.userId, userId), eq(recoveryCodes.codeHash, recoveryCodeHash(code)), isNull(recoveryCodes.usedAt)))
      .returning({ id: recoveryCodes.id });
    return used.length > 0 ? 'recovery-code' : null;
  }
  return null;
}
