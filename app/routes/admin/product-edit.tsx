import { ProductEditorError, ProductEditorLoading } from '~/components/admin/catalog/admin-product-editor';
import { adminMeta } from '~/components/admin/admin-meta';
import { editorScreens, loadDetail } from '~/components/admin/kit/detail-route';
import { runChange } from '~/components/admin/kit/route-change';
import { loadCatalogChoices } from '~/components/admin/catalog/catalog-choices';
import { ProductForm } from '~/components/admin/catalog/product-form';
import { ProductSizeInsights } from '~/components/admin/catalog/product-size-insights';
import type { PhotoIntent } from '~/components/admin/catalog/stored-product-images';
import { api } from '~/lib/api/browser-client';
import type { Route } from './+types/product-edit';

export const meta = () => adminMeta('Editar producto');

/** The product, and what the form offers to choose from. An id that names no product is a 404. */
export async function clientLoader({ request, params }: Route.ClientLoaderArgs) {
  // The product and the form's choices load together: the lists take no id, so only the product's fetch answers 404.
  const { record } = await loadDetail(request, params.id, 'products.view', async (id, signal) => {
    // The size insights only inform: the form opens without them if they cannot be read.
    const sizeInsights = api('GET /admin/products/{id}/size-insights', { params: { id } }, { signal }).then(
      (reply) => reply.data,
      () => null,
    );
    const [choices, found, insights] = await Promise.all([loadCatalogChoices(signal), api('GET /admin/products/{id}', { params: { id } }, { signal }), sizeInsights]);
    return { data: { ...choices, product: found.data, sizeInsights: insights } };
  });
  return record;
}
clientLoader.hydrate = true as const;

/** The stored photos' changes, which apply at once; the product is loaded again afterwards. */
export async function clientAction({ request, params }: Route.ClientActionArgs) {
  const form = await request.formData();
  const intent = String(form.get('intent')) as PhotoIntent;
  const ids = { id: params.id, imageId: String(form.get('image_id')) };
  switch (intent) {
    case 'reorder-images': {
      const imageIds = String(form.get('image_ids')).split(',').map(Number);
      return runChange(() => api('PUT /admin/products/{id}/images/order', { params: ids, body: { image_ids: imageIds } }), {
        failure: 'No se pudo cambiar el orden. Inténtalo de nuevo.',
      });
    }
    case 'describe-image': {
      const alt = String(form.get('alt') ?? '').trim();
      return runChange(() => api('PATCH /admin/products/{id}/images/{imageId}', { params: ids, body: { alt: alt || null } }), {
        success: 'Descripción guardada.',
        failure: 'No se pudo guardar. Inténtalo de nuevo.',
        toastFailure: false,
      });
    }
    case 'delete-image':
      return runChange(() => api('DELETE /admin/products/{id}/images/{imageId}', { params: ids }), {
        success: 'Foto borrada.',
        failure: 'No se pudo borrar la foto. Inténtalo de nuevo.',
      });
    default:
      throw new Error(`Unknown product action: ${String(intent)}`);
  }
}

export const { HydrateFallback, ErrorBoundary } = editorScreens({ loading: ProductEditorLoading, error: ProductEditorError, isEdit: true });

export default function AdminProductEditScreen({ loaderData }: Route.ComponentProps) {
  const { product, brands, categories, sizeInsights } = loaderData;
  // Another product starts a form of its own.
  return <ProductForm key={product.id} product={product} brands={brands} categories={categories} sizePanel={<ProductSizeInsights insights={sizeInsights} />} />;
}
