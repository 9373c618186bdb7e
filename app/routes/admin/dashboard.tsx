import { useRouteError } from 'react-router';
import { AdminDashboard, AdminDashboardError, AdminDashboardLoading } from '~/components/admin/admin-dashboard';
import { requireAdmin } from '~/components/admin/admin-route';
import { api } from '~/lib/api/browser-client';
import { apiErrorMessage } from '~/lib/api/errors';
import type { Route } from './+types/dashboard';

/** GET /api/admin/dashboard, once the session is known to be an administrator's. */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  await requireAdmin(request);
  return (await api('GET /admin/dashboard', undefined, { signal: request.signal })).data;
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <AdminDashboardLoading />;
}

export function ErrorBoundary() {
  return <AdminDashboardError message={apiErrorMessage(useRouteError(), 'Comprueba la conexión e inténtalo de nuevo.')} />;
}

export default function AdminDashboardScreen({ loaderData }: Route.ComponentProps) {
  return <AdminDashboard data={loaderData} />;
}
