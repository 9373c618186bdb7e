import type { RevokedSessions, Session } from '../../../common/account/contracts';
import { SECOND_FACTOR_METHODS, type SecondFactorMethod } from '../../../common/second-factor/contracts';
import type { Db } from '../../db/client';
import { listLiveTokens, revokeOtherTokens, revokeUserToken } from '../auth/tokens';
import { NotFoundError } from '../../errors';

/** The account's live sessions, most recently used first; `currentTokenId` is this request's (null when staff look from outside). */
export async function listSessions(db: Db, userId: number, currentTokenId: number | null, now: Date): Promise<Session[]> {
  const rows = await listLiveTokens(db, userId, now);
  return rows.map((row) => ({
    id: row.id,
    device: row.device,
    ip_address: row.ipAddress,
    created_at: row.createdAt.toISOString(),
    last_used_at: row.lastUsedAt?.toISOString() ?? null,
    expires_at: row.expiresAt.toISOString(),
    is_current: row.id === currentTokenId,
    sign_in_method: row.signInMethod === 'passkey' ? ('passkey' as const) : ('password' as const),
    second_factor: isSecondFactorMethod(row.secondFactor) ? row.secondFactor : null,
  }));
}

/** Ends one of the account's own live sessions; any other id is not found. */
export async function revokeSession(db: Db, userId: number, sessionId: number, now: Date): Promise<void> {
  if (!(await revokeUserToken(db, userId, sessionId, now))) throw new NotFoundError('Sesión no encontrada.');
}

export async function revokeOtherSessions(db: Db, userId: number, currentTokenId: number, now: Date): Promise<RevokedSessions> {
  return { revoked_sessions: await revokeOtherTokens(db, userId, currentTokenId, now) };
}

const isSecondFactorMethod = (value: string | null): value is SecondFactorMethod =>
  value !== null && (SECOND_FACTOR_METHODS as readonly string[]).includes(value);
