import {
  ADMIN_PRODUCTS_PER_PAGE,
  AdminProductsList,
  productListAddress,
} from '~/components/admin/catalog/admin-products-list';
import { adminMeta } from '~/components/admin/admin-meta';
import { requireAdmin } from '~/components/admin/admin-route';
import { listScreens } from '~/components/admin/kit/list-screens';
import { runChange } from '~/components/admin/kit/route-change';
import { api } from '~/lib/api/browser-client';
import type { Route } from './+types/products';

export const meta = () => adminMeta('Productos');

/** The page of products the URL's filters ask for, and the categories of the filter. */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  await requireAdmin(request, 'products.view');
  const { page, ...filters } = productListAddress.read(new URL(request.url).searchParams);
  const { signal } = request;
  const [products, categories] = await Promise.all([
    api('GET /admin/products', { query: { ...filters, page: page > 1 ? page : undefined, per_page: ADMIN_PRODUCTS_PER_PAGE } }, { signal }),
    // Spec §8: a failed category load leaves an empty filter; the list still works.
    api('GET /admin/categories', undefined, { signal }).then(
      (reply) => reply.data,
      () => [],
    ),
  ]);
  return { page: products.data, categories };
}
clientLoader.hydrate = true as const;

/** Deletes a product (soft delete: orders keep it); the list is loaded again afterwards. */
export async function clientAction({ request }: Route.ClientActionArgs) {
  const form = await request.formData();
  const id = Number(form.get('id'));
  return runChange(() => api('DELETE /admin/products/{id}', { params: { id } }), {
    success: `«${String(form.get('name'))}» eliminado.`,
    failure: 'No se pudo eliminar el producto. Inténtalo de nuevo.',
  });
}

export const { HydrateFallback, ErrorBoundary } = listScreens(({ onRetry }) => <AdminProductsList page={null} categories={[]} onRetry={onRetry} />);

export default function AdminProductsScreen({ loaderData }: Route.ComponentProps) {
  return <AdminProductsList page={loaderData.page} categories={loaderData.categories} />;
}
