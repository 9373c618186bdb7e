import { defineEndpoints, type EndpointSpec } from '../api/contract';
import { Success } from '../api/replies';
import { Order } from '../orders/contracts';
import { ORDER_NUMBER_PATTERN } from '../orders/rules';
import { z } from '../zod';
import {
  CheckoutConflict,
  CheckoutQuote,
  CheckoutQuoteBody,
  ConfirmPaymentBody,
  OrderLookupBody,
  OrderTokenBody,
  PlaceOrderBody,
  PlacedOrder,
} from './contracts';

const checkout = { tag: 'Checkout', access: 'shopper' } as const satisfies Pick<EndpointSpec, 'tag' | 'access'>;

export const CheckoutOrderParam = z.object({
  number: z
    .string()
    .trim()
    .toUpperCase()
    .regex(ORDER_NUMBER_PATTERN, 'El número de pedido es como TD-2026-000123.')
    .meta({ description: 'Número del pedido (TD-2026-000123).' }),
});

const conflict = { 409: { description: 'Algo cambió desde la revisión (precio, stock, cupón, envío): el carrito con los datos de ahora', schema: CheckoutConflict } } as const;

export const checkoutEndpoints = defineEndpoints({
  'POST /checkout/quote': {
    ...checkout,
    operationId: 'quoteCheckout',
    summary: 'Presupuesto del carrito',
    description:
      'Vuelve a poner precio al carrito con el catálogo de ahora (precio rebajado, precio propio de la variante) y comprueba el stock de cada variante: cada línea dice qué ha cambiado (`changes`) y lo explica en `notice`. ' +
      'Calcula el envío según la provincia (península, Baleares; Canarias, Ceuta y Melilla sin IVA), el envío gratis a partir del umbral de la tienda, el recargo del contra reembolso (no disponible para Canarias, Ceuta y Melilla) y el cupón ' +
      '(límites por persona por cuenta, o por email para invitadas; «solo primer pedido» mira los pedidos anteriores). `can_place` dice si se puede hacer el pedido tal cual.',
    body: CheckoutQuoteBody,
    reply: Success(CheckoutQuote),
  },
  'POST /checkout/orders': {
    ...checkout,
    operationId: 'placeOrder',
    summary: 'Hace el pedido',
    description:
      'Hace el pedido en una transacción: vuelve a calcular el presupuesto, descuenta el stock de cada variante solo si queda (nunca por debajo de cero), cuenta el uso del cupón, numera el pedido (TD-AAAA-NNNNNN) y guarda una foto fija de las líneas. ' +
      'Después cobra: tarjeta (un token de la pasarela o una tarjeta guardada de la clienta; los números de tarjeta nunca llegan a la tienda), Bizum, contra reembolso o transferencia. ' +
      'Un pago que pide confirmación (3-D Secure, Bizum) devuelve `payment.action`, y se confirma con POST /checkout/orders/{number}/payment dentro de 30 minutos; un pago fallido deja el pedido como «Pago no completado» y devuelve el stock y el cupón. ' +
      'La misma `idempotency_key` con la misma petición devuelve el mismo pedido (un doble clic nunca hace dos); con otra petición, 409. ' +
      '409 con el presupuesto nuevo si el total no es `expected_total` o falta stock. `order_token` abre el pedido desde este navegador.',
    body: PlaceOrderBody,
    status: 201,
    reply: Success(PlacedOrder),
    alternateReplies: conflict,
    errors: [409],
  },
  'POST /checkout/orders/{number}/payment': {
    ...checkout,
    operationId: 'confirmOrderPayment',
    summary: 'Responde al banco (3-D Secure o Bizum)',
    description:
      'La respuesta de la compradora a la confirmación que pidió el banco: `approve` true cobra y el pedido pasa a «Pagado»; false lo deja como «Pago no completado» y devuelve el stock. ' +
      'Pide el `order_token` que devolvió el pedido (404 si no coincide, o si el pedido es de otra cuenta). 409 si el plazo de 30 minutos ya pasó o el pedido ya no espera el pago.',
    params: CheckoutOrderParam,
    body: ConfirmPaymentBody,
    reply: Success(PlacedOrder),
    errors: [404, 409],
  },
  'POST /checkout/orders/{number}/view': {
    ...checkout,
    operationId: 'viewPlacedOrder',
    summary: 'El pedido recién hecho',
    description:
      'El pedido y el punto en que está su pago, para la página de confirmación, con el `order_token` que devolvió el pedido (404 si no coincide, o si el pedido es de otra cuenta).',
    params: CheckoutOrderParam,
    body: OrderTokenBody,
    reply: Success(PlacedOrder),
    errors: [404],
  },
  'POST /orders/lookup': {
    tag: 'Checkout',
    access: 'public',
    operationId: 'lookupGuestOrder',
    summary: 'Consulta un pedido de invitada',
    description:
      'El pedido hecho sin cuenta, con su número y el email con el que se hizo; los dos deben coincidir (404 con el mismo mensaje si no, sin decir cuál falla). Los pedidos de una cuenta se ven entrando en ella. Limitado por IP (429 con Retry-After).',
    body: OrderLookupBody,
    reply: Success(Order),
    errors: [404, 429],
  },
});
