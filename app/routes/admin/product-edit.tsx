import { data } from 'react-router';
import { ProductEditorError, ProductEditorLoading } from '~/components/admin/catalog/admin-product-editor';
import { adminMeta } from '~/components/admin/admin-meta';
import { requireAdmin } from '~/components/admin/admin-route';
import { AdminErrorGate } from '~/components/admin/admin-status-panel';
import { runChange } from '~/components/admin/kit/route-change';
import { ProductForm } from '~/components/admin/catalog/product-form';
import { ProductSizeInsights } from '~/components/admin/catalog/product-size-insights';
import type { PhotoIntent } from '~/components/admin/catalog/stored-product-images';
import { api } from '~/lib/api/browser-client';
import { ApiRequestError } from '~/lib/api/errors';
import type { Route } from './+types/product-edit';

export const meta = () => adminMeta('Editar producto');

/** The product, and what the form offers to choose from. An id that names no product is a 404. */
export async function clientLoader({ request, params }: Route.ClientLoaderArgs) {
  await requireAdmin(request, 'products.view');
  if (!/^\d{1,10}$/.test(params.id)) throw data(null, { status: 404 });
  const { signal } = request;
  const product = api('GET /admin/products/{id}', { params: { id: params.id } }, { signal }).catch((error: unknown) => {
    if (error instanceof ApiRequestError && (error.status === 404 || error.status === 422)) throw data(null, { status: 404 });
    throw error;
  });
  // The size insights only inform: the form opens without them if they cannot be read.
  const sizeInsights = api('GET /admin/products/{id}/size-insights', { params: { id: params.id } }, { signal }).then(
    (reply) => reply.data,
    () => null,
  );
  const [brands, categories, found, insights] = await Promise.all([api('GET /brands', undefined, { signal }), api('GET /admin/categories', undefined, { signal }), product, sizeInsights]);
  return { brands: brands.data, categories: categories.data, product: found.data, sizeInsights: insights };
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

export function HydrateFallback() {
  return <ProductEditorLoading isEdit />;
}

export function ErrorBoundary() {
  return (
    <AdminErrorGate>
      <ProductEditorError isEdit />
    </AdminErrorGate>
  );
}

export default function AdminProductEditScreen({ loaderData }: Route.ComponentProps) {
  const { product, brands, categories, sizeInsights } = loaderData;
  // Another product starts a form of its own.
  return <ProductForm key={product.id} product={product} brands={brands} categories={categories} sizePanel={<ProductSizeInsights insights={sizeInsights} />} />;
}
