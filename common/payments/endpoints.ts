import { defineEndpoints } from '../api/contract';
import { Success } from '../api/replies';
import { CardToken, HostedPaymentRetry, HostedPaymentStatus, PaymentNotificationReply, PaymentReturnBody, TokeniseCardBody } from '../checkout/contracts';
import { CheckoutOrderParam } from '../checkout/endpoints';
import { PaymentProviderInfo, RedsysNotificationForm, StripeWebhookEvent } from './provider-contracts';

// The payment provider's own calls: the built-in test gateway's card form (test mode only), the
// signed notifications of Redsys and Stripe, the page a shopper comes back to from the provider's
// page, and what staff see of the provider in use.

const notification = {
  tag: 'Pagos',
  access: 'public',
  reply: PaymentNotificationReply,
  alternateReplies: { 400: { description: 'Firma ausente o incorrecta, comercio o terminal ajenos, o cuerpo ilegible: no cambia nada', schema: PaymentNotificationReply } },
} as const;

export const paymentGatewayEndpoints = defineEndpoints({
  'POST /payments/test-gateway/tokens': {
    operationId: 'tokeniseTestCard',
    tag: 'Pagos',
    access: 'public',
    summary: 'Tokeniza una tarjeta de prueba (pasarela de pruebas)',
    description:
      'Simula el JavaScript de tokenización de la pasarela: con una pasarela real el navegador envía la tarjeta a la pasarela, nunca a la tienda, y la tienda solo recibe el token. ' +
      'Solo existe mientras la tienda usa la pasarela de pruebas (404 si no). Acepta únicamente las tarjetas de prueba publicadas (cada número da un resultado fijo: aceptada, 3-D Secure, rechazada, sin fondos, sin respuesta del banco); ' +
      'cualquier otro número válido se rechaza (422) para que nadie escriba una tarjeta real, igual que una tarjeta caducada. La pasarela guarda el resultado, la marca, las cuatro últimas cifras y la caducidad, nunca el número ni el CVC. ' +
      'Limitado por IP (429 con Retry-After).',
    body: TokeniseCardBody,
    status: 201,
    reply: Success(CardToken),
    errors: [404, 429],
  },
  'POST /payments/redsys/notification': {
    ...notification,
    operationId: 'receiveRedsysNotification',
    summary: 'Notificación online de Redsys',
    description:
      'La notificación servidor a servidor del TPV Virtual de Redsys (HMAC_SHA256_V1): lo único que marca un pago con tarjeta o Bizum como pagado o denegado, nunca la vuelta de la compradora a la tienda. ' +
      'Se comprueban la firma (clave de la operación derivada con 3DES del número de pedido), el código de comercio y el terminal; después el pedido, el importe y la moneda del cobro. ' +
      '400 si la firma o el comercio no son los de la tienda (no cambia nada). 200 para toda notificación auténtica, se haya aplicado o no (`outcome`): la misma notificación repetida no cambia nada; un pago aceptado de un pedido ya anulado se devuelve solo y se avisa al equipo; una denegación que llega después del pago no lo cambia. ' +
      'Sin sesión ni límite por IP.',
    signedBody: { content: { 'application/x-www-form-urlencoded': RedsysNotificationForm, 'application/json': RedsysNotificationForm }, maxBytes: 64 * 1024 },
  },
  'POST /payments/stripe/webhook': {
    ...notification,
    operationId: 'receiveStripeWebhook',
    summary: 'Webhook de Stripe',
    description:
      'Los eventos de Stripe firmados con el secreto del endpoint (cabecera `Stripe-Signature`): `checkout.session.completed`, `checkout.session.async_payment_succeeded` y `…_failed`, `checkout.session.expired`, `charge.refunded`. ' +
      'Lo único que marca un pago de Stripe Checkout como pagado o fallido. 400 si la firma no es válida o ha caducado (no cambia nada); 200 para todo evento auténtico (`outcome`): un evento repetido (mismo `id`) no cambia nada. Sin sesión ni límite por IP.',
    signedBody: { content: { 'application/json': StripeWebhookEvent }, maxBytes: 256 * 1024 },
  },
  'POST /checkout/orders/{number}/payment-status': {
    tag: 'Checkout',
    access: 'public',
    operationId: 'getHostedPaymentStatus',
    summary: 'Estado de un pago hecho en la pasarela',
    description:
      'Para la página a la que vuelve la compradora desde la pasarela (/checkout/pago/{number}?t=…), con el código de esa dirección: esperando, pagado o no completado, según la notificación firmada de la pasarela. ' +
      'Solo dice el estado, el total y el número del pedido. 404 si el código no es de ese pedido.',
    params: CheckoutOrderParam,
    body: PaymentReturnBody,
    reply: Success(HostedPaymentStatus),
    errors: [404],
  },
  'POST /checkout/orders/{number}/payment/retry': {
    tag: 'Checkout',
    access: 'public',
    operationId: 'retryHostedPayment',
    summary: 'Vuelve a abrir la página de pago',
    description:
      'Para quien cerró la página de la pasarela sin pagar: abre otra para el mismo pedido mientras espera el pago (dentro de su plazo). El intento anterior se cierra; si su dinero llegara igualmente, se devuelve solo. ' +
      '404 si el código no es de ese pedido; 409 si el pedido ya está pagado, ya no espera el pago o pasó el plazo.',
    params: CheckoutOrderParam,
    body: PaymentReturnBody,
    reply: Success(HostedPaymentRetry),
    errors: [404, 409],
  },
  'GET /admin/payments/provider': {
    tag: 'Admin · Configuración',
    access: 'admin',
    permission: 'settings.manage',
    operationId: 'getPaymentProvider',
    summary: 'La pasarela de pago en uso',
    description:
      'Qué pasarela cobra las tarjetas y Bizum (pasarela de pruebas, Redsys o Stripe, elegida con PAYMENT_PROVIDER), en modo de pruebas o real, qué métodos de pago da al checkout y las direcciones que hay que darle. Nunca incluye claves.',
    reply: Success(PaymentProviderInfo),
  },
});
