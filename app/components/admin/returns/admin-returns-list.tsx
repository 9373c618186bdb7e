import { PackageX, Repeat } from 'lucide-react';
import { Link } from 'react-router';
import { formatPrice } from '@common/money';
import { ADMIN_RETURNS_PER_PAGE, AdminReturnListQuery, type AdminReturnPage } from '@common/returns/contracts';
import { RETURN_KIND_LABELS, RETURN_KINDS, RETURN_REASON_LABELS, RETURN_REASONS, WITHDRAWAL_REASON, type ReturnLineReason } from '@common/returns/rules';
import { formatOrderDateTime, itemCountText } from '~/components/orders/order-format';
import { AdminPageHeader } from '../admin-page-header';
import { ClearFiltersButton, FilterDateRange, FilterSearch, FilterSelect } from '../kit/filter-controls';
import { AdminListResults } from '../kit/admin-list-results';
import { CardLink, RowLink, type Column } from '../kit/admin-table';
import { defineListAddress } from '../kit/list-address';
import { FacetSelect, StatusFacets } from '../kit/status-facets';
import { useListFilters } from '../kit/use-list-filters';
import { ReturnStatusBadge } from './return-status-badge';

export const ADMIN_RETURNS_PATH = '/admin/returns';
export const adminReturnPath = (id: number) => `${ADMIN_RETURNS_PATH}/${id}`;
export const adminOrderPathOf = (id: number) => `/admin/orders/${id}`;

/** The queue's filters in the address, read as the API reads them. */
export const returnListAddress = defineListAddress(AdminReturnListQuery);
export type AdminReturnFilters = ReturnType<typeof returnListAddress.read>;
type AdminReturnRow = AdminReturnPage['data'][number];

const LINE_REASONS: readonly ReturnLineReason[] = [...RETURN_REASONS, WITHDRAWAL_REASON];
const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined => values.find((known) => known === value);

/** The API query of the queue's filters: the address's, with the page size. */
export function returnQueryOf(filters: AdminReturnFilters): Partial<Record<keyof AdminReturnListQuery, string>> {
  return { ...Object.fromEntries(returnListAddress.write(filters)), per_page: String(ADMIN_RETURNS_PER_PAGE) };
}

export interface AdminReturnsListProps {
  /** null while the first page loads, or when it could not be loaded. */
  page: AdminReturnPage | null;
  onRetry?: () => void;
}

/** The queue of returns, exchanges and withdrawals: filtered and paged on the server, with the count of each state. */
export function AdminReturnsList({ page, onRetry }: AdminReturnsListProps) {
  const { filters, update, clear, searchText, setSearchText, searchRef, status, isLoading } = useListFilters({
    path: ADMIN_RETURNS_PATH,
    address: returnListAddress,
    hasPage: page !== null,
    onRetry,
  });
  const rows = page?.data ?? [];
  const facets = page?.status_facets ?? [];
  const hasFilters = returnListAddress.isFiltered(filters);

  return (
    <div className="flex flex-col gap-6">
      <AdminPageHeader
        eyebrow="Posventa"
        title="Devoluciones"
        description="Devoluciones, cambios y desistimientos: marca la recogida, recibe las prendas, reembolsa o envía el cambio desde la ficha de cada una."
      />

      <StatusFacets
        label="Devoluciones por estado"
        allLabel="Todas"
        facets={facets}
        active={filters.status}
        hrefFor={(status) => `${ADMIN_RETURNS_PATH}${returnListAddress.queryString({ ...filters, status, page: 1 })}`}
      />

      <div
        role="search"
        aria-label="Filtrar devoluciones"
        className="card grid grid-cols-2 items-end gap-3 p-4 md:grid-cols-3 2xl:grid-cols-[minmax(12rem,1fr)_repeat(5,minmax(0,auto))_auto]"
      >
        <FilterSearch inputRef={searchRef} value={searchText} onChange={setSearchText} placeholder="Devolución, pedido, email o nombre" className="col-span-2 md:col-span-3 2xl:col-span-1" />
        <FacetSelect facets={facets} value={filters.status} onChange={(status) => update({ status })} />
        <FilterSelect label="Tipo" value={filters.kind ?? ''} onChange={(value) => update({ kind: oneOf(RETURN_KINDS, value) })}>
          <option value="">Todos</option>
          {RETURN_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {RETURN_KIND_LABELS[kind]}
            </option>
          ))}
        </FilterSelect>
        <FilterSelect label="Motivo" value={filters.reason ?? ''} onChange={(value) => update({ reason: oneOf(LINE_REASONS, value) })}>
          <option value="">Todos</option>
          {LINE_REASONS.map((reason) => (
            <option key={reason} value={reason}>
              {RETURN_REASON_LABELS[reason]}
            </option>
          ))}
        </FilterSelect>
        <FilterDateRange from={filters.from} to={filters.to} onChange={update} />
        <ClearFiltersButton onClick={() => clear()} disabled={!hasFilters} />
      </div>

      <AdminListResults
        page={page}
        status={status}
        isLoading={isLoading}
        rowCount={rows.length}
        noun={['devolución', 'devoluciones']}
        loadingText="Cargando devoluciones…"
        errorTitle="No se pudo cargar la cola de devoluciones."
        onRetry={onRetry}
        table={{
          caption: 'Devoluciones, cambios y desistimientos',
          columns: RETURN_COLUMNS,
          rows,
          rowKey: (row) => row.id,
          sortedBy: { key: 'requested_at', direction: 'descending' },
          rowLink: { href: (row) => adminReturnPath(row.id), label: (row) => `Ver la devolución ${row.number}` },
        }}
        cards={{
          label: 'Devoluciones',
          below: 'lg',
          items: rows.map((row) => <ReturnCard key={row.id} row={row} />),
        }}
        empty={{
          filtered: hasFilters,
          icon: PackageX,
          noMatch: { title: 'Ninguna devolución coincide con estos filtros', hint: 'Prueba con otra búsqueda, otro estado, otro motivo u otras fechas.' },
          empty: { title: 'Todavía no hay devoluciones', hint: 'Aparecen aquí en cuanto una clienta pide devolver o cambiar un pedido entregado.' },
        }}
        pagination={{ label: 'Paginación de devoluciones', hrefFor: (n) => `${ADMIN_RETURNS_PATH}${returnListAddress.queryString({ ...filters, page: n })}` }}
      />
    </div>
  );
}

