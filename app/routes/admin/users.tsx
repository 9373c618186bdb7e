import { adminMeta } from '~/components/admin/admin-meta';
import { canAccess } from '~/components/admin/admin-navigation';
import { requireAdmin } from '~/components/admin/admin-route';
import { listScreens } from '~/components/admin/kit/list-screens';
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

export const { HydrateFallback, ErrorBoundary } = listScreens(({ onRetry }) => <AdminUsersList page={null} canManage={false} onRetry={onRetry} />);

export default function AdminUsersScreen({ loaderData }: Route.ComponentProps) {
  return <AdminUsersList page={loaderData.page} canManage={loaderData.canManage} />;
}
