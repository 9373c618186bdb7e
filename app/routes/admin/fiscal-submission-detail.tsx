import { adminMeta } from '~/components/admin/admin-meta';
import { FiscalSubmissionDetail, FiscalSubmissionSkeleton } from '~/components/admin/invoices/fiscal-submissions';
import { ADMIN_SUBMISSIONS_PATH } from '~/components/admin/invoices/invoice-query';
import { detailScreens, loadDetail } from '~/components/admin/kit/detail-route';
import { api } from '~/lib/api/browser-client';
import type { Route } from './+types/fiscal-submission-detail';

export const meta = ({ loaderData }: Route.MetaArgs) => adminMeta(loaderData ? `Envío de ${loaderData.submission.invoice_number}` : 'Envío a la AEAT');

/** One submission with its XML; an id that names none is a 404. */
export async function clientLoader({ request, params }: Route.ClientLoaderArgs) {
  const { record } = await loadDetail(request, params.id, 'invoices.manage', (id, signal) => api('GET /admin/fiscal-submissions/{id}', { params: { id } }, { signal }));
  return { submission: record };
}
clientLoader.hydrate = true as const;

export const { HydrateFallback, ErrorBoundary } = detailScreens({
  loading: 'Cargando el envío…',
  skeleton: <FiscalSubmissionSkeleton />,
  back: { to: ADMIN_SUBMISSIONS_PATH, label: 'Volver a los envíos' },
  notFound: { title: 'Este envío no existe.', detail: 'Puede que el enlace esté mal copiado. Búscalo en la lista de envíos a la AEAT.' },
  failure: 'No se pudo cargar el envío.',
});

export default function AdminFiscalSubmissionDetailScreen({ loaderData }: Route.ComponentProps) {
  return <FiscalSubmissionDetail key={loaderData.submission.id} submission={loaderData.submission} />;
}
