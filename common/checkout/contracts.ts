import { ADDRESS_FIELDS, refinePostalCodeProvince, SPANISH_PROVINCES } from '../account/contracts';
import { Order, OrderTotals, PaymentMethodSchema, ShippingMethodSchema } from '../orders/contracts';
import { unknownField } from '../api/unknown-field';
import { InvoiceRecipientFields } from '../invoices/contracts';
import { MAX_DB_INT } from '../query-params';
import { z } from '../zod';
import { MAX_LINE_QUANTITY } from '../cart/pricing';

// The checkout (issue 12): the browser's cart (spec §4, storage unchanged) priced and checked by
// the server, then placed as one order. The quote answers what the review step shows; the order
// is placed only if the total the shopper saw is still the total (else 409 with the new quote).

const id = (label: string) =>
  z.int({ error: `${label} debe ser un número entero.` }).min(1, `${label} debe ser positivo.`).max(MAX_DB_INT, `${label} es demasiado grande.`);

export const CheckoutItem = z
  .object({
    product_id: id('product_id'),
    variant_id: id('variant_id').nullable().optional().default(null),
    quantity: z
      .int({ error: 'La cantidad debe ser un número entero.' })
      .min(1, 'La cantidad debe ser al menos 1.')
      .max(MAX_LINE_QUANTITY, `Como mucho ${MAX_LINE_QUANTITY} unidades por producto.`),
    /** The unit price the shopper saw in the cart: a different current price is reported, never applied silently. */
    seen_unit_price: z.number().min(0).optional(),
  })
  .meta({ id: 'CheckoutItem', description: 'Una línea del carrito: producto, variante (talla y color) y unidades.' });
export type CheckoutItem = z.input<typeof CheckoutItem>;

const items = z
  .array(CheckoutItem, { error: 'El carrito debe ser una lista de productos.' })
  .min(1, 'El carrito está vacío.')
  .max(50, 'Como mucho 50 productos distintos por pedido.');

const email = z
  .string({ error: 'El email es obligatorio.' })
  .trim()
  .min(1, { error: 'El email es obligatorio.', abort: true })
  .max(254, 'El email no puede superar 254 caracteres.')
  .pipe(z.email('Introduce un email válido (por ejemplo, nombre@correo.es).'))
  .transform((value) => value.toLowerCase());

const couponCode = z
  .string({ error: 'El código debe ser un texto.' })
  .trim()
  .max(40, 'El código no puede superar 40 caracteres.')
  .optional()
  .nullable()
  .transform((value) => (value ? value.toUpperCase() : null));

/** Where the parcel goes, as far as the price needs it (the quote before the full address is typed). */
export const QuoteDestination = z
  .object({
    province: z.enum(SPANISH_PROVINCES, { error: 'Elige una provincia de la lista.' }),
    postal_code: ADDRESS_FIELDS.postal_code.optional(),
  })
  .meta({ id: 'QuoteDestination' });

export const CheckoutQuoteBody = z
  .object({
    items,
    destination: QuoteDestination.optional().meta({ description: 'Sin destino se calcula para península.' }),
    shipping_method: ShippingMethodSchema.optional().default('standard'),
    payment_method: PaymentMethodSchema.optional().nullable().default(null),
    coupon_code: couponCode,
    /** A guest's e-mail, for the coupons limited per customer or to a first order. */
    email: email.optional(),
  })
  .meta({ id: 'CheckoutQuoteBody', description: 'El carrito y lo elegido hasta ahora en el pago.' });
export type CheckoutQuoteBody = z.input<typeof CheckoutQuoteBody>;

/** What an automatic promotion (a campaign, issue 34) takes off a line. */
export const LinePromotionQuote = z
  .object({
    /** '2ª unidad al 50 %', '3x2'. */
    label: z.string(),
    /** Euros taken off the line. */
    discount: z.number(),
    campaign_name: z.string(),
  })
  .meta({ id: 'LinePromotionQuote', description: 'La promoción automática de la línea y lo que descuenta.' });

