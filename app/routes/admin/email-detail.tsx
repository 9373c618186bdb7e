import { adminMeta } from '~/components/admin/admin-meta';
import { EmailDetailSkeleton, EmailDetailView } from '~/components/admin/emails/email-detail-view';
import { ADMIN_EMAILS_PATH } from '~/components/admin/emails/email-query';
import { detailScreens, loadDetail } from '~/components/admin/kit/detail-route';
import { api } from '~/lib/api/browser-client';
import type { Route } from './+types/email-detail';

export const meta = ({ loaderData }: Route.MetaArgs) => adminMeta(loaderData?.email.subject ?? 'Email');

/** One e-mail; an id that names none is a 404. */
export async function clientLoader({ request, params }: Route.ClientLoaderArgs) {
  const { record } = await loadDetail(request, params.id, 'emails.view', (id, signal) => api('GET /admin/emails/{id}', { params: { id } }, { signal }));
  return { email: record };
}
clientLoader.hydrate = true as const;

export const { HydrateFallback, ErrorBoundary } = detailScreens({
  loading: 'Cargando el email…',
  skeleton: <EmailDetailSkeleton />,
  back: { to: ADMIN_EMAILS_PATH, label: 'Volver a los emails' },
  notFound: { title: 'Este email no existe.', detail: 'Puede que el enlace esté mal copiado. Búscalo en la lista de emails.' },
  failure: 'No se pudo cargar el email.',
});

export default function AdminEmailDetailScreen({ loaderData }: Route.ComponentProps) {
  return <EmailDetailView key={loaderData.email.id} email={loaderData.email} />;
}
