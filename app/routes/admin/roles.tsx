import { useRevalidator } from 'react-router';
import { adminMeta } from '~/components/admin/admin-meta';
import { canAccess } from '~/components/admin/admin-navigation';
import { requireAdmin } from '~/components/admin/admin-route';
import { AdminErrorGate } from '~/components/admin/admin-status-panel';
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

export function HydrateFallback() {
  return <AdminRolesList roles={null} canManage={false} />;
}

export function ErrorBoundary() {
  const revalidator = useRevalidator();
  const canManage = useCanManage();
  return (
    <AdminErrorGate>
      <AdminRolesList roles={null} canManage={canManage} onRetry={() => void revalidator.revalidate()} />
    </AdminErrorGate>
  );
}

export default function AdminRolesScreen({ loaderData }: Route.ComponentProps) {
  return <AdminRolesList roles={loaderData.roles} canManage={useCanManage()} />;
}
