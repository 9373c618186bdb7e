import { FileText, Info } from 'lucide-react';
import { Link } from 'react-router';
import { AccountPage } from '~/components/account/account-page';
import { AccountLoading, AccountRouteError, requireCustomer } from '~/components/account/account-route';
import { accountMeta } from '~/components/account/account-meta';
import { EmptyState } from '~/components/account/empty-state';
import { Pagination } from '~/components/catalog/pagination';
import { InvoiceList } from '~/components/invoices/invoice-list';
import { api } from '~/lib/api/browser-client';
import type { Route } from './+types/invoices';

export const meta = () => accountMeta('Facturas');

const SCREEN = { eyebrow: 'Compras', title: 'Facturas' };
const DESCRIPTION = 'Las facturas de tus pedidos, con el IVA desglosado.';
const PATH = '/user/invoices';

function pageOf(url: URL): number {
  const raw = url.searchParams.get('page') ?? '';
  return /^[1-9]\d{0,3}$/.test(raw) ? Number(raw) : 1;
}

/** The customer's invoices and corrective invoices, the newest first. */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  await requireCustomer(request);
  const page = pageOf(new URL(request.url));
  const reply = await api('GET /user/invoices', { query: page > 1 ? { page: String(page) } : {} }, { signal: request.signal });
  return { page: reply.data };
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <AccountLoading {...SCREEN} label="Cargando tus facturas…" rows={3} />;
}

export function ErrorBoundary() {
  return <AccountRouteError {...SCREEN} />;
}

/** Simplified by default; a full one from the order's page. */
function FullInvoiceNote() {
  return (
    <p className="mb-6 flex items-start gap-2.5 rounded-xl bg-surface-muted p-4 text-sm leading-relaxed">
      <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
      <span>
        Por defecto emitimos factura simplificada. Si necesitas una factura completa con tu NIF, pídela desde la página del pedido en{' '}
        <Link to="/user/orders" className="font-semibold text-primary underline underline-offset-4">
          Mis pedidos
        </Link>
        .
      </span>
    </p>
  );
}

export default function InvoicesScreen({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
  return (
    <AccountPage {...SCREEN} description={DESCRIPTION}>
      <FullInvoiceNote />
      {page.total === 0 ? (
        <EmptyState
          icon={FileText}
          title="Aún no tienes facturas"
          description="Con cada pedido emitimos una factura a tu nombre; aquí las tendrás todas para consultarlas y descargarlas."
        />
      ) : (
        <>
          <p className="mb-3 text-sm text-muted">
            {page.from}–{page.to} de {page.total} {page.total === 1 ? 'factura' : 'facturas'}
          </p>
          <div className="card p-5 sm:p-6">
            <InvoiceList invoices={page.data} label="Tus facturas" />
          </div>
          <div className="mt-8">
            <Pagination page={page.current_page} lastPage={page.last_page} label="Paginación de facturas" hrefFor={(n) => (n > 1 ? `${PATH}?page=${n}` : PATH)} />
          </div>
        </>
      )}
    </AccountPage>
  );
}
