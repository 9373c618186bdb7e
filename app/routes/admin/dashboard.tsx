import { redirect, useRouteError } from 'react-router';
import { AdminDashboard, AdminDashboardError, AdminDashboardLoading } from '~/components/admin/admin-dashboard';
import { adminMeta } from '~/components/admin/admin-meta';
import { canAccess, firstAdminPathFor } from '~/components/admin/admin-navigation';
import { requireAdmin } from '~/components/admin/admin-route';
import { AdminErrorGate } from '~/components/admin/admin-status-panel';
import { readPeriodAddress } from '~/components/admin/analytics/period-address';
import { SalesAnalyticsSection } from '~/components/admin/analytics/sales-analytics-section';
import { storeToday } from '@common/analytics/period';
import { api } from '~/lib/api/browser-client';
import { apiErrorMessage } from '~/lib/api/errors';
import type { Route } from './+types/dashboard';

export const meta = () => adminMeta('Panel');

/**
 * GET /api/admin/dashboard, GET /api/admin/jobs, GET /api/admin/backups and GET /api/admin/analytics/sales for the period in the address (and, for staff with returns.manage, GET /api/admin/returns/stats), once the session is known to be staff's. A member of staff without
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
  // When the last backup was taken (dashboard.view); its failure leaves the rest of the panel.
  const backups = api('GET /admin/backups', undefined, { signal }).then(
    (reply) => reply.data,
    () => null,
  );
  // Sales and returns of the period in the address (?periodo=7|90, or ?desde=&hasta=); a period with mistakes asks for nothing.
  const period = readPeriodAddress(new URL(request.url).searchParams, storeToday(new Date()));
  const sales = period.period
    ? api('GET /admin/analytics/sales', { query: period.period }, { signal }).then(
        (reply) => reply.data,
        () => null,
      )
    : null;
  const [figures, returnStats, issuerStatus, jobsOverview, salesFigures, backupStatus] = await Promise.all([api('GET /admin/dashboard', undefined, { signal }), returns, issuer, jobs, sales, backups]);
  return { figures: figures.data, returns: returnStats, issuer: issuerStatus, jobs: jobsOverview, period, sales: salesFigures, backups: backupStatus };
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
  return (
    <AdminDashboard
      data={loaderData.figures}
      returns={loaderData.returns}
      issuer={loaderData.issuer}
      jobs={loaderData.jobs}
      backups={loaderData.backups}
      sales={<SalesAnalyticsSection address={loaderData.period} figures={loaderData.sales} />}
    />
  );
}
