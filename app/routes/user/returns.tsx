import { RotateCcw } from 'lucide-react';
import { AccountPage } from '~/components/account/account-page';
import { AccountLoading, AccountRouteError, requireCustomer } from '~/components/account/account-route';
import { accountMeta } from '~/components/account/account-meta';
import { EmptyState } from '~/components/account/empty-state';
import { Pagination } from '~/components/catalog/pagination';
import { ReturnListItem } from '~/components/returns/return-list-item';
import { api } from '~/lib/api/browser-client';
import type { Route } from './+types/returns';

export const meta = () => accountMeta('Devoluciones');

const SCREEN = { eyebrow: 'Compras', title: 'Devoluciones' };
const DESCRIPTION = 'Devoluciones, cambios y desistimientos de tus pedidos, de la solicitud al reembolso.';

function pageOf(url: URL): number {
  const page = Number(url.searchParams.get('page'));
  return Number.isInteger(page) && page > 1 ? page : 1;
}

/** The customer's returns, the newest first. */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  await requireCustomer(request);
  const page = pageOf(new URL(request.url));
  const reply = await api('GET /user/returns', { query: page > 1 ? { page: String(page) } : {} }, { signal: request.signal });
  return { page: reply.data };
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <AccountLoading {...SCREEN} label="Cargando tus devoluciones…" rows={2} />;
}

export function ErrorBoundary() {
  return <AccountRouteError {...SCREEN} />;
}

export default function ReturnsScreen({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
  return (
    <AccountPage {...SCREEN} description={DESCRIPTION}>
      {page.total === 0 ? (
        <EmptyState
          icon={RotateCcw}
          title="No tienes devoluciones"
          description="Si una prenda no te convence, pide su devolución o su cambio desde el pedido entregado: aquí podrás seguirla hasta que recibas el reembolso."
          action={{ label: 'Ver mis pedidos', to: '/user/orders' }}
          secondaryAction={{ label: 'Cómo funcionan las devoluciones', to: '/help/returns' }}
        />
      ) : (
        <>
          <ul className="grid gap-3">
            {page.data.map((ret) => (
              <li key={ret.id}>
                <ReturnListItem ret={ret} />
              </li>
            ))}
          </ul>
          <div className="mt-8">
            <Pagination page={page.current_page} lastPage={page.last_page} label="Paginación de devoluciones" hrefFor={(n) => (n > 1 ? `/user/returns?page=${n}` : '/user/returns')} />
          </div>
        </>
      )}
    </AccountPage>
  );
}
