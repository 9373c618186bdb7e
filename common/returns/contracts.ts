import { Page } from '../api/replies';
import { unknownField } from '../api/unknown-field';
import { OrderLookupBody } from '../checkout/contracts';
import { OrderAddressSchema, OrderPayment, PaymentMethodSchema } from '../orders/contracts';
import { queryDate, queryEnum, queryInt, queryText, strictQuery } from '../query-params';
import { isValidIban, normaliseIban } from '../settings/rules';
import { z } from '../zod';
import { RETURN_CONDITIONS, RETURN_KINDS, RETURN_NUMBER_PATTERN, RETURN_REASONS, RETURN_RESOLUTIONS, RETURN_STATUSES, REFUND_METHODS, WITHDRAWAL_REASON } from './rules';

// After the sale, as the customer, a guest and staff read and ask for it: what an order may still
// return, the refund before confirming, the request (a return with refunds and exchanges, or the
// legal withdrawal), a return with its timeline, the staff queue and the steps staff take.
// Amounts in euros; dates ISO 8601.

const datetime = () => z.iso.datetime({ offset: true });

export const ReturnStatusSchema = z.enum(RETURN_STATUSES);
export const ReturnKindSchema = z.enum(RETURN_KINDS);
export const ReturnReasonSchema = z.enum([...RETURN_REASONS, WITHDRAWAL_REASON]);
export const ReturnResolutionSchema = z.enum(RETURN_RESOLUTIONS);
export const ReturnConditionSchema = z.enum(RETURN_CONDITIONS);
export const RefundMethodSchema = z.enum(REFUND_METHODS);

// ── Replies ─────────────────────────────────────────────────────────────────────────────────────

export const ExchangeOption = z
  .object({ variant_id: z.int(), size: z.string(), color_name: z.string(), available: z.boolean().meta({ description: 'Quedan unidades: se reservan al confirmar.' }) })
  .meta({ id: 'ExchangeOption', description: 'Otra talla o color de la misma prenda por la que cambiarla.' });

export const ReturnableLine = z
  .object({
    order_line_id: z.int(),
    product_name: z.string(),
    size: z.string().nullable(),
    color_name: z.string().nullable(),
    image_url: z.string().nullable(),
    unit_price: z.number(),
    quantity: z.int(),
    returnable_quantity: z.int().meta({ description: 'Unidades que aún se pueden devolver (lo comprado menos lo que ya está en una devolución).' }),
    not_returnable_reason: z.string().nullable().meta({ description: 'Por qué no se puede devolver (prenda personalizada, ya devuelta); null si se puede.' }),
    exchange_options: z.array(ExchangeOption),
  })
  .meta({ id: 'ReturnableLine', description: 'Una línea del pedido y lo que aún se puede devolver o cambiar de ella.' });

export const ReturnOptions = z
  .object({
    order_number: z.string(),
    delivered_at: datetime().nullable(),
    return_window_days: z.int(),
    return_until: datetime().nullable(),
    withdraw_until: datetime().nullable(),
    can_return: z.boolean().meta({ description: 'El plazo de devolución está abierto y alguna línea se puede devolver.' }),
    can_withdraw: z.boolean().meta({ description: 'Dentro de los 14 días de desistimiento y con algo que devolver.' }),
    refused_reason: z.string().nullable().meta({ description: 'Por qué no se puede devolver nada ahora; null si se puede.' }),
    refund_method: RefundMethodSchema,
    refund_method_label: z.string().meta({ description: 'Adónde va el dinero: la misma tarjeta o Bizum, o una transferencia al IBAN que indiques.' }),
    pickup_address: OrderAddressSchema,
    lines: z.array(ReturnableLine),
  })
  .meta({ id: 'ReturnOptions', description: 'Lo que un pedido entregado permite devolver, cambiar o desistir ahora.' });
export type ReturnOptions = z.infer<typeof ReturnOptions>;

