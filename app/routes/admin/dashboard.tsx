import { redirect, useRouteError } from 'react-router';
import { AdminDashboard, AdminDashboardError, AdminDashboardLoading } from '~/components/admin/admin-dashboard';
import { adminMeta } from '~/components/admin/admin-meta';
import { canAccess, firstAdminPathFor } from '~/components/admin/admin-navigation';
import { requireAdmin } from '~/components/admin/admin-route';
import { AdminErrorGate } from '~/components/admin/admin-status-panel';
import { api } from '~/lib/api/browser-client';
import { apiErrorMessage } from '~/lib/api/errors';
import type { Route } from './+types/dashboard';

export const meta = () => adminMeta('Panel');

/**
 * GET /api/admin/dashboard and GET /api/admin/jobs (and, for staff with returns.manage, GET /api/admin/returns/stats), once the session is known to be staff's. A member of staff without
 * dashboard.view (a custom role such as 'catálogo') goes to the first screen they may open.
 */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const user = await requireAdmin(request);
  if (!canAccess(user, 'dashboard.view')) throw redirect(firstAdminPathFor(user));
  const { signal } = request;
  // The returns card, only for staff who handle returns; its failure leaves the rest of the panel.
  const returns = canAccess(user, 'returns.manage')
    ? api('GET /admin/returns/stats', undefined, { signal }).then(
        (reply) => reply.data,
        () => null,
      )
    : undefined;
  // Whether the store can invoice, for staff who handle invoices (the notice says what to fill in).
  const issuer = canAccess(user, 'invoices.manage')
    ? api('GET /admin/invoices', { query: { per_page: 1 } }, { signal }).then(
        (reply) => reply.data.issuer,
        () => null,
      )
    : undefined;
  // The background jobs' health (dashboard.view, which everyone here holds); its failure leaves the rest of the panel.
  const jobs = api('GET /admin/jobs', undefined, { signal }).then(
    (reply) => reply.data,
    () => null,
  );
  const [figures, returnStats, issuerStatus, jobsOverview] = await Promise.all([api('GET /admin/dashboard', undefined, { signal }), returns, issuer, jobs]);
  return { figures: figures.data, returns: returnStats, issuer: issuerStatus, jobs: jobsOverview };
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <AdminDashboardLoading />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  return (
    <AdminErrorGate>
      <AdminDashboardError message={apiErrorMessage(error, 'Comprueba la conexión e inténtalo de nuevo.')} />
    </AdminErrorGate>
  );
}

export default function AdminDashboardScreen({ loaderData }: Route.ComponentProps) {
  return <AdminDashboard data={loaderData.figures} returns={loaderData.returns} issuer={loaderData.issuer} jobs={loaderData.jobs} />;
}
