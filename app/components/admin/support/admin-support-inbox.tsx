import { Inbox, Package } from 'lucide-react';
import { AdminSupportListQuery, type AdminSupportPage, type AdminSupportRow } from '@common/support/contracts';
import {
  SUPPORT_INBOX_PER_PAGE,
  SUPPORT_INBOX_VIEW_LABELS,
  SUPPORT_INBOX_VIEWS,
  SUPPORT_STAFF_STATUS_LABELS,
  SUPPORT_STATUSES,
} from '@common/support/rules';
import { formatOrderDateTime } from '~/components/orders/order-format';
import { SupportStatusBadge } from '~/components/support/support-status-badge';
import { AdminPageHeader } from '../admin-page-header';
import { ClearFiltersButton, FilterSearch, FilterSelect } from '../kit/filter-controls';
import { AdminListResults } from '../kit/admin-list-results';
import { CardLink, RowLink, type Column } from '../kit/admin-table';
import { defineListAddress } from '../kit/list-address';
import { FacetLink } from '../kit/status-facets';
import { useListFilters } from '../kit/use-list-filters';

export const ADMIN_SUPPORT_PATH = '/admin/support';
export const adminConversationPath = (row: Pick<AdminSupportRow, 'id'>) => `${ADMIN_SUPPORT_PATH}/${row.id}`;

/** The inbox's filters in the address, read as the API reads them. */
export const supportInboxAddress = defineListAddress(AdminSupportListQuery);
export type SupportInboxFilters = ReturnType<typeof supportInboxAddress.read>;

/** The API query of the inbox's filters: the address's, with the page size. */
export function supportInboxQueryOf(filters: SupportInboxFilters): Partial<Record<keyof AdminSupportListQuery, string>> {
  return { ...Object.fromEntries(supportInboxAddress.write(filters)), per_page: String(SUPPORT_INBOX_PER_PAGE) };
}

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined => values.find((known) => known === value);

/** The support inbox: views (sin asignar, mías, esperando, todas), state and search, newest activity first. */
export function AdminSupportInbox({ page, onRetry }: { page: AdminSupportPage | null; onRetry?: () => void }) {
  const { filters, update, clear, searchText, setSearchText, searchRef, status, isLoading } = useListFilters({
    path: ADMIN_SUPPORT_PATH,
    address: supportInboxAddress,
    hasPage: page !== null,
    onRetry,
  });
  const rows = page?.data ?? [];
  const hasFilters = supportInboxAddress.isFiltered(filters, ['view']);

  return (
    <div className="flex flex-col gap-6">
      <AdminPageHeader
        eyebrow="Posventa"
        title="Soporte"
        description="Las conversaciones con la clientela: asígnate las que no tienen a nadie, responde (le llega por email) y ciérralas cuando estén resueltas."
      />

      <nav aria-label="Vistas de la bandeja">
        <ul className="flex flex-wrap gap-2">
          {SUPPORT_INBOX_VIEWS.map((view) => (
            <li key={view}>
              <FacetLink
                label={SUPPORT_INBOX_VIEW_LABELS[view]}
                active={filters.view === view}
                to={`${ADMIN_SUPPORT_PATH}${supportInboxAddress.queryString({ ...filters, view, page: 1 })}`}
                count={page?.view_counts[view]}
              />
            </li>
          ))}
        </ul>
      </nav>

      <div role="search" aria-label="Filtrar conversaciones" className="card grid grid-cols-1 items-end gap-3 p-4 sm:grid-cols-[minmax(12rem,1fr)_minmax(10rem,auto)_auto]">
        <FilterSearch inputRef={searchRef} value={searchText} onChange={setSearchText} placeholder="Asunto, email, nombre o número de pedido" />
        <FilterSelect label="Estado" value={filters.status ?? ''} onChange={(value) => update({ status: oneOf(SUPPORT_STATUSES, value) })}>
          <option value="">Todos</option>
          {SUPPORT_STATUSES.map((value) => (
            <option key={value} value={value}>
              {SUPPORT_STAFF_STATUS_LABELS[value]}
            </option>
          ))}
        </FilterSelect>
        <ClearFiltersButton onClick={() => clear({ view: filters.view })} disabled={!hasFilters} />
      </div>

      <AdminListResults
        page={page}
        status={status}
        isLoading={isLoading}
        rowCount={rows.length}
        noun={['conversación', 'conversaciones']}
        loadingText="Cargando conversaciones…"
        errorTitle="No se pudo cargar la bandeja de soporte."
        onRetry={onRetry}
        table={{
          caption: `Conversaciones de soporte: ${SUPPORT_INBOX_VIEW_LABELS[filters.view].toLowerCase()}`,
          columns: INBOX_COLUMNS,
          rows,
          rowKey: (row) => row.id,
          sortedBy: { key: 'last_message_at', direction: 'descending' },
          rowLink: { href: adminConversationPath, label: (row) => `Abrir la conversación ${row.subject}` },
        }}
        cards={{ label: 'Conversaciones', below: 'lg', items: rows.map((row) => <InboxCard key={row.id} row={row} />) }}
        empty={{
          filtered: hasFilters || filters.view !== 'all',
          icon: Inbox,
          noMatch: {
            title: filters.view === 'unassigned' ? 'No hay conversaciones sin asignar' : filters.view === 'mine' ? 'No tienes conversaciones pendientes' : 'Ninguna conversación coincide',
            hint: hasFilters ? 'Prueba con otra búsqueda u otro estado.' : 'Cuando alguien escriba, aparecerá aquí.',
          },
          empty: { title: 'Todavía no hay conversaciones', hint: 'Las consultas de la clientela aparecen aquí en cuanto alguien escribe desde su cuenta o desde la página de contacto.' },
        }}
        pagination={{ label: 'Paginación de conversaciones', hrefFor: (n) => `${ADMIN_SUPPORT_PATH}${supportInboxAddress.queryString({ ...filters, page: n })}` }}
      />
    </div>
  );
}

