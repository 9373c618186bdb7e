import { useRevalidator } from 'react-router';
import { adminMeta } from '~/components/admin/admin-meta';
import { canAccess } from '~/components/admin/admin-navigation';
import { requireAdmin } from '~/components/admin/admin-route';
import { AdminErrorGate } from '~/components/admin/admin-status-panel';
import { AdminUsersList, userListAddress, userQueryOf } from '~/components/admin/users/admin-users-list';
import { api } from '~/lib/api/browser-client';
import type { Route } from './+types/users';

export const meta = () => adminMeta('Usuarios');

/** The page of accounts the URL's filters ask for (with every role and its count for the filter). */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const me = await requireAdmin(request, 'users.view');
  const filters = userListAddress.read(new URL(request.url).searchParams);
  const reply = await api('GET /admin/users', { query: userQueryOf(filters) }, { signal: request.signal });
  return { page: reply.data, canManage: canAccess(me, 'users.manage') };
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <AdminUsersList page={null} canManage={false} />;
}

export function ErrorBoundary() {
  const revalidator = useRevalidator();
  return (
    <AdminErrorGate>
      <AdminUsersList page={null} canManage={false} onRetry={() => void revalidator.revalidate()} />
    </AdminErrorGate>
  );
}

export default function AdminUsersScreen({ loaderData }: Route.ComponentProps) {
  return <AdminUsersList page={loaderData.page} canManage={loaderData.canManage} />;
}
