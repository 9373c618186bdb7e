import { adminMeta } from '~/components/admin/admin-meta';
import { requireAdmin } from '~/components/admin/admin-route';
import { listScreens } from '~/components/admin/kit/list-screens';
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

export const { HydrateFallback, ErrorBoundary } = listScreens(({ onRetry }) => <AdminOrdersList page={null} onRetry={onRetry} />);

export default function AdminOrdersScreen({ loaderData }: Route.ComponentProps) {
  return <AdminOrdersList page={loaderData.page} />;
}
