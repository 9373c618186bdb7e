import type { RegistrationResponseJSON } from '@simplewebauthn/server';
import { and, asc, count, eq, isNotNull, isNull, max } from 'drizzle-orm';
import { APP_NAME } from '../../../common/constants';
import {
  SECOND_FACTOR_MESSAGES,
  SECOND_FACTOR_STILL_REQUIRED,
  type PasskeyCreateBody,
  type PasskeyCreated,
  type PasskeyInfo,
  type PasskeySetupOptions,
  type SecondFactorEnrolled,
  type SecondFactorStatus,
  type TotpSetup,
} from '../../../common/second-factor/contracts';
import type { AuthUser } from '../../../common/auth/contracts';
import type { Db } from '../../db/client';
import { passkeys, recoveryCodes, totpAuthenticators, users, type PasskeyRow, type UserRow } from '../../db/schema';
import { sendSecondFactorChangedMail } from '../../mail/account-mails';
import { confirmCurrentPassword } from '../auth/confirm-password';
import { hitRateLimit, peekRateLimit } from '../auth/rate-limit';
import { TooManyRequestsError } from '../auth/too-many';
import { markSecondFactor, revokeAllTokens } from '../auth/tokens';
import { secondFactorEnabled } from '../auth/users';
import type { AuditActor } from '../audit/record-audit';
import { ConflictError, NotFoundError, ValidationError } from '../../errors';
import { consumeChallenge, findOpenChallenge, openChallenge } from './challenges';
import { newRecoveryCodes, recoveryCodeHash } from './recovery-codes';
import { listSecurityEvents, recordSecurityEvent, type SecurityAction } from './security-log';
import { acceptTotp, newTotpSecret, totpSetup } from './totp';
import { registrationOptions, verifyRegistration, type RelyingParty } from './webauthn';
import { transaction } from '../../db/transaction';

/** The session asking: whose it is, which token, and from where. */
export interface SessionCaller {
  user: AuthUser;
  tokenId: number;
  secondFactorAt: Date | null;
  ipAddress: string | null;
  now: Date;
}

const NO_APP = 'No tienes ninguna app de autenticación configurada.';
const NO_FACTOR = 'Primero activa una app de autenticación o una llave de acceso.';
const APP_ALREADY = 'Ya tienes una app de autenticación. Quítala antes de configurar otra.';
const NOTHING_TO_CONFIRM = 'No hay ninguna app por confirmar: vuelve a empezar.';
const PASSKEY_NOT_FOUND = 'Llave no encontrada.';
const PASSKEY_ALREADY = 'Esa llave ya está en tu cuenta.';

const iso = (date: Date | null) => date?.toISOString() ?? null;

export async function secondFactorStatus(db: Db, caller: SessionCaller): Promise<SecondFactorStatus> {
  const userId = caller.user.id;
  const [[app], [codes], keys, events] = await Promise.all([
    db.select().from(totpAuthenticators).where(and(eq(totpAuthenticators.userId, userId), isNotNull(totpAuthenticators.confirmedAt))),
    db
      .select({ used: count(recoveryCodes.usedAt).mapWith(Number), total: count().mapWith(Number), createdAt: max(recoveryCodes.createdAt) })
      .from(recoveryCodes)
      .where(eq(recoveryCodes.userId, userId)),
    db.select().from(passkeys).where(eq(passkeys.userId, userId)).orderBy(asc(passkeys.id)),
    listSecurityEvents(db, userId),
  ]);
  return {
    required: caller.user.second_factor.required,
    enabled: Boolean(app) || keys.length > 0,
    session_verified: caller.secondFactorAt !== null,
    totp: { enabled: Boolean(app), since: iso(app?.confirmedAt ?? null) },
    recovery_codes: { remaining: (codes?.total ?? 0) - (codes?.used ?? 0), created_at: iso(codes?.createdAt ? new Date(codes.createdAt) : null) },
    passkeys: keys.map(passkeyInfo),
    events,
  };
}

/** What staff see of a person's second factor: which factors, never a secret. */
export async function secondFactorSummary(db: Db, userId: number) {
  const [[app], [keys], [codes]] = await Promise.all([
    db.select({ userId: totpAuthenticators.userId }).from(totpAuthenticators).where(and(eq(totpAuthenticators.userId, userId), isNotNull(totpAuthenticators.confirmedAt))),
    db.select({ n: count() }).from(passkeys).where(eq(passkeys.userId, userId)),
    db.select({ n: count() }).from(recoveryCodes).where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt))),
  ]);
  return { totp: Boolean(app), passkeys: Number(keys?.n ?? 0), recovery_codes_remaining: Number(codes?.n ?? 0) };
}

