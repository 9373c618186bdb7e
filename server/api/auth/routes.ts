import type { Context } from 'hono';
import { authEndpoints, legacyAuthEndpoints } from '../../../common/auth/endpoints';
import type { ApiApp, ApiDeps } from '../context';
import { success } from '../../../common/api/replies';
import { limitPublicWrite } from '../payments/public-rate-limit';
import { serve } from '../route-kit';
import { relyingPartyOf, type RelyingParty } from '../second-factor/webauthn';
import { isSecondFactorChallenge } from '../../../common/second-factor/contracts';
import { readPasswordResetLink, requestPasswordReset, resetPassword } from './password-reset';
import type { RequestInfo } from './auth-settings';
import { login, register } from './service';
import { revokeToken } from './tokens';

export function requestInfo(c: Context, deps: ApiDeps): RequestInfo {
  return { ipAddress: deps.clientIp(c), device: c.req.header('User-Agent') ?? null, now: deps.now() };
}

/** A sign-in's request, with the store as WebAuthn names it (the request's origin). */
export function signInInfo(c: Context, deps: ApiDeps): RequestInfo & { relyingParty: RelyingParty } {
  return { ...requestInfo(c, deps), relyingParty: relyingPartyOf(c.req.url) };
}

export function registerAuthRoutes(app: ApiApp, deps: ApiDeps) {
  const db = deps.database.db;

  serve(app, deps, authEndpoints['POST /register'], ({ body }, c) => register(db, body, deps.auth, requestInfo(c, deps)));
  serve(app, deps, authEndpoints['POST /login'], ({ body }, c) => login(db, body, deps.auth, signInInfo(c, deps)));
  serve(app, deps, authEndpoints['GET /user'], (_input, c) => c.get('auth').user);
  serve(app, deps, authEndpoints['POST /logout'], async (_input, c) => {
    await revokeToken(db, c.get('auth').tokenId, deps.now());
    return { message: 'Sesión cerrada.' };
  });

  // Password reset (issue 33): the link by e-mail, what it is for, and the new password.
  serve(app, deps, authEndpoints['POST /password/forgot'], async ({ body }, c) =>
    success(await requestPasswordReset(db, body.email, deps.clientIp(c), deps.now())));
  serve(app, deps, authEndpoints['GET /password/reset'], async ({ query }) => success(await readPasswordResetLink(db, query.token, deps.now())));
  serve(app, deps, authEndpoints['POST /password/reset'], async ({ body }, c) => {
    await limitPublicWrite(db, 'accountLinks', deps.clientIp(c), deps.now());
    return success(await resetPassword(db, body, deps.now()));
  });
}

/** The other reading of the login call (spec §7): POST /auth/login → { success, user, token }. */
export function registerLegacyAuthRoutes(app: ApiApp, deps: ApiDeps) {
  serve(app, deps, legacyAuthEndpoints['POST /login'], async ({ body }, c) => {
    const reply = await login(deps.database.db, body, deps.auth, signInInfo(c, deps));
    return isSecondFactorChallenge(reply) ? { success: true as const, ...reply } : { success: true as const, user: reply.user, token: reply.token };
  });
}
