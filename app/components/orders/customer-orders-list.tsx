import { Package, SearchX } from 'lucide-react';
import type { ReactNode } from 'react';
import type { CustomerOrderPage } from '@common/orders/customer-contracts';
import { CUSTOMER_ORDER_PERIOD_LABELS } from '@common/orders/customer-contracts';
import { ORDER_STATUS_LABELS, ORDER_STATUSES } from '@common/orders/rules';
import { AccountPage } from '~/components/account/account-page';
import { EmptyState } from '~/components/account/empty-state';
import { ErrorState, LoadingState } from '~/components/account/state-views';
import { ClearFiltersButton, FilterSearch, FilterSelect } from '~/components/admin/kit/filter-controls';
import { ListCount } from '~/components/admin/kit/list-count';
import { useListFilters } from '~/components/admin/kit/use-list-filters';
import { Pagination } from '~/components/catalog/pagination';
import { CUSTOMER_ORDERS_PATH, customerOrderFiltersFrom, customerOrderQueryString } from './customer-order-filters';
import { OrderListItem } from './order-list-item';

const SCREEN = {
  eyebrow: 'Compras',
  title: 'Pedidos',
  description: 'Todo lo que compras en Tienda Diverso, con su estado y su seguimiento.',
};

/** This year and the three before it, for the period filter. */
function recentYears(now: Date): string[] {
  const year = Number(new Intl.DateTimeFormat('en', { year: 'numeric', timeZone: 'Europe/Madrid' }).format(now));
  return [year - 1, year - 2, year - 3].map(String);
}

export interface CustomerOrdersListProps {
  /** null while the first page loads, or when it could not be loaded. */
  page: CustomerOrderPage | null;
  /** Given by the route's error screen: this asks again. */
  onRetry?: () => void;
  /** Why the page could not be loaded. */
  errorMessage?: string;
}

/** /user/orders: every order of the customer, filtered by state, period and words, paged. */
export function CustomerOrdersList({ page, onRetry, errorMessage }: CustomerOrdersListProps) {
  const { filters, update, clear, searchText, setSearchText, status } = useListFilters({
    path: CUSTOMER_ORDERS_PATH,
    read: customerOrderFiltersFrom,
    write: customerOrderQueryString,
    hasPage: page !== null,
    onRetry,
  });
  const hasFilters = Boolean(filters.status || (filters.period && filters.period !== 'all') || filters.search);
  const years = recentYears(new Date());
  const periodValue = filters.period ?? 'all';

  let body: ReactNode;
  if (onRetry) body = <ErrorState message={errorMessage ?? 'Comprueba tu conexión y vuelve a intentarlo.'} onRetry={onRetry} />;
  else if (!page) body = <LoadingState label="Cargando tus pedidos…" rows={3} />;
  else if (page.total === 0 && !hasFilters)
    body = (
      <EmptyState
        icon={Package}
        title="Aún no has hecho ningún pedido"
        description="Cuando hagas tu primera compra, aquí verás cada pedido con su estado, su seguimiento y las prendas que incluye."
      />
    );
  else if (page.total === 0)
    body = (
      <EmptyState
        icon={SearchX}
        title="Ningún pedido coincide con estos filtros"
        description="Prueba con otro estado o periodo, o busca por el número del pedido (TD-2026-…) o el nombre de una prenda."
        action={null}
      >
        <div className="mt-6">
          <ClearFiltersButton onClick={() => clear()} disabled={false} />
        </div>
      </EmptyState>
    );
  else
    body = (
      <ul className="grid gap-3" aria-busy={status === 'loading'}>
        {page.data.map((order) => (
          <li key={order.id}>
            <OrderListItem order={order} />
          </li>
        ))}
      </ul>
    );

  return (
    <AccountPage {...SCREEN}>
      <div role="search" aria-label="Filtrar pedidos" className="grid gap-3 sm:grid-cols-[minmax(12rem,2fr)_1fr_1fr_auto] sm:items-end">
        <FilterSearch
          label="Buscar pedidos"
          value={searchText}
          onChange={setSearchText}
          placeholder="Número o nombre de una prenda"
        />
        <FilterSelect label="Estado" value={filters.status ?? ''} onChange={(value) => update({ status: (value || undefined) as typeof filters.status })}>
          <option value="">Todos</option>
          <option value="active">En curso</option>
          {ORDER_STATUSES.map((value) => (
            <option key={value} value={value}>
              {ORDER_STATUS_LABELS[value]}
            </option>
          ))}
        </FilterSelect>
        <FilterSelect label="Periodo" value={periodValue} onChange={(value) => update({ period: (value === 'all' ? undefined : value) as typeof filters.period })}>
          <option value="all">{CUSTOMER_ORDER_PERIOD_LABELS.all}</option>
          <option value="30d">{CUSTOMER_ORDER_PERIOD_LABELS['30d']}</option>
          <option value="6m">{CUSTOMER_ORDER_PERIOD_LABELS['6m']}</option>
          <option value="year">{CUSTOMER_ORDER_PERIOD_LABELS.year}</option>
          {[...new Set([...years, ...(filters.period && /^\d{4}$/.test(filters.period) ? [filters.period] : [])])].map((year) => (
            <option key={year} value={year}>
              Año {year}
            </option>
          ))}
        </FilterSelect>
        <ClearFiltersButton onClick={() => clear()} disabled={!hasFilters} />
      </div>

      <div className="mt-5">
        <ListCount page={page} status={status} loadingText="Cargando pedidos…" noun={['pedido', 'pedidos']} />
      </div>
      <div className="mt-3">{body}</div>

      {page ? (
        <div className="mt-8">
          <Pagination
            page={page.current_page}
            lastPage={page.last_page}
            label="Paginación de pedidos"
            hrefFor={(n) => `${CUSTOMER_ORDERS_PATH}${customerOrderQueryString({ ...filters, page: n })}`}
          />
        </div>
      ) : null}
    </AccountPage>
  );
}
