import { ArrowLeft, SearchX } from 'lucide-react';
import { useMemo } from 'react';
import { Link, useNavigate, useRevalidator, useRouteError } from 'react-router';
import type { ReturnOptions } from '@common/returns/contracts';
import { AccountPage } from '~/components/account/account-page';
import { AccountLoading, AccountRouteError, requireCustomer, runAction } from '~/components/account/account-route';
import { accountMeta } from '~/components/account/account-meta';
import { EmptyState } from '~/components/account/empty-state';
import { customerInvoiceAccess } from '~/components/invoices/invoice-access';
import { OrderInvoices } from '~/components/invoices/order-invoices';
import { CancelOrderButton, cancelledMessage } from '~/components/orders/cancel-order-button';
import { OrderView } from '~/components/orders/order-view';
import { OrderReturnActions, ReturnDeadlines } from '~/components/returns/order-return-actions';
import { customerReturnAccess } from '~/components/returns/return-access';
import { customerReturnPath, orderReturnRequestPath } from '~/components/returns/return-format';
import { api } from '~/lib/api/browser-client';
import { ApiRequestError } from '~/lib/api/errors';
import type { Route } from './+types/order';

export const meta = ({ params }: Route.MetaArgs) => accountMeta(`Pedido ${params.number}`);

const SCREEN = { eyebrow: 'Pedidos' };

export async function clientLoader({ request, params }: Route.ClientLoaderArgs) {
  await requireCustomer(request);
  const reply = await api('GET /user/orders/{number}', { params: { number: params.number } }, { signal: request.signal });
  const order = reply.data;
  // A delivered order may be returned or withdrawn from; the order shows whole even if that cannot be read.
  const returns: ReturnOptions | null =
    order.status === 'delivered' ? await customerReturnAccess(order.number).options(request.signal).catch(() => null) : null;
  return { order, returns };
}
clientLoader.hydrate = true as const;

export async function clientAction({ request, params }: Route.ClientActionArgs) {
  const form = await request.formData();
  if (form.get('intent') !== 'cancel') throw new Error(`Unknown order action: ${String(form.get('intent'))}`);
  const reason = String(form.get('reason') ?? '').trim();
  return runAction(
    () => api('POST /user/orders/{number}/cancel', { params: { number: params.number }, body: reason ? { reason } : {} }),
    { success: (reply) => cancelledMessage(reply.data), failure: 'No hemos podido cancelar el pedido.', duration: 8000 },
  );
}

function BackLink() {
  return (
    <Link to="/user/orders" className="btn-secondary">
      <ArrowLeft aria-hidden="true" className="size-4" />
      Mis pedidos
    </Link>
  );
}

export function HydrateFallback() {
  return <AccountLoading {...SCREEN} title="Pedido" label="Cargando tu pedido…" rows={3} />;
}

export function ErrorBoundary({ params }: Route.ErrorBoundaryProps) {
  const error = useRouteError();
  if (error instanceof ApiRequestError && (error.status === 404 || error.status === 422)) {
    return (
      <AccountPage {...SCREEN} title="Pedido no encontrado" actions={<BackLink />}>
        <EmptyState
          icon={SearchX}
          title={`No encontramos el pedido ${params.number ?? ''}`.trim()}
          description="Comprueba el número (es como TD-2026-000123). Si lo hiciste sin iniciar sesión, búscalo con el enlace del correo de confirmación."
          action={{ label: 'Ver mis pedidos', to: '/user/orders' }}
        />
      </AccountPage>
    );
  }
  return <AccountRouteError {...SCREEN} title="Pedido" />;
}

export default function OrderScreen({ loaderData }: Route.ComponentProps) {
  const { order, returns } = loaderData;
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const access = useMemo(() => customerReturnAccess(order.number), [order.number]);
  const invoiceAccess = useMemo(() => customerInvoiceAccess(order.number), [order.number]);
  const refunds = order.payment_status === 'paid' && order.payment_method !== 'cash_on_delivery';
  const hasActions = order.can_cancel || returns?.can_return || returns?.can_withdraw;
  return (
    <AccountPage {...SCREEN} title={`Pedido ${order.number}`} actions={<BackLink />}>
      <OrderView
        order={order}
        actions={
          hasActions ? (
            <>
              {order.can_cancel ? <CancelOrderButton number={order.number} refunds={refunds} /> : null}
              {returns ? (
                <OrderReturnActions
                  options={returns}
                  access={access}
                  requestHref={orderReturnRequestPath(order.number)}
                  onWithdrawn={(ret) => navigate(customerReturnPath(ret.number), { state: { acknowledged: true } })}
                />
              ) : null}
            </>
          ) : null
        }
        notice={returns ? <ReturnDeadlines options={returns} /> : null}
        invoices={<OrderInvoices order={order} access={invoiceAccess} onChanged={() => revalidator.revalidate()} />}
      />
    </AccountPage>
  );
}
