import { hasRole } from '@common/roles';
import { adminMeta } from '~/components/admin/admin-meta';
import { requireAdmin } from '~/components/admin/admin-route';
import { formScreens } from '~/components/admin/kit/detail-route';
import { UserCreateForm } from '~/components/admin/users/user-create-form';
import { api } from '~/lib/api/browser-client';
import type { Route } from './+types/user-new';

export const meta = () => adminMeta('Nuevo usuario');

/** The roles on offer (every role, from the list's role facets). Creating accounts needs 'users.manage'. */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const me = await requireAdmin(request, 'users.manage');
  const reply = await api('GET /admin/users', { query: { per_page: 1 } }, { signal: request.signal });
  return { roles: reply.data.role_facets, isSuperAdmin: hasRole(me, 'super-admin') };
}
clientLoader.hydrate = true as const;

export const { HydrateFallback, ErrorBoundary } = formScreens({
  loading: 'Cargando el formulario…',
  failure: 'No se pudo preparar el alta.',
  detail: 'Faltan los roles que se pueden dar. Comprueba la conexión e inténtalo de nuevo.',
});

export default function AdminUserNewScreen({ loaderData }: Route.ComponentProps) {
  return <UserCreateForm roles={loaderData.roles} isSuperAdmin={loaderData.isSuperAdmin} />;
}