/** What changed in a line since the shopper filled the cart. */
export const LINE_CHANGES = ['price_up', 'price_down', 'quantity_reduced', 'out_of_stock', 'unavailable'] as const;

export const QuoteLine = z
  .object({
    product_id: z.int(),
    variant_id: z.int().nullable(),
    product_slug: z.string(),
    product_name: z.string(),
    brand_name: z.string().nullable(),
    size: z.string().nullable(),
    color_name: z.string().nullable(),
    sku: z.string(),
    image_url: z.string().nullable(),
    unit_price: z.number(),
    list_price: z.number(),
    requested_quantity: z.int(),
    /** What will be ordered: the requested units, or fewer when the stock is short (0 when sold out). */
    quantity: z.int(),
    available: z.int().meta({ description: 'Unidades en stock ahora.' }),
    /** The automatic promotion of the line ("2ª unidad al 50 %"), null when none. */
    promotion: LinePromotionQuote.nullable(),
    /** Units × unit price, less the promotion. */
    line_total: z.number(),
    changes: z.array(z.enum(LINE_CHANGES)),
    /** A Spanish sentence about the changes ('El precio ha bajado de 39,90 € a 29,90 €.'), null when none. */
    notice: z.string().nullable(),
  })
  .meta({ id: 'QuoteLine', description: 'Una línea del carrito con el precio y el stock de ahora.' });
export type QuoteLine = z.infer<typeof QuoteLine>;

export const ShippingOptionQuote = z
  .object({
    method: ShippingMethodSchema,
    name: z.string(),
    description: z.string(),
    fee: z.number(),
    base_fee: z.number(),
    is_free: z.boolean(),
    available: z.boolean(),
  })
  .meta({ id: 'ShippingOptionQuote' });

export const PaymentOptionQuote = z
  .object({ method: PaymentMethodSchema, name: z.string(), description: z.string(), fee: z.number(), available: z.boolean() })
  .meta({ id: 'PaymentOptionQuote' });

export const CouponQuote = z
  .object({ code: z.string(), valid: z.boolean(), message: z.string(), discount: z.number() })
  .meta({ id: 'CouponQuote', description: 'El cupón pedido: si vale, lo que descuenta; si no, por qué.' });

export const CheckoutQuote = z
  .object({
    lines: z.array(QuoteLine),
    shipping_zone: z.enum(['peninsula', 'baleares', 'islands']),
    shipping_options: z.array(ShippingOptionQuote),
    payment_options: z.array(PaymentOptionQuote),
    coupon: CouponQuote.nullable(),
    totals: OrderTotals,
    free_shipping: z.object({
      threshold: z.number(),
      /** Euros of goods missing for free shipping (0 once free, by the threshold or by a promotion). */
      missing: z.number(),
      /** The campaign that makes standard shipping free ("envío gratis desde X €"), null when none. */
      promotion: z.object({ campaign_name: z.string(), min_order: z.number() }).nullable(),
    }),
    /** Something changed since the cart was filled (price, stock): the page must show it before paying. */
    has_changes: z.boolean(),
    /** Every line can be served and the chosen options are available. */
    can_place: z.boolean(),
    /** How card and Bizum are paid: in the checkout (the test gateway's card form) or on the provider's secure page (Redsys, Stripe). */
    payment_page: z.object({ flow: z.enum(['direct', 'hosted']), label: z.string(), test_mode: z.boolean() }).optional(),
  })
  .meta({ id: 'CheckoutQuote', description: 'El carrito con precios, stock, envío, cupón e importes de ahora.' });
export type CheckoutQuote = z.infer<typeof CheckoutQuote>;

