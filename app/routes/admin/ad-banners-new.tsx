import { adminMeta } from '~/components/admin/admin-meta';
import { requireAdmin } from '~/components/admin/admin-route';
import { AdminErrorGate } from '~/components/admin/admin-status-panel';
import { BannerEditorError, BannerEditorLoading } from '~/components/admin/banners/banner-editor-states';
import { BannerForm } from '~/components/admin/banners/banner-form';
import type { Route } from './+types/ad-banners-new';

export const meta = () => adminMeta('Nuevo banner');

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  await requireAdmin(request, 'banners.manage');
  return null;
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <BannerEditorLoading isEdit={false} />;
}

export function ErrorBoundary() {
  return (
    <AdminErrorGate>
      <BannerEditorError isEdit={false} />
    </AdminErrorGate>
  );
}

export default function AdminBannerNewScreen() {
  return <BannerForm />;
}
