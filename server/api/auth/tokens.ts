import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import { createHash, randomBytes } from 'node:crypto';
import type { SecondFactorMethod } from '../../../common/second-factor/contracts';
import type { Db } from '../../db/client';
import { accessTokens, users } from '../../db/schema';

const TOKEN_BYTES = 32; // 256 bits
const LAST_USED_RESOLUTION_MS = 60_000;

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A new bearer token for the user; only its hash is stored, the token is returned once. */
export async function issueToken(
  db: Db,
  userId: number,
  options: {
    ttlDays: number;
    now: Date;
    device: string | null;
    ipAddress: string | null;
    /** How the session was opened (issue 33): a password, or a passkey alone. */
    signInMethod?: 'password' | 'passkey';
    /** The second factor given at sign-in, if any: the back-office needs one from roles that require it. */
    secondFactor?: SecondFactorMethod | null;
  },
): Promise<string> {
  const token = `td_${randomBytes(TOKEN_BYTES).toString('base64url')}`;
  await db.insert(accessTokens).values({
    userId,
    tokenHash: hashToken(token),
    device: options.device?.slice(0, 300) ?? null,
    ipAddress: options.ipAddress,
    createdAt: options.now,
    lastUsedAt: options.now,
    expiresAt: new Date(options.now.getTime() + options.ttlDays * 86_400_000),
    signInMethod: options.signInMethod ?? 'password',
    secondFactor: options.secondFactor ?? null,
    secondFactorAt: options.secondFactor ? options.now : null,
  });
  return token;
}

/**
 * The live token row for a bearer token (not revoked, not expired, of an account that is not
 * deactivated), and records its use.
 */
export async function findLiveToken(db: Db, token: string, now: Date) {
  const [found] = await db
    .select({ token: accessTokens })
    .from(accessTokens)
    .innerJoin(users, eq(users.id, accessTokens.userId))
    .where(
      and(
        eq(accessTokens.tokenHash, hashToken(token)),
        isNull(accessTokens.revokedAt),
        gt(accessTokens.expiresAt, now),
        isNull(users.deactivatedAt),
      ),
    );
  const row = found?.token;
  if (!row) return null;
  // One write a minute per token is enough to show "last used" without a write per request.
  if (!row.lastUsedAt || now.getTime() - row.lastUsedAt.getTime() > LAST_USED_RESOLUTION_MS) {
    await db.update(accessTokens).set({ lastUsedAt: now }).where(eq(accessTokens.id, row.id));
  }
  return row;
}

export async function revokeToken(db: Db, tokenId: number, now: Date): Promise<void> {
  await db.update(accessTokens).set({ revokedAt: now }).where(eq(accessTokens.id, tokenId));
}

/** Revokes one of the user's own sessions; false when it is not theirs or not live. */
export async function revokeUserToken(db: Db, userId: number, tokenId: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(accessTokens)
    .set({ revokedAt: now })
    .where(and(eq(accessTokens.id, tokenId), eq(accessTokens.userId, userId), isNull(accessTokens.revokedAt)))
    .returning({ id: accessTokens.id });
  return rows.length > 0;
}

/** Revokes every live token of the user except `keepTokenId`; returns how many. */
export async function revokeOtherTokens(db: Db, userId: number, keepTokenId: number, now: Date): Promise<number> {
  const rows = await db
    .update(accessTokens)
    .set({ revokedAt: now })
    .where(and(eq(accessTokens.userId, userId), ne(accessTokens.id, keepTokenId), isNull(accessTokens.revokedAt)))
    .returning({ id: accessTokens.id });
  return rows.length;
}

/** Revokes every live token of the user (a password reset, an undone e-mail change); returns how many. */
export async function revokeAllTokens(db: Db, userId: number, now: Date): Promise<number> {
  const rows = await db
    .update(accessTokens)
    .set({ revokedAt: now })
    .where(and(eq(accessTokens.userId, userId), isNull(accessTokens.revokedAt)))
    .returning({ id: accessTokens.id });
  return rows.length;
}

export async function listLiveTokens(db: Db, userId: number, now: Date) {
  return db
    .select({
      id: accessTokens.id,
      device: accessTokens.device,
      ipAddress: accessTokens.ipAddress,
      createdAt: accessTokens.createdAt,
      lastUsedAt: accessTokens.lastUsedAt,
      expiresAt: accessTokens.expiresAt,
      signInMethod: accessTokens.signInMethod,
      secondFactor: accessTokens.secondFactor,
    })
    .from(accessTokens)
    .where(and(eq(accessTokens.userId, userId), isNull(accessTokens.revokedAt), gt(accessTokens.expiresAt, now)))
    .orderBy(sql`${accessTokens.lastUsedAt} desc nulls last`);
}

/** The session gave its second factor now (it set one up): the back-office answers it from here on. */
export async function markSecondFactor(db: Db, tokenId: number, method: SecondFactorMethod, now: Date): Promise<void> {
  await db.update(accessTokens).set({ secondFactor: method, secondFactorAt: now }).where(eq(accessTokens.id, tokenId));
}
