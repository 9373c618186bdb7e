import { Page } from '../api/replies';
import { unknownField } from '../api/unknown-field';
import { queryEnum, queryInt, queryText, strictQuery } from '../query-params';
import { z } from '../zod';
import { OrderSummary } from './contracts';
import { ORDER_NUMBER_PATTERN, ORDER_STATUSES } from './rules';

// The customer's own orders: /user/orders (list with filters), one order by its number, and the
// customer's cancellation.

/** A status, or 'active' for the orders still on their way (ACTIVE_ORDER_STATUSES). */
export const CUSTOMER_ORDER_STATUS_FILTERS = [...ORDER_STATUSES, 'active'] as const;
export type CustomerOrderStatusFilter = (typeof CUSTOMER_ORDER_STATUS_FILTERS)[number];

/** The last 30 days, the last six months, this calendar year, all, or a past year ('2025'). */
export const CUSTOMER_ORDER_PERIODS = ['30d', '6m', 'year', 'all'] as const;
export type CustomerOrderPeriod = (typeof CUSTOMER_ORDER_PERIODS)[number] | `${number}`;

export const CUSTOMER_ORDER_PERIOD_LABELS: Record<(typeof CUSTOMER_ORDER_PERIODS)[number], string> = {
  '30d': 'Últimos 30 días',
  '6m': 'Últimos 6 meses',
  year: 'Este año',
  all: 'Todos',
};

export const CUSTOMER_ORDERS_PER_PAGE = 10;
export const MAX_CUSTOMER_ORDERS_PER_PAGE = 50;
export const FIRST_ORDER_YEAR = 2000;

const PERIOD_MESSAGE = 'Periodo no válido: 30d, 6m, year, all o un año (por ejemplo 2026).';

function isPeriod(value: string): value is CustomerOrderPeriod {
  if ((CUSTOMER_ORDER_PERIODS as readonly string[]).includes(value)) return true;
  return /^\d{4}$/.test(value) && Number(value) >= FIRST_ORDER_YEAR && Number(value) <= 2999;
}

export const CustomerOrderListQuery = strictQuery({
  status: queryEnum('status', CUSTOMER_ORDER_STATUS_FILTERS, `Estado no válido: ${CUSTOMER_ORDER_STATUS_FILTERS.join(', ')}.`).optional(),
  period: queryText('period', 4)
    .refine(isPeriod, PERIOD_MESSAGE)
    .transform((value) => value as CustomerOrderPeriod)
    .meta({ type: 'string', pattern: '^(30d|6m|year|all|\\d{4})$', description: '30d, 6m, year (este año), all o un año.' })
    .optional(),
  search: queryText('search', 100).optional(),
  page: queryInt('page', 1, 10_000, 'page es demasiado alta.').default(1),
  per_page: queryInt('per_page', 1, MAX_CUSTOMER_ORDERS_PER_PAGE).default(CUSTOMER_ORDERS_PER_PAGE),
});
export type CustomerOrderListQuery = z.infer<typeof CustomerOrderListQuery>;

export const CustomerOrderPage = Page(OrderSummary).meta({ id: 'CustomerOrderPage' });
export type CustomerOrderPage = z.infer<typeof CustomerOrderPage>;

export const OrderNumberParam = z.object({
  number: z
    .string()
    .trim()
    .toUpperCase()
    .regex(ORDER_NUMBER_PATTERN, 'El número de pedido es como TD-2026-000123.')
    .max(20, 'El número de pedido es como TD-2026-000123.'),
});

export const CUSTOMER_CANCEL_REASON_MAX = 300;

export const CustomerOrderCancelBody = z
  .object({
    reason: z
      .string({ error: 'El motivo debe ser un texto.' })
      .trim()
      .max(CUSTOMER_CANCEL_REASON_MAX, `El motivo no puede superar ${CUSTOMER_CANCEL_REASON_MAX} caracteres.`)
      .optional(),
  })
  .catchall(unknownField)
  .meta({ id: 'CustomerOrderCancelBody', description: 'Por qué cancelas el pedido (opcional; nos ayuda a mejorar).' });
export type CustomerOrderCancelBody = z.input<typeof CustomerOrderCancelBody>;
