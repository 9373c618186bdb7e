import { adminMeta } from '~/components/admin/admin-meta';
import { requireAdmin } from '~/components/admin/admin-route';
import { AdminCategoriesTree } from '~/components/admin/categories/admin-categories-tree';
import { listScreens } from '~/components/admin/kit/list-screens';
import { api } from '~/lib/api/browser-client';
import type { Route } from './+types/categories';

export const meta = () => adminMeta('Categorías');

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  await requireAdmin(request, 'categories.manage');
  return { categories: (await api('GET /admin/categories', undefined, { signal: request.signal })).data };
}
clientLoader.hydrate = true as const;

export const { HydrateFallback, ErrorBoundary } = listScreens(({ onRetry }) => <AdminCategoriesTree categories={null} onRetry={onRetry} />);

export default function AdminCategoriesScreen({ loaderData }: Route.ComponentProps) {
  return <AdminCategoriesTree categories={loaderData.categories} />;
}
