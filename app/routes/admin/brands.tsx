import { adminMeta } from '~/components/admin/admin-meta';
import { requireAdmin } from '~/components/admin/admin-route';
import { AdminBrandsList, brandListAddress } from '~/components/admin/brands/admin-brands-list';
import { listScreens } from '~/components/admin/kit/list-screens';
import { api } from '~/lib/api/browser-client';
import type { Route } from './+types/brands';

export const meta = () => adminMeta('Marcas');

/** The brands, filtered by the address's search and status. */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  await requireAdmin(request, 'brands.manage');
  const query = brandListAddress.read(new URL(request.url).searchParams);
  return { brands: (await api('GET /admin/brands', { query }, { signal: request.signal })).data };
}
clientLoader.hydrate = true as const;

export const { HydrateFallback, ErrorBoundary } = listScreens(({ onRetry }) => <AdminBrandsList brands={null} onRetry={onRetry} />);

export default function AdminBrandsScreen({ loaderData }: Route.ComponentProps) {
  return <AdminBrandsList brands={loaderData.brands} />;
}
