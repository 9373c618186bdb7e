import { useRevalidator } from 'react-router';
import { adminMeta } from '~/components/admin/admin-meta';
import { requireAdmin } from '~/components/admin/admin-route';
import { AdminErrorGate } from '~/components/admin/admin-status-panel';
import { LoadErrorCard } from '~/components/admin/kit/load-error-card';
import { RoleEditor } from '~/components/admin/roles/role-editor';
import { api } from '~/lib/api/browser-client';
import type { Route } from './+types/role-new';

export const meta = () => adminMeta('Nuevo rol');

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  await requireAdmin(request, 'roles.manage');
  return { areas: (await api('GET /admin/permissions', undefined, { signal: request.signal })).data };
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <p className="text-sm text-muted" aria-live="polite">Cargando permisos…</p>;
}

export function ErrorBoundary() {
  const revalidator = useRevalidator();
  return (
    <AdminErrorGate>
      <LoadErrorCard
        title="No se pudo abrir el formulario."
        detail="Faltan los permisos. Comprueba la conexión e inténtalo de nuevo."
        onRetry={() => void revalidator.revalidate()}
      />
    </AdminErrorGate>
  );
}

export default function AdminRoleNewScreen({ loaderData }: Route.ComponentProps) {
  return <RoleEditor areas={loaderData.areas} canManage />;
}
