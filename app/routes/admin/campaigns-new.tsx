import { adminMeta } from '~/components/admin/admin-meta';
import { requireAdmin } from '~/components/admin/admin-route';
import { CampaignEditorError, CampaignEditorLoading, CampaignForm } from '~/components/admin/campaigns/campaign-form';
import { editorScreens } from '~/components/admin/kit/detail-route';
import { api } from '~/lib/api/browser-client';
import type { Route } from './+types/campaigns-new';

export const meta = () => adminMeta('Nueva campaña');

/** What the scope offers to choose from. */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  await requireAdmin(request, 'products.manage');
  const { signal } = request;
  const [brands, categories] = await Promise.all([api('GET /brands', undefined, { signal }), api('GET /admin/categories', undefined, { signal })]);
  return { brands: brands.data, categories: categories.data };
}
clientLoader.hydrate = true as const;

export const { HydrateFallback, ErrorBoundary } = editorScreens({ loading: CampaignEditorLoading, error: CampaignEditorError, isEdit: false });

export default function AdminCampaignNewScreen({ loaderData }: Route.ComponentProps) {
  return <CampaignForm brands={loaderData.brands} categories={loaderData.categories} />;
}
