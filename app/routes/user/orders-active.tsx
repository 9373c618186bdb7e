import { PackageCheck } from 'lucide-react';
import { Link } from 'react-router';
import { AccountPage } from '~/components/account/account-page';
import { AccountLoading, AccountRouteError, requireCustomer } from '~/components/account/account-route';
import { accountMeta } from '~/components/account/account-meta';
import { EmptyState } from '~/components/account/empty-state';
import { OrderListItem } from '~/components/orders/order-list-item';
import { api } from '~/lib/api/browser-client';
import type { Route } from './+types/orders-active';

export const meta = () => accountMeta('Pedidos activos');

const SCREEN = { eyebrow: 'Compras', title: 'Pedidos activos' };

/** Orders still on their way (pending payment, paid, preparing, shipped): rarely more than a few. */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  await requireCustomer(request);
  const reply = await api('GET /user/orders', { query: { status: 'active', per_page: '50' } }, { signal: request.signal });
  return { page: reply.data };
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <AccountLoading {...SCREEN} label="Cargando tus pedidos en curso…" rows={2} />;
}

export function ErrorBoundary() {
  return <AccountRouteError {...SCREEN} />;
}

export default function OrdersActiveScreen({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
  return (
    <AccountPage {...SCREEN} description="Los pedidos que estamos preparando o que ya van de camino.">
      {page.data.length === 0 ? (
        <EmptyState
          icon={PackageCheck}
          title="No tienes pedidos en curso"
          description="Los pedidos que estemos preparando o que vayan camino de tu casa aparecerán aquí, con el seguimiento del transportista."
          secondaryAction={{ label: 'Ver todos mis pedidos', to: '/user/orders' }}
        />
      ) : (
        <ul className="grid gap-4">
          {page.data.map((order) => (
            <li key={order.id}>
              <OrderListItem order={order} tracker />
            </li>
          ))}
        </ul>
      )}
      {page.total > page.data.length ? (
        <p className="mt-6 text-sm text-muted">
          Tienes {page.total} pedidos en curso; aquí ves los {page.data.length} más recientes.{' '}
          <Link to="/user/orders?status=active" className="font-semibold text-primary underline underline-offset-4">
            Verlos todos
          </Link>
        </p>
      ) : null}
    </AccountPage>
  );
}
