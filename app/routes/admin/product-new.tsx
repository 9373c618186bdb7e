import { ProductEditorError, ProductEditorLoading } from '~/components/admin/catalog/admin-product-editor';
import { adminMeta } from '~/components/admin/admin-meta';
import { requireAdmin } from '~/components/admin/admin-route';
import { ProductForm } from '~/components/admin/catalog/product-form';
import { editorScreens } from '~/components/admin/kit/detail-route';
import { api } from '~/lib/api/browser-client';
import type { Route } from './+types/product-new';

export const meta = () => adminMeta('Nuevo producto');

/** What the form offers to choose from. */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  await requireAdmin(request, 'products.manage');
  const { signal } = request;
  const [brands, categories] = await Promise.all([api('GET /brands', undefined, { signal }), api('GET /admin/categories', undefined, { signal })]);
  return { brands: brands.data, categories: categories.data };
}
clientLoader.hydrate = true as const;

export const { HydrateFallback, ErrorBoundary } = editorScreens({ loading: ProductEditorLoading, error: ProductEditorError, isEdit: false });

export default function AdminProductNewScreen({ loaderData }: Route.ComponentProps) {
  return <ProductForm brands={loaderData.brands} categories={loaderData.categories} />;
}
