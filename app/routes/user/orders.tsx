import { useRevalidator, useRouteError } from 'react-router';
import { requireCustomer } from '~/components/account/account-route';
import { accountMeta } from '~/components/account/account-meta';
import { customerOrderFiltersFrom, customerOrderQueryOf } from '~/components/orders/customer-order-filters';
import { CustomerOrdersList } from '~/components/orders/customer-orders-list';
import { api } from '~/lib/api/browser-client';
import { apiErrorMessage } from '~/lib/api/errors';
import type { Route } from './+types/orders';

export const meta = () => accountMeta('Pedidos');

/** The page of orders the URL's filters ask for. */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  await requireCustomer(request);
  const filters = customerOrderFiltersFrom(new URL(request.url).searchParams);
  const reply = await api('GET /user/orders', { query: customerOrderQueryOf(filters) }, { signal: request.signal });
  return { page: reply.data };
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <CustomerOrdersList page={null} />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  const revalidator = useRevalidator();
  return <CustomerOrdersList page={null} errorMessage={apiErrorMessage(error)} onRetry={() => void revalidator.revalidate()} />;
}

export default function OrdersScreen({ loaderData }: Route.ComponentProps) {
  return <CustomerOrdersList page={loaderData.page} />;
}
