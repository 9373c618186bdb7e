import { ArrowLeft } from 'lucide-react';
import { data, isRouteErrorResponse, Link, useRevalidator, useRouteError } from 'react-router';
import { hasRole } from '@common/roles';
import { adminMeta } from '~/components/admin/admin-meta';
import { canAccess } from '~/components/admin/admin-navigation';
import { requireAdmin } from '~/components/admin/admin-route';
import { AdminErrorGate } from '~/components/admin/admin-status-panel';
import { LoadErrorCard } from '~/components/admin/kit/load-error-card';
import { runChange } from '~/components/admin/kit/route-change';
import { ADMIN_USERS_PATH } from '~/components/admin/users/admin-users-list';
import { UserDetailView, type UserDetailIntent } from '~/components/admin/users/user-detail-view';
import { api } from '~/lib/api/browser-client';
import { ApiRequestError } from '~/lib/api/errors';
import type { Route } from './+types/user-detail';

export const meta = ({ loaderData }: Route.MetaArgs) => adminMeta(loaderData?.user.name ?? 'Usuario');

/** The person's page; an id that names nobody is a 404. */
export async function clientLoader({ request, params }: Route.ClientLoaderArgs) {
  const me = await requireAdmin(request, 'users.view');
  if (!/^\d{1,10}$/.test(params.id)) throw data(null, { status: 404 });
  const reply = await api('GET /admin/users/{id}', { params: { id: params.id } }, { signal: request.signal }).catch((error: unknown) => {
    if (error instanceof ApiRequestError && (error.status === 404 || error.status === 422)) throw data(null, { status: 404 });
    throw error;
  });
  return {
    user: reply.data,
    access: { canManage: canAccess(me, 'users.manage'), isSuperAdmin: hasRole(me, 'super-admin'), meId: me.id },
  };
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

export function HydrateFallback() {
  return (
    <div className="flex flex-col gap-6" aria-busy="true">
      <p role="status" className="sr-only">
        Cargando el usuario…
      </p>
      <div className="h-5 w-24 animate-pulse rounded bg-surface-muted motion-reduce:animate-none" />
      <div className="flex items-center gap-4">
        <div className="size-16 animate-pulse rounded-full bg-surface-muted motion-reduce:animate-none" />
        <div className="flex flex-col gap-2">
          <div className="h-8 w-64 animate-pulse rounded bg-surface-muted motion-reduce:animate-none" />
          <div className="h-4 w-48 animate-pulse rounded bg-surface-muted motion-reduce:animate-none" />
        </div>
      </div>
      <div className="card h-24 animate-pulse motion-reduce:animate-none" />
      <div className="card h-64 animate-pulse motion-reduce:animate-none" />
    </div>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const revalidator = useRevalidator();
  const back = (
    <Link to={ADMIN_USERS_PATH} className="btn-secondary">
      <ArrowLeft aria-hidden="true" className="size-4" />
      Volver a usuarios
    </Link>
  );
  return (
    <AdminErrorGate>
      {isRouteErrorResponse(error) && error.status === 404 ? (
        <LoadErrorCard title="Este usuario no existe." detail="Puede que el enlace esté mal copiado. Búscalo en la lista de usuarios." action={back} />
      ) : (
        <LoadErrorCard
          title="No se pudo cargar el usuario."
          detail="Comprueba la conexión e inténtalo de nuevo."
          onRetry={() => void revalidator.revalidate()}
        />
      )}
    </AdminErrorGate>
  );
}

export default function AdminUserDetailScreen({ loaderData }: Route.ComponentProps) {
  return <UserDetailView key={loaderData.user.id} user={loaderData.user} access={loaderData.access} />;
}
