import clsx from 'clsx';
import { ChevronRight, PackageSearch } from 'lucide-react';
import { Link } from 'react-router';
import { PAYMENT_METHOD_NAMES, PAYMENT_METHODS } from '@common/checkout/pricing';
import { formatPrice } from '@common/money';
import { ADMIN_ORDER_SORT_LABELS, ADMIN_ORDER_SORTS, ADMIN_ORDERS_PER_PAGE, AdminOrderListQuery, type AdminOrderPage, type AdminOrderRow, type AdminOrderSort } from '@common/orders/admin-contracts';
import { ORDER_STATUSES, PAYMENT_STATUS_LABELS, PAYMENT_STATUSES } from '@common/orders/rules';
import { formatOrderDateTime, itemCountText } from '~/components/orders/order-format';
import { OrderStatusBadge } from '~/components/orders/order-status-badge';
import { AdminPageHeader } from '../admin-page-header';
import { formatCount } from '../dashboard-format';
import { ClearFiltersButton, FilterField, FilterSearch, FilterSelect, filterControlClass } from '../kit/filter-controls';
import { AdminListResults } from '../kit/admin-list-results';
import { defineListAddress } from '../kit/list-address';
import { useListFilters } from '../kit/use-list-filters';

export const ADMIN_ORDERS_PATH = '/admin/orders';

/** The list's filters in the address (so a filtered list can be shared and the back button works), read as the API reads them. */
export const orderListAddress = defineListAddress(AdminOrderListQuery);
export type AdminOrderFilters = ReturnType<typeof orderListAddress.read>;

const DEFAULT_SORT: AdminOrderSort = orderListAddress.defaults.sort;
const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined => values.find((known) => known === value);

/** The API query of the list's filters: the address's, with the page size. */
export function orderQueryOf(filters: AdminOrderFilters): Partial<Record<keyof AdminOrderListQuery, string>> {
  return { ...Object.fromEntries(orderListAddress.write(filters)), per_page: String(ADMIN_ORDERS_PER_PAGE) };
}

export interface AdminOrdersListProps {
  /** null while the first page loads, or when it could not be loaded. */
  page: AdminOrderPage | null;
  onRetry?: () => void;
}

