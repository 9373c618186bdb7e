import { useRevalidator } from 'react-router';
import { hasRole } from '@common/roles';
import { adminMeta } from '~/components/admin/admin-meta';
import { requireAdmin } from '~/components/admin/admin-route';
import { AdminErrorGate } from '~/components/admin/admin-status-panel';
import { LoadErrorCard } from '~/components/admin/kit/load-error-card';
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

export function HydrateFallback() {
  return (
    <div role="status" className="card p-6 text-sm text-muted">
      Cargando el formulario…
    </div>
  );
}

export function ErrorBoundary() {
  const revalidator = useRevalidator();
  return (
    <AdminErrorGate>
      <LoadErrorCard
        title="No se pudo preparar el alta."
        detail="Faltan los roles que se pueden dar. Comprueba la conexión e inténtalo de nuevo."
        onRetry={() => void revalidator.revalidate()}
      />
    </AdminErrorGate>
  );
}

export default function AdminUserNewScreen({ loaderData }: Route.ComponentProps) {
  return <UserCreateForm roles={loaderData.roles} isSuperAdmin={loaderData.isSuperAdmin} />;
}
