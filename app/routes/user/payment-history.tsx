import { AccountLoading, AccountRouteError, requireCustomer } from '~/components/account/account-route';
import { accountMeta } from '~/components/account/account-meta';
import { PAYMENT_HISTORY_PER_PAGE, PaymentHistory, historyQueryFrom } from '~/components/payments/payment-history';
import { api } from '~/lib/api/browser-client';
import type { Route } from './+types/payment-history';

export const meta = () => accountMeta('Historial de pagos');

const SCREEN = { eyebrow: 'Pagos', title: 'Historial de pagos' };

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  await requireCustomer(request);
  const { kind, page } = historyQueryFrom(new URL(request.url).searchParams);
  const reply = await api('GET /user/payment-history', { query: { kind, page, per_page: PAYMENT_HISTORY_PER_PAGE } }, { signal: request.signal });
  return { page: reply.data, kind };
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <AccountLoading {...SCREEN} label="Cargando tus pagos…" rows={3} />;
}

export function ErrorBoundary() {
  return <AccountRouteError {...SCREEN} />;
}

export default function PaymentHistoryScreen({ loaderData }: Route.ComponentProps) {
  return <PaymentHistory page={loaderData.page} kind={loaderData.kind} />;
}
