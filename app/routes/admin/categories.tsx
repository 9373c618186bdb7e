import { useRevalidator } from 'react-router';
import { adminMeta } from '~/components/admin/admin-meta';
import { requireAdmin } from '~/components/admin/admin-route';
import { AdminErrorGate } from '~/components/admin/admin-status-panel';
import { AdminCategoriesTree } from '~/components/admin/categories/admin-categories-tree';
import { api } from '~/lib/api/browser-client';
import type { Route } from './+types/categories';

export const meta = () => adminMeta('Categorías');

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  await requireAdmin(request, 'categories.manage');
  return { categories: (await api('GET /admin/categories', undefined, { signal: request.signal })).data };
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <AdminCategoriesTree categories={null} />;
}

export function ErrorBoundary() {
  const revalidator = useRevalidator();
  return (
    <AdminErrorGate>
      <AdminCategoriesTree categories={null} onRetry={() => void revalidator.revalidate()} />
    </AdminErrorGate>
  );
}

export default function AdminCategoriesScreen({ loaderData }: Route.ComponentProps) {
  return <AdminCategoriesTree categories={loaderData.categories} />;
}
