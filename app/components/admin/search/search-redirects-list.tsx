import { CornerDownRight, Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { AdminSearchRedirectListQuery, type AdminSearchRedirect, type AdminSearchRedirectPage } from '@common/search/contracts';
import { SEARCH_REDIRECT_TARGET_LABELS } from '@common/search/redirects';
import { useAlertDialog } from '~/components/ui/alert-dialog';
import { formFailure } from '~/components/forms/field-errors';
import { api } from '~/lib/api/browser-client';
import { toast } from '~/lib/toast';
import { AdminPageHeader } from '../admin-page-header';
import { AdminListResults } from '../kit/admin-list-results';
import { actionsColumn, rowActionClass, rowDeleteClass, type Column } from '../kit/admin-table';
import { ClearFiltersButton, FilterSearch } from '../kit/filter-controls';
import { defineListAddress } from '../kit/list-address';
import { useListFilters } from '../kit/use-list-filters';
import { RedirectDialog } from './redirect-dialog';
import { ADMIN_SEARCH_REDIRECTS_PATH, SearchRulesNav } from './search-rules-nav';

export const ADMIN_SEARCH_REDIRECTS_PER_PAGE = 50;

export const redirectListAddress = defineListAddress(AdminSearchRedirectListQuery, { fields: ['search', 'page'] });

export interface SearchRedirectsListProps {
  page: AdminSearchRedirectPage | null;
  onRetry?: () => void;
  onChanged?: () => void;
}

/** Búsqueda › Redirecciones (issue 37): searches that go straight to a page, with where each leads now. */
export function SearchRedirectsList({ page, onRetry, onChanged }: SearchRedirectsListProps) {
  const { filters: query, clear, searchText, setSearchText, status, isLoading } = useListFilters({
    path: ADMIN_SEARCH_REDIRECTS_PATH,
    address: redirectListAddress,
    hasPage: page !== null,
    onRetry,
  });
  const { show } = useAlertDialog();
  const [editing, setEditing] = useState<AdminSearchRedirect | 'new' | null>(null);
  const [busyId, setBusyId] = useState<number | null>(null);

  async function remove(redirect: AdminSearchRedirect) {
    const answer = await show({
      type: 'warning',
      title: `¿Eliminar la redirección de «${redirect.query}»?`,
      message: 'Esa búsqueda volverá a mostrar resultados en el acto.',
      confirmText: 'Eliminar',
      cancelText: 'Cancelar',
    });
    if (answer !== 'confirm') return;
    setBusyId(redirect.id);
    try {
      await api('DELETE /admin/search/redirects/{id}', { params: { id: redirect.id } });
      toast({ type: 'success', message: 'Redirección eliminada.' });
      onChanged?.();
    } catch (error) {
      toast({ type: 'error', message: formFailure(error, 'No se pudo eliminar la redirección. Inténtalo de nuevo.').message ?? 'No se pudo eliminar la redirección.' });
    } finally {
      setBusyId(null);
    }
  }

  const rows = page?.data ?? [];
  const hasFilters = redirectListAddress.isFiltered(query);
  const newButton = (
    <button type="button" onClick={() => setEditing('new')} className="btn-primary">
      <Plus aria-hidden="true" className="size-4" />
      Nueva redirección
    </button>
  );

  return (
    <div className="flex flex-col gap-6">
      <AdminPageHeader
        eyebrow="Búsqueda"
        title="Redirecciones"
        description="Búsquedas que llevan directamente a una página de la tienda, en el buscador y en la tienda: «devoluciones» a la ayuda de devoluciones, «rebajas» a la campaña en curso."
        actions={newButton}
      />
      <SearchRulesNav />

      <div role="search" aria-label="Filtrar redirecciones" className="card grid grid-cols-1 items-end gap-3 p-4 sm:grid-cols-[minmax(0,1fr)_auto]">
        <FilterSearch value={searchText} onChange={setSearchText} placeholder="Una búsqueda, por ejemplo rebajas" />
        <ClearFiltersButton onClick={() => clear()} disabled={!hasFilters} />
      </div>

      <AdminListResults
        page={page}
        status={status}
        isLoading={isLoading}
        rowCount={rows.length}
        noun={['redirección', 'redirecciones']}
        loadingText="Cargando redirecciones…"
        errorTitle="No se pudo cargar la lista de redirecciones."
        onRetry={onRetry}
        table={{
          caption: 'Redirecciones de la búsqueda',
          columns: [
            ...REDIRECT_COLUMNS,
            actionsColumn<AdminSearchRedirect>((redirect) => (
              <RedirectActions redirect={redirect} isBusy={busyId === redirect.id} onEdit={() => setEditing(redirect)} onDelete={() => void remove(redirect)} />
            )),
          ],
          rows,
          rowKey: (redirect) => redirect.id,
          rowClassName: (redirect) => busyId === redirect.id && 'opacity-50',
        }}
        empty={{
          filtered: hasFilters,
          icon: CornerDownRight,
          noMatch: { title: 'Ninguna redirección coincide con esta búsqueda', hint: 'Prueba con otras palabras.' },
          empty: { title: 'Todavía no hay redirecciones', hint: 'Por ejemplo «devoluciones» → /help/returns.' },
          emptyAction: newButton,
        }}
        pagination={{ label: 'Paginación de redirecciones', hrefFor: (n) => `${ADMIN_SEARCH_REDIRECTS_PATH}${redirectListAddress.queryString({ ...query, page: n })}` }}
      />

      <RedirectDialog
        open={editing !== null}
        redirect={editing === 'new' ? null : editing}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          onChanged?.();
        }}
      />
    </div>
  );
}

const REDIRECT_COLUMNS: readonly Column<AdminSearchRedirect>[] = [
  { header: 'Búsqueda', className: 'py-3 pr-2 pl-3 sm:px-4', cellClassName: 'font-semibold text-fg', cell: (redirect) => redirect.query },
  {
    header: 'Lleva a',
    className: 'px-3 py-3',
    cellClassName: 'text-sm',
    cell: (redirect) => (
      <>
        {redirect.target_kind === 'current_campaign' ? <p className="text-fg">{SEARCH_REDIRECT_TARGET_LABELS.current_campaign}</p> : null}
        {redirect.goes_to ? (
          <Link to={redirect.goes_to} className="font-mono text-xs break-all text-primary hover:underline">
            {redirect.goes_to}
          </Link>
        ) : (
          <p className="text-xs text-muted">Ahora no hay campaña en curso: la búsqueda muestra resultados.</p>
        )}
      </>
    ),
  },
];

function RedirectActions({ redirect, isBusy, onEdit, onDelete }: { redirect: AdminSearchRedirect; isBusy: boolean; onEdit: () => void; onDelete: () => void }) {
  return (
    <>
      <button type="button" onClick={onEdit} disabled={isBusy} className={rowActionClass}>
        <Pencil aria-hidden="true" className="size-4" />
        <span className="sr-only">Editar la redirección de «{redirect.query}»</span>
      </button>
      <button type="button" onClick={onDelete} disabled={isBusy} className={rowDeleteClass}>
        <Trash2 aria-hidden="true" className="size-4" />
        <span className="sr-only">Eliminar la redirección de «{redirect.query}»</span>
      </button>
    </>
  );
}
