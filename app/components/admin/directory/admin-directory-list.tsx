import clsx from 'clsx';
import { Check, Pencil, Plus, Store, Trash2 } from 'lucide-react';
import { Link, useFetcher } from 'react-router';
import { AdminDirectoryListQuery, type AdminDirectoryEntry, type AdminDirectoryPage, type DirectoryStatus } from '@common/directory/contracts';
import { DIRECTORY_KIND_LABELS, DIRECTORY_KINDS } from '@common/directory/rules';
import { useAlertDialog } from '~/components/ui/alert-dialog';
import { AdminPageHeader } from '../admin-page-header';
import type { ChangeResult } from '../kit/route-change';
import { formatCount } from '../dashboard-format';
import { ClearFiltersButton, FilterSearch, FilterSelect } from '../kit/filter-controls';
import { AdminListResults } from '../kit/admin-list-results';
import { defineListAddress } from '../kit/list-address';
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
              <TabLink
                active={query.status === tab.status}
                to={directoryListAddress.queryString({ ...query, status: tab.status, page: 1 })}
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
        caption="Fichas y propuestas del directorio"
        head={
          <tr>
            <th scope="col" className="py-3 pr-2 pl-3 sm:pl-4">Nombre</th>
            <th scope="col" className="hidden px-3 py-3 md:table-cell">Tipo</th>
            <th scope="col" className="hidden px-3 py-3 lg:table-cell">Lugar</th>
            <th scope="col" className="px-3 py-3">Estado</th>
            <th scope="col" className="hidden px-3 py-3 xl:table-cell">Propuesta por</th>
            <th scope="col" className="hidden px-3 py-3 md:table-cell">Fecha</th>
            <th scope="col" className="py-3 pr-2 pl-1 text-right sm:px-4">
              <span className="sr-only">Acciones</span>
            </th>
          </tr>
        }
        rows={rows.map((entry) => (
          <DirectoryRow
            key={entry.id}
            entry={entry}
            isBusy={busyId === entry.id}
            onApprove={() => change(entry, 'approve')}
            onDelete={() => void remove(entry)}
          />
        ))}
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

function TabLink({ active, to, label, count }: { active: boolean; to: string; label: string; count?: number }) {
  return (
    <Link
      to={`${ADMIN_DIRECTORY_PATH}${to}`}
      replace
      preventScrollReset
      aria-current={active ? 'true' : undefined}
      className={clsx(
        'inline-flex min-h-10 items-center gap-2 rounded-full border px-3.5 text-sm font-medium transition-colors',
        active ? 'border-primary bg-primary text-on-primary' : 'border-line bg-surface text-fg hover:bg-surface-muted',
      )}
    >
      {label}
      {count !== undefined && (
        <span className={clsx('rounded-full px-2 text-xs font-semibold tabular-nums', active ? 'bg-on-primary/15' : 'bg-surface-muted')}>{formatCount(count)}</span>
      )}
    </Link>
  );
}

const iconButton =
  'inline-flex size-10 items-center justify-center rounded-full text-muted transition-colors hover:bg-surface-muted hover:text-fg disabled:opacity-50';

function DirectoryRow({ entry, isBusy, onApprove, onDelete }: { entry: AdminDirectoryEntry; isBusy: boolean; onApprove: () => void; onDelete: () => void }) {
  const editPath = adminDirectoryEntryPath(entry);
  const isPending = entry.status === 'pending';
  const place = `${entry.city} · ${entry.province}`;
  return (
    <tr className={clsx('align-middle transition-colors hover:bg-surface-muted/40', isBusy && 'opacity-50')}>
      <td className="py-3 pr-2 pl-3 sm:px-4">
        <Link to={editPath} className="font-semibold text-fg hover:text-primary hover:underline">
          {entry.name}
        </Link>
        {entry.is_verified && (
          <span className="ml-2">
            <VerifiedMark />
          </span>
        )}
        <p className="mt-0.5 text-xs text-muted">{entry.sector}</p>
        <p className="mt-0.5 text-xs text-muted md:hidden">{DIRECTORY_KIND_LABELS[entry.kind].singular}</p>
        <p className="mt-0.5 text-xs text-muted lg:hidden">{place}</p>
      </td>
      <td className="hidden px-3 py-3 text-fg md:table-cell">{DIRECTORY_KIND_LABELS[entry.kind].singular}</td>
      <td className="hidden px-3 py-3 text-fg lg:table-cell">{place}</td>
      <td className="px-3 py-3">
        <DirectoryStateBadge entry={entry} />
      </td>
      <td className="hidden px-3 py-3 text-xs xl:table-cell">
        {entry.contact_name || entry.contact_email ? (
          <>
            <span className="block text-fg">{entry.contact_name}</span>
            <span className="block break-all text-muted">{entry.contact_email}</span>
          </>
        ) : (
          <span className="text-muted">El equipo de la tienda</span>
        )}
      </td>
      <td className="hidden px-3 py-3 text-xs whitespace-nowrap text-fg md:table-cell">
        <time dateTime={entry.created_at}>{formatDirectoryDate(entry.created_at)}</time>
      </td>
      <td className="py-3 pr-2 pl-1 sm:px-4">
        <div className="flex items-center justify-end gap-0.5">
          {isPending && (
            <button type="button" onClick={onApprove} disabled={isBusy} className="btn-secondary mr-1 h-10 px-3">
              <Check aria-hidden="true" className="size-4" />
              Aprobar<span className="sr-only"> {entry.name}</span>
            </button>
          )}
          <Link to={editPath} className={iconButton}>
            <Pencil aria-hidden="true" className="size-4" />
            <span className="sr-only">Editar {entry.name}</span>
          </Link>
          <button
            type="button"
            onClick={onDelete}
            disabled={isBusy}
            className="inline-flex size-10 items-center justify-center rounded-full text-muted transition-colors hover:bg-danger/10 hover:text-danger disabled:opacity-50"
          >
            <Trash2 aria-hidden="true" className="size-4" />
            <span className="sr-only">Borrar {entry.name}</span>
          </button>
        </div>
      </td>
    </tr>
  );
}
