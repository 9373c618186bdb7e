import { AccountLoading, AccountRouteError, requireCustomer } from '~/components/account/account-route';
import { accountMeta } from '~/components/account/account-meta';
import { CustomerCouponsView } from '~/components/coupons/customer-coupons';
import { api } from '~/lib/api/browser-client';
import type { Route } from './+types/coupons';

export const meta = () => accountMeta('Cupones');

const SCREEN = { eyebrow: 'Pagos', title: 'Cupones' };

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  await requireCustomer(request);
  return { coupons: (await api('GET /user/coupons', {}, { signal: request.signal })).data };
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <AccountLoading {...SCREEN} label="Cargando tus cupones…" rows={2} />;
}

export function ErrorBoundary() {
  return <AccountRouteError {...SCREEN} />;
}

export default function CouponsScreen({ loaderData }: Route.ComponentProps) {
  return <CustomerCouponsView coupons={loaderData.coupons} />;
}
