import { adminMeta } from '~/components/admin/admin-meta';
import { canAccess } from '~/components/admin/admin-navigation';
import { loadCatalogChoices } from '~/components/admin/catalog/catalog-choices';
import { CampaignEditorError, CampaignEditorLoading, CampaignForm } from '~/components/admin/campaigns/campaign-form';
import { editorScreens, loadDetail } from '~/components/admin/kit/detail-route';
import { api } from '~/lib/api/browser-client';
import type { Route } from './+types/campaigns-edit';

export const meta = () => adminMeta('Editar campaña');

/** How many picked products get their names read for the chips (the rest show their id). */
const NAMED_PRODUCTS_MAX = 40;

/** The campaign, the scope's choices and the names of its picked products; an id that names none is a 404. */
export async function clientLoader({ request, params }: Route.ClientLoaderArgs) {
  const { me, record: campaign } = await loadDetail(request, params.id, 'products.view', (id, signal) => api('GET /admin/campaigns/{id}', { params: { id } }, { signal }));
  const { signal } = request;
  const named = campaign.scope.product_ids.slice(0, NAMED_PRODUCTS_MAX);
  const [choices, products] = await Promise.all([
    loadCatalogChoices(signal),
    // A product deleted since keeps its id on the chip.
    Promise.all(named.map((id) => api('GET /admin/products/{id}', { params: { id } }, { signal }).then((reply) => [id, reply.data.name] as const, () => null))),
  ]);
  const productNames = new Map(products.filter((entry) => entry !== null));
  return { campaign, ...choices, productNames, canManage: canAccess(me, 'products.manage') };
}
clientLoader.hydrate = true as const;

export const { HydrateFallback, ErrorBoundary } = editorScreens({ loading: CampaignEditorLoading, error: CampaignEditorError, isEdit: true });

export default function AdminCampaignEditScreen({ loaderData }: Route.ComponentProps) {
  const { campaign } = loaderData;
  // Another campaign, or this one stopped, starts a form of its own.
  return (
    <CampaignForm
      key={`${campaign.id}-${campaign.state}`}
      campaign={campaign}
      brands={loaderData.brands}
      categories={loaderData.categories}
      productNames={loaderData.productNames}
      canManage={loaderData.canManage}
    />
  );
}
