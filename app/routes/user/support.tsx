import { AccountLoading, AccountRouteError, requireCustomer } from '~/components/account/account-route';
import { accountMeta } from '~/components/account/account-meta';
import { CustomerSupport, SUPPORT_SCREEN, type CustomerSupportView } from '~/components/support/customer-support';
import { api } from '~/lib/api/browser-client';
import { ApiRequestError } from '~/lib/api/errors';
import type { Route } from './+types/support';

export const meta = () => accountMeta('Soporte');

/** The conversations; with ?c=ID one of them, with ?nueva=1 the form of a new one. */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  await requireCustomer(request);
  const params = new URL(request.url).searchParams;
  const wanted = params.get('c');
  const [overview, view] = await Promise.all([
    api('GET /user/support', undefined, { signal: request.signal }).then((reply) => reply.data),
    (async (): Promise<CustomerSupportView> => {
      if (wanted === null) return params.has('nueva') ? { kind: 'new' } : { kind: 'list' };
      if (!/^\d{1,10}$/.test(wanted)) return { kind: 'missing' };
      try {
        return { kind: 'thread', conversation: (await api('GET /user/support/{id}', { params: { id: wanted } }, { signal: request.signal })).data };
      } catch (error) {
        if (error instanceof ApiRequestError && (error.status === 404 || error.status === 422)) return { kind: 'missing' };
        throw error;
      }
    })(),
  ]);
  return { overview, view };
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <AccountLoading eyebrow={SUPPORT_SCREEN.eyebrow} title={SUPPORT_SCREEN.title} label="Cargando tus conversaciones…" rows={2} />;
}

export function ErrorBoundary() {
  return <AccountRouteError eyebrow={SUPPORT_SCREEN.eyebrow} title={SUPPORT_SCREEN.title} />;
}

export default function SupportScreen({ loaderData }: Route.ComponentProps) {
  return <CustomerSupport overview={loaderData.overview} view={loaderData.view} />;
}
