import { defineEndpoints } from '../api/contract';
import { Success } from '../api/replies';
import { CardToken, TokeniseCardBody } from '../checkout/contracts';

// The built-in test gateway's own card form, served by the store only while it runs in test mode.

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
});
