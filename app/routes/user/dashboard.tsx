import { AccountLoading, AccountRouteError, requireCustomer } from '~/components/account/account-route';
import { accountMeta } from '~/components/account/account-meta';
import { DashboardOverview } from '~/components/account/dashboard-overview';
import { api } from '~/lib/api/browser-client';
import type { Route } from './+types/dashboard';

export const meta = () => accountMeta('Mi Dashboard');

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  await requireCustomer(request);
  const [addresses, sessions, latestOrder] = await Promise.all([
    api('GET /user/addresses'),
    api('GET /user/sessions'),
    // The last order is a bonus: if it cannot be read, the rest of the summary still shows.
    api('GET /user/orders', { query: { per_page: '1' } }).then(
      (reply) => reply.data.data[0] ?? null,
      () => undefined,
    ),
  ]);
  return { addresses: addresses.data, sessions: sessions.data, latestOrder };
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <AccountLoading eyebrow="Mi cuenta" title="Mi Dashboard" label="Cargando el resumen de tu cuenta…" rows={2} />;
}

export function ErrorBoundary() {
  return <AccountRouteError eyebrow="Mi cuenta" title="Mi Dashboard" />;
}

export default function DashboardScreen({ loaderData }: Route.ComponentProps) {
  return <DashboardOverview addresses={loaderData.addresses} sessions={loaderData.sessions} latestOrder={loaderData.latestOrder} />;
}
