import { Page } from '../api/replies';
import { unknownField } from '../api/unknown-field';
import { PAYMENT_METHODS } from '../checkout/pricing';
import { queryDate, queryEnum, queryInt, queryText, strictQuery } from '../query-params';
import { z } from '../zod';
import { Order, OrderStatusSchema, OrderSummary, PaymentMethodSchema } from './contracts';
import { CARRIER_IDS, ORDER_STATUSES, PAYMENT_STATUSES } from './rules';

// The back-office's reading of orders: the list with its filters and status counts, one order
// with the customer's account and what staff may do with it, and the bodies of staff changes.

export const ADMIN_ORDER_SORTS = ['newest', 'oldest', 'total_desc', 'total_asc'] as const;
export type AdminOrderSort = (typeof ADMIN_ORDER_SORTS)[number];
export const ADMIN_ORDER_SORT_LABELS: Record<AdminOrderSort, string> = {
  newest: 'Más recientes',
  oldest: 'Más antiguos',
  total_desc: 'Importe: de mayor a menor',
  total_asc: 'Importe: de menor a mayor',
};

export const ADMIN_ORDERS_PER_PAGE = 20;

export const AdminOrderListQuery = strictQuery({
  search: queryText('search', 100)
    .optional()
    .meta({ description: 'Número de pedido, email o nombre de la clienta (sin distinguir mayúsculas ni acentos).' }),
  status: queryEnum('status', ORDER_STATUSES, `Estado no válido: ${ORDER_STATUSES.join(', ')}.`).optional(),
  payment_method: queryEnum('payment_method', PAYMENT_METHODS, `Forma de pago no válida: ${PAYMENT_METHODS.join(', ')}.`).optional(),
  payment_status: queryEnum('payment_status', PAYMENT_STATUSES, `Estado del pago no válido: ${PAYMENT_STATUSES.join(', ')}.`).optional(),
  from: queryDate('from').optional().meta({ description: 'Pedidos hechos desde este día (incluido), hora de Madrid.' }),
  to: queryDate('to').optional().meta({ description: 'Pedidos hechos hasta este día (incluido), hora de Madrid.' }),
  sort: queryEnum('sort', ADMIN_ORDER_SORTS, `Orden no válido: ${ADMIN_ORDER_SORTS.join(', ')}.`).default('newest'),
  page: queryInt('page', 1, 100_000, 'page es demasiado alta.').default(1),
  per_page: queryInt('per_page', 1, 100).default(ADMIN_ORDERS_PER_PAGE),
}).superRefine((q, ctx) => {
  if (q.from && q.to && q.from > q.to) {
    ctx.addIssue({ code: 'custom', path: ['to'], message: 'La fecha final no puede ser anterior a la inicial.' });
  }
});
export type AdminOrderListQuery = z.infer<typeof AdminOrderListQuery>;

export const AdminOrderRow = OrderSummary.extend({
  email: z.string(),
  customer_name: z.string(),
  user_id: z.int().nullable().meta({ description: 'La cuenta de la clienta; null si compró como invitada.' }),
}).meta({ id: 'AdminOrderRow', description: 'Un pedido en la lista del back-office.' });
export type AdminOrderRow = z.infer<typeof AdminOrderRow>;

export const OrderStatusFacet = z
  .object({ status: OrderStatusSchema, label: z.string(), count: z.int().min(0) })
  .meta({ id: 'OrderStatusFacet', description: 'Un estado con cuántos pedidos lo tienen (con los demás filtros aplicados, sin el de estado).' });
export type OrderStatusFacet = z.infer<typeof OrderStatusFacet>;

export const AdminOrderPage = Page(AdminOrderRow)
  .extend({ status_facets: z.array(OrderStatusFacet).meta({ description: 'Cada estado, en el orden de la vida del pedido, con su número de pedidos.' }) })
  .meta({ id: 'AdminOrderPage' });
export type AdminOrderPage = z.infer<typeof AdminOrderPage>;

export const AdminOrderCustomer = z
  .object({ id: z.int(), name: z.string(), email: z.string() })
  .meta({ id: 'AdminOrderCustomer', description: 'La cuenta que hizo el pedido.' });