/** 'Nuevo de la clienta' when the customer wrote last and waits for the team. */
function AwaitingMark({ row }: { row: AdminSupportRow }) {
  if (row.status !== 'open' || row.last_message_author !== 'customer') return null;
  return <span className="rounded-full bg-primary/12 px-2 py-0.5 text-xs font-semibold text-primary">Por responder</span>;
}

const INBOX_COLUMNS: readonly Column<AdminSupportRow>[] = [
  {
    header: 'Conversación',
    cellClassName: 'max-w-96',
    cell: (row) => (
      <>
        <div className="flex flex-wrap items-center gap-2">
          <RowLink to={adminConversationPath(row)} numeric={false}>
            {row.subject}
          </RowLink>
          <AwaitingMark row={row} />
        </div>
        <p className="mt-0.5 flex flex-wrap items-center gap-x-2 text-xs text-muted">
          <span>{row.topic_label}</span>
          {row.order_number ? (
            <span className="inline-flex items-center gap-1">
              <Package aria-hidden="true" className="size-3" />
              {row.order_number}
            </span>
          ) : null}
          <span>· {row.message_count === 1 ? '1 mensaje' : `${row.message_count} mensajes`}</span>
        </p>
      </>
    ),
  },
  {
    header: 'Clienta',
    cellClassName: 'max-w-64',
    cell: (row) => (
      <>
        <p className="truncate text-fg">
          {row.customer_name}
          {row.is_guest ? <span className="ml-1.5 text-xs text-muted">(sin cuenta)</span> : null}
        </p>
        <p className="truncate text-xs text-muted">{row.email}</p>
      </>
    ),
  },
  { header: 'Estado', cell: (row) => <SupportStatusBadge status={row.status} audience="staff" /> },
  { header: 'Asignada a', cellClassName: 'whitespace-nowrap', cell: (row) => (row.assigned_to ? row.assigned_to.name : <span className="text-muted">Sin asignar</span>) },
  { header: 'Último mensaje', sortKey: 'last_message_at', cellClassName: 'whitespace-nowrap text-fg', cell: (row) => formatOrderDateTime(row.last_message_at) },
];

function InboxCard({ row }: { row: AdminSupportRow }) {
  return (
    <li className="relative flex flex-col gap-1.5 p-4 transition-colors hover:bg-surface-muted/40">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <CardLink to={adminConversationPath(row)} numeric={false}>
          {row.subject}
        </CardLink>
        <SupportStatusBadge status={row.status} audience="staff" />
      </div>
      <p className="truncate text-sm text-fg">
        {row.customer_name} <span className="text-muted">· {row.email}</span>
      </p>
      <p className="flex flex-wrap items-center gap-x-2 text-xs text-muted">
        <span>{formatOrderDateTime(row.last_message_at)}</span>
        <span>· {row.assigned_to ? row.assigned_to.name : 'Sin asignar'}</span>
        {row.order_number ? <span>· {row.order_number}</span> : null}
        <AwaitingMark row={row} />
      </p>
    </li>
  );
}

