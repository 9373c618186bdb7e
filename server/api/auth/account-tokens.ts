import { and, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/client';
import { accountTokens, users, type AccountTokenRow, type UserRow } from '../../db/schema';
import { hashToken } from './tokens';

/**
 * The single-use links of an account's e-mails (issue 33, migration 0023): a password reset, the
 * confirmation of a new address, the undo of an e-mail change. The token goes out once, in the
 * e-mail; the table keeps its SHA-256.
 */

export type AccountTokenPurpose = 'password-reset' | 'email-change' | 'email-undo';

/**
 * Purposes where only the account's newest link works: asking again makes the older links do
 * nothing. An undo link is not one of them: after two changes in a row each old address keeps
 * its own way back until one of them is used.
 */
const NEWEST_ONLY: readonly AccountTokenPurpose[] = ['password-reset', 'email-change'];

/** A new link's token (32 random bytes as base64url, `ACCOUNT_LINK_TOKEN_PATTERN`) and the hash to keep. */
export function newLinkToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashToken(token) };
}

/**
 * The link's row and its account, while the link works: not used, not expired, of an account
 * that is not deactivated, and — for a reset or a confirmation — the account's newest of its kind.
 */
export async function findLiveAccountToken(
  db: Db,
  token: string,
  purposes: readonly AccountTokenPurpose[],
  now: Date,
): Promise<{ row: AccountTokenRow; user: UserRow } | null> {
  const [found] = await db
    .select({ row: accountTokens, user: users })
    .from(accountTokens)
    .innerJoin(users, eq(users.id, accountTokens.userId))
    .where(
      and(
        eq(accountTokens.tokenHash, hashToken(token)),
        inArray(accountTokens.purpose, [...purposes]),
        isNull(accountTokens.usedAt),
        gt(accountTokens.expiresAt, now),
        isNull(users.deactivatedAt),
        sql`(${accountTokens.purpose} not in (${sql.join(NEWEST_ONLY.map((p) => sql`${p}`), sql`, `)}) or not exists (
          select 1 from ${accountTokens} newer
          where newer.user_id = ${accountTokens.userId} and newer.purpose = ${accountTokens.purpose} and newer.id > ${accountTokens.id}))`,
      ),
    )
    .limit(1);
  return found ?? null;
}

/** Marks the link used; false when another request used it first (a link works once). */
export async function claimAccountToken(db: Db, id: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(accountTokens)
    .set({ usedAt: now })
    .where(and(eq(accountTokens.id, id), isNull(accountTokens.usedAt)))
    .returning({ id: accountTokens.id });
  return rows.length > 0;
}

/** Withdraws the account's unused links of one purpose (a cancelled e-mail change, a reset); returns how many. */
export async function withdrawAccountTokens(db: Db, userId: number, purpose: AccountTokenPurpose, now: Date): Promise<number> {
  const rows = await db
    .update(accountTokens)
    .set({ usedAt: now })
    .where(and(eq(accountTokens.userId, userId), eq(accountTokens.purpose, purpose), isNull(accountTokens.usedAt)))
    .returning({ id: accountTokens.id });
  return rows.length;
}