export const RefundQuote = z
  .object({
    lines: z.array(z.object({ order_line_id: z.int(), quantity: z.int(), resolution: ReturnResolutionSchema, refund: z.number() })),
    lines_total: z.number(),
    discount_share: z.number().meta({ description: 'La parte del descuento del cupón (y del IVA no cobrado en Canarias, Ceuta y Melilla) que llevaban las prendas devueltas.' }),
    shipping: z.number().meta({ description: 'Gastos de envío devueltos: solo si vuelve el pedido entero o una prenda es defectuosa.' }),
    total: z.number(),
    refund_method: RefundMethodSchema,
    refund_method_label: z.string(),
    unavailable_exchanges: z.array(z.int()).meta({ description: 'Líneas cuyo cambio ya no tiene stock: se puede pedir el reembolso.' }),
  })
  .meta({ id: 'RefundQuote', description: 'Lo que se devolverá, antes de confirmar.' });
export type RefundQuote = z.infer<typeof RefundQuote>;

export const ReturnLine = z
  .object({
    id: z.int(),
    order_line_id: z.int(),
    product_name: z.string(),
    product_slug: z.string(),
    size: z.string().nullable(),
    color_name: z.string().nullable(),
    sku: z.string(),
    image_url: z.string().nullable(),
    quantity: z.int(),
    reason: ReturnReasonSchema,
    reason_label: z.string(),
    resolution: ReturnResolutionSchema,
    exchange: z.object({ variant_id: z.int().nullable(), size: z.string(), color_name: z.string(), sku: z.string() }).nullable(),
    refund: z.number(),
    condition: ReturnConditionSchema.nullable(),
    condition_label: z.string().nullable(),
    received_at: datetime().nullable(),
  })
  .meta({ id: 'ReturnLine', description: 'Una prenda de la devolución: cuántas, por qué, reembolso o cambio, y cómo llegó.' });
export type ReturnLine = z.infer<typeof ReturnLine>;

export const ReturnEvent = z
  .object({
    id: z.int(),
    kind: z.string(),
    to_status: ReturnStatusSchema.nullable(),
    message: z.string(),
    actor_kind: z.enum(['customer', 'staff', 'system']),
    actor_name: z.string().nullable(),
    created_at: datetime(),
  })
  .meta({ id: 'ReturnEvent', description: 'Un paso de la devolución: qué pasó, quién y cuándo.' });

export const ReturnSummary = z
  .object({
    id: z.int(),
    number: z.string(),
    order_number: z.string(),
    kind: ReturnKindSchema,
    kind_label: z.string(),
    status: ReturnStatusSchema,
    status_label: z.string(),
    item_count: z.int(),
    refund_total: z.number(),
    first_image_url: z.string().nullable(),
    requested_at: datetime(),
  })
  .meta({ id: 'ReturnSummary', description: 'Una devolución en una lista.' });
export type ReturnSummary = z.infer<typeof ReturnSummary>;

export const Return = ReturnSummary.extend({
  lines: z.array(ReturnLine),
  refund: z.object({
    lines_total: z.number().meta({ description: 'Lo que devuelven las prendas, ya descontada su parte del cupón y del IVA no cobrado.' }),
    coupon_code: z.string().nullable().meta({ description: 'El cupón del pedido, si tenía uno.' }),
    coupon_share: z.number().meta({ description: 'La parte del descuento del cupón que llevaban las prendas reembolsadas: se descontó del reembolso.' }),
    vat_exemption_share: z.number().meta({ description: 'La parte del IVA no cobrado (Canarias, Ceuta y Melilla) que llevaban: tampoco se devuelve.' }),
    shipping: z.number(),
    total: z.number(),
  }),
  refund_method: RefundMethodSchema,
  refund_method_label: z.string(),
  refund_iban: z.string().nullable().meta({ description: 'El IBAN del reembolso por transferencia, con solo sus últimas cuatro cifras a la vista.' }),
  refund_status: z.enum(['not_due', 'pending', 'processing', 'paid', 'failed']).meta({ description: 'not_due: aún no toca (o es solo un cambio); processing: pedido a la pasarela; failed: falló y se reintenta.' }),
  rejection_reason: z.string().nullable(),
  comment: z.string().nullable(),
  pickup_address: OrderAddressSchema,
  exchange_order_number: z.string().nullable().meta({ description: 'El pedido a 0 € con las prendas del cambio, cuando ya ha salido.' }),
  sheet_url: z.string().meta({ description: 'La hoja de devolución en PDF, para imprimir y meter en el paquete.' }),
  picked_up_at: datetime().nullable(),
  received_at: datetime().nullable(),
  refunded_at: datetime().nullable(),
  events: z.array(ReturnEvent),
}).meta({ id: 'Return', description: 'Una devolución, un cambio o un desistimiento, con sus prendas, su reembolso y su historia.' });
export type Return = z.infer<typeof Return>;

