import { adminMeta } from '~/components/admin/admin-meta';
import { requireAdmin } from '~/components/admin/admin-route';
import { formScreens } from '~/components/admin/kit/detail-route';
import { RoleEditor } from '~/components/admin/roles/role-editor';
import { api } from '~/lib/api/browser-client';
import type { Route } from './+types/role-new';

export const meta = () => adminMeta('Nuevo rol');

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  await requireAdmin(request, 'roles.manage');
  return { areas: (await api('GET /admin/permissions', undefined, { signal: request.signal })).data };
}
clientLoader.hydrate = true as const;

export const { HydrateFallback, ErrorBoundary } = formScreens({
  loading: 'Cargando permisos…',
  failure: 'No se pudo abrir el formulario.',
  detail: 'Faltan los permisos. Comprueba la conexión e inténtalo de nuevo.',
});

export default function AdminRoleNewScreen({ loaderData }: Route.ComponentProps) {
  return <RoleEditor areas={loaderData.areas} canManage />;
}