export function passkeyInfo(row: PasskeyRow): PasskeyInfo {
  return { id: row.id, name: row.name, backed_up: row.backedUp, created_at: row.createdAt.toISOString(), last_used_at: iso(row.lastUsedAt) };
}

/** A new secret, not valid until its first code confirms it; an unconfirmed one is replaced. */
export async function startTotpSetup(db: Db, caller: SessionCaller, password: string): Promise<TotpSetup> {
  const user = await confirmCurrentPassword(db, caller.user.id, password, caller.now);
  const [existing] = await db.select().from(totpAuthenticators).where(eq(totpAuthenticators.userId, user.id));
  if (existing?.confirmedAt) throw new ConflictError(APP_ALREADY);
  const secret = newTotpSecret();
  await db
    .insert(totpAuthenticators)
    .values({ userId: user.id, secret, createdAt: caller.now })
    .onConflictDoUpdate({ target: totpAuthenticators.userId, set: { secret, createdAt: caller.now, lastTimeStep: null } });
  const { otpauthUrl, qrSvg } = await totpSetup({ secret, issuer: APP_NAME, account: user.email });
  return { secret, otpauth_url: otpauthUrl, qr_svg: qrSvg };
}

/** The first code switches the app on; this session now counts as having given its second factor. */
export async function confirmTotpSetup(db: Db, caller: SessionCaller, code: string): Promise<SecondFactorEnrolled> {
  const userId = caller.user.id;
  const [pending] = await db.select().from(totpAuthenticators).where(and(eq(totpAuthenticators.userId, userId), isNull(totpAuthenticators.confirmedAt)));
  if (!pending) throw new NotFoundError(NOTHING_TO_CONFIRM);
  await limitCodeTries(db, userId, caller.now);
  const step = await acceptTotp({ secret: pending.secret, code, now: caller.now, afterTimeStep: null });
  if (step === null) {
    await hitRateLimit(db, codeTriesKey(userId), CODE_TRIES, caller.now);
    throw new ValidationError({ code: [SECOND_FACTOR_MESSAGES.es.codeWrong] });
  }
  return transaction(db, async (t) => {
    const firstFactor = !(await secondFactorEnabled(t, userId));
    const confirmed = await t
      .update(totpAuthenticators)
      .set({ confirmedAt: caller.now, lastTimeStep: step })
      .where(and(eq(totpAuthenticators.userId, userId), isNull(totpAuthenticators.confirmedAt)))
      .returning({ userId: totpAuthenticators.userId });
    if (confirmed.length === 0) throw new NotFoundError(NOTHING_TO_CONFIRM);
    const codes = firstFactor ? await replaceRecoveryCodes(t, userId, caller.now) : null;
    await markSecondFactor(t, caller.tokenId, 'totp', caller.now);
    await changed(t, caller, 'totp-enabled', 'se activó una app de autenticación en tu cuenta.');
    return { recovery_codes: codes };
  });
}

export async function removeTotp(db: Db, caller: SessionCaller, password: string): Promise<{ message: string }> {
  await confirmCurrentPassword(db, caller.user.id, password, caller.now);
  return transaction(db, async (t) => {
    const [app] = await t.select().from(totpAuthenticators).where(and(eq(totpAuthenticators.userId, caller.user.id), isNotNull(totpAuthenticators.confirmedAt)));
    if (!app) throw new NotFoundError(NO_APP);
    const [keys] = await t.select({ n: count() }).from(passkeys).where(eq(passkeys.userId, caller.user.id));
    const left = Number(keys?.n ?? 0);
    if (caller.user.second_factor.required && left === 0) throw new ConflictError(SECOND_FACTOR_STILL_REQUIRED);
    await t.delete(totpAuthenticators).where(eq(totpAuthenticators.userId, caller.user.id));
    if (left === 0) await t.delete(recoveryCodes).where(eq(recoveryCodes.userId, caller.user.id));
    await changed(t, caller, 'totp-removed', 'se quitó la app de autenticación de tu cuenta.');
    return { message: left === 0 ? 'Hemos quitado la app. Tu cuenta vuelve a entrar solo con la contraseña.' : 'Hemos quitado la app. Sigues entrando con tu llave de acceso.' };
  });
}

