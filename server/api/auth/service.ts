import { and, eq } from 'drizzle-orm';
import { deactivatedAccountMessage, INVALID_CREDENTIALS_MESSAGE, type AuthReply } from '../../../common/auth/contracts';
import type { LoginReply } from '../../../common/second-factor/contracts';
import type { Db } from '../../db/client';
import { accessTokens, users, type UserRow } from '../../db/schema';
import { sendLoginFailuresMail } from '../../mail/account-mails';
import { readStoreSettings } from '../../settings/store-settings';
import { ValidationError } from '../../errors';
import { openSecondFactorStep } from '../second-factor/sign-in';
import type { RelyingParty } from '../second-factor/webauthn';
import { tooMany } from './too-many';
import { notifyUser } from '../account/notifications-service';
import { passwordProblem } from './password-policy';
import { hashPassword, verifyPassword } from './passwords';
import type { AuthSettings, RequestInfo } from './auth-settings';
import { clearRateLimit, hitRateLimit, peekRateLimit } from './rate-limit';
import { issueToken } from './tokens';
import { createUser, findUserByEmail, loadAuthUser } from './users';
import { transaction } from '../../db/transaction';

export { TooManyRequestsError } from './too-many';

export async function register(
  db: Db,
  input: { name: string; email: string; password: string; phone: string | null },
  settings: AuthSettings,
  request: RequestInfo,
): Promise<AuthReply> {
  const limit = await hitRateLimit(db, `register:ip:${request.ipAddress}`, settings.registerPerIp, request.now);
  if (limit.isLimited) throw tooMany('registration attempts', limit.retryAfterSeconds);

  const problems: Record<string, string[]> = {};
  if (await findUserByEmail(db, input.email)) problems.email = ['The email has already been taken.'];
  const passwordIssue = passwordProblem(input.password, { email: input.email, locale: 'en' });
  if (passwordIssue) problems.password = [passwordIssue];
  if (Object.keys(problems).length > 0) throw new ValidationError(problems);
  const passwordHash = await hashPassword(input.password);
  const user = await transaction(db, async (tx) => {
    // Whatever else the body carried, a new account is a customer (spec §6, issue: no self-made admins).
    const created = await createUser(tx, { ...input, passwordHash }, ['user']);
    await notifyUser(tx, created.id, {
      type: 'welcome',
      title: '¡Bienvenida a Tienda Diverso!',
      body: 'Tu cuenta está lista. Guarda tus direcciones, sigue tus pedidos y descubre las colecciones de ruediverso y divergente.',
      link: '/store',
    });
    return created;
  }).catch((err: unknown) => {
    // Two registrations racing for one email: the unique index decides.
    if (isUniqueViolation(err)) throw new ValidationError({ email: ['The email has already been taken.'] });
    throw err;
  });
  const token = await issueToken(db, user.id, { ttlDays: settings.tokenTtlDays, ...request });
  return { token, user: (await loadAuthUser(db, user.id))! };
}

/**
 * Failed sign-ins are slowed down, never turned into a lock-out that an attacker could aim at
 * someone else's account:
 * - per IP (`loginPerIp`) and per e-mail + IP (`loginPerEmail`): past the limit that address gets
 *   429 with Retry-After, whatever the password;
 * - per e-mail (`loginPerEmail`, every address together): past the limit only the addresses the
 *   owner already signed in from (an IP in the account's token history, revoked or expired ones
 *   included) still have their password checked; any other address gets the 429 until the window
 *   ends. A guesser spread over many IPs thus gets `loginPerEmail` tries per window in all, while
 *   the owner at home, at work or on the phone they use keeps signing in with the right password.
 *   The price: during an attack the owner on a network new to the account waits out the window.
 * When the failures for the account reach the limit in a window, the owner gets one
 * notification and one e-mail. The password of a deactivated account is still checked first, so
 * only someone who knows it learns that the account is deactivated.
 */
export async function login(
  db: Db,
  input: { email: string; password: string },
  settings: AuthSettings,
  request: RequestInfo & { relyingParty: RelyingParty },
): Promise<LoginReply> {
  const email = input.email.trim().toLowerCase();
  const ipKey = `login:ip:${request.ipAddress}`;
  const pairKey = `login:email-ip:${email}|${request.ipAddress}`;
  const accountKey = `login:email:${email}`;
  for (const [key, rule] of [
    [ipKey, settings.loginPerIp],
    [pairKey, settings.loginPerEmail],
  ] as const) {
    const state = await peekRateLimit(db, key, rule, request.now);
    if (state.isLimited) throw tooMany('login attempts', state.retryAfterSeconds);
  }

  const user = await findUserByEmail(db, email);
  const account = await peekRateLimit(db, accountKey, settings.loginPerEmail, request.now);
  if (account.isLimited && !(user && (await isKnownAddress(db, user.id, request.ipAddress)))) {
    throw tooMany('login attempts', account.retryAfterSeconds);
  }

  const isValid = await verifyPassword(user?.passwordHash ?? null, input.password);
  if (!user || !isValid) {
    await hitRateLimit(db, ipKey, settings.loginPerIp, request.now);
    await hitRateLimit(db, pairKey, settings.loginPerEmail, request.now);
    const failures = await hitRateLimit(db, accountKey, settings.loginPerEmail, request.now);
    // Exactly one failure per window brings the count to the limit: that one tells the owner.
    if (user && failures.count === settings.loginPerEmail.max) await warnOwner(db, user, failures.count, request.now);
    throw new ValidationError({ email: [INVALID_CREDENTIALS_MESSAGE] }, INVALID_CREDENTIALS_MESSAGE);
  }
  if (user.deactivatedAt) {
    const message = deactivatedAccountMessage((await readStoreSettings(db)).support_email);
    throw new ValidationError({ email: [message] }, message);
  }
  await clearRateLimit(db, pairKey);
  // An account with an app or a passkey: no session yet, the second step opens it (issue 33).
  const secondStep = await openSecondFactorStep(db, user, request.relyingParty, request);
  if (secondStep) return secondStep;
  await db.update(users).set({ lastLoginAt: request.now }).where(eq(users.id, user.id));
  const token = await issueToken(db, user.id, { ttlDays: settings.tokenTtlDays, ...request });
  return { token, user: (await loadAuthUser(db, user.id))! };
}

/** Whether the account ever had a session opened from this IP. */
async function isKnownAddress(db: Db, userId: number, ipAddress: string): Promise<boolean> {
  const rows = await db
    .select({ id: accessTokens.id })
    .from(accessTokens)
    .where(and(eq(accessTokens.userId, userId), eq(accessTokens.ipAddress, ipAddress)))
    .limit(1);
  return rows.length > 0;
}

async function warnOwner(db: Db, user: UserRow, failures: number, now: Date): Promise<void> {
  await transaction(db, async (tx) => {
    await notifyUser(tx, user.id, {
      type: 'security',
      title: 'Intentos de acceso fallidos en tu cuenta',
      body: `Ha habido ${failures} intentos de entrar en tu cuenta con una contraseña equivocada. Tu cuenta no está bloqueada; si no has sido tú, cambia tu contraseña.`,
      link: '/user/security',
    });
    await sendLoginFailuresMail(tx, { userId: user.id, name: user.name, email: user.email, when: now, failures });
  });
}

function isUniqueViolation(err: unknown): boolean {
  const code = (err as { code?: string; cause?: { code?: string } })?.code ?? (err as { cause?: { code?: string } })?.cause?.code;
  return code === '23505';
}
