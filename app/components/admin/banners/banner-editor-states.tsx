import type { ReactNode } from 'react';
import { isRouteErrorResponse, Link, useRevalidator, useRouteError } from 'react-router';
import { AdminPageHeader } from '../admin-page-header';
import { LoadErrorCard } from '../kit/load-error-card';
import { ADMIN_BANNERS_PATH } from './banner-form-values';

function EditorFrame({ isEdit, children }: { isEdit: boolean; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-8">
      <AdminPageHeader eyebrow="Marketing" title={isEdit ? 'Editar banner' : 'Nuevo banner'} />
      {children}
    </div>
  );
}

/** While the banner arrives. */
export function BannerEditorLoading({ isEdit }: { isEdit: boolean }) {
  return (
    <EditorFrame isEdit={isEdit}>
      <div role="status" className="card p-8 text-center text-sm text-muted">
        Cargando el banner…
      </div>
    </EditorFrame>
  );
}

/** The banner does not exist (any more), or it could not be loaded and Reintentar asks again. */
export function BannerEditorError({ isEdit }: { isEdit: boolean }) {
  const error = useRouteError();
  const revalidator = useRevalidator();
  if (revalidator.state === 'loading') return <BannerEditorLoading isEdit={isEdit} />;
  const isMissing = isRouteErrorResponse(error) && error.status === 404;
  return (
    <EditorFrame isEdit={isEdit}>
      {isMissing ? (
        <LoadErrorCard
          title="Este banner no existe o se ha eliminado."
          detail="Vuelve al listado para elegir otro."
          action={
            <Link to={ADMIN_BANNERS_PATH} className="btn-primary">
              Volver al listado
            </Link>
          }
        />
      ) : (
        <LoadErrorCard
          title="No se pudo cargar el banner."
          detail="Comprueba la conexión e inténtalo de nuevo."
          onRetry={() => void revalidator.revalidate()}
        />
      )}
    </EditorFrame>
  );
}
