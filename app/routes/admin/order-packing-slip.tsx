import { isRouteErrorResponse, useRouteError } from 'react-router';
import { adminMeta } from '~/components/admin/admin-meta';
import { loadDetail } from '~/components/admin/kit/detail-route';
import { PackingSlip } from '~/components/admin/orders/packing-slip';
import { api } from '~/lib/api/browser-client';
import { apiErrorMessage } from '~/lib/api/errors';
import { BARE_LAYOUT, type RouteHandle } from '~/lib/layout';
import { useStoreSettings } from '~/lib/store-facts';
import type { Route } from './+types/order-packing-slip';

// The packing slip prints on its own: no store or back-office frame around it.
export const handle: RouteHandle = { layout: { ...BARE_LAYOUT, accessibility: false } };

export const meta = ({ loaderData }: Route.MetaArgs) => adminMeta(loaderData ? `Albarán ${loaderData.order.number}` : 'Albarán');

export async function clientLoader({ request, params }: Route.ClientLoaderArgs) {
  const { record } = await loadDetail(request, params.id, 'orders.view', (id, signal) => api('GET /admin/orders/{id}', { params: { id } }, { signal }));
  return { order: record };
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return (
    <p role="status" className="p-8 text-sm text-muted">
      Preparando el albarán…
    </p>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const message =
    isRouteErrorResponse(error) && error.status === 404
      ? 'Este pedido no existe.'
      : isRouteErrorResponse(error) && error.status === 403
        ? 'No tienes permiso para ver los pedidos.'
        : apiErrorMessage(error, 'No se pudo cargar el albarán. Comprueba la conexión e inténtalo de nuevo.');
  return (
    <main id="main" className="mx-auto max-w-3xl p-8">
      <h1 className="font-display text-2xl font-semibold">Albarán</h1>
      <p role="alert" className="mt-2 text-sm text-fg">
        {message}
      </p>
    </main>
  );
}

export default function PackingSlipScreen({ loaderData }: Route.ComponentProps) {
  const store = useStoreSettings();
  return <PackingSlip order={loaderData.order} store={store} />;
}
