import { LoaderCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/**
 * The bar that sticks to the bottom of a back-office editor: what is wrong with the form (its
 * error, or how many fields are marked), 'Cancelar' back to the list, and the save button.
 */
export function FormSaveBar({
  formError,
  errorCount,
  cancelTo,
  isSaving,
  saveLabel,
  extraActions,
}: {
  formError: string | null | undefined;
  errorCount: number;
  cancelTo: string;
  isSaving: boolean;
  /** 'Guardar cambios' or 'Crear cupón'. */
  saveLabel: string;
  /** More buttons before the save button ('Aprobar y publicar'). */
  extraActions?: ReactNode;
}) {
  return (
    <div className="sticky bottom-3 z-10 ml-16 flex flex-col gap-3 rounded-2xl border border-line bg-surface/95 px-3 py-3 shadow-lg backdrop-blur sm:flex-row sm:items-center sm:justify-between sm:px-5 lg:ml-0">
      {(formError || errorCount > 0) && (
        <div role="alert" className="text-sm font-medium text-danger">
          {formError ?? `Revisa ${errorCount === 1 ? 'el campo marcado' : `los ${errorCount} campos marcados`}.`}
        </div>
      )}
      <div className="flex justify-end gap-2 sm:ml-auto">
        <Link to={cancelTo} className="btn-secondary">
          Cancelar
        </Link>
        {extraActions}
        <button type="submit" className="btn-primary" disabled={isSaving}>
          {isSaving && <LoaderCircle aria-hidden="true" className="size-4 animate-spin motion-reduce:animate-none" />}
          {isSaving ? 'Guardando…' : saveLabel}
        </button>
      </div>
    </div>
  );
}