/** Every order of the store: searched, filtered, sorted and paged on the server, with the count of each status. */
export function AdminOrdersList({ page, onRetry }: AdminOrdersListProps) {
  const { filters, update, clear, searchText, setSearchText, status, isLoading } = useListFilters({
    path: ADMIN_ORDERS_PATH,
    address: orderListAddress,
    hasPage: page !== null,
    onRetry,
  });
  const rows = page?.data ?? [];
  const facets = page?.status_facets ?? [];
  const hasFilters = orderListAddress.isFiltered(filters, ['sort']);
  const allCount = facets.reduce((sum, facet) => sum + facet.count, 0);

  return (
    <div className="flex flex-col gap-6">
      <AdminPageHeader
        eyebrow="Pedidos"
        title="Pedidos"
        description="Todos los pedidos de la tienda: busca uno, mira en qué punto está y prepáralo, envíalo o cancélalo desde su ficha."
      />

      {facets.length > 0 && (
        <nav aria-label="Pedidos por estado">
          <ul className="flex flex-wrap gap-2">
            <li>
              <FacetLink active={!filters.status} to={orderListAddress.queryString({ ...filters, status: undefined, page: 1 })} label="Todos" count={allCount} />
            </li>
            {facets.map((facet) => (
              <li key={facet.status}>
                <FacetLink
                  active={filters.status === facet.status}
                  to={orderListAddress.queryString({ ...filters, status: facet.status, page: 1 })}
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
        aria-label="Filtrar pedidos"
        className="card grid grid-cols-2 items-end gap-3 p-4 md:grid-cols-4 2xl:grid-cols-[minmax(12rem,1fr)_repeat(6,minmax(0,auto))_auto]"
      >
        <FilterSearch value={searchText} onChange={setSearchText} placeholder="Número, email o nombre" className="col-span-2 md:col-span-4 2xl:col-span-1" />
        <FilterSelect label="Estado" value={filters.status ?? ''} onChange={(value) => update({ status: oneOf(ORDER_STATUSES, value) })}>
          <option value="">Todos</option>
          {facets.map((facet) => (
            <option key={facet.status} value={facet.status}>
              {`${facet.label} (${formatCount(facet.count)})`}
            </option>
          ))}
        </FilterSelect>
        <FilterSelect label="Forma de pago" value={filters.payment_method ?? ''} onChange={(value) => update({ payment_method: oneOf(PAYMENT_METHODS, value) })}>
          <option value="">Todas</option>
          {PAYMENT_METHODS.map((method) => (
            <option key={method} value={method}>
              {PAYMENT_METHOD_NAMES[method]}
            </option>
          ))}
        </FilterSelect>
        <FilterSelect label="Pago" value={filters.payment_status ?? ''} onChange={(value) => update({ payment_status: oneOf(PAYMENT_STATUSES, value) })}>
          <option value="">Todos</option>
          {PAYMENT_STATUSES.map((value) => (
            <option key={value} value={value}>
              {PAYMENT_STATUS_LABELS[value]}
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
        <FilterSelect label="Ordenar por" value={filters.sort} onChange={(value) => update({ sort: oneOf(ADMIN_ORDER_SORTS, value) ?? DEFAULT_SORT })}>
          {ADMIN_ORDER_SORTS.map((value) => (
            <option key={value} value={value}>
              {ADMIN_ORDER_SORT_LABELS[value]}
            </option>
          ))}
        </FilterSelect>
        <ClearFiltersButton onClick={() => clear({ sort: filters.sort })} disabled={!hasFilters} />
      </div>

      <AdminListResults
        page={page}
        status={status}
        isLoading={isLoading}
        rowCount={rows.length}
        noun={['pedido', 'pedidos']}
        loadingText="Cargando pedidos…"
        errorTitle="No se pudo cargar la lista de pedidos."
        onRetry={onRetry}
        caption="Pedidos de la tienda"
        head={
          <tr>
            <th scope="col" className="px-4 py-3">
              Pedido
            </th>
            <th scope="col" aria-sort={filters.sort === 'newest' ? 'descending' : filters.sort === 'oldest' ? 'ascending' : undefined} className="px-4 py-3">
              Fecha
            </th>
            <th scope="col" className="px-4 py-3">
              Cliente
            </th>
            <th scope="col" className="px-4 py-3 text-right">
              Prendas
            </th>
            <th
              scope="col"
              aria-sort={filters.sort === 'total_desc' ? 'descending' : filters.sort === 'total_asc' ? 'ascending' : undefined}
              className="px-4 py-3 text-right"
            >
              Total
            </th>
            <th scope="col" className="px-4 py-3">
              Pago
            </th>
            <th scope="col" className="px-4 py-3">
              Estado
            </th>
            <th scope="col" className="px-4 py-3 text-right">
              <span className="sr-only">Abrir</span>
            </th>
          </tr>
        }
        rows={rows.map((order) => (
          <OrderRow key={order.id} order={order} />
        ))}
        cards={{
          label: 'Pedidos',
          below: 'lg',
          items: rows.map((order) => <OrderCard key={order.id} order={order} />),
        }}
        empty={{
          filtered: hasFilters,
          icon: PackageSearch,
          noMatch: { title: 'Ningún pedido coincide con estos filtros', hint: 'Prueba con otra búsqueda, otro estado u otras fechas.' },
          empty: { title: 'Todavía no hay pedidos', hint: 'Los pedidos aparecen aquí en cuanto alguien compra en la tienda.' },
        }}
        pagination={{ label: 'Paginación de pedidos', hrefFor: (n) => `${ADMIN_ORDERS_PATH}${orderListAddress.queryString({ ...filters, page: n })}` }}
      />
    </div>
  );
}

function FacetLink({ active, to, label, count }: { active: boolean; to: string; label: string; count: number }) {
  return (
    <Link
      to={`${ADMIN_ORDERS_PATH}${to}`}
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

export const adminOrderPath = (order: Pick<AdminOrderRow, 'id'>) => `${ADMIN_ORDERS_PATH}/${order.id}`;

function PaymentCell({ order }: { order: AdminOrderRow }) {
  return (
    <div className="flex flex-col">
      <span className="text-fg">{PAYMENT_METHOD_NAMES[order.payment_method]}</span>
      <span className={clsx('text-xs', order.payment_status === 'paid' ? 'text-success' : order.payment_status === 'failed' ? 'text-danger' : 'text-muted')}>
        {PAYMENT_STATUS_LABELS[order.payment_status]}
      </span>
    </div>
  );
}

function OrderRow({ order }: { order: AdminOrderRow }) {
  return (
    <tr className="align-middle transition-colors hover:bg-surface-muted/40">
      <td className="px-4 py-3 whitespace-nowrap">
        <Link to={adminOrderPath(order)} className="font-semibold text-fg tabular-nums hover:text-primary hover:underline">
          {order.number}
        </Link>
      </td>
      <td className="px-4 py-3 whitespace-nowrap text-fg">{formatOrderDateTime(order.created_at)}</td>
      <td className="max-w-64 px-4 py-3">
        <p className="truncate text-fg">{order.customer_name}</p>
        <p className="truncate text-xs text-muted">{order.email}</p>
      </td>
      <td className="px-4 py-3 text-right tabular-nums">{order.item_count}</td>
      <td className="px-4 py-3 text-right font-semibold whitespace-nowrap tabular-nums">{formatPrice(order.total)}</td>
      <td className="px-4 py-3 whitespace-nowrap">
        <PaymentCell order={order} />
      </td>
      <td className="px-4 py-3">
        <OrderStatusBadge status={order.status} />
      </td>
      <td className="px-4 py-3 text-right">
        <Link
          to={adminOrderPath(order)}
          className="inline-flex size-10 items-center justify-center rounded-full text-muted transition-colors hover:bg-surface-muted hover:text-fg"
        >
          <ChevronRight aria-hidden="true" className="size-4" />
          <span className="sr-only">Ver el pedido {order.number}</span>
        </Link>
      </td>
    </tr>
  );
}

function OrderCard({ order }: { order: AdminOrderRow }) {
  return (
    <li className="relative flex flex-col gap-1.5 p-4 transition-colors hover:bg-surface-muted/40">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Link to={adminOrderPath(order)} className="font-semibold text-fg tabular-nums after:absolute after:inset-0 hover:text-primary">
          {order.number}
        </Link>
        <OrderStatusBadge status={order.status} />
      </div>
      <p className="truncate text-sm text-fg">
        {order.customer_name} <span className="text-muted">· {order.email}</span>
      </p>
      <p className="text-xs text-muted">
        {formatOrderDateTime(order.created_at)} · {itemCountText(order.item_count)} · {formatPrice(order.total)} · {PAYMENT_METHOD_NAMES[order.payment_method]} (
        {PAYMENT_STATUS_LABELS[order.payment_status].toLowerCase()})
      </p>
    </li>
  );
}
