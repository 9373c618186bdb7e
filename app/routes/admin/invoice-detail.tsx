import { adminMeta } from '~/components/admin/admin-meta';
import { AdminInvoiceDetail } from '~/components/admin/invoices/admin-invoice-detail';
import { ADMIN_INVOICES_PATH } from '~/components/admin/invoices/invoice-query';
import { detailScreens, loadDetail } from '~/components/admin/kit/detail-route';
import { api } from '~/lib/api/browser-client';
import type { Route } from './+types/invoice-detail';

export const meta = ({ loaderData }: Route.MetaArgs) => adminMeta(loaderData ? `Factura ${loaderData.invoice.number}` : 'Factura');

/** One invoice with its lines and records; an id that names none is a 404. */
export async function clientLoader({ request, params }: Route.ClientLoaderArgs) {
  const { record } = await loadDetail(request, params.id, 'invoices.manage', (id, signal) => api('GET /admin/invoices/{id}', { params: { id } }, { signal }));
  return { invoice: record };
}
clientLoader.hydrate = true as const;

export const { HydrateFallback, ErrorBoundary } = detailScreens({
  loading: 'Cargando la factura…',
  back: { to: ADMIN_INVOICES_PATH, label: 'Volver a facturas' },
  notFound: { title: 'Esta factura no existe.', detail: 'Puede que el enlace esté mal copiado. Búscala por su número en la lista de facturas.' },
  failure: 'No se pudo cargar la factura.',
});

export default function AdminInvoiceDetailScreen({ loaderData }: Route.ComponentProps) {
  return <AdminInvoiceDetail key={`${loaderData.invoice.id}`} invoice={loaderData.invoice} />;
}
