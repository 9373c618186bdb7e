import type { AuthenticationResponseJSON } from '@simplewebauthn/server';
import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import type { AuthReply } from '../../../common/auth/contracts';
import {
  SECOND_FACTOR_MESSAGES,
  type PasskeySignInBody,
  type PasskeySignInOptions,
  type SecondFactorChallenge,
  type SecondFactorMethod,
  type SecondFactorSignInBody,
} from '../../../common/second-factor/contracts';
import type { Db } from '../../db/client';
import { passkeys, recoveryCodes, totpAuthenticators, users, type PasskeyRow, type UserRow } from '../../db/schema';
import { ValidationError } from '../../errors';
import { hitRateLimit, peekRateLimit, type RateLimitRule } from '../auth/rate-limit';
import type { AuthSettings, RequestInfo } from '../auth/auth-settings';
import { tooMany } from '../auth/too-many';
import { issueToken } from '../auth/tokens';
import { loadAuthUser } from '../auth/users';
import { consumeChallenge, countChallengeFailure, findOpenChallenge, openChallenge } from './challenges';
import { acceptCode } from './codes';
import { recordSecurityEvent } from './security-log';
import { authenticationOptions, verifyAssertion, type RelyingParty } from './webauthn';

const MESSAGES = SECOND_FACTOR_MESSAGES.en;

/** Wrong second factors per account in a window: twice the password's allowance (the password was already right). */
const perAccount = (settings: AuthSettings): RateLimitRule => ({ ...settings.loginPerEmail, max: settings.loginPerEmail.max * 2 });

/**
 * After a right password: when the account has an app or a passkey, the sign-in waits for it and no
 * session is opened (null: the account has none, the password is enough).
 */
export async function openSecondFactorStep(db: Db, user: UserRow, rp: RelyingParty, request: RequestInfo): Promise<SecondFactorChallenge | null> {
  const [[app], keys, [code]] = await Promise.all([
    db.select({ userId: totpAuthenticators.userId }).from(totpAuthenticators).where(and(eq(totpAuthenticators.userId, user.id), isNotNull(totpAuthenticators.confirmedAt))),
    db.select().from(passkeys).where(eq(passkeys.userId, user.id)),
    db.select({ id: recoveryCodes.id }).from(recoveryCodes).where(and(eq(recoveryCodes.userId, user.id), isNull(recoveryCodes.usedAt))).limit(1),
  ]);
  if (!app && keys.length === 0) return null;
  const methods: SecondFactorMethod[] = [];
  if (app) methods.push('totp');
  if (code) methods.push('recovery-code');
  if (keys.length > 0) methods.push('passkey');
  const options = keys.length > 0 ? await authenticationOptions(rp, keys) : null;
  const step = await openChallenge(db, {
    purpose: 'second-factor',
    userId: user.id,
    webauthnChallenge: options?.challenge ?? null,
    device: request.device,
    ipAddress: request.ipAddress,
    now: request.now,
  });
  return {
    second_factor_required: true,
    challenge: step.token,
    methods,
    passkey_options: options,
    expires_at: step.expiresAt.toISOString(),
  };
}

/** The second step of a sign-in: a code or one of the account's passkeys, then the session. */
export async function completeSecondFactorSignIn(
  db: Db,
  body: SecondFactorSignInBody,
  settings: AuthSettings,
  rp: RelyingParty,
  request: RequestInfo,
): Promise<AuthReply> {
  const ipKey = `second-factor:ip:${request.ipAddress}`;
  const ipState = await peekRateLimit(db, ipKey, settings.loginPerIp, request.now);
  if (ipState.isLimited) throw tooMany('verification attempts', ipState.retryAfterSeconds);
  const step = await findOpenChallenge(db, body.challenge, 'second-factor', request.now);
  const user = step?.userId ? await findActiveUser(db, step.userId) : null;
  if (!step || !user) throw new ValidationError({ challenge: [MESSAGES.challengeGone] });
  const accountKey = `second-factor:user:${user.id}`;
  const accountState = await peekRateLimit(db, accountKey, perAccount(settings), request.now);
  if (accountState.isLimited) throw tooMany('verification attempts', accountState.retryAfterSeconds);

  let method: SecondFactorMethod | null = null;
  if (body.code !== undefined) {
    method = await acceptCode(db, user.id, body.code, request.now);
  } else if (body.passkey && step.webauthnChallenge) {
    const passkey = await findPasskey(db, body.passkey.id, user.id);
    if (passkey && (await acceptAssertion(db, rp, step.webauthnChallenge, body.passkey, passkey, false, request.now))) method = 'passkey';
  }
  if (!method) {
    await countChallengeFailure(db, step.id);
    await hitRateLimit(db, ipKey, settings.loginPerIp, request.now);
    await hitRateLimit(db, accountKey, perAccount(settings), request.now);
    await recordSecurityEvent(db, { user, ipAddress: request.ipAddress, action: 'second-factor-failed', detail: body.code !== undefined ? 'código' : 'llave de acceso' });
    throw body.code !== undefined
      ? new ValidationError({ code: [MESSAGES.codeWrong] })
      : new ValidationError({ passkey: [MESSAGES.passkeyFailed] });
  }
  if (!(await consumeChallenge(db, step.id, request.now))) throw new ValidationError({ challenge: [MESSAGES.challengeGone] });
  if (method === 'recovery-code') await recordSecurityEvent(db, { user, ipAddress: request.ipAddress, action: 'recovery-code-used' });
  return openSession(db, user, settings, request, { signInMethod: 'password', secondFactor: method });
}

