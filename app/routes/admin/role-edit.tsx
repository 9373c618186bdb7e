import { redirect } from 'react-router';
import { adminMeta } from '~/components/admin/admin-meta';
import { canAccess } from '~/components/admin/admin-navigation';
import { detailScreens, loadDetail } from '~/components/admin/kit/detail-route';
import { RoleEditor } from '~/components/admin/roles/role-editor';
import { deleteRoleChange } from '~/components/admin/roles/role-routes';
import { ADMIN_ROLES_PATH } from '~/components/admin/roles/role-text';
import { api } from '~/lib/api/browser-client';
import { useAuth } from '~/lib/auth';
import type { Route } from './+types/role-edit';

export const meta = () => adminMeta('Editar rol');

/** The role and the permission areas. An id that names no role is a 404. */
export async function clientLoader({ request, params }: Route.ClientLoaderArgs) {
  // The role and the areas load together: the areas take no id, so only the role's fetch answers 404.
  const { record } = await loadDetail(request, params.id, ['roles.manage', 'users.view'], async (id, signal) => {
    const [found, areas] = await Promise.all([api('GET /admin/roles/{id}', { params: { id } }, { signal }), api('GET /admin/permissions', undefined, { signal })]);
    return { data: { role: found.data, areas: areas.data } };
  });
  return record;
}
clientLoader.hydrate = true as const;

/** Deletes the role (after the confirm dialog) and goes back to the list; a refusal stays here with its toast. */
export async function clientAction({ request }: Route.ClientActionArgs) {
  const result = await deleteRoleChange(await request.formData());
  return 'ok' in result && result.ok ? redirect(ADMIN_ROLES_PATH) : result;
}

export const { HydrateFallback, ErrorBoundary } = detailScreens({
  loading: 'Cargando el rol…',
  back: { to: ADMIN_ROLES_PATH, label: 'Volver a roles' },
  notFound: { title: 'Este rol no existe o se ha borrado.', detail: 'Vuelve a la lista para elegir otro.' },
  failure: 'No se pudo cargar el rol.',
});

export default function AdminRoleEditScreen({ loaderData }: Route.ComponentProps) {
  const canManage = canAccess(useAuth().user, 'roles.manage');
  // Another role starts a form of its own.
  return <RoleEditor key={loaderData.role.id} role={loaderData.role} areas={loaderData.areas} canManage={canManage} />;
}
