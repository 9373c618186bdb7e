import { eq } from 'drizzle-orm';
import { INVALID_CREDENTIALS_MESSAGE, type AuthReply } from '../../../common/auth/contracts';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { ApiError, ValidationError } from '../errors';
import { notifyUser } from '../account/notifications-service';
import { hashPassword, verifyPassword } from './passwords';
import { clearRateLimit, hitRateLimit, peekRateLimit, type RateLimitRule } from './rate-limit';
import { issueToken } from './tokens';
import { createUser, findUserByEmail, loadAuthUser } from './users';

export interface AuthSettings {
  tokenTtlDays: number;
  loginPerEmail: RateLimitRule;
  loginPerIp: RateLimitRule;
  registerPerIp: RateLimitRule;
}

export interface RequestInfo {
  ipAddress: string;
  device: string | null;
  now: Date;
}

export class TooManyRequestsError extends ApiError {
  constructor(message: string, retryAfterSeconds: number) {
    super(429, message, undefined, { 'Retry-After': String(retryAfterSeconds) });
  }
}

const tooMany = (what: string, seconds: number) =>
  new TooManyRequestsError(`Too many ${what}. Please try again in ${seconds} seconds.`, seconds);

export async function register(
  db: Db,
  input: { name: string; email: string; password: string; phone: string | null },
  settings: AuthSettings,
  request: RequestInfo,
): Promise<AuthReply> {
  const limit = await hitRateLimit(db, `register:ip:${request.ipAddress}`, settings.registerPerIp, request.now);
  if (limit.isLimited) throw tooMany('registration attempts', limit.retryAfterSeconds);

  if (await findUserByEmail(db, input.email)) {
    throw new ValidationError({ email: ['The email has already been taken.'] });
  }
  const passwordHash = await hashPassword(input.password);
  const user = await db.transaction(async (tx) => {
    // Whatever else the body carried, a new account is a customer (spec §6, issue: no self-made admins).
    const created = await createUser(tx as unknown as Db, { ...input, passwordHash }, ['user']);
    await notifyUser(tx as unknown as Db, created.id, {
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

export async function login(
  db: Db,
  input: { email: string; password: string },
  settings: AuthSettings,
  request: RequestInfo,
): Promise<AuthReply> {
  const emailKey = `login:email:${input.email}`;
  const ipKey = `login:ip:${request.ipAddress}`;
  for (const [key, rule] of [
    [emailKey, settings.loginPerEmail],
    [ipKey, settings.loginPerIp],
  ] as const) {
    const state = await peekRateLimit(db, key, rule, request.now);
    if (state.isLimited) throw tooMany('login attempts', state.retryAfterSeconds);
  }

  const user = await findUserByEmail(db, input.email);
  const isValid = await verifyPassword(user?.passwordHash ?? null, input.password);
  if (!user || !isValid) {
    await hitRateLimit(db, emailKey, settings.loginPerEmail, request.now);
    await hitRateLimit(db, ipKey, settings.loginPerIp, request.now);
    throw new ValidationError({ email: [INVALID_CREDENTIALS_MESSAGE] }, INVALID_CREDENTIALS_MESSAGE);
  }
  await clearRateLimit(db, emailKey);
  await db.update(users).set({ lastLoginAt: request.now }).where(eq(users.id, user.id));
  const token = await issueToken(db, user.id, { ttlDays: settings.tokenTtlDays, ...request });
  return { token, user: (await loadAuthUser(db, user.id))! };
}

function isUniqueViolation(err: unknown): boolean {
  const code = (err as { code?: string; cause?: { code?: string } })?.code ?? (err as { cause?: { code?: string } })?.cause?.code;
  return code === '23505';
}
