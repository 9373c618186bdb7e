import { hasRole } from '@common/roles';
import { adminMeta } from '~/components/admin/admin-meta';
import { canAccess } from '~/components/admin/admin-navigation';
import { detailScreens, loadDetail } from '~/components/admin/kit/detail-route';
import { runChange } from '~/components/admin/kit/route-change';
import { ADMIN_USERS_PATH } from '~/components/admin/users/admin-users-list';
import { UserDetailSkeleton, UserDetailView, type UserDetailIntent } from '~/components/admin/users/user-detail-view';
import { api } from '~/lib/api/browser-client';
import type { Route } from './+types/user-detail';

export const meta = ({ loaderData }: Route.MetaArgs) => adminMeta(loaderData?.user.name ?? 'Usuario');

/** The person's page; an id that names nobody is a 404. */
export async function clientLoader({ request, params }: Route.ClientLoaderArgs) {
  const { me, record } = await loadDetail(request, params.id, 'users.view', (id, signal) => api('GET /admin/users/{id}', { params: { id } }, { signal }));
  return { user: record, access: { canManage: canAccess(me, 'users.manage'), isSuperAdmin: hasRole(me, 'super-admin'), meId: me.id } };
}
clientLoader.hydrate = true as const;

/** Deactivate, reactivate, end a session and reset the second factor; the page is loaded again afterwards (a refusal is a toast). */
export async function clientAction({ request, params }: Route.ClientActionArgs) {
  const form = await request.formData();
  const intent = String(form.get('intent')) as UserDetailIntent;
  const id = params.id;
  switch (intent) {
    case 'deactivate':
      return runChange(() => api('POST /admin/users/{id}/deactivate', { params: { id } }), {
        success: 'Cuenta desactivada. Sus sesiones se han cerrado.',
        failure: 'No se pudo desactivar la cuenta. Inténtalo de nuevo.',
      });
    case 'reactivate':
      return runChange(() => api('POST /admin/users/{id}/reactivate', { params: { id } }), {
        success: 'Cuenta reactivada.',
        failure: 'No se pudo reactivar la cuenta. Inténtalo de nuevo.',
      });
    case 'revoke-session':
      return runChange(() => api('DELETE /admin/users/{id}/sessions/{sessionId}', { params: { id, sessionId: String(form.get('session_id')) } }), {
        success: 'Sesión cerrada.',
        failure: 'No se pudo cerrar la sesión. Inténtalo de nuevo.',
      });
    case 'reset-second-factor':
      return runChange(() => api('POST /admin/users/{id}/second-factor/reset', { params: { id } }), {
        success: 'Segundo factor restablecido: sus sesiones se han cerrado y le hemos avisado por email.',
        failure: 'No se pudo restablecer el segundo factor. Inténtalo de nuevo.',
      });
    default:
      throw new Error(`Unknown user action: ${String(intent)}`);
  }
}

export const { HydrateFallback, ErrorBoundary } = detailScreens({
  loading: 'Cargando el usuario…',
  skeleton: <UserDetailSkeleton />,
  back: { to: ADMIN_USERS_PATH, label: 'Volver a usuarios' },
  notFound: { title: 'Este usuario no existe.', detail: 'Puede que el enlace esté mal copiado. Búscalo en la lista de usuarios.' },
  failure: 'No se pudo cargar el usuario.',
});

export default function AdminUserDetailScreen({ loaderData }: Route.ComponentProps) {
  return <UserDetailView key={loaderData.user.id} user={loaderData.user} access={loaderData.access} />;
}
