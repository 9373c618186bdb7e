import { useRevalidator } from 'react-router';
import { AdminCategoriesList } from '~/components/admin/catalog/admin-categories-list';
import { requireAdmin } from '~/components/admin/admin-route';
import { api } from '~/lib/api/browser-client';
import type { Route } from './+types/categories';

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  await requireAdmin(request);
  return { categories: (await api('GET /admin/categories', undefined, { signal: request.signal })).data };
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <AdminCategoriesList categories={null} />;
}

export function ErrorBoundary() {
  const revalidator = useRevalidator();
  return <AdminCategoriesList categories={null} onRetry={() => void revalidator.revalidate()} />;
}

export default function AdminCategoriesScreen({ loaderData }: Route.ComponentProps) {
  return <AdminCategoriesList categories={loaderData.categories} />;
}
