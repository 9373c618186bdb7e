import clsx from 'clsx';
import { ChevronRight, Inbox, Package } from 'lucide-react';
import { Link } from 'react-router';
import { AdminSupportListQuery, type AdminSupportPage, type AdminSupportRow } from '@common/support/contracts';
import {
  SUPPORT_INBOX_PER_PAGE,
  SUPPORT_INBOX_VIEW_LABELS,
  SUPPORT_INBOX_VIEWS,
  SUPPORT_STAFF_STATUS_LABELS,
  SUPPORT_STATUSES,
  type SupportInboxView,
} from '@common/support/rules';
import { formatOrderDateTime } from '~/components/orders/order-format';
import { SupportStatusBadge } from '~/components/support/support-status-badge';
import { AdminPageHeader } from '../admin-page-header';
import { formatCount } from '../dashboard-format';
import { ClearFiltersButton, FilterSearch, FilterSelect } from '../kit/filter-controls';
import { AdminListResults } from '../kit/admin-list-results';
import { defineListAddress } from '../kit/list-address';
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
              <ViewLink view={view} active={filters.view === view} to={supportInboxAddress.queryString({ ...filters, view, page: 1 })} count={page?.view_counts[view]} />
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
        caption={`Conversaciones de soporte: ${SUPPORT_INBOX_VIEW_LABELS[filters.view].toLowerCase()}`}
        head={
          <tr>
            <th scope="col" className="px-4 py-3">
              Conversación
            </th>
            <th scope="col" className="px-4 py-3">
              Clienta
            </th>
            <th scope="col" className="px-4 py-3">
              Estado
            </th>
            <th scope="col" className="px-4 py-3">
              Asignada a
            </th>
            <th scope="col" aria-sort="descending" className="px-4 py-3">
              Último mensaje
            </th>
            <th scope="col" className="px-4 py-3 text-right">
              <span className="sr-only">Abrir</span>
            </th>
          </tr>
        }
        rows={rows.map((row) => (
          <InboxRow key={row.id} row={row} />
        ))}
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

function ViewLink({ view, active, to, count }: { view: SupportInboxView; active: boolean; to: string; count: number | undefined }) {
  return (
    <Link
      to={`${ADMIN_SUPPORT_PATH}${to}`}
      replace
      preventScrollReset
      aria-current={active ? 'true' : undefined}
      className={clsx(
        'inline-flex min-h-10 items-center gap-2 rounded-full border px-3.5 text-sm font-medium transition-colors',
        active ? 'border-primary bg-primary text-on-primary' : 'border-line bg-surface text-fg hover:bg-surface-muted',
      )}
    >
      {SUPPORT_INBOX_VIEW_LABELS[view]}
      {count !== undefined ? (
        <span className={clsx('rounded-full px-2 text-xs font-semibold tabular-nums', active ? 'bg-on-primary/15' : 'bg-surface-muted')}>{formatCount(count)}</span>
      ) : null}
    </Link>
  );
}

/** 'Nuevo de la clienta' when the customer wrote last and waits for the team. */
function AwaitingMark({ row }: { row: AdminSupportRow }) {
  if (row.status !== 'open' || row.last_message_author !== 'customer') return null;
  return <span className="rounded-full bg-primary/12 px-2 py-0.5 text-xs font-semibold text-primary">Por responder</span>;
}

function InboxRow({ row }: { row: AdminSupportRow }) {
  return (
    <tr className="align-middle transition-colors hover:bg-surface-muted/40">
      <td className="max-w-96 px-4 py-3">
        <div className="flex flex-wrap items-center gap-2">
          <Link to={adminConversationPath(row)} className="font-semibold text-fg hover:text-primary hover:underline">
            {row.subject}
          </Link>
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
      </td>
      <td className="max-w-64 px-4 py-3">
        <p className="truncate text-fg">
          {row.customer_name}
          {row.is_guest ? <span className="ml-1.5 text-xs text-muted">(sin cuenta)</span> : null}
        </p>
        <p className="truncate text-xs text-muted">{row.email}</p>
      </td>
      <td className="px-4 py-3">
        <SupportStatusBadge status={row.status} audience="staff" />
      </td>
      <td className="px-4 py-3 whitespace-nowrap">{row.assigned_to ? row.assigned_to.name : <span className="text-muted">Sin asignar</span>}</td>
      <td className="px-4 py-3 whitespace-nowrap text-fg">{formatOrderDateTime(row.last_message_at)}</td>
      <td className="px-4 py-3 text-right">
        <Link
          to={adminConversationPath(row)}
          className="inline-flex size-10 items-center justify-center rounded-full text-muted transition-colors hover:bg-surface-muted hover:text-fg"
        >
          <ChevronRight aria-hidden="true" className="size-4" />
          <span className="sr-only">Abrir la conversación {row.subject}</span>
        </Link>
      </td>
    </tr>
  );
}

function InboxCard({ row }: { row: AdminSupportRow }) {
  return (
    <li className="relative flex flex-col gap-1.5 p-4 transition-colors hover:bg-surface-muted/40">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Link to={adminConversationPath(row)} className="font-semibold text-fg after:absolute after:inset-0 hover:text-primary">
          {row.subject}
        </Link>
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

