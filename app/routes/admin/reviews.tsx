import { adminMeta } from '~/components/admin/admin-meta';
import { requireAdmin } from '~/components/admin/admin-route';
import { AdminErrorGate } from '~/components/admin/admin-status-panel';
import { AdminReviews, reviewsAddress, type ReviewActions } from '~/components/admin/reviews/admin-reviews';
import { api } from '~/lib/api/browser-client';
import type { Route } from './+types/reviews';

export const meta = () => adminMeta('Opiniones');

const actions: ReviewActions = {
  publish: async (id) => (await api('POST /admin/reviews/{id}/publish', { params: { id } })).data,
  reject: async (id, reason) => (await api('POST /admin/reviews/{id}/reject', { params: { id }, body: { reason } })).data,
  reply: async (id, reply) => (await api('PUT /admin/reviews/{id}/reply', { params: { id }, body: { reply } })).data,
};

/** The page of reviews the address asks for (?estado=, ?pagina=), pending by default, with each state's count. */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  await requireAdmin(request, 'reviews.manage');
  const { status, page } = reviewsAddress(new URL(request.url).searchParams);
  const reply = await api('GET /admin/reviews', { query: { ...(status ? { status } : {}), page } }, { signal: request.signal });
  return { page: reply.data, status };
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <AdminReviews page={null} status="pending" actions={actions} />;
}

export function ErrorBoundary() {
  return (
    <AdminErrorGate>
      <p className="card px-6 py-12 text-center">No hemos podido cargar las opiniones. Comprueba la conexión y vuelve a intentarlo.</p>
    </AdminErrorGate>
  );
}

export default function AdminReviewsScreen({ loaderData }: Route.ComponentProps) {
  return <AdminReviews page={loaderData.page} status={loaderData.status} actions={actions} />;
}
