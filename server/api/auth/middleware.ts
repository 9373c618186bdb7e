import type { MiddlewareHandler } from 'hono';
import { hasAnyPermission, type PermissionName } from '../../../common/roles';
import { SECOND_FACTOR_REQUIRED_MESSAGE } from '../../../common/second-factor/contracts';
import type { ApiDeps, ApiEnv } from '../context';
import { ForbiddenError, UnauthorizedError } from '../../errors';
import { findLiveToken } from './tokens';
import { loadAuthUser } from './users';

export function bearerToken(header: string | undefined): string | null {
  const match = header?.match(/^Bearer\s+(\S{1,512})$/i);
  return match?.[1] ?? null;
}

/** 401 unless the request carries a live bearer token; sets `auth` for the handlers. */
export function requireAuth(deps: ApiDeps): MiddlewareHandler<ApiEnv> {
  return async (c, next) => {
    const token = bearerToken(c.req.header('Authorization'));
    if (!token) throw new UnauthorizedError();
    const row = await findLiveToken(deps.database.db, token, deps.now());
    if (!row) throw new UnauthorizedError();
    const user = await loadAuthUser(deps.database.db, row.userId);
    if (!user) throw new UnauthorizedError();
    c.set('auth', { user, tokenId: row.id, secondFactorAt: row.secondFactorAt });
    await next();
  };
}

/**
 * For endpoints a guest or a customer may call: without an Authorization header the caller is a
 * guest (`auth` unset); with one, it must be a live token (401 otherwise), and `auth` is set.
 */
export function optionalAuth(deps: ApiDeps): MiddlewareHandler<ApiEnv> {
  const auth = requireAuth(deps);
  return (c, next) => (c.req.header('Authorization') === undefined ? next() : auth(c, next));
}

/**
 * 401 without a live token, 403 unless the user holds one of the permissions (directly or through a
 * role), and 403 when the person must sign in with a second factor and this session was opened with
 * a password alone (issue 33): the back-office answers only sessions that gave it.
 */
export function requirePermission(deps: ApiDeps, permissions: readonly PermissionName[]): MiddlewareHandler<ApiEnv> {
  if (permissions.length === 0) throw new Error('requirePermission needs at least one permission');
  const auth = requireAuth(deps);
  return (c, next) =>
    auth(c, async () => {
      const { user, secondFactorAt } = c.get('auth');
      if (!hasAnyPermission(user, permissions)) throw new ForbiddenError();
      if (user.second_factor.required && !secondFactorAt) throw new ForbiddenError(SECOND_FACTOR_REQUIRED_MESSAGE);
      await next();
    });
}