export const ReturnPage = Page(ReturnSummary).meta({ id: 'ReturnPage' });
export type ReturnPage = z.infer<typeof ReturnPage>;

// ── Requests ────────────────────────────────────────────────────────────────────────────────────

const iban = z
  .string({ error: 'El IBAN debe ser un texto.' })
  .trim()
  .max(42, 'El IBAN es demasiado largo.')
  .refine((value) => isValidIban(value), 'Este IBAN no es válido: revisa las cifras (por ejemplo, ES91 2100 0418 4502 0005 1332).')
  .transform((value) => normaliseIban(value));

const comment = z.string({ error: 'El comentario debe ser un texto.' }).trim().max(1000, 'El comentario admite como mucho 1000 caracteres.');

export const ReturnRequestLine = z
  .object({
    order_line_id: z.int({ error: 'Elige la prenda que devuelves.' }).positive('Elige la prenda que devuelves.'),
    quantity: z.int({ error: 'Indica cuántas unidades devuelves.' }).min(1, 'Devuelve al menos una unidad.').max(999, 'Como mucho 999 unidades.'),
    reason: z.enum(RETURN_REASONS, { error: 'Elige el motivo de la devolución.' }),
    resolution: z.enum(RETURN_RESOLUTIONS, { error: 'Elige reembolso o cambio.' }),
    exchange_variant_id: z.int({ error: 'Elige la talla o el color por el que la cambias.' }).positive('Elige la talla o el color por el que la cambias.').optional(),
  })
  .catchall(unknownField)
  .superRefine((line, ctx) => {
    if (line.resolution === 'exchange' && line.exchange_variant_id == null) {
      ctx.addIssue({ code: 'custom', path: ['exchange_variant_id'], message: 'Elige la talla o el color por el que la cambias.' });
    }
    if (line.resolution === 'refund' && line.exchange_variant_id != null) {
      ctx.addIssue({ code: 'custom', path: ['exchange_variant_id'], message: 'Un reembolso no lleva talla de cambio.' });
    }
  });

const requestFields = {
  lines: z
    .array(ReturnRequestLine, { error: 'Elige al menos una prenda.' })
    .min(1, 'Elige al menos una prenda.')
    .max(50, 'Como mucho 50 líneas.')
    .superRefine((lines, ctx) => {
      const seen = new Set<number>();
      lines.forEach((line, index) => {
        if (seen.has(line.order_line_id)) ctx.addIssue({ code: 'custom', path: [index, 'order_line_id'], message: 'Esta prenda ya está en la lista: indica todas sus unidades en una línea.' });
        seen.add(line.order_line_id);
      });
    }),
  comment: comment.optional(),
  iban: iban.optional().meta({ description: 'Obligatorio si el pedido se pagó contra reembolso o por transferencia: ahí te devolvemos el dinero.' }),
};

export const ReturnRequestBody = z.object(requestFields).catchall(unknownField).meta({ id: 'ReturnRequestBody', description: 'Las prendas que devuelves o cambias, el motivo de cada una y, si hace falta, tu IBAN.' });
export type ReturnRequestBody = z.input<typeof ReturnRequestBody>;

/** The refund before confirming: the same lines, nothing written. */
export const ReturnQuoteBody = z.object({ lines: requestFields.lines }).catchall(unknownField).meta({ id: 'ReturnQuoteBody' });
export type ReturnQuoteBody = z.input<typeof ReturnQuoteBody>;

const withdrawalLines = z
  .array(
    z.object({
      order_line_id: z.int({ error: 'Elige la prenda.' }).positive('Elige la prenda.'),
      quantity: z.int({ error: 'Indica cuántas unidades.' }).min(1, 'Al menos una unidad.').max(999, 'Como mucho 999 unidades.'),
    }).catchall(unknownField),
  )
  .min(1, 'Elige al menos una prenda.')
  .max(50, 'Como mucho 50 líneas.')
  .optional()
  .meta({ description: 'Sin lista: todo lo que aún se puede devolver del pedido.' });