export const CheckoutPayment = z
  .object({
    /** A card tokenised with the gateway (POST /payments/test-gateway/tokens in test mode). */
    card_token: z.string().trim().min(1).max(80).optional(),
    /** One of the customer's saved cards. */
    saved_card_id: id('saved_card_id').optional(),
    /** Keep the tokenised card in the account (customers only). */
    save_card: z.boolean().optional().default(false),
    bizum_phone: z
      .string({ error: 'Indica el móvil de Bizum.' })
      .trim()
      .regex(/^(\+34)?\s?[67]\d{2}\s?\d{3}\s?\d{3}$/, 'Indica un móvil español de 9 cifras (por ejemplo, 612 345 678).')
      .transform((value) => value.replace(/\D/g, '').slice(-9))
      .optional(),
  })
  .meta({ id: 'CheckoutPayment', description: 'Lo que pide el método de pago: tarjeta (token o guardada) o el móvil de Bizum.' });

export const PlaceOrderBody = z
  .object({
    /** Generated by the page once per attempt: retrying with it gives back the same order. */
    idempotency_key: z.string({ error: 'Falta la clave del intento.' }).trim().min(16, 'La clave del intento es demasiado corta.').max(80),
    items,
    email,
    shipping_address: z.object(ADDRESS_FIELDS).superRefine(refinePostalCodeProvince),
    /** Customers: also keep this address in the address book. */
    save_address: z.boolean().optional().default(false),
    shipping_method: ShippingMethodSchema,
    payment_method: PaymentMethodSchema,
    payment: CheckoutPayment.optional().default({ save_card: false }),
    coupon_code: couponCode,
    customer_note: z.string().trim().max(500, 'La nota no puede superar 500 caracteres.').optional().nullable(),
    /** The total the review step showed: when it no longer holds the order is refused with the new quote (409). */
    expected_total: z.number({ error: 'Falta el total que has revisado.' }).min(0),
    /** A full invoice instead of the simplified one: name, NIF and fiscal address. */
    invoice_recipient: z.object(InvoiceRecipientFields).catchall(unknownField).optional().nullable(),
    accept_terms: z.literal(true, { error: 'Acepta las condiciones de compra para hacer el pedido.' }),
  })
  .meta({ id: 'PlaceOrderBody', description: 'El pedido: carrito, datos de envío, método de pago y el total revisado.' });
export type PlaceOrderBody = z.input<typeof PlaceOrderBody>;

export const PaymentAction = z
  .object({
    kind: z.enum(['three_d_secure', 'bizum']),
    /** What the shopper is asked, in Spanish. */
    message: z.string(),
  })
  .meta({ id: 'PaymentAction', description: 'El banco pide que la compradora confirme el pago.' });

/** Where the browser goes to pay on the provider's page (Redsys, Stripe): a GET, or a form POSTed there. */
export const PaymentRedirect = z
  .object({
    url: z.url(),
    method: z.enum(['GET', 'POST']),
    /** The form's fields for a POST, in order (Redsys: Ds_SignatureVersion, Ds_MerchantParameters, Ds_Signature). */
    fields: z.array(z.object({ name: z.string(), value: z.string() })),
    /** The store's page that follows this payment (the provider sends the shopper back there too). */
    return_path: z.string(),
  })
  .meta({ id: 'PaymentRedirect', description: 'La página de pago segura de la pasarela, a la que va la compradora.' });
export type PaymentRedirect = z.infer<typeof PaymentRedirect>;

export const PlacedOrder = z
  .object({
    order: Order,
    /** Secret for this browser to confirm the payment and open the order (kept in session storage). */
    order_token: z.string(),
    payment: z.object({
      /** redirect: the shopper pays on the provider's page (`redirect`); its notification decides, never the return. */
      status: z.enum(['succeeded', 'requires_action', 'pending', 'failed', 'redirect']),
      /** Spanish, for the shopper: why it failed or what to do next. */
      message: z.string().nullable(),
      action: PaymentAction.nullable(),
      redirect: PaymentRedirect.optional(),
    }),
  })
  .meta({ id: 'PlacedOrder', description: 'El pedido hecho y en qué punto está su pago.' });
export type PlacedOrder = z.infer<typeof PlacedOrder>;

/** 409 when the prices, the stock or the coupon changed since the review step. */
export const CheckoutConflict = z
  .object({ message: z.string(), quote: CheckoutQuote })
  .meta({ id: 'CheckoutConflict', description: 'Algo cambió desde la revisión: el carrito con los datos de ahora.' });

