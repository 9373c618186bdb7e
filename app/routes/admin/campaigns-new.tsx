import { adminMeta } from '~/components/admin/admin-meta';
import { requireAdmin } from '~/components/admin/admin-route';
import { CampaignEditorError, CampaignEditorLoading, CampaignForm } from '~/components/admin/campaigns/campaign-form';
import { loadCatalogChoices } from '~/components/admin/catalog/catalog-choices';
import { editorScreens } from '~/components/admin/kit/detail-route';
import type { Route } from './+types/campaigns-new';

export const meta = () => adminMeta('Nueva campaña');

/** What the scope offers to choose from. */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  await requireAdmin(request, 'products.manage');
  return loadCatalogChoices(request.signal);
}
clientLoader.hydrate = true as const;

export const { HydrateFallback, ErrorBoundary } = editorScreens({ loading: CampaignEditorLoading, error: CampaignEditorError, isEdit: false });

export default function AdminCampaignNewScreen({ loaderData }: Route.ComponentProps) {
  return <CampaignForm brands={loaderData.brands} categories={loaderData.categories} />;
}
