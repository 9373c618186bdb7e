import { adminMeta } from '~/components/admin/admin-meta';
import { requireAdmin } from '~/components/admin/admin-route';
import { BannerEditorError, BannerEditorLoading } from '~/components/admin/banners/banner-editor-states';
import { BannerForm } from '~/components/admin/banners/banner-form';
import { editorScreens } from '~/components/admin/kit/detail-route';
import type { Route } from './+types/ad-banners-new';

export const meta = () => adminMeta('Nuevo banner');

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  await requireAdmin(request, 'banners.manage');
  return null;
}
clientLoader.hydrate = true as const;

export const { HydrateFallback, ErrorBoundary } = editorScreens({ loading: BannerEditorLoading, error: BannerEditorError, isEdit: false });

export default function AdminBannerNewScreen() {
  return <BannerForm />;
}
