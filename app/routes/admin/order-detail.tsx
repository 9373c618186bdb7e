import { adminMeta } from '~/components/admin/admin-meta';
import { canAccess } from '~/components/admin/admin-navigation';
import { detailScreens, loadDetail } from '~/components/admin/kit/detail-route';
import { AdminOrderDetail } from '~/components/admin/orders/admin-order-detail';
import { ADMIN_ORDERS_PATH } from '~/components/admin/orders/admin-orders-list';
import { api } from '~/lib/api/browser-client';
import type { Route } from './+types/order-detail';

export const meta = ({ loaderData }: Route.MetaArgs) => adminMeta(loaderData ? `Pedido ${loaderData.order.number}` : 'Pedido');

/** One order; an id that names none is a 404. */
export async function clientLoader({ request, params }: Route.ClientLoaderArgs) {
  const { me, record } = await loadDetail(request, params.id, 'orders.view', (id, signal) => api('GET /admin/orders/{id}', { params: { id } }, { signal }));
  return { order: record, canManage: canAccess(me, 'orders.manage'), canOpenInvoices: canAccess(me, 'invoices.manage') };
}
clientLoader.hydrate = true as const;

export const { HydrateFallback, ErrorBoundary } = detailScreens({
  loading: 'Cargando el pedido…',
  back: { to: ADMIN_ORDERS_PATH, label: 'Volver a pedidos' },
  notFound: { title: 'Este pedido no existe.', detail: 'Puede que el enlace esté mal copiado. Búscalo por su número en la lista de pedidos.' },
  failure: 'No se pudo cargar el pedido.',
});

export default function AdminOrderDetailScreen({ loaderData }: Route.ComponentProps) {
  return <AdminOrderDetail key={`${loaderData.order.id}`} order={loaderData.order} canManage={loaderData.canManage} canOpenInvoices={loaderData.canOpenInvoices} />;
}