export async function regenerateRecoveryCodes(db: Db, caller: SessionCaller, password: string): Promise<{ codes: string[] }> {
  await confirmCurrentPassword(db, caller.user.id, password, caller.now);
  if (!(await secondFactorEnabled(db, caller.user.id))) throw new ConflictError(NO_FACTOR);
  return transaction(db, async (t) => {
    const codes = await replaceRecoveryCodes(t, caller.user.id, caller.now);
    await changed(t, caller, 'recovery-codes-created', 'se generaron códigos de recuperación nuevos; los anteriores ya no sirven.');
    return { codes };
  });
}

export async function startPasskeySetup(db: Db, caller: SessionCaller, password: string, rp: RelyingParty, device: string | null): Promise<PasskeySetupOptions> {
  const user = await confirmCurrentPassword(db, caller.user.id, password, caller.now);
  const existing = await db.select().from(passkeys).where(eq(passkeys.userId, user.id));
  const options = await registrationOptions(rp, { id: user.id, email: user.email, name: user.name }, existing);
  const step = await openChallenge(db, {
    purpose: 'passkey-setup',
    userId: user.id,
    webauthnChallenge: options.challenge,
    device,
    ipAddress: caller.ipAddress,
    now: caller.now,
  });
  return { challenge: step.token, options };
}

/** The browser's answer to the set-up: checked (challenge, origin, signature, user verification), then kept. */
export async function addPasskey(db: Db, caller: SessionCaller, body: PasskeyCreateBody, rp: RelyingParty): Promise<PasskeyCreated> {
  const step = await findOpenChallenge(db, body.challenge, 'passkey-setup', caller.now);
  if (!step?.webauthnChallenge || step.userId !== caller.user.id) throw new ValidationError({ challenge: [SECOND_FACTOR_MESSAGES.es.setupGone] });
  const credential = await verifyRegistration(rp, step.webauthnChallenge, body.passkey as RegistrationResponseJSON);
  if (!credential) throw new ValidationError({ passkey: [SECOND_FACTOR_MESSAGES.es.passkeyFailed] });
  const [taken] = await db.select({ id: passkeys.id }).from(passkeys).where(eq(passkeys.credentialId, credential.credentialId));
  if (taken) throw new ValidationError({ passkey: [PASSKEY_ALREADY] });
  return transaction(db, async (t) => {
    if (!(await consumeChallenge(t, step.id, caller.now))) throw new ValidationError({ challenge: [SECOND_FACTOR_MESSAGES.es.setupGone] });
    const firstFactor = !(await secondFactorEnabled(t, caller.user.id));
    const [row] = await t
      .insert(passkeys)
      .values({ userId: caller.user.id, ...credential, name: String(body.name), createdAt: caller.now })
      .returning();
    const codes = firstFactor ? await replaceRecoveryCodes(t, caller.user.id, caller.now) : null;
    await markSecondFactor(t, caller.tokenId, 'passkey', caller.now);
    await changed(t, caller, 'passkey-added', `se añadió la llave de acceso «${row!.name}» a tu cuenta.`, row!.name);
    return { passkey: passkeyInfo(row!), recovery_codes: codes };
  });
}

export async function removePasskey(db: Db, caller: SessionCaller, passkeyId: number, password: string): Promise<{ message: string }> {
  const [own] = await db.select({ id: passkeys.id }).from(passkeys).where(and(eq(passkeys.id, passkeyId), eq(passkeys.userId, caller.user.id)));
  if (!own) throw new NotFoundError(PASSKEY_NOT_FOUND);
  await confirmCurrentPassword(db, caller.user.id, password, caller.now);
  return transaction(db, async (t) => {
    const [row] = await t.select().from(passkeys).where(and(eq(passkeys.id, passkeyId), eq(passkeys.userId, caller.user.id)));
    if (!row) throw new NotFoundError(PASSKEY_NOT_FOUND);
    await t.delete(passkeys).where(eq(passkeys.id, row.id));
    const left = await secondFactorEnabled(t, caller.user.id);
    if (caller.user.second_factor.required && !left) throw new ConflictError(SECOND_FACTOR_STILL_REQUIRED);
    if (!left) await t.delete(recoveryCodes).where(eq(recoveryCodes.userId, caller.user.id));
    await changed(t, caller, 'passkey-removed', `se quitó la llave de acceso «${row.name}» de tu cuenta.`, row.name);
    return { message: `Hemos quitado la llave «${row.name}».` };
  });
}

/**
 * Staff with the users permission, for someone who lost their phone and codes: every factor goes,
 * every session ends; the person is told by e-mail and the audit log keeps who did it.
 */
