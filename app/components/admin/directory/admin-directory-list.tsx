import { Check, Pencil, Plus, Store, Trash2 } from 'lucide-react';
import { Link, useFetcher } from 'react-router';
import { AdminDirectoryListQuery, type AdminDirectoryEntry, type AdminDirectoryPage, type DirectoryStatus } from '@common/directory/contracts';
import { DIRECTORY_KIND_LABELS, DIRECTORY_KINDS } from '@common/directory/rules';
import { useAlertDialog } from '~/components/ui/alert-dialog';
import { AdminPageHeader } from '../admin-page-header';
import type { ChangeResult } from '../kit/route-change';
import { ClearFiltersButton, FilterSearch, FilterSelect } from '../kit/filter-controls';
import { AdminListResults } from '../kit/admin-list-results';
import { actionsColumn, rowActionClass, rowDeleteClass, RowLink, type Column } from '../kit/admin-table';
import { defineListAddress } from '../kit/list-address';
import { FacetLink } from '../kit/status-facets';
import { useListFilters } from '../kit/use-list-filters';
import { DirectoryStateBadge, VerifiedMark, formatDirectoryDate } from './directory-badges';
import { ADMIN_DIRECTORY_PATH, adminDirectoryEntryPath } from './directory-form-values';

export const ADMIN_DIRECTORY_PER_PAGE = 20;

/** The list's filters in the address (status, kind, search and page), read as the API reads them. */
export const directoryListAddress = defineListAddress(AdminDirectoryListQuery);

export type DirectoryIntent = 'approve' | 'delete';

/** The tabs above the list: what each shows. */
const TABS: { status: DirectoryStatus | undefined; label: string }[] = [
  { status: 'pending', label: 'Pendientes' },
  { status: 'approved', label: 'Publicadas' },
  { status: undefined, label: 'Todas' },
];

export interface AdminDirectoryListProps {
  /** null while the first page loads, or when it could not be loaded. */
  page: AdminDirectoryPage | null;
  /** Given by the route's error screen: the list could not be loaded, and this asks again. */
  onRetry?: () => void;
}

