import { adminMeta } from '~/components/admin/admin-meta';
import { BannerEditorError, BannerEditorLoading } from '~/components/admin/banners/banner-editor-states';
import { BannerForm } from '~/components/admin/banners/banner-form';
import { editorScreens, loadDetail } from '~/components/admin/kit/detail-route';
import { api } from '~/lib/api/browser-client';
import type { Route } from './+types/ad-banners-edit';

export const meta = () => adminMeta('Editar banner');

/** The banner; an id that names none is a 404. */
export async function clientLoader({ request, params }: Route.ClientLoaderArgs) {
  const { record } = await loadDetail(request, params.id, 'banners.manage', (id, signal) => api('GET /admin/ad-banners/{id}', { params: { id } }, { signal }));
  return { banner: record };
}
clientLoader.hydrate = true as const;

export const { HydrateFallback, ErrorBoundary } = editorScreens({ loading: BannerEditorLoading, error: BannerEditorError, isEdit: true });

export default function AdminBannerEditScreen({ loaderData }: Route.ComponentProps) {
  // Another banner starts a form of its own.
  return <BannerForm key={loaderData.banner.id} banner={loaderData.banner} />;
}
