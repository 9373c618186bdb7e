import { adminMeta } from '~/components/admin/admin-meta';
import { canAccess } from '~/components/admin/admin-navigation';
import { requireAdmin } from '~/components/admin/admin-route';
import { listScreens } from '~/components/admin/kit/list-screens';
import { AdminRolesList } from '~/components/admin/roles/admin-roles-list';
import { deleteRoleChange } from '~/components/admin/roles/role-routes';
import { api } from '~/lib/api/browser-client';
import { useAuth } from '~/lib/auth';
import type { Route } from './+types/roles';

export const meta = () => adminMeta('Roles');

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  await requireAdmin(request, ['roles.manage', 'users.view']);
  return { roles: (await api('GET /admin/roles', undefined, { signal: request.signal })).data };
}
clientLoader.hydrate = true as const;

/** Deletes an unused custom role (after the confirm dialog); the list is loaded again afterwards. */
export async function clientAction({ request }: Route.ClientActionArgs) {
  return deleteRoleChange(await request.formData());
}

function useCanManage() {
  return canAccess(useAuth().user, 'roles.manage');
}

/** The list without its roles: no way to make one while they load; when they could not load (onRetry), a manager keeps it. */
function RolesWithoutRows({ onRetry }: { onRetry?: () => void }) {
  const canManage = useCanManage();
  return <AdminRolesList roles={null} canManage={onRetry !== undefined && canManage} onRetry={onRetry} />;
}

export const { HydrateFallback, ErrorBoundary } = listScreens(RolesWithoutRows);

export default function AdminRolesScreen({ loaderData }: Route.ComponentProps) {
  return <AdminRolesList roles={loaderData.roles} canManage={useCanManage()} />;
}
