import type { Context } from 'hono';
import { success } from '../../../common/api/replies';
import { adminUserEndpoints } from '../../../common/users/endpoints';
import { auditActor } from '../audit/record-audit';
import type { ApiApp, ApiDeps, ApiEnv } from '../context';
import { serve } from '../route-kit';
import {
  createStaffUser,
  deactivateUser,
  listAdminUsers,
  presentAdminUser,
  reactivateUser,
  revokeUserSession,
  setUserRoles,
  updateUserProfile,
  type UserAdminContext,
} from './admin-user-service';

/** Users of the back-office: list, detail, edit, roles, staff accounts, deactivation. */
export function registerUserAdminRoutes(app: ApiApp, deps: ApiDeps): void {
  const db = deps.database.db;
  const endpoint = adminUserEndpoints;
  const context = (c: Context<ApiEnv>): UserAdminContext => ({ actor: c.get('auth').user, audit: auditActor(c, deps), now: deps.now() });
  const detail = async (id: number) => success(await presentAdminUser(db, id, deps.now()));

  serve(app, deps, endpoint['GET /admin/users'], async ({ query }) => success(await listAdminUsers(db, query)));

  serve(app, deps, endpoint['POST /admin/users'], async ({ body }, c) => detail(await createStaffUser(db, body, context(c))));

  serve(app, deps, endpoint['GET /admin/users/{id}'], async ({ params }) => detail(params.id));

  serve(app, deps, endpoint['PUT /admin/users/{id}'], async ({ params, body }, c) => {
    await updateUserProfile(db, params.id, body, context(c));
    return detail(params.id);
  });

  serve(app, deps, endpoint['PUT /admin/users/{id}/roles'], async ({ params, body }, c) => {
    await setUserRoles(db, params.id, body, context(c));
    return detail(params.id);
  });

  serve(app, deps, endpoint['POST /admin/users/{id}/deactivate'], async ({ params }, c) => {
    await deactivateUser(db, params.id, context(c));
    return detail(params.id);
  });

  serve(app, deps, endpoint['POST /admin/users/{id}/reactivate'], async ({ params }, c) => {
    await reactivateUser(db, params.id, context(c));
    return detail(params.id);
  });

  serve(app, deps, endpoint['DELETE /admin/users/{id}/sessions/{sessionId}'], async ({ params }, c) => {
    await revokeUserSession(db, params.id, params.sessionId, context(c));
    return success({ message: 'Sesión cerrada.' });
  });
}
