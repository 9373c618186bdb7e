import clsx from 'clsx';
import { PackageSearch } from 'lucide-react';
import { PAYMENT_METHOD_NAMES, PAYMENT_METHODS } from '@common/checkout/pricing';
import { formatPrice } from '@common/money';
import { ADMIN_ORDER_SORT_LABELS, ADMIN_ORDER_SORTS, ADMIN_ORDERS_PER_PAGE, AdminOrderListQuery, type AdminOrderPage, type AdminOrderRow, type AdminOrderSort } from '@common/orders/admin-contracts';
import { PAYMENT_STATUS_LABELS, PAYMENT_STATUSES } from '@common/orders/rules';
import { formatOrderDateTime, itemCountText } from '~/components/orders/order-format';
import { OrderStatusBadge } from '~/components/orders/order-status-badge';
import { AdminPageHeader } from '../admin-page-header';
import { ClearFiltersButton, FilterDateRange, FilterSearch, FilterSelect } from '../kit/filter-controls';
import { AdminListResults } from '../kit/admin-list-results';
import { CardLink, RowLink, type Column, type SortDirection } from '../kit/admin-table';
import { defineListAddress } from '../kit/list-address';
import { FacetSelect, StatusFacets } from '../kit/status-facets';
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

  return (
    <div className="flex flex-col gap-6">
      <AdminPageHeader
        eyebrow="Pedidos"
        title="Pedidos"
        description="Todos los pedidos de la tienda: busca uno, mira en qué punto está y prepáralo, envíalo o cancélalo desde su ficha."
      />

      <StatusFacets
        label="Pedidos por estado"
        allLabel="Todos"
        facets={facets}
        active={filters.status}
        hrefFor={(status) => `${ADMIN_ORDERS_PATH}${orderListAddress.queryString({ ...filters, status, page: 1 })}`}
      />

      <div
        role="search"
        aria-label="Filtrar pedidos"
        className="card grid grid-cols-2 items-end gap-3 p-4 md:grid-cols-4 2xl:grid-cols-[minmax(12rem,1fr)_repeat(6,minmax(0,auto))_auto]"
      >
        <FilterSearch value={searchText} onChange={setSearchText} placeholder="Número, email o nombre" className="col-span-2 md:col-span-4 2xl:col-span-1" />
        <FacetSelect facets={facets} value={filters.status} onChange={(status) => update({ status })} />
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
        <FilterDateRange from={filters.from} to={filters.to} onChange={update} />
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
        table={{
          caption: 'Pedidos de la tienda',
          columns: ORDER_COLUMNS,
          rows,
          rowKey: (order) => order.id,
          sortedBy: SORTED_BY[filters.sort],
          rowLink: { href: adminOrderPath, label: (order) => `Ver el pedido ${order.number}` },
        }}
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

/** The table's columns; the sort orders name the column they sort by. */
const ORDER_COLUMNS: readonly Column<AdminOrderRow>[] = [
  { header: 'Pedido', cellClassName: 'whitespace-nowrap', cell: (order) => <RowLink to={adminOrderPath(order)}>{order.number}</RowLink> },
  { header: 'Fecha', sortKey: 'date', cellClassName: 'whitespace-nowrap text-fg', cell: (order) => formatOrderDateTime(order.created_at) },
  {
    header: 'Cliente',
    cellClassName: 'max-w-64',
    cell: (order) => (
      <>
        <p className="truncate text-fg">{order.customer_name}</p>
        <p className="truncate text-xs text-muted">{order.email}</p>
      </>
    ),
  },
  { header: 'Prendas', className: 'px-4 py-3 text-right', cellClassName: 'tabular-nums', cell: (order) => order.item_count },
  { header: 'Total', sortKey: 'total', className: 'px-4 py-3 text-right', cellClassName: 'font-semibold whitespace-nowrap tabular-nums', cell: (order) => formatPrice(order.total) },
  { header: 'Pago', cellClassName: 'whitespace-nowrap', cell: (order) => <PaymentCell order={order} /> },
  { header: 'Estado', cell: (order) => <OrderStatusBadge status={order.status} /> },
];

const SORTED_BY: Record<AdminOrderSort, { key: string; direction: SortDirection }> = {
  newest: { key: 'date', direction: 'descending' },
  oldest: { key: 'date', direction: 'ascending' },
  total_desc: { key: 'total', direction: 'descending' },
  total_asc: { key: 'total', direction: 'ascending' },
};

function OrderCard({ order }: { order: AdminOrderRow }) {
  return (
    <li className="relative flex flex-col gap-1.5 p-4 transition-colors hover:bg-surface-muted/40">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <CardLink to={adminOrderPath(order)}>{order.number}</CardLink>
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
