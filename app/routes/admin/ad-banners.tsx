import { adminMeta } from '~/components/admin/admin-meta';
import { requireAdmin } from '~/components/admin/admin-route';
import { ADMIN_BANNERS_PER_PAGE, AdminBannersList, bannerListAddress, type BannerIntent } from '~/components/admin/banners/admin-banners-list';
import { listScreens } from '~/components/admin/kit/list-screens';
import { runChange } from '~/components/admin/kit/route-change';
import { api } from '~/lib/api/browser-client';
import type { Route } from './+types/ad-banners';

export const meta = () => adminMeta('Banners');

/** The page of banners the URL's filters ask for. */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  await requireAdmin(request, 'banners.manage');
  const { page, ...filters } = bannerListAddress.read(new URL(request.url).searchParams);
  const reply = await api(
    'GET /admin/ad-banners',
    { query: { ...filters, page: page > 1 ? page : undefined, per_page: ADMIN_BANNERS_PER_PAGE } },
    { signal: request.signal },
  );
  return { page: reply.data };
}
clientLoader.hydrate = true as const;

/** Duplicate, pause, resume or delete one banner; the list is loaded again afterwards. */
export async function clientAction({ request }: Route.ClientActionArgs) {
  const form = await request.formData();
  const id = Number(form.get('id'));
  const name = String(form.get('name'));
  const intent = String(form.get('intent')) as BannerIntent;
  switch (intent) {
    case 'duplicate':
      return runChange(() => api('POST /admin/ad-banners/{id}/duplicate', { params: { id } }), {
        success: `Copia de «${name}» creada (pausada).`,
        failure: 'No se pudo duplicar el banner. Inténtalo de nuevo.',
      });
    case 'pause':
    case 'resume':
      return runChange(() => api('PUT /admin/ad-banners/{id}', { params: { id }, body: { activo: intent === 'resume' } }), {
        success: intent === 'pause' ? `«${name}» pausado.` : `«${name}» reanudado.`,
        failure: 'No se pudo cambiar el banner. Inténtalo de nuevo.',
      });
    case 'delete':
      return runChange(() => api('DELETE /admin/ad-banners/{id}', { params: { id } }), {
        success: `«${name}» eliminado.`,
        failure: 'No se pudo eliminar el banner. Inténtalo de nuevo.',
      });
    default:
      throw new Error(`Unknown banner action: ${String(intent)}`);
  }
}

export const { HydrateFallback, ErrorBoundary } = listScreens(({ onRetry }) => <AdminBannersList page={null} onRetry={onRetry} />);

export default function AdminBannersScreen({ loaderData }: Route.ComponentProps) {
  return <AdminBannersList page={loaderData.page} />;
}
