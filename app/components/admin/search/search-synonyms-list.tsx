import { ArrowRight, Pencil, Plus, Repeat, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { AdminSearchSynonymListQuery, type AdminSearchSynonym, type AdminSearchSynonymPage } from '@common/search/contracts';
import { SEARCH_SYNONYM_KIND_LABELS, SEARCH_SYNONYM_KINDS } from '@common/search/synonyms';
import { useAlertDialog } from '~/components/ui/alert-dialog';
import { formFailure } from '~/components/forms/field-errors';
import { api } from '~/lib/api/browser-client';
import { toast } from '~/lib/toast';
import { AdminPageHeader } from '../admin-page-header';
import { AdminListResults } from '../kit/admin-list-results';
import { actionsColumn, rowActionClass, rowDeleteClass, type Column } from '../kit/admin-table';
import { ClearFiltersButton, FilterSearch, FilterSelect } from '../kit/filter-controls';
import { defineListAddress } from '../kit/list-address';
import { useListFilters } from '../kit/use-list-filters';
import { ADMIN_SEARCH_PATH, SearchRulesNav } from './search-rules-nav';
import { SynonymDialog } from './synonym-dialog';

export const ADMIN_SEARCH_SYNONYMS_PER_PAGE = 50;

/** The list's filters in the address (search, kind and page), read as the API reads them. */
export const synonymListAddress = defineListAddress(AdminSearchSynonymListQuery, { fields: ['search', 'kind', 'page'] });

export interface SearchSynonymsListProps {
  /** null while the first page loads, or when it could not be loaded. */
  page: AdminSearchSynonymPage | null;
  /** Given by the route's error screen: the list could not be loaded, and this asks again. */
  onRetry?: () => void;
  /** After a save or a delete: the route loads the list again. */
  onChanged?: () => void;
}

/** Búsqueda › Sinónimos (issue 37): the two-way groups and one-way rules the search applies; search, filter, add, edit, delete. */
export function SearchSynonymsList({ page, onRetry, onChanged }: SearchSynonymsListProps) {
  const { filters: query, update, clear, searchText, setSearchText, status, isLoading } = useListFilters({
    path: ADMIN_SEARCH_PATH,
    address: synonymListAddress,
    hasPage: page !== null,
    onRetry,
  });
  const { show } = useAlertDialog();
  const [editing, setEditing] = useState<AdminSearchSynonym | 'new' | null>(null);
  const [busyId, setBusyId] = useState<number | null>(null);

  async function remove(synonym: AdminSearchSynonym) {
    const answer = await show({
      type: 'warning',
      title: '¿Eliminar este sinónimo?',
      message: `${describeSynonym(synonym)}. La búsqueda deja de aplicarlo en el acto.`,
      confirmText: 'Eliminar',
      cancelText: 'Cancelar',
    });
    if (answer !== 'confirm') return;
    setBusyId(synonym.id);
    try {
      await api('DELETE /admin/search/synonyms/{id}', { params: { id: synonym.id } });
      toast({ type: 'success', message: 'Sinónimo eliminado.' });
      onChanged?.();
    } catch (error) {
      toast({ type: 'error', message: formFailure(error, 'No se pudo eliminar el sinónimo. Inténtalo de nuevo.').message ?? 'No se pudo eliminar el sinónimo.' });
    } finally {
      setBusyId(null);
    }
  }

  const rows = page?.data ?? [];
  const hasFilters = synonymListAddress.isFiltered(query);
  const newButton = (
    <button type="button" onClick={() => setEditing('new')} className="btn-primary">
      <Plus aria-hidden="true" className="size-4" />
      Nuevo sinónimo
    </button>
  );

  return (
    <div className="flex flex-col gap-6">
      <AdminPageHeader
        eyebrow="Búsqueda"
        title="Sinónimos"
        description="Las palabras de la clientela que la tienda debe entender: el buscador, la tienda y las sugerencias los aplican en el acto."
        actions={newButton}
      />
      <SearchRulesNav />

      <div role="search" aria-label="Filtrar sinónimos" className="card grid grid-cols-1 items-end gap-3 p-4 sm:grid-cols-[minmax(0,1fr)_13rem_auto]">
        <FilterSearch value={searchText} onChange={setSearchText} placeholder="Un término, por ejemplo vaqueros" />
        <FilterSelect label="Tipo" value={query.kind ?? ''} onChange={(value) => update({ kind: SEARCH_SYNONYM_KINDS.find((known) => known === value) })}>
          <option value="">Todos los tipos</option>
          {SEARCH_SYNONYM_KINDS.map((value) => (
            <option key={value} value={value}>
              {SEARCH_SYNONYM_KIND_LABELS[value]}
            </option>
          ))}
        </FilterSelect>
        <ClearFiltersButton onClick={() => clear()} disabled={!hasFilters} />
      </div>

      <AdminListResults
        page={page}
        status={status}
        isLoading={isLoading}
        rowCount={rows.length}
        noun={['sinónimo', 'sinónimos']}
        loadingText="Cargando sinónimos…"
        errorTitle="No se pudo cargar la lista de sinónimos."
        onRetry={onRetry}
        table={{
          caption: 'Sinónimos de la búsqueda',
          columns: [
            ...SYNONYM_COLUMNS,
            actionsColumn<AdminSearchSynonym>((synonym) => (
              <SynonymActions synonym={synonym} isBusy={busyId === synonym.id} onEdit={() => setEditing(synonym)} onDelete={() => void remove(synonym)} />
            )),
          ],
          rows,
          rowKey: (synonym) => synonym.id,
          rowClassName: (synonym) => busyId === synonym.id && 'opacity-50',
        }}
        empty={{
          filtered: hasFilters,
          icon: Repeat,
          noMatch: { title: 'Ningún sinónimo coincide con estos filtros', hint: 'Prueba con otro término u otro tipo.' },
          empty: { title: 'Todavía no hay sinónimos', hint: 'Por ejemplo «vaqueros, jeans, tejanos», o «deportivas → zapatillas».' },
          emptyAction: newButton,
        }}
        pagination={{ label: 'Paginación de sinónimos', hrefFor: (n) => `${ADMIN_SEARCH_PATH}${synonymListAddress.queryString({ ...query, page: n })}` }}
      />

      <SynonymDialog
        open={editing !== null}
        synonym={editing === 'new' ? null : editing}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          onChanged?.();
        }}
      />
    </div>
  );
}

