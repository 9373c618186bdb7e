import { adminMeta } from '~/components/admin/admin-meta';
import { canAccess } from '~/components/admin/admin-navigation';
import { requireAdmin } from '~/components/admin/admin-route';
import { ADMIN_CAMPAIGNS_PER_PAGE, AdminCampaignsList, campaignListAddress } from '~/components/admin/campaigns/admin-campaigns-list';
import { listScreens } from '~/components/admin/kit/list-screens';
import { api } from '~/lib/api/browser-client';
import type { Route } from './+types/campaigns';

export const meta = () => adminMeta('Campañas');

/** The page of campaigns the URL's filters ask for. */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const user = await requireAdmin(request, 'products.view');
  const { page, ...filters } = campaignListAddress.read(new URL(request.url).searchParams);
  const reply = await api(
    'GET /admin/campaigns',
    { query: { ...filters, page: page > 1 ? page : undefined, per_page: ADMIN_CAMPAIGNS_PER_PAGE } },
    { signal: request.signal },
  );
  return { page: reply.data, canManage: canAccess(user, 'products.manage') };
}
clientLoader.hydrate = true as const;

export const { HydrateFallback, ErrorBoundary } = listScreens(({ onRetry }) => <AdminCampaignsList page={null} canManage={false} onRetry={onRetry} />);

export default function AdminCampaignsScreen({ loaderData }: Route.ComponentProps) {
  return <AdminCampaignsList page={loaderData.page} canManage={loaderData.canManage} />;
}
