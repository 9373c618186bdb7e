import { success } from '../../../common/api/replies';
import { adminRoleEndpoints } from '../../../common/access/endpoints';
import { auditActor } from '../audit/record-audit';
import type { ApiApp, ApiDeps } from '../context';
import { serve } from '../route-kit';
import { createRole, deleteRole, getRole, listRoles, permissionAreas, updateRole } from './service';

/** Roles and their permissions: the permission areas, the roles, custom roles created, edited and deleted when unused. */
export function registerRoleRoutes(app: ApiApp, deps: ApiDeps): void {
  const db = deps.database.db;
  const endpoint = adminRoleEndpoints;

  serve(app, deps, endpoint['GET /admin/permissions'], () => success(permissionAreas()));

  serve(app, deps, endpoint['GET /admin/roles'], async () => success(await listRoles(db)));

  serve(app, deps, endpoint['POST /admin/roles'], async ({ body }, c) => {
    const id = await createRole(db, auditActor(c, deps), c.get('auth').user, body, deps.now());
    return success(await getRole(db, id));
  });

  serve(app, deps, endpoint['GET /admin/roles/{id}'], async ({ params }) => success(await getRole(db, params.id)));

  serve(app, deps, endpoint['PUT /admin/roles/{id}'], async ({ params, body }, c) => {
    await updateRole(db, auditActor(c, deps), c.get('auth').user, params.id, body, deps.now());
    return success(await getRole(db, params.id));
  });

  serve(app, deps, endpoint['DELETE /admin/roles/{id}'], async ({ params }, c) => {
    const name = await deleteRole(db, auditActor(c, deps), params.id);
    return success({ message: `Rol «${name}» borrado.` });
  });
}