export const AdminOrderRefund = z
  .object({ amount: z.number(), method: PaymentMethodSchema })
  .meta({ id: 'AdminOrderRefund', description: 'Lo que se devolvería al cancelar ahora, y por dónde.' });

export const AdminOrder = Order.extend({
  customer_account: AdminOrderCustomer.nullable().meta({ description: 'Null si compró como invitada o la cuenta ya no existe.' }),
  allowed_statuses: z.array(OrderStatusSchema).meta({ description: 'Los estados a los que el staff puede pasarlo ahora.' }),
  refund_on_cancel: AdminOrderRefund.nullable().meta({ description: 'Null si cancelar no devuelve dinero (aún no se cobró, o contra reembolso).' }),
}).meta({ id: 'AdminOrder', description: 'Un pedido visto desde el back-office.' });
export type AdminOrder = z.infer<typeof AdminOrder>;

export const TRACKING_NUMBER_MAX = 80;

export const AdminOrderStatusBody = z
  .object({
    status: z.enum(ORDER_STATUSES, { error: `Estado no válido: ${ORDER_STATUSES.join(', ')}.` }),
    carrier: z.enum(CARRIER_IDS as [string, ...string[]], { error: `Elige la empresa de transporte: ${CARRIER_IDS.join(', ')}.` }).optional(),
    tracking_number: z
      .string({ error: 'El número de seguimiento debe ser un texto.' })
      .trim()
      .max(TRACKING_NUMBER_MAX, `El número de seguimiento no puede superar ${TRACKING_NUMBER_MAX} caracteres.`)
      .refine((v) => v === '' || /^[A-Za-z0-9][A-Za-z0-9 ._/-]*$/.test(v), 'El número de seguimiento solo lleva letras, números, espacios, puntos, guiones y barras.')
      .optional(),
    note: z.string({ error: 'La nota debe ser un texto.' }).trim().max(300, 'La nota no puede superar 300 caracteres.').optional(),
  })
  .catchall(unknownField)
  .superRefine((body, ctx) => {
    if (body.status !== 'shipped') return;
    if (!body.carrier) ctx.addIssue({ code: 'custom', path: ['carrier'], message: 'Elige la empresa de transporte.' });
    if (!body.tracking_number) ctx.addIssue({ code: 'custom', path: ['tracking_number'], message: 'Escribe el número de seguimiento.' });
  })
  .meta({
    id: 'AdminOrderStatusBody',
    description: "El nuevo estado; para 'shipped', la empresa de transporte y el número de seguimiento. La nota queda en la historia del pedido.",
  });
export type AdminOrderStatusBody = z.input<typeof AdminOrderStatusBody>;

export const CANCEL_REASON_MIN = 3;
export const CANCEL_REASON_MAX = 300;

export const AdminOrderCancelBody = z
  .object({
    reason: z
      .string({ error: 'Escribe el motivo de la cancelación.' })
      .trim()
      .min(CANCEL_REASON_MIN, `Escribe el motivo de la cancelación (al menos ${CANCEL_REASON_MIN} caracteres).`)
      .max(CANCEL_REASON_MAX, `El motivo no puede superar ${CANCEL_REASON_MAX} caracteres.`),
  })
  .catchall(unknownField)
  .meta({ id: 'AdminOrderCancelBody', description: 'Por qué se cancela (la clienta lo verá en su pedido).' });
export type AdminOrderCancelBody = z.input<typeof AdminOrderCancelBody>;

export const NOTE_MAX = 500;

export const AdminOrderNoteBody = z
  .object({
    note: z
      .string({ error: 'Escribe la nota.' })
      .trim()
      .min(1, 'Escribe la nota.')
      .max(NOTE_MAX, `La nota no puede superar ${NOTE_MAX} caracteres.`),
  })
  .catchall(unknownField)
  .meta({ id: 'AdminOrderNoteBody', description: 'Una nota interna: solo la ve el staff.' });
export type AdminOrderNoteBody = z.input<typeof AdminOrderNoteBody>;
