import { useRevalidator } from 'react-router';
import { adminMeta } from '~/components/admin/admin-meta';
import { requireAdmin } from '~/components/admin/admin-route';
import { AdminErrorGate } from '~/components/admin/admin-status-panel';
import { AdminBrandsList, brandListAddress } from '~/components/admin/brands/admin-brands-list';
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

export function HydrateFallback() {
  return <AdminBrandsList brands={null} />;
}

export function ErrorBoundary() {
  const revalidator = useRevalidator();
  return (
    <AdminErrorGate>
      <AdminBrandsList brands={null} onRetry={() => void revalidator.revalidate()} />
    </AdminErrorGate>
  );
}

export default function AdminBrandsScreen({ loaderData }: Route.ComponentProps) {
  return <AdminBrandsList brands={loaderData.brands} />;
}
