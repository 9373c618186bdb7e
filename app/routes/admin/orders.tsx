import { useRevalidator } from 'react-router';
import { adminMeta } from '~/components/admin/admin-meta';
import { requireAdmin } from '~/components/admin/admin-route';
import { AdminErrorGate } from '~/components/admin/admin-status-panel';
import { AdminOrdersList, orderListAddress, orderQueryOf } from '~/components/admin/orders/admin-orders-list';
import { api } from '~/lib/api/browser-client';
import type { Route } from './+types/orders';

export const meta = () => adminMeta('Pedidos');

/** The page of orders the URL's filters ask for, with the count of each status. */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  await requireAdmin(request, 'orders.view');
  const filters = orderListAddress.read(new URL(request.url).searchParams);
  const reply = await api('GET /admin/orders', { query: orderQueryOf(filters) }, { signal: request.signal });
  return { page: reply.data };
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <AdminOrdersList page={null} />;
}

export function ErrorBoundary() {
  const revalidator = useRevalidator();
  return (
    <AdminErrorGate>
      <AdminOrdersList page={null} onRetry={() => void revalidator.revalidate()} />
    </AdminErrorGate>
  );
}

export default function AdminOrdersScreen({ loaderData }: Route.ComponentProps) {
  return <AdminOrdersList page={loaderData.page} />;
}
