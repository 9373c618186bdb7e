import { adminMeta } from '~/components/admin/admin-meta';
import { detailScreens, loadDetail } from '~/components/admin/kit/detail-route';
import { ADMIN_SUPPORT_PATH } from '~/components/admin/support/admin-support-inbox';
import { AdminSupportThread, SupportThreadSkeleton } from '~/components/admin/support/admin-support-thread';
import { api } from '~/lib/api/browser-client';
import type { Route } from './+types/support-detail';

export const meta = ({ loaderData }: Route.MetaArgs) => adminMeta(loaderData ? loaderData.conversation.subject : 'Conversación de soporte');

/** One conversation; an id that names none is a 404. */
export async function clientLoader({ request, params }: Route.ClientLoaderArgs) {
  const { me, record } = await loadDetail(request, params.id, 'support.manage', (id, signal) => api('GET /admin/support/{id}', { params: { id } }, { signal }));
  return { conversation: record, me: { id: me.id, name: me.name } };
}
clientLoader.hydrate = true as const;

export const { HydrateFallback, ErrorBoundary } = detailScreens({
  loading: 'Cargando la conversación…',
  skeleton: <SupportThreadSkeleton />,
  back: { to: ADMIN_SUPPORT_PATH, label: 'Volver a la bandeja' },
  notFound: { title: 'Esta conversación no existe.', detail: 'Puede que el enlace esté mal copiado. Búscala en la bandeja de soporte.' },
  failure: 'No se pudo cargar la conversación.',
});

export default function AdminSupportDetailScreen({ loaderData }: Route.ComponentProps) {
  return <AdminSupportThread key={loaderData.conversation.id} conversation={loaderData.conversation} me={loaderData.me} />;
}