/** A sign-in without a password: options for whatever passkey of the store the browser holds. */
export async function startPasskeySignIn(db: Db, settings: AuthSettings, rp: RelyingParty, request: RequestInfo): Promise<PasskeySignInOptions> {
  const limit = await hitRateLimit(db, `passkey-sign-in:ip:${request.ipAddress}`, settings.loginPerIp, request.now);
  if (limit.isLimited) throw tooMany('sign-in attempts', limit.retryAfterSeconds);
  const options = await authenticationOptions(rp, null);
  const step = await openChallenge(db, {
    purpose: 'passkey',
    userId: null,
    webauthnChallenge: options.challenge,
    device: request.device,
    ipAddress: request.ipAddress,
    now: request.now,
  });
  return { challenge: step.token, options };
}

/** The passkey stands for both factors: it is something the person has, unlocked by something they are or know (user verification). */
export async function completePasskeySignIn(
  db: Db,
  body: PasskeySignInBody,
  settings: AuthSettings,
  rp: RelyingParty,
  request: RequestInfo,
): Promise<AuthReply> {
  const ipKey = `passkey-sign-in:ip:${request.ipAddress}`;
  const ipState = await peekRateLimit(db, ipKey, settings.loginPerIp, request.now);
  if (ipState.isLimited) throw tooMany('sign-in attempts', ipState.retryAfterSeconds);
  const step = await findOpenChallenge(db, body.challenge, 'passkey', request.now);
  if (!step?.webauthnChallenge) throw new ValidationError({ challenge: [MESSAGES.challengeGone] });
  const passkey = await findPasskey(db, body.passkey.id, null);
  const user = passkey ? await findActiveUser(db, passkey.userId) : null;
  const valid = passkey && user && (await acceptAssertion(db, rp, step.webauthnChallenge, body.passkey, passkey, true, request.now));
  if (!valid || !user) {
    await countChallengeFailure(db, step.id);
    await hitRateLimit(db, ipKey, settings.loginPerIp, request.now);
    if (user) await recordSecurityEvent(db, { user, ipAddress: request.ipAddress, action: 'second-factor-failed', detail: 'llave de acceso' });
    throw new ValidationError({ passkey: [MESSAGES.passkeyFailed] });
  }
  if (!(await consumeChallenge(db, step.id, request.now))) throw new ValidationError({ challenge: [MESSAGES.challengeGone] });
  await recordSecurityEvent(db, { user, ipAddress: request.ipAddress, action: 'passkey-sign-in', detail: passkey.name });
  return openSession(db, user, settings, request, { signInMethod: 'passkey', secondFactor: 'passkey' });
}

async function findActiveUser(db: Db, userId: number): Promise<UserRow | null> {
  const [user] = await db.select().from(users).where(and(eq(users.id, userId), isNull(users.deactivatedAt)));
  return user ?? null;
}

async function findPasskey(db: Db, credentialId: string, userId: number | null): Promise<PasskeyRow | null> {
  const [row] = await db
    .select()
    .from(passkeys)
    .where(userId === null ? eq(passkeys.credentialId, credentialId) : and(eq(passkeys.credentialId, credentialId), eq(passkeys.userId, userId)));
  return row ?? null;
}

/** Verifies the assertion and keeps the key's counter and last use. */
async function acceptAssertion(
  db: Db,
  rp: RelyingParty,
  expectedChallenge: string,
  response: AuthenticationResponseJSON,
  passkey: PasskeyRow,
  requireUserVerification: boolean,
  now: Date,
): Promise<boolean> {
  const counter = await verifyAssertion(rp, { expectedChallenge, response, passkey, requireUserVerification });
  if (counter === null) return false;
  await db.update(passkeys).set({ counter, lastUsedAt: now }).where(eq(passkeys.id, passkey.id));
  return true;
}

async function openSession(
  db: Db,
  user: UserRow,
  settings: AuthSettings,
  request: RequestInfo,
  how: { signInMethod: 'password' | 'passkey'; secondFactor: SecondFactorMethod },
): Promise<AuthReply> {
  await db.update(users).set({ lastLoginAt: request.now }).where(eq(users.id, user.id));
  const token = await issueToken(db, user.id, { ttlDays: settings.tokenTtlDays, ...request, ...how });
  return { token, user: (await loadAuthUser(db, user.id))! };
}
