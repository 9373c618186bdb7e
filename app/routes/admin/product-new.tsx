import { ProductEditorError, ProductEditorLoading } from '~/components/admin/catalog/admin-product-editor';
import { adminMeta } from '~/components/admin/admin-meta';
import { requireAdmin } from '~/components/admin/admin-route';
import { loadCatalogChoices } from '~/components/admin/catalog/catalog-choices';
import { ProductForm } from '~/components/admin/catalog/product-form';
import { editorScreens } from '~/components/admin/kit/detail-route';
import type { Route } from './+types/product-new';

export const meta = () => adminMeta('Nuevo producto');

/** What the form offers to choose from. */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  await requireAdmin(request, 'products.manage');
  return loadCatalogChoices(request.signal);
}
clientLoader.hydrate = true as const;

export const { HydrateFallback, ErrorBoundary } = editorScreens({ loading: ProductEditorLoading, error: ProductEditorError, isEdit: false });

export default function AdminProductNewScreen({ loaderData }: Route.ComponentProps) {
  return <ProductForm brands={loaderData.brands} categories={loaderData.categories} />;
}
