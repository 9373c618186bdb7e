import { ArrowLeft, SearchX } from 'lucide-react';
import { Link, useLocation, useRouteError } from 'react-router';
import { AccountPage } from '~/components/account/account-page';
import { AccountLoading, AccountRouteError, requireCustomer } from '~/components/account/account-route';
import { accountMeta } from '~/components/account/account-meta';
import { EmptyState } from '~/components/account/empty-state';
import { customerOrderPath } from '~/components/orders/order-list-item';
import { ReturnView } from '~/components/returns/return-view';
import { api } from '~/lib/api/browser-client';
import { ApiRequestError } from '~/lib/api/errors';
import type { Route } from './+types/return';

export const meta = ({ params }: Route.MetaArgs) => accountMeta(`Devolución ${params.number}`);

const SCREEN = { eyebrow: 'Devoluciones' };

export async function clientLoader({ request, params }: Route.ClientLoaderArgs) {
  await requireCustomer(request);
  const reply = await api('GET /user/returns/{number}', { params: { number: params.number } }, { signal: request.signal });
  return { ret: reply.data };
}
clientLoader.hydrate = true as const;

function BackLink() {
  return (
    <Link to="/user/returns" className="btn-secondary">
      <ArrowLeft aria-hidden="true" className="size-4" />
      Mis devoluciones
    </Link>
  );
}

export function HydrateFallback() {
  return <AccountLoading {...SCREEN} title="Devolución" label="Cargando tu devolución…" rows={3} />;
}

export function ErrorBoundary({ params }: Route.ErrorBoundaryProps) {
  const error = useRouteError();
  if (error instanceof ApiRequestError && (error.status === 404 || error.status === 422)) {
    return (
      <AccountPage {...SCREEN} title="Devolución no encontrada" actions={<BackLink />}>
        <EmptyState
          icon={SearchX}
          title={`No encontramos la devolución ${params.number ?? ''}`.trim()}
          description="Comprueba el número (es como DV-2026-000045): está en el email de confirmación de la devolución."
          action={{ label: 'Ver mis devoluciones', to: '/user/returns' }}
        />
      </AccountPage>
    );
  }
  return <AccountRouteError {...SCREEN} title="Devolución" />;
}

/** Right after a request or a withdrawal the screen opens with its acknowledgement. */
function wasJustMade(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as { acknowledged?: unknown }).acknowledged === true;
}

export default function ReturnScreen({ loaderData }: Route.ComponentProps) {
  const { ret } = loaderData;
  const location = useLocation();
  return (
    <AccountPage {...SCREEN} title={`${ret.kind === 'withdrawal' ? 'Desistimiento' : 'Devolución'} ${ret.number}`} actions={<BackLink />}>
      <ReturnView ret={ret} orderHref={customerOrderPath(ret.order_number)} acknowledged={wasJustMade(location.state)} />
    </AccountPage>
  );
}
