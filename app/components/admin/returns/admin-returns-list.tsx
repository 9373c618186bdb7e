import clsx from 'clsx';
import { ChevronRight, PackageX, Repeat } from 'lucide-react';
import { Link } from 'react-router';
import { formatPrice } from '@common/money';
import { ADMIN_RETURNS_PER_PAGE, AdminReturnListQuery, type AdminReturnPage } from '@common/returns/contracts';
import { RETURN_KIND_LABELS, RETURN_KINDS, RETURN_REASON_LABELS, RETURN_REASONS, RETURN_STATUSES, WITHDRAWAL_REASON, type ReturnLineReason } from '@common/returns/rules';
import { formatOrderDateTime, itemCountText } from '~/components/orders/order-format';
import { AdminPageHeader } from '../admin-page-header';
import { formatCount } from '../dashboard-format';
import { ClearFiltersButton, FilterField, FilterSearch, FilterSelect, filterControlClass } from '../kit/filter-controls';
import { AdminListResults } from '../kit/admin-list-results';
import { defineListAddress } from '../kit/list-address';
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
  const allCount = facets.reduce((sum, facet) => sum + facet.count, 0);

  return (
    <div className="flex flex-col gap-6">
      <AdminPageHeader
        eyebrow="Posventa"
        title="Devoluciones"
        description="Devoluciones, cambios y desistimientos: marca la recogida, recibe las prendas, reembolsa o envía el cambio desde la ficha de cada una."
      />

      {facets.length > 0 && (
        <nav aria-label="Devoluciones por estado">
          <ul className="flex flex-wrap gap-2">
            <li>
              <FacetLink active={!filters.status} to={returnListAddress.queryString({ ...filters, status: undefined, page: 1 })} label="Todas" count={allCount} />
            </li>
            {facets.map((facet) => (
              <li key={facet.status}>
                <FacetLink
                  active={filters.status === facet.status}
                  to={returnListAddress.queryString({ ...filters, status: facet.status, page: 1 })}
                  label={facet.label}
                  count={facet.count}
                />
              </li>
            ))}
          </ul>
        </nav>
      )}

      <div
        role="search"
        aria-label="Filtrar devoluciones"
        className="card grid grid-cols-2 items-end gap-3 p-4 md:grid-cols-3 2xl:grid-cols-[minmax(12rem,1fr)_repeat(5,minmax(0,auto))_auto]"
      >
        <FilterSearch inputRef={searchRef} value={searchText} onChange={setSearchText} placeholder="Devolución, pedido, email o nombre" className="col-span-2 md:col-span-3 2xl:col-span-1" />
        <FilterSelect label="Estado" value={filters.status ?? ''} onChange={(value) => update({ status: oneOf(RETURN_STATUSES, value) })}>
          <option value="">Todos</option>
          {facets.map((facet) => (
            <option key={facet.status} value={facet.status}>
              {`${facet.label} (${formatCount(facet.count)})`}
            </option>
          ))}
        </FilterSelect>
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
        <FilterField label="Desde">
          {(id) => (
            <input id={id} type="date" value={filters.from ?? ''} max={filters.to} onChange={(event) => update({ from: event.target.value || undefined })} className={filterControlClass} />
          )}
        </FilterField>
        <FilterField label="Hasta">
          {(id) => (
            <input id={id} type="date" value={filters.to ?? ''} min={filters.from} onChange={(event) => update({ to: event.target.value || undefined })} className={filterControlClass} />
          )}
        </FilterField>
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
        caption="Devoluciones, cambios y desistimientos"
        head={
          <tr>
            <th scope="col" className="px-4 py-3">
              Devolución
            </th>
            <th scope="col" className="px-4 py-3">
              Pedido
            </th>
            <th scope="col" className="px-4 py-3">
              Cliente
            </th>
            <th scope="col" className="px-4 py-3">
              Motivos
            </th>
            <th scope="col" className="px-4 py-3 text-right">
              Reembolso
            </th>
            <th scope="col" className="px-4 py-3">
              Estado
            </th>
            <th scope="col" aria-sort="descending" className="px-4 py-3">
              Fecha
            </th>
            <th scope="col" className="px-4 py-3 text-right">
              <span className="sr-only">Abrir</span>
            </th>
          </tr>
        }
        rows={rows.map((row) => (
          <ReturnRow key={row.id} row={row} />
        ))}
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

function FacetLink({ active, to, label, count }: { active: boolean; to: string; label: string; count: number }) {
  return (
    <Link
      to={`${ADMIN_RETURNS_PATH}${to}`}
      replace
      preventScrollReset
      aria-current={active ? 'true' : undefined}
      className={clsx(
        'inline-flex min-h-10 items-center gap-2 rounded-full border px-3.5 text-sm font-medium transition-colors',
        active ? 'border-primary bg-primary text-on-primary' : 'border-line bg-surface text-fg hover:bg-surface-muted',
      )}
    >
      {label}
      <span className={clsx('rounded-full px-2 text-xs font-semibold tabular-nums', active ? 'bg-on-primary/15' : 'bg-surface-muted')}>{formatCount(count)}</span>
    </Link>
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

function ReturnRow({ row }: { row: AdminReturnRow }) {
  return (
    <tr className="align-middle transition-colors hover:bg-surface-muted/40">
      <td className="px-4 py-3 whitespace-nowrap">
        <Link to={adminReturnPath(row.id)} className="font-semibold text-fg tabular-nums hover:text-primary hover:underline">
          {row.number}
        </Link>
        <p className="text-xs text-muted">
          {row.kind === 'withdrawal' ? RETURN_KIND_LABELS.withdrawal : itemCountText(row.item_count)}
        </p>
      </td>
      <td className="px-4 py-3 whitespace-nowrap tabular-nums">
        <Link to={`/admin/orders/${row.order_id}`} className="text-fg underline-offset-4 hover:underline" aria-label={`Pedido ${row.order_number}`}>
          {row.order_number}
        </Link>
      </td>
      <td className="max-w-56 px-4 py-3">
        <p className="truncate text-fg">{row.customer_name}</p>
        <p className="truncate text-xs text-muted">{row.email}</p>
      </td>
      <td className="max-w-56 px-4 py-3 text-fg">{row.reasons.join(', ')}</td>
      <td className="px-4 py-3 text-right whitespace-nowrap">
        <RefundCell row={row} />
      </td>
      <td className="px-4 py-3">
        <ReturnStatusBadge status={row.status} />
      </td>
      <td className="px-4 py-3 whitespace-nowrap text-fg">
        <time dateTime={row.requested_at}>{formatOrderDateTime(row.requested_at)}</time>
      </td>
      <td className="px-4 py-3 text-right">
        <Link
          to={adminReturnPath(row.id)}
          className="inline-flex size-10 items-center justify-center rounded-full text-muted transition-colors hover:bg-surface-muted hover:text-fg"
        >
          <ChevronRight aria-hidden="true" className="size-4" />
          <span className="sr-only">Ver la devolución {row.number}</span>
        </Link>
      </td>
    </tr>
  );
}

function ReturnCard({ row }: { row: AdminReturnRow }) {
  return (
    <li className="relative flex flex-col gap-1.5 p-4 transition-colors hover:bg-surface-muted/40">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Link to={adminReturnPath(row.id)} className="font-semibold text-fg tabular-nums after:absolute after:inset-0 hover:text-primary">
          {row.number}
        </Link>
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
