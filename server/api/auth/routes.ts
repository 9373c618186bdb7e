import type { Context } from 'hono';
import { authEndpoints, legacyAuthEndpoints } from '../../../common/auth/endpoints';
import type { ApiApp, ApiDeps } from '../context';
import { serve } from '../route-kit';
import { login, register, type RequestInfo } from './service';
import { revokeToken } from './tokens';

export function requestInfo(c: Context, deps: ApiDeps): RequestInfo {
  return { ipAddress: deps.clientIp(c), device: c.req.header('User-Agent') ?? null, now: deps.now() };
}

export function registerAuthRoutes(app: ApiApp, deps: ApiDeps) {
  const db = deps.database.db;

  serve(app, deps, authEndpoints['POST /register'], ({ body }, c) => register(db, body, deps.auth, requestInfo(c, deps)));
  serve(app, deps, authEndpoints['POST /login'], ({ body }, c) => login(db, body, deps.auth, requestInfo(c, deps)));
  serve(app, deps, authEndpoints['GET /user'], (_input, c) => c.get('auth').user);
  serve(app, deps, authEndpoints['POST /logout'], async (_input, c) => {
    await revokeToken(db, c.get('auth').tokenId, deps.now());
    return { message: 'Sesión cerrada.' };
  });
}

/** The other reading of the login call (spec §7): POST /auth/login → { success, user, token }. */
export function registerLegacyAuthRoutes(app: ApiApp, deps: ApiDeps) {
  serve(app, deps, legacyAuthEndpoints['POST /login'], async ({ body }, c) => {
    const reply = await login(deps.database.db, body, deps.auth, requestInfo(c, deps));
    return { success: true as const, user: reply.user, token: reply.token };
  });
}
