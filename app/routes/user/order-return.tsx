import { ArrowLeft, CircleSlash, SearchX } from 'lucide-react';
import { useMemo } from 'react';
import { Link, useNavigate, useRouteError } from 'react-router';
import { AccountPage } from '~/components/account/account-page';
import { AccountLoading, AccountRouteError, requireCustomer } from '~/components/account/account-route';
import { accountMeta } from '~/components/account/account-meta';
import { EmptyState } from '~/components/account/empty-state';
import { customerOrderPath } from '~/components/orders/order-list-item';
import { customerReturnAccess } from '~/components/returns/return-access';
import { customerReturnPath } from '~/components/returns/return-format';
import { ReturnRequestForm } from '~/components/returns/return-request-form';
import { ApiRequestError } from '~/lib/api/errors';
import type { Route } from './+types/order-return';

export const meta = ({ params }: Route.MetaArgs) => accountMeta(`Devolver o cambiar · Pedido ${params.number}`);

const SCREEN = { eyebrow: 'Devoluciones' };

/** What the delivered order still lets the customer return or exchange. */
export async function clientLoader({ request, params }: Route.ClientLoaderArgs) {
  await requireCustomer(request);
  return { options: await customerReturnAccess(params.number).options(request.signal) };
}
clientLoader.hydrate = true as const;

function BackLink({ number }: { number: string }) {
  return (
    <Link to={customerOrderPath(number)} className="btn-secondary">
      <ArrowLeft aria-hidden="true" className="size-4" />
      Volver al pedido
    </Link>
  );
}

export function HydrateFallback() {
  return <AccountLoading {...SCREEN} title="Devolver o cambiar" label="Cargando las prendas del pedido…" rows={3} />;
}

export function ErrorBoundary({ params }: Route.ErrorBoundaryProps) {
  const error = useRouteError();
  if (error instanceof ApiRequestError && (error.status === 404 || error.status === 422)) {
    return (
      <AccountPage {...SCREEN} title="Pedido no encontrado">
        <EmptyState
          icon={SearchX}
          title={`No encontramos el pedido ${params.number ?? ''}`.trim()}
          description="Comprueba el número (es como TD-2026-000123) o búscalo en tu lista de pedidos."
          action={{ label: 'Ver mis pedidos', to: '/user/orders' }}
        />
      </AccountPage>
    );
  }
  return <AccountRouteError {...SCREEN} title="Devolver o cambiar" />;
}

export default function OrderReturnScreen({ loaderData }: Route.ComponentProps) {
  const { options } = loaderData;
  const navigate = useNavigate();
  const access = useMemo(() => customerReturnAccess(options.order_number), [options.order_number]);
  const title = 'Devolver o cambiar';
  if (!options.can_return) {
    return (
      <AccountPage {...SCREEN} title={title} actions={<BackLink number={options.order_number} />}>
        <EmptyState
          icon={CircleSlash}
          title={`El pedido ${options.order_number} no admite devoluciones ahora`}
          description={options.refused_reason ?? 'No queda ninguna prenda de este pedido que se pueda devolver.'}
          action={{ label: 'Volver al pedido', to: customerOrderPath(options.order_number) }}
          secondaryAction={{ label: 'Cómo funcionan las devoluciones', to: '/help/returns' }}
        />
      </AccountPage>
    );
  }
  return (
    <AccountPage
      {...SCREEN}
      title={title}
      description={`Pedido ${options.order_number}. Elige las prendas, cuántas y por qué; verás lo que te devolvemos antes de confirmar.`}
      actions={<BackLink number={options.order_number} />}
    >
      <ReturnRequestForm
        access={access}
        options={options}
        onDone={(ret) => navigate(customerReturnPath(ret.number), { state: { acknowledged: true } })}
        cancel={
          <Link to={customerOrderPath(options.order_number)} className="btn-secondary w-full">
            Cancelar
          </Link>
        }
      />
    </AccountPage>
  );
}
