import { data } from 'react-router';
import { adminMeta } from '~/components/admin/admin-meta';
import { requireAdmin } from '~/components/admin/admin-route';
import { AdminErrorGate } from '~/components/admin/admin-status-panel';
import { BannerEditorError, BannerEditorLoading } from '~/components/admin/banners/banner-editor-states';
import { BannerForm } from '~/components/admin/banners/banner-form';
import { api } from '~/lib/api/browser-client';
import { ApiRequestError } from '~/lib/api/errors';
import type { Route } from './+types/ad-banners-edit';

export const meta = () => adminMeta('Editar banner');

/** The banner; an id that names none is a 404. */
export async function clientLoader({ request, params }: Route.ClientLoaderArgs) {
  await requireAdmin(request, 'banners.manage');
  if (!/^\d{1,10}$/.test(params.id)) throw data(null, { status: 404 });
  try {
    const reply = await api('GET /admin/ad-banners/{id}', { params: { id: params.id } }, { signal: request.signal });
    return { banner: reply.data };
  } catch (error) {
    if (error instanceof ApiRequestError && (error.status === 404 || error.status === 422)) throw data(null, { status: 404 });
    throw error;
  }
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <BannerEditorLoading isEdit />;
}

export function ErrorBoundary() {
  return (
    <AdminErrorGate>
      <BannerEditorError isEdit />
    </AdminErrorGate>
  );
}

export default function AdminBannerEditScreen({ loaderData }: Route.ComponentProps) {
  // Another banner starts a form of its own.
  return <BannerForm key={loaderData.banner.id} banner={loaderData.banner} />;
}