export const WithdrawalBody = z
  .object({
    confirm: z.literal(true, { error: 'Confirma que quieres desistir del contrato.' }),
    lines: withdrawalLines,
    iban: requestFields.iban,
  })
  .catchall(unknownField)
  .meta({ id: 'WithdrawalBody', description: 'La declaración de desistimiento (art. 11 bis de la Directiva 2011/83/UE): confirm true, y el IBAN si pagaste contra reembolso o por transferencia.' });
export type WithdrawalBody = z.input<typeof WithdrawalBody>;

/** The withdrawal's refund before confirming it: the same lines (none: everything still returnable), nothing written. */
export const WithdrawalQuoteBody = z.object({ lines: withdrawalLines }).catchall(unknownField).meta({ id: 'WithdrawalQuoteBody' });
export type WithdrawalQuoteBody = z.input<typeof WithdrawalQuoteBody>;

/** Guests reach their order's returns with its number and e-mail (the order lookup's pair). */
export const GuestReturnAccessBody = OrderLookupBody.catchall(unknownField).meta({ id: 'GuestReturnAccessBody' });
export const GuestReturnQuoteBody = ReturnQuoteBody.extend(OrderLookupBody.shape).meta({ id: 'GuestReturnQuoteBody' });
export const GuestReturnRequestBody = ReturnRequestBody.extend(OrderLookupBody.shape).meta({ id: 'GuestReturnRequestBody' });
export const GuestWithdrawalBody = WithdrawalBody.extend(OrderLookupBody.shape).meta({ id: 'GuestWithdrawalBody' });
export const GuestWithdrawalQuoteBody = WithdrawalQuoteBody.extend(OrderLookupBody.shape).meta({ id: 'GuestWithdrawalQuoteBody' });

export const ReturnNumberParam = z.object({
  number: z.string().trim().toUpperCase().regex(RETURN_NUMBER_PATTERN, 'El número de devolución es como DV-2026-000045.').max(20, 'El número de devolución es como DV-2026-000045.'),
});

export const ReturnSheetQuery = strictQuery({
  token: queryText('token', 100).optional().meta({ description: 'El enlace del email de confirmación (sin sesión).' }),
});

export const CustomerReturnListQuery = strictQuery({
  status: queryEnum('status', RETURN_STATUSES, `Estado no válido: ${RETURN_STATUSES.join(', ')}.`).optional(),
  page: queryInt('page', 1, 10_000, 'page es demasiado alta.').default(1),
  per_page: queryInt('per_page', 1, 50).default(10),
});

// ── Staff ───────────────────────────────────────────────────────────────────────────────────────

export const ADMIN_RETURNS_PER_PAGE = 20;

export const AdminReturnListQuery = strictQuery({
  search: queryText('search', 100).optional().meta({ description: 'Número de devolución o de pedido, email o nombre.' }),
  status: queryEnum('status', RETURN_STATUSES, `Estado no válido: ${RETURN_STATUSES.join(', ')}.`).optional(),
  kind: queryEnum('kind', RETURN_KINDS, `Tipo no válido: ${RETURN_KINDS.join(', ')}.`).optional(),
  reason: queryEnum('reason', [...RETURN_REASONS, WITHDRAWAL_REASON] as [string, ...string[]], `Motivo no válido: ${[...RETURN_REASONS, WITHDRAWAL_REASON].join(', ')}.`).optional(),
  from: queryDate('from').optional().meta({ description: 'Pedidas desde este día (incluido), hora de Madrid.' }),
  to: queryDate('to').optional().meta({ description: 'Pedidas hasta este día (incluido), hora de Madrid.' }),
  page: queryInt('page', 1, 100_000, 'page es demasiado alta.').default(1),
  per_page: queryInt('per_page', 1, 100).default(ADMIN_RETURNS_PER_PAGE),
}).superRefine((q, ctx) => {
  if (q.from && q.to && q.from > q.to) ctx.addIssue({ code: 'custom', path: ['to'], message: 'La fecha final no puede ser anterior a la inicial.' });
});
export type AdminReturnListQuery = z.infer<typeof AdminReturnListQuery>;

