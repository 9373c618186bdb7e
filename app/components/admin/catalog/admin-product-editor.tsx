import { AlertTriangle, RefreshCw } from 'lucide-react';
import { Link } from 'react-router';
import { ApiRequestError } from '~/lib/api-client';
import { AdminPageHeader } from '../admin-page-header';
import { ADMIN_PRODUCTS_PATH } from './admin-products-list';
import { fetchAdminCategories, fetchAdminProduct, fetchBrands } from './catalog-api';
import { ProductForm } from './product-form';
import { useAdminRequest } from './use-admin-request';

/** /admin/products/new and /admin/products/:id: loads what the form needs, then shows it. */
export function AdminProductEditor({ productId }: { productId?: number }) {
  const isEdit = productId !== undefined;
  const request = useAdminRequest(`editor-${productId ?? 'new'}`, async (signal) => {
    const [brands, categories, product] = await Promise.all([
      fetchBrands(signal),
      fetchAdminCategories(signal),
      isEdit ? fetchAdminProduct(productId, signal).catch((error: unknown) => {
        if (error instanceof ApiRequestError && (error.status === 404 || error.status === 422)) return null;
        throw error;
      }) : undefined,
    ]);
    return { brands, categories, product };
  });

  if (request.status === 'ready' && request.data.product !== null) {
    const { brands, categories, product } = request.data;
    return <ProductForm key={product?.id ?? 'new'} product={product} brands={brands} categories={categories} />;
  }

  const isMissing = request.status === 'ready' && request.data.product === null;
  return (
    <div className="flex flex-col gap-8">
      <AdminPageHeader eyebrow="Catálogo" title={isEdit ? 'Editar producto' : 'Nuevo producto'} />
      {request.status === 'loading' && (
        <div role="status" className="card p-8 text-center text-sm text-muted">
          Cargando el formulario…
        </div>
      )}
      {(request.status === 'error' || isMissing) && (
        <div role="alert" className="card flex flex-col items-start gap-4 border-danger/40 p-5 sm:flex-row sm:items-center">
          <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-danger/10 text-danger">
            <AlertTriangle aria-hidden="true" className="size-5" />
          </span>
          <div className="flex-1">
            <p className="font-semibold text-fg">{isMissing ? 'Este producto no existe o se ha eliminado.' : 'No se pudo cargar el formulario.'}</p>
            <p className="mt-1 text-sm text-muted">{isMissing ? 'Vuelve al listado para elegir otro.' : 'Faltan las marcas, las categorías o el producto. Comprueba la conexión e inténtalo de nuevo.'}</p>
          </div>
          {isMissing ? (
            <Link to={ADMIN_PRODUCTS_PATH} className="btn-primary">
              Volver al listado
            </Link>
          ) : (
            <button type="button" onClick={request.reload} className="btn-primary">
              <RefreshCw aria-hidden="true" className="size-4" />
              Reintentar
            </button>
          )}
        </div>
      )}
    </div>
  );
}