export const OrderTokenBody = z.object({ order_token: z.string().trim().min(1).max(100) });

/** The secret of a payment's return address (`?t=` of /checkout/pago/{number}). */
export const PaymentReturnBody = z
  .object({ return_token: z.string({ error: 'Falta el código del pago.' }).trim().regex(/^[0-9a-f]{40}$/, 'El código del pago no es válido.') })
  .meta({ id: 'PaymentReturnBody' });

export const HOSTED_PAYMENT_STATES = ['waiting', 'paid', 'failed', 'cancelled'] as const;

/** Where a payment made on the provider's page stands, for the page the shopper comes back to. */
export const HostedPaymentStatus = z
  .object({
    order_number: z.string(),
    total: z.number(),
    /** waiting: no notification yet; paid and failed come only from the provider's signed notification. */
    state: z.enum(HOSTED_PAYMENT_STATES),
    /** Spanish, for the shopper. */
    message: z.string(),
    /** When the order stops waiting (its units go back to the store). */
    payment_due_at: z.iso.datetime().nullable(),
    /** The provider shown to the shopper ('Redsys', 'Stripe'). */
    provider_label: z.string(),
    /** The shopper may open the provider's page again (waiting, before the window ends). */
    can_retry: z.boolean(),
  })
  .meta({ id: 'HostedPaymentStatus', description: 'El estado de un pago hecho en la página de la pasarela.' });
export type HostedPaymentStatus = z.infer<typeof HostedPaymentStatus>;

/** A new page of the provider for the same order. */
export const HostedPaymentRetry = z.object({ redirect: PaymentRedirect }).meta({ id: 'HostedPaymentRetry' });

/** What the store answers a payment provider's notification (Redsys, Stripe). */
export const PaymentNotificationReply = z
  .object({
    received: z.boolean(),
    outcome: z.string().optional().meta({ description: 'Lo que hizo la tienda: paid, failed, duplicate, late_refunded, unknown_order, amount_mismatch…' }),
    message: z.string().optional(),
  })
  .meta({ id: 'PaymentNotificationReply' });

export const ConfirmPaymentBody = z
  .object({ order_token: z.string().trim().min(1).max(100), approve: z.boolean({ error: 'Indica si autorizas el pago.' }) })
  .meta({ id: 'ConfirmPaymentBody', description: 'La respuesta al banco: autorizar o cancelar el pago.' });

export const OrderLookupBody = z
  .object({
    number: z.string({ error: 'Indica el número de pedido.' }).trim().toUpperCase().regex(/^TD-\d{4}-\d{6,}$/, 'El número de pedido es como TD-2026-000123.'),
    email,
  })
  .meta({ id: 'OrderLookupBody', description: 'Número de pedido y el email con el que se hizo.' });

export const TokeniseCardBody = z
  .object({
    number: z.string({ error: 'Introduce el número de la tarjeta.' }).transform((value) => value.replace(/[\s-]/g, '')),
    exp_month: z.int({ error: 'Indica el mes de caducidad.' }).min(1, 'El mes va de 01 a 12.').max(12, 'El mes va de 01 a 12.'),
    exp_year: z.int({ error: 'Indica el año de caducidad.' }).min(2000).max(2100),
    cvc: z.string({ error: 'Introduce el CVC.' }).trim().regex(/^\d{3,4}$/, 'El CVC son las 3 o 4 cifras del dorso.'),
    holder_name: z.string().trim().max(120).optional(),
  })
  .meta({ id: 'TokeniseCardBody', description: 'Datos de la tarjeta, que solo recibe la pasarela (modo de pruebas).' });

export const CardToken = z
  .object({ token: z.string(), brand: z.string(), last4: z.string(), exp_month: z.int(), exp_year: z.int() })
  .meta({ id: 'CardToken', description: 'El token de la pasarela y lo que se puede mostrar de la tarjeta.' });