export const AdminReturnRow = ReturnSummary.extend({
  order_id: z.int(),
  customer_name: z.string(),
  email: z.string(),
  reasons: z.array(z.string()).meta({ description: 'Los motivos de sus prendas, en palabras.' }),
  has_exchange: z.boolean(),
}).meta({ id: 'AdminReturnRow', description: 'Una devolución en la cola del back-office.' });

export const AdminReturnPage = Page(AdminReturnRow)
  .extend({ status_facets: z.array(z.object({ status: ReturnStatusSchema, label: z.string(), count: z.int().min(0) })) })
  .meta({ id: 'AdminReturnPage' });
export type AdminReturnPage = z.infer<typeof AdminReturnPage>;

export const AdminReturn = Return.extend({
  order: z.object({ id: z.int(), number: z.string(), status: z.string(), payment_method: PaymentMethodSchema, total: z.number(), delivered_at: datetime().nullable() }),
  customer: z.object({ user_id: z.int().nullable(), name: z.string(), email: z.string(), phone: z.string() }),
  refunds: z.array(OrderPayment).meta({ description: 'Los reembolsos de esta devolución en el libro de pagos.' }),
  refund_iban_full: z.string().nullable().meta({ description: 'El IBAN entero, para hacer la transferencia.' }),
  exchange_order_id: z.int().nullable(),
  actions: z.object({
    pickup: z.boolean(),
    receive: z.boolean(),
    refund: z.boolean(),
    mark_refund_paid: z.boolean(),
    retry_refund: z.boolean(),
    exchange: z.boolean(),
    reject: z.boolean(),
  }).meta({ description: 'Qué puede hacer ahora el staff con ella.' }),
}).meta({ id: 'AdminReturn', description: 'Una devolución vista desde el back-office.' });
export type AdminReturn = z.infer<typeof AdminReturn>;

export const AdminReceiveBody = z
  .object({
    lines: z
      .array(
        z.object({
          return_line_id: z.int({ error: 'Elige la prenda.' }).positive('Elige la prenda.'),
          condition: z.enum(RETURN_CONDITIONS, { error: 'Indica si está apta para la venta o dañada.' }),
        }).catchall(unknownField),
      )
      .min(1, 'Indica al menos una prenda recibida.')
      .max(50, 'Como mucho 50 líneas.'),
  })
  .catchall(unknownField)
  .meta({ id: 'AdminReceiveBody', description: 'Las prendas que han llegado y su estado: apta para la venta (vuelve al stock) o dañada (se da de baja).' });

export const AdminRejectBody = z
  .object({ reason: z.string({ error: 'Explica el motivo.' }).trim().min(5, 'Explica el motivo (al menos 5 caracteres): se lo enviamos a la clienta.').max(500, 'El motivo admite como mucho 500 caracteres.') })
  .catchall(unknownField)
  .meta({ id: 'AdminRejectBody' });

export const AdminRefundPaidBody = z
  .object({ reference: z.string({ error: 'La referencia debe ser un texto.' }).trim().max(80, 'La referencia admite como mucho 80 caracteres.').optional() })
  .catchall(unknownField)
  .meta({ id: 'AdminRefundPaidBody', description: 'La referencia de la transferencia hecha (opcional).' });

export const ReturnStats = z
  .object({
    days: z.int(),
    units_sold: z.int(),
    units_returned: z.int(),
    return_rate: z.number().meta({ description: 'Unidades devueltas por cada 100 vendidas en el periodo (%).' }),
    returns_count: z.int(),
    top_reasons: z.array(z.object({ reason: ReturnReasonSchema, label: z.string(), units: z.int() })),
    by_product: z.array(z.object({ product_id: z.int().nullable(), product_name: z.string(), units: z.int(), top_reason_label: z.string() })),
    by_size: z.array(z.object({ size: z.string(), units: z.int(), top_reason_label: z.string() })),
  })
  .meta({ id: 'ReturnStats', description: 'Devoluciones de los últimos días: tasa y motivos principales por producto y por talla.' });
export type ReturnStats = z.infer<typeof ReturnStats>;
