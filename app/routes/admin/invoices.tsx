import { adminMeta } from '~/components/admin/admin-meta';
import { requireAdmin } from '~/components/admin/admin-route';
import { AdminInvoicesList } from '~/components/admin/invoices/admin-invoices-list';
import { invoiceListAddress, invoiceQueryOf } from '~/components/admin/invoices/invoice-query';
import { listScreens } from '~/components/admin/kit/list-screens';
import { api } from '~/lib/api/browser-client';
import type { Route } from './+types/invoices';

export const meta = () => adminMeta('Facturas');

/** The page of invoices the URL's filters ask for, with the VAT totals of the whole filter and the issuer's state. */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  await requireAdmin(request, 'invoices.manage');
  const filters = invoiceListAddress.read(new URL(request.url).searchParams);
  const reply = await api('GET /admin/invoices', { query: invoiceQueryOf(filters) }, { signal: request.signal });
  return { page: reply.data };
}
clientLoader.hydrate = true as const;

export const { HydrateFallback, ErrorBoundary } = listScreens(({ onRetry }) => <AdminInvoicesList page={null} onRetry={onRetry} />);

export default function AdminInvoicesScreen({ loaderData }: Route.ComponentProps) {
  return <AdminInvoicesList page={loaderData.page} />;
}