/** The rule in words, for a confirmation. */
function describeSynonym(synonym: AdminSearchSynonym): string {
  return synonym.kind === 'one_way' ? `«${synonym.input}» encuentra también ${synonym.terms.map((t) => `«${t}»`).join(', ')}` : `Grupo ${synonym.terms.map((t) => `«${t}»`).join(', ')}`;
}

function Term({ children }: { children: string }) {
  return <span className="inline-flex items-center rounded-full border border-line bg-surface-muted px-2.5 py-0.5 text-sm font-medium text-fg">{children}</span>;
}

const SYNONYM_COLUMNS: readonly Column<AdminSearchSynonym>[] = [
  {
    header: 'Sinónimo',
    className: 'py-3 pr-2 pl-3 sm:px-4',
    cell: (synonym) => (
      <>
        <div className="flex flex-wrap items-center gap-1.5">
          {synonym.kind === 'one_way' && synonym.input ? (
            <>
              <Term>{synonym.input}</Term>
              <ArrowRight aria-hidden="true" className="size-4 text-muted" />
              <span className="sr-only">encuentra también</span>
            </>
          ) : null}
          {synonym.terms.map((term) => (
            <Term key={term}>{term}</Term>
          ))}
        </div>
        <p className="mt-1 text-xs text-muted sm:hidden">{SEARCH_SYNONYM_KIND_LABELS[synonym.kind]}</p>
      </>
    ),
  },
  { header: 'Tipo', className: 'hidden px-3 py-3 sm:table-cell', cellClassName: 'text-sm text-fg', cell: (synonym) => SEARCH_SYNONYM_KIND_LABELS[synonym.kind] },
];

function SynonymActions({ synonym, isBusy, onEdit, onDelete }: { synonym: AdminSearchSynonym; isBusy: boolean; onEdit: () => void; onDelete: () => void }) {
  const label = describeSynonym(synonym);
  return (
    <>
      <button type="button" onClick={onEdit} disabled={isBusy} className={rowActionClass}>
        <Pencil aria-hidden="true" className="size-4" />
        <span className="sr-only">Editar: {label}</span>
      </button>
      <button type="button" onClick={onDelete} disabled={isBusy} className={rowDeleteClass}>
        <Trash2 aria-hidden="true" className="size-4" />
        <span className="sr-only">Eliminar: {label}</span>
      </button>
    </>
  );
}
