import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import { SIGN_IN_CHALLENGE_MAX_FAILURES, SIGN_IN_CHALLENGE_MINUTES } from '../../../common/second-factor/contracts';
import type { Db } from '../../db/client';
import { signInChallenges, type SignInChallengeRow } from '../../db/schema';
import { hashToken } from '../auth/tokens';

export type ChallengePurpose = 'second-factor' | 'passkey' | 'passkey-setup';

/**
 * A step of a sign-in or a passkey set-up: the token goes to the browser once (`tdc_…`), only its
 * hash is kept. It is not a session: the bearer middleware never looks in this table.
 */
export async function openChallenge(
  db: Db,
  input: { purpose: ChallengePurpose; userId: number | null; webauthnChallenge: string | null; device: string | null; ipAddress: string | null; now: Date },
): Promise<{ token: string; expiresAt: Date }> {
  const token = `tdc_${randomBytes(32).toString('base64url')}`;
  const expiresAt = new Date(input.now.getTime() + SIGN_IN_CHALLENGE_MINUTES * 60_000);
  // Old steps are of no use to anyone: each new one sweeps those that ended.
  await db.delete(signInChallenges).where(lt(signInChallenges.expiresAt, new Date(input.now.getTime() - 86_400_000)));
  await db.insert(signInChallenges).values({
    purpose: input.purpose,
    userId: input.userId,
    tokenHash: hashToken(token),
    webauthnChallenge: input.webauthnChallenge,
    device: input.device?.slice(0, 300) ?? null,
    ipAddress: input.ipAddress,
    expiresAt,
    createdAt: input.now,
  });
  return { token, expiresAt };
}

/** The step the token names, while it may still be used: right purpose, not used, not expired, not too many wrong codes. */
export async function findOpenChallenge(db: Db, token: string, purpose: ChallengePurpose, now: Date): Promise<SignInChallengeRow | null> {
  const [row] = await db
    .select()
    .from(signInChallenges)
    .where(
      and(
        eq(signInChallenges.tokenHash, hashToken(token)),
        eq(signInChallenges.purpose, purpose),
        isNull(signInChallenges.usedAt),
        gt(signInChallenges.expiresAt, now),
        lt(signInChallenges.failures, SIGN_IN_CHALLENGE_MAX_FAILURES),
      ),
    );
  return row ?? null;
}

/** Uses the step up; false when another request already did (two tabs, a replay). */
export async function consumeChallenge(db: Db, id: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(signInChallenges)
    .set({ usedAt: now })
    .where(and(eq(signInChallenges.id, id), isNull(signInChallenges.usedAt)))
    .returning({ id: signInChallenges.id });
  return rows.length > 0;
}

/** One more wrong code or passkey on this step; past the limit the step is over. */
export async function countChallengeFailure(db: Db, id: number): Promise<void> {
  await db.update(signInChallenges).set({ failures: sql`${signInChallenges.failures} + 1` }).where(eq(signInChallenges.id, id));
}
