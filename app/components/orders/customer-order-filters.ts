import {
  CUSTOMER_ORDER_PERIODS,
  CUSTOMER_ORDER_STATUS_FILTERS,
  CUSTOMER_ORDERS_PER_PAGE,
  type CustomerOrderPeriod,
  type CustomerOrderStatusFilter,
} from '@common/orders/customer-contracts';

// The filters of /user/orders as the URL keeps them (a bad value is dropped, never sent).

export const CUSTOMER_ORDERS_PATH = '/user/orders';

export interface CustomerOrderFilters {
  status?: CustomerOrderStatusFilter;
  period?: CustomerOrderPeriod;
  search?: string;
  page: number;
}

function readPeriod(value: string | null): CustomerOrderPeriod | undefined {
  if (!value) return undefined;
  if ((CUSTOMER_ORDER_PERIODS as readonly string[]).includes(value)) return value as CustomerOrderPeriod;
  return /^\d{4}$/.test(value) && Number(value) >= 2000 ? (value as CustomerOrderPeriod) : undefined;
}

export function customerOrderFiltersFrom(params: URLSearchParams): CustomerOrderFilters {
  const status = params.get('status');
  const page = Number(params.get('page'));
  return {
    status: CUSTOMER_ORDER_STATUS_FILTERS.find((known) => known === status),
    period: readPeriod(params.get('period')),
    search: params.get('search')?.trim().slice(0, 100) || undefined,
    page: Number.isInteger(page) && page > 1 && page <= 10_000 ? page : 1,
  };
}

/** '' or '?status=…&page=2' (defaults left out). */
export function customerOrderQueryString(filters: Partial<CustomerOrderFilters>): string {
  const params = new URLSearchParams();
  if (filters.status) params.set('status', filters.status);
  if (filters.period && filters.period !== 'all') params.set('period', filters.period);
  if (filters.search) params.set('search', filters.search);
  if (filters.page && filters.page > 1) params.set('page', String(filters.page));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The API query of the filters. */
export function customerOrderQueryOf(filters: CustomerOrderFilters): Record<string, string | undefined> {
  return {
    status: filters.status,
    period: filters.period,
    search: filters.search,
    page: filters.page > 1 ? String(filters.page) : undefined,
    per_page: String(CUSTOMER_ORDERS_PER_PAGE),
  };
}
