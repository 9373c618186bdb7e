import { adminMeta } from '~/components/admin/admin-meta';
import { detailScreens, loadDetail } from '~/components/admin/kit/detail-route';
import { AdminReturnDetail } from '~/components/admin/returns/admin-return-detail';
import { ADMIN_RETURNS_PATH } from '~/components/admin/returns/admin-returns-list';
import { api } from '~/lib/api/browser-client';
import type { Route } from './+types/return-detail';

export const meta = ({ loaderData }: Route.MetaArgs) => adminMeta(loaderData ? `Devolución ${loaderData.ret.number}` : 'Devolución');

/** One return; an id that names none is a 404. */
export async function clientLoader({ request, params }: Route.ClientLoaderArgs) {
  const { record } = await loadDetail(request, params.id, 'returns.manage', (id, signal) => api('GET /admin/returns/{id}', { params: { id } }, { signal }));
  return { ret: record };
}
clientLoader.hydrate = true as const;

export const { HydrateFallback, ErrorBoundary } = detailScreens({
  loading: 'Cargando la devolución…',
  back: { to: ADMIN_RETURNS_PATH, label: 'Volver a devoluciones' },
  notFound: { title: 'Esta devolución no existe.', detail: 'Puede que el enlace esté mal copiado. Búscala por su número en la lista de devoluciones.' },
  failure: 'No se pudo cargar la devolución.',
});

export default function AdminReturnDetailScreen({ loaderData }: Route.ComponentProps) {
  return <AdminReturnDetail key={`${loaderData.ret.id}`} ret={loaderData.ret} />;
}
