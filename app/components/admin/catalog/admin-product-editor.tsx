import type { ReactNode } from 'react';
import { isRouteErrorResponse, Link, useRevalidator, useRouteError } from 'react-router';
import { AdminPageHeader } from '../admin-page-header';
import { ADMIN_PRODUCTS_PATH } from './admin-products-list';
import { LoadErrorCard } from '../kit/load-error-card';

/** The heading of /admin/products/new and /admin/products/:id before the form can be shown. */
function EditorFrame({ isEdit, children }: { isEdit: boolean; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-8">
      <AdminPageHeader eyebrow="Catálogo" title={isEdit ? 'Editar producto' : 'Nuevo producto'} />
      {children}
    </div>
  );
}

/** While the brands, the categories and the product arrive. */
export function ProductEditorLoading({ isEdit }: { isEdit: boolean }) {
  return (
    <EditorFrame isEdit={isEdit}>
      <div role="status" className="card p-8 text-center text-sm text-muted">
        Cargando el formulario…
      </div>
    </EditorFrame>
  );
}

/**
 * The editor routes' error screen: the product does not exist (or no longer), or what the form
 * needs could not be loaded and Reintentar asks again.
 */
export function ProductEditorError({ isEdit }: { isEdit: boolean }) {
  const error = useRouteError();
  const revalidator = useRevalidator();
  if (revalidator.state === 'loading') return <ProductEditorLoading isEdit={isEdit} />;
  const isMissing = isRouteErrorResponse(error) && error.status === 404;
  return (
    <EditorFrame isEdit={isEdit}>
      {isMissing ? (
        <LoadErrorCard
          title="Este producto no existe o se ha eliminado."
          detail="Vuelve al listado para elegir otro."
          action={
            <Link to={ADMIN_PRODUCTS_PATH} className="btn-primary">
              Volver al listado
            </Link>
          }
        />
      ) : (
        <LoadErrorCard
          title="No se pudo cargar el formulario."
          detail="Faltan las marcas, las categorías o el producto. Comprueba la conexión e inténtalo de nuevo."
          onRetry={() => void revalidator.revalidate()}
        />
      )}
    </EditorFrame>
  );
}