export async function resetSecondFactor(db: Db, actor: AuditActor, userId: number, now: Date): Promise<{ message: string }> {
  if (actor.id === userId) throw new ConflictError('No puedes restablecer tu propio segundo factor: pídeselo a otra persona del equipo.');
  return transaction(db, async (t) => {
    const [user] = await t.select().from(users).where(eq(users.id, userId)).for('update');
    if (!user) throw new NotFoundError('Usuario no encontrado.');
    await t.delete(totpAuthenticators).where(eq(totpAuthenticators.userId, userId));
    await t.delete(passkeys).where(eq(passkeys.userId, userId));
    await t.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
    await revokeAllTokens(t, userId, now);
    await recordSecurityEvent(t, { user, actor, ipAddress: actor.ipAddress, action: 'second-factor-reset', detail: `por ${actor.name}` });
    await sendSecondFactorChangedMail(t, {
      userId,
      name: user.name,
      email: user.email,
      when: now,
      change: 'el equipo de la tienda ha restablecido la verificación en dos pasos de tu cuenta: ya no tiene app, llaves de acceso ni códigos de recuperación.',
      byStaff: true,
    });
    return { message: `Segundo factor restablecido: ${user.name} tendrá que configurarlo de nuevo al entrar.` };
  });
}

/**
 * Before erasing an account that has a second factor (issue 33): a code from the app or a recovery
 * code; an account with passkeys alone confirms with the session, which must have been opened or
 * confirmed with one.
 */
export async function requireSecondFactorToDelete(
  db: Db,
  input: { userId: number; code: string | undefined; sessionSecondFactorAt: Date | null; now: Date },
  acceptCode: (db: Db, userId: number, code: string, now: Date) => Promise<string | null>,
): Promise<void> {
  if (!(await secondFactorEnabled(db, input.userId))) return;
  const [[app], [codes]] = await Promise.all([
    db.select({ userId: totpAuthenticators.userId }).from(totpAuthenticators).where(and(eq(totpAuthenticators.userId, input.userId), isNotNull(totpAuthenticators.confirmedAt))),
    db.select({ n: count() }).from(recoveryCodes).where(and(eq(recoveryCodes.userId, input.userId), isNull(recoveryCodes.usedAt))),
  ]);
  const canGiveCode = Boolean(app) || Number(codes?.n ?? 0) > 0;
  if (!canGiveCode) {
    if (!input.sessionSecondFactorAt) throw new ValidationError({ code: ['Vuelve a entrar con tu llave de acceso y repite la petición.'] });
    return;
  }
  if (!input.code) throw new ValidationError({ code: ['Escribe el código de tu app de autenticación o uno de recuperación.'] });
  await limitCodeTries(db, input.userId, input.now);
  if (!(await acceptCode(db, input.userId, input.code, input.now))) {
    await hitRateLimit(db, codeTriesKey(input.userId), CODE_TRIES, input.now);
    throw new ValidationError({ code: ['Ese código no es válido.'] });
  }
}

const CODE_TRIES = { max: 10, windowSeconds: 900 };
const codeTriesKey = (userId: number) => `second-factor-confirm:user:${userId}`;

async function limitCodeTries(db: Db, userId: number, now: Date): Promise<void> {
  const state = await peekRateLimit(db, codeTriesKey(userId), CODE_TRIES, now);
  if (state.isLimited) {
    throw new TooManyRequestsError(`Demasiados códigos equivocados. Vuelve a probar dentro de ${state.retryAfterSeconds} segundos.`, state.retryAfterSeconds);
  }
}

async function replaceRecoveryCodes(db: Db, userId: number, now: Date): Promise<string[]> {
  const codes = newRecoveryCodes();
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  await db.insert(recoveryCodes).values(codes.map((code) => ({ userId, codeHash: recoveryCodeHash(code), createdAt: now })));
  return codes;
}

/** The audit entry and the e-mail of a change the person made themselves. */
async function changed(db: Db, caller: SessionCaller, action: SecurityAction, sentence: string, detail?: string): Promise<void> {
  const [user] = await db.select().from(users).where(eq(users.id, caller.user.id));
  const person = user as UserRow;
  await recordSecurityEvent(db, { user: person, ipAddress: caller.ipAddress, action, ...(detail ? { detail } : {}) });
  await sendSecondFactorChangedMail(db, { userId: person.id, name: person.name, email: person.email, when: caller.now, change: sentence });
}