/** Directorio: the proposals waiting for review and the published entries; approve or turn down from the list. */
export function AdminDirectoryList({ page, onRetry }: AdminDirectoryListProps) {
  const { filters: query, update, clear, searchText, setSearchText, status, isLoading } = useListFilters({
    path: ADMIN_DIRECTORY_PATH,
    address: directoryListAddress,
    hasPage: page !== null,
    onRetry,
  });
  const changer = useFetcher<ChangeResult>();
  const { show } = useAlertDialog();
  const busyId = changer.state !== 'idle' && changer.formData ? Number(changer.formData.get('id')) : null;

  function change(entry: AdminDirectoryEntry, intent: DirectoryIntent) {
    void changer.submit({ id: entry.id, name: entry.name, intent, status: entry.status }, { method: 'post' });
  }

  async function remove(entry: AdminDirectoryEntry) {
    const isPending = entry.status === 'pending';
    const answer = await show({
      type: 'warning',
      title: isPending ? `¿Rechazar y borrar la propuesta de ${entry.name}?` : `¿Borrar ${entry.name} del directorio?`,
      message: isPending
        ? 'La propuesta se borra sin publicarse y no se puede recuperar. Si solo hay que corregir algún dato, ábrela y edítala antes de aprobarla.'
        : 'La ficha y su logo se borran y su página deja de existir. Si solo quieres retirarla un tiempo, ábrela y desactiva «Visible en el directorio».',
      confirmText: isPending ? 'Rechazar y borrar' : 'Borrar',
      cancelText: 'Cancelar',
    });
    if (answer === 'confirm') change(entry, 'delete');
  }

  const rows = page?.data ?? [];
  const hasFilters = directoryListAddress.isFiltered(query);
  const newButton = (
    <Link to={`${ADMIN_DIRECTORY_PATH}/new`} className="btn-primary">
      <Plus aria-hidden="true" className="size-4" />
      Nueva ficha
    </Link>
  );

  return (
    <div className="flex flex-col gap-6">
      <AdminPageHeader
        eyebrow="Directorio"
        title="Directorio"
        description="Las empresas, servicios y profesionales de /directorio. Las propuestas que llegan desde «Añade tu negocio» esperan aquí hasta que alguien del equipo las revisa y las aprueba."
        actions={newButton}
      />

      <nav aria-label="Fichas por estado">
        <ul className="flex flex-wrap gap-2">
          {TABS.map((tab) => (
            <li key={tab.label}>
              <FacetLink
                active={query.status === tab.status}
                to={`${ADMIN_DIRECTORY_PATH}${directoryListAddress.queryString({ ...query, status: tab.status, page: 1 })}`}
                label={tab.label}
                count={tab.status === 'pending' ? page?.pending_count : undefined}
              />
            </li>
          ))}
        </ul>
      </nav>

      <div role="search" aria-label="Filtrar fichas" className="card grid grid-cols-1 items-end gap-3 p-4 sm:grid-cols-[minmax(0,1fr)_13rem_auto]">
        <FilterSearch value={searchText} onChange={setSearchText} placeholder="Nombre, localidad o email de contacto" />
        <FilterSelect label="Tipo" value={query.kind ?? ''} onChange={(value) => update({ kind: DIRECTORY_KINDS.find((known) => known === value) })}>
          <option value="">Todos los tipos</option>
          {DIRECTORY_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {DIRECTORY_KIND_LABELS[kind].plural}
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
        noun={['ficha', 'fichas']}
        loadingText="Cargando fichas…"
        errorTitle="No se pudo cargar el directorio."
        onRetry={onRetry}
        table={{
          caption: 'Fichas y propuestas del directorio',
          columns: [
            ...DIRECTORY_COLUMNS,
            actionsColumn<AdminDirectoryEntry>((entry) => (
              <DirectoryActions entry={entry} isBusy={busyId === entry.id} onApprove={() => change(entry, 'approve')} onDelete={() => void remove(entry)} />
            )),
          ],
          rows,
          rowKey: (entry) => entry.id,
          rowClassName: (entry) => busyId === entry.id && 'opacity-50',
        }}
        empty={{
          filtered: hasFilters,
          icon: Store,
          noMatch:
            query.status === 'pending' && !query.search && !query.kind
              ? { title: 'No hay propuestas pendientes', hint: 'Todo revisado. Las nuevas propuestas de «Añade tu negocio» aparecerán aquí.' }
              : { title: 'Ninguna ficha coincide con estos filtros', hint: 'Prueba con otra búsqueda, otro tipo u otro estado.' },
          empty: { title: 'El directorio está vacío', hint: 'Crea la primera ficha o espera a que llegue la primera propuesta.' },
          emptyAction: newButton,
        }}
        pagination={{ label: 'Paginación del directorio', hrefFor: (n) => `${ADMIN_DIRECTORY_PATH}${directoryListAddress.queryString({ ...query, page: n })}` }}
      />
    </div>
  );
}

const placeOf = (entry: AdminDirectoryEntry) => `${entry.city} · ${entry.province}`;

const DIRECTORY_COLUMNS: readonly Column<AdminDirectoryEntry>[] = [
  {
    header: 'Nombre',
    className: 'py-3 pr-2 pl-3 sm:px-4',
    cell: (entry) => (
      <>
        <RowLink to={adminDirectoryEntryPath(entry)} numeric={false}>
          {entry.name}
        </RowLink>
        {entry.is_verified && (
          <span className="ml-2">
            <VerifiedMark />
          </span>
        )}
        <p className="mt-0.5 text-xs text-muted">{entry.sector}</p>
        <p className="mt-0.5 text-xs text-muted md:hidden">{DIRECTORY_KIND_LABELS[entry.kind].singular}</p>
        <p className="mt-0.5 text-xs text-muted lg:hidden">{placeOf(entry)}</p>
      </>
    ),
  },
  { header: 'Tipo', className: 'hidden px-3 py-3 md:table-cell', cellClassName: 'text-fg', cell: (entry) => DIRECTORY_KIND_LABELS[entry.kind].singular },
  { header: 'Lugar', className: 'hidden px-3 py-3 lg:table-cell', cellClassName: 'text-fg', cell: placeOf },
  { header: 'Estado', className: 'px-3 py-3', cell: (entry) => <DirectoryStateBadge entry={entry} /> },
  {
    header: 'Propuesta por',
    className: 'hidden px-3 py-3 xl:table-cell',
    cellClassName: 'text-xs',
    cell: (entry) =>
      entry.contact_name || entry.contact_email ? (
        <>
          <span className="block text-fg">{entry.contact_name}</span>
          <span className="block break-all text-muted">{entry.contact_email}</span>
        </>
      ) : (
        <span className="text-muted">El equipo de la tienda</span>
      ),
  },
  {
    header: 'Fecha',
    className: 'hidden px-3 py-3 md:table-cell',
    cellClassName: 'text-xs whitespace-nowrap text-fg',
    cell: (entry) => <time dateTime={entry.created_at}>{formatDirectoryDate(entry.created_at)}</time>,
  },
];

function DirectoryActions({ entry, isBusy, onApprove, onDelete }: { entry: AdminDirectoryEntry; isBusy: boolean; onApprove: () => void; onDelete: () => void }) {
  return (
    <>
      {entry.status === 'pending' && (
        <button type="button" onClick={onApprove} disabled={isBusy} className="btn-secondary mr-1 h-10 px-3">
          <Check aria-hidden="true" className="size-4" />
          Aprobar<span className="sr-only"> {entry.name}</span>
        </button>
      )}
      <Link to={adminDirectoryEntryPath(entry)} className={rowActionClass}>
        <Pencil aria-hidden="true" className="size-4" />
        <span className="sr-only">Editar {entry.name}</span>
      </Link>
      <button type="button" onClick={onDelete} disabled={isBusy} className={rowDeleteClass}>
        <Trash2 aria-hidden="true" className="size-4" />
        <span className="sr-only">Borrar {entry.name}</span>
      </button>
    </>
  );
}