/** 'Cambio' or the refund in euros; a withdrawal says so under it. */
function RefundCell({ row }: { row: AdminReturnRow }) {
  return (
    <div className="flex flex-col items-end">
      <span className="font-semibold text-fg tabular-nums">{formatPrice(row.refund_total)}</span>
      {row.has_exchange && (
        <span className="inline-flex items-center gap-1 text-xs text-muted">
          <Repeat aria-hidden="true" className="size-3" />
          con cambio
        </span>
      )}
    </div>
  );
}

const RETURN_COLUMNS: readonly Column<AdminReturnRow>[] = [
  {
    header: 'Devolución',
    cellClassName: 'whitespace-nowrap',
    cell: (row) => (
      <>
        <RowLink to={adminReturnPath(row.id)}>{row.number}</RowLink>
        <p className="text-xs text-muted">{row.kind === 'withdrawal' ? RETURN_KIND_LABELS.withdrawal : itemCountText(row.item_count)}</p>
      </>
    ),
  },
  {
    header: 'Pedido',
    cellClassName: 'whitespace-nowrap tabular-nums',
    cell: (row) => (
      <Link to={adminOrderPathOf(row.order_id)} className="text-fg underline-offset-4 hover:underline" aria-label={`Pedido ${row.order_number}`}>
        {row.order_number}
      </Link>
    ),
  },
  {
    header: 'Cliente',
    cellClassName: 'max-w-56',
    cell: (row) => (
      <>
        <p className="truncate text-fg">{row.customer_name}</p>
        <p className="truncate text-xs text-muted">{row.email}</p>
      </>
    ),
  },
  { header: 'Motivos', cellClassName: 'max-w-56 text-fg', cell: (row) => row.reasons.join(', ') },
  { header: 'Reembolso', className: 'px-4 py-3 text-right', cellClassName: 'whitespace-nowrap', cell: (row) => <RefundCell row={row} /> },
  { header: 'Estado', cell: (row) => <ReturnStatusBadge status={row.status} /> },
  { header: 'Fecha', sortKey: 'requested_at', cellClassName: 'whitespace-nowrap text-fg', cell: (row) => <time dateTime={row.requested_at}>{formatOrderDateTime(row.requested_at)}</time> },
];

function ReturnCard({ row }: { row: AdminReturnRow }) {
  return (
    <li className="relative flex flex-col gap-1.5 p-4 transition-colors hover:bg-surface-muted/40">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <CardLink to={adminReturnPath(row.id)}>{row.number}</CardLink>
        <ReturnStatusBadge status={row.status} />
      </div>
      <p className="truncate text-sm text-fg">
        {row.customer_name} <span className="text-muted">· {row.email}</span>
      </p>
      <p className="text-xs text-muted">
        Pedido {row.order_number} · {formatOrderDateTime(row.requested_at)} · {itemCountText(row.item_count)} · {formatPrice(row.refund_total)}
        {row.has_exchange ? ' · con cambio' : ''}
      </p>
      {row.reasons.length > 0 && <p className="text-xs text-fg">{row.reasons.join(', ')}</p>}
    </li>
  );
}
