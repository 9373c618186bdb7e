import { PAYMENT_METHODS, SHIPPING_METHODS } from '../checkout/pricing';
import { CustomerInvoice, InvoiceRecipient } from '../invoices/contracts';
import { z } from '../zod';
import { ORDER_STATUSES, PAYMENT_STATUSES } from './rules';

// An order as every audience reads it: the customer (their own orders), a guest (by number and
// e-mail), staff (any order, with the customer's account) and the checkout (the order it placed).
// Amounts in euros, like the catalogue; dates ISO 8601.

export const OrderStatusSchema = z.enum(ORDER_STATUSES);
export const PaymentStatusSchema = z.enum(PAYMENT_STATUSES);
export const PaymentMethodSchema = z.enum(PAYMENT_METHODS);
export const ShippingMethodSchema = z.enum(SHIPPING_METHODS);

export const OrderAddressSchema = z
  .object({
    recipient_name: z.string(),
    street: z.string(),
    postal_code: z.string(),
    city: z.string(),
    province: z.string(),
    phone: z.string(),
  })
  .meta({ id: 'OrderAddress', description: 'La dirección de envío tal como se usó en el pedido.' });

export const OrderLine = z
  .object({
    id: z.int(),
    product_id: z.int().nullable().meta({ description: 'Null si el producto ya no existe.' }),
    product_slug: z.string(),
    product_name: z.string(),
    brand_name: z.string().nullable(),
    variant_id: z.int().nullable(),
    size: z.string().nullable(),
    color_name: z.string().nullable(),
    sku: z.string(),
    image_url: z.string().nullable(),
    unit_price: z.number().meta({ description: 'Lo que costó cada unidad (IVA incluido).' }),
    list_price: z.number().meta({ description: 'El precio sin rebaja de la unidad.' }),
    quantity: z.int(),
    /** What an automatic promotion took off the line ("2ª unidad al 50 %"); null when none. */
    promotion: z
      .object({ label: z.string(), discount: z.number() })
      .nullable()
      .meta({ description: 'La promoción automática de la línea y lo que descontó; null si no tuvo.' }),
    line_total: z.number().meta({ description: 'Lo pagado por la línea: unidades × precio menos la promoción.' }),
    vat_rate: z.int(),
  })
  .meta({ id: 'OrderLine', description: 'Una línea del pedido: foto fija del producto al comprarlo.' });
export type OrderLine = z.infer<typeof OrderLine>;

export const OrderTotals = z
  .object({
    subtotal: z.number().meta({ description: 'La suma de las líneas, después de sus promociones.' }),
    promotions: z.number().meta({ description: 'Lo que descontaron las promociones automáticas (ya fuera del subtotal).' }),
    discount: z.number().meta({ description: 'El descuento del cupón, sobre el subtotal.' }),
    shipping: z.number(),
    payment_fee: z.number().meta({ description: 'Recargo del contra reembolso.' }),
    vat_exemption: z.number().meta({ description: 'IVA descontado en envíos a Canarias, Ceuta y Melilla.' }),
    total: z.number(),
    vat: z.number().meta({ description: 'IVA incluido en el total.' }),
    vat_rate: z.int(),
  })
  .meta({ id: 'OrderTotals', description: 'Importes del pedido en euros, IVA incluido.' });
export type OrderTotals = z.infer<typeof OrderTotals>;

export const OrderEvent = z
  .object({
    id: z.int(),
    kind: z.string(),
    from_status: OrderStatusSchema.nullable(),
    to_status: OrderStatusSchema.nullable(),
    message: z.string(),
    actor_kind: z.enum(['customer', 'staff', 'system']),
    actor_name: z.string().nullable(),
    created_at: z.iso.datetime({ offset: true }),
  })
  .meta({ id: 'OrderEvent', description: 'Un cambio del pedido: qué pasó, quién y cuándo.' });
export type OrderEvent = z.infer<typeof OrderEvent>;

export const OrderPayment = z
  .object({
    id: z.int(),
    kind: z.enum(['charge', 'refund']),
    method: PaymentMethodSchema,
    status: z.enum(['pending', 'requires_action', 'succeeded', 'failed', 'cancelled']),
    amount: z.number(),
    card_brand: z.string().nullable(),
    card_last4: z.string().nullable(),
    failure_message: z.string().nullable(),
    created_at: z.iso.datetime({ offset: true }),
  })
  .meta({ id: 'OrderPayment', description: 'Un cobro o un reembolso del pedido.' });
export type OrderPayment = z.infer<typeof OrderPayment>;

export const OrderTracking = z
  .object({ carrier: z.string(), carrier_name: z.string(), tracking_number: z.string(), tracking_url: z.string().nullable() })
  .meta({ id: 'OrderTracking', description: 'La empresa de transporte y el número de seguimiento.' });

/** One row of a list of orders. */
export const OrderSummary = z
  .object({
    id: z.int(),
    number: z.string(),
    status: OrderStatusSchema,
    status_label: z.string(),
    payment_method: PaymentMethodSchema,
    payment_status: PaymentStatusSchema,
    total: z.number(),
    item_count: z.int(),
    first_image_url: z.string().nullable(),
    created_at: z.iso.datetime({ offset: true }),
  })
  .meta({ id: 'OrderSummary', description: 'Un pedido en una lista.' });
export type OrderSummary = z.infer<typeof OrderSummary>;

export const Order = OrderSummary.extend({
  email: z.string(),
  customer_name: z.string(),
  phone: z.string(),
  shipping_method: ShippingMethodSchema,
  shipping_zone: z.enum(['peninsula', 'baleares', 'islands']),
  shipping_address: OrderAddressSchema,
  totals: OrderTotals,
  coupon_code: z.string().nullable(),
  customer_note: z.string().nullable(),
  cancel_reason: z.string().nullable(),
  tracking: OrderTracking.nullable(),
  lines: z.array(OrderLine),
  payments: z.array(OrderPayment),
  events: z.array(OrderEvent),
  can_cancel: z.boolean().meta({ description: 'La clienta puede cancelarlo ahora (aún no ha salido).' }),
  payment_due_at: z.iso.datetime({ offset: true }).nullable(),
  paid_at: z.iso.datetime({ offset: true }).nullable(),
  shipped_at: z.iso.datetime({ offset: true }).nullable(),
  delivered_at: z.iso.datetime({ offset: true }).nullable(),
  cancelled_at: z.iso.datetime({ offset: true }).nullable(),
  invoices: z.array(CustomerInvoice).meta({ description: 'Las facturas del pedido: la de la venta, la completa que la sustituye y las rectificativas.' }),
  invoice_recipient: InvoiceRecipient.nullable().meta({ description: 'Los datos de la factura completa pedida; null si basta la simplificada.' }),
}).meta({ id: 'Order', description: 'Un pedido con sus líneas, importes, dirección, pagos y su historia.' });
export type Order = z.infer<typeof Order>;
