import { ArrowLeft } from 'lucide-react';
import { data, isRouteErrorResponse, Link, useRevalidator, useRouteError } from 'react-router';
import { adminMeta } from '~/components/admin/admin-meta';
import { canAccess } from '~/components/admin/admin-navigation';
import { requireAdmin } from '~/components/admin/admin-route';
import { AdminErrorGate } from '~/components/admin/admin-status-panel';
import { LoadErrorCard } from '~/components/admin/kit/load-error-card';
import { AdminOrderDetail } from '~/components/admin/orders/admin-order-detail';
import { ADMIN_ORDERS_PATH } from '~/components/admin/orders/admin-orders-list';
import { api } from '~/lib/api/browser-client';
import { ApiRequestError } from '~/lib/api/errors';
import type { Route } from './+types/order-detail';

export const meta = ({ loaderData }: Route.MetaArgs) => adminMeta(loaderData ? `Pedido ${loaderData.order.number}` : 'Pedido');

/** One order; an id that names none is a 404. */
export async function clientLoader({ request, params }: Route.ClientLoaderArgs) {
  const me = await requireAdmin(request, 'orders.view');
  if (!/^\d{1,10}$/.test(params.id)) throw data(null, { status: 404 });
  const reply = await api('GET /admin/orders/{id}', { params: { id: params.id } }, { signal: request.signal }).catch((error: unknown) => {
    if (error instanceof ApiRequestError && (error.status === 404 || error.status === 422)) throw data(null, { status: 404 });
    throw error;
  });
  return { order: reply.data, canManage: canAccess(me, 'orders.manage'), canOpenInvoices: canAccess(me, 'invoices.manage') };
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return (
    <div className="flex flex-col gap-6" aria-busy="true">
      <p role="status" className="sr-only">
        Cargando el pedido…
      </p>
      <div className="h-8 w-64 animate-pulse rounded bg-surface-muted motion-reduce:animate-none" />
      <div className="card h-24 animate-pulse motion-reduce:animate-none" />
      <div className="card h-64 animate-pulse motion-reduce:animate-none" />
    </div>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const revalidator = useRevalidator();
  const back = (
    <Link to={ADMIN_ORDERS_PATH} className="btn-secondary">
      <ArrowLeft aria-hidden="true" className="size-4" />
      Volver a pedidos
    </Link>
  );
  return (
    <AdminErrorGate>
      {isRouteErrorResponse(error) && error.status === 404 ? (
        <LoadErrorCard title="Este pedido no existe." detail="Puede que el enlace esté mal copiado. Búscalo por su número en la lista de pedidos." action={back} />
      ) : (
        <LoadErrorCard title="No se pudo cargar el pedido." detail="Comprueba la conexión e inténtalo de nuevo." onRetry={() => void revalidator.revalidate()} />
      )}
    </AdminErrorGate>
  );
}

export default function AdminOrderDetailScreen({ loaderData }: Route.ComponentProps) {
  return <AdminOrderDetail key={`${loaderData.order.id}`} order={loaderData.order} canManage={loaderData.canManage} canOpenInvoices={loaderData.canOpenInvoices} />;
}
