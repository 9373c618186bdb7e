import { defineEndpoints, type EndpointSpec } from '../api/contract';
import { Success } from '../api/replies';
import { MarketingSubscription, MarketingUnsubscribeQuery } from './contracts';

const anyone = { tag: 'Correos comerciales', access: 'public' } as const satisfies Pick<EndpointSpec, 'tag' | 'access'>;

export const marketingEndpoints = defineEndpoints({
  'GET /marketing/unsubscribe': {
    ...anyone,
    operationId: 'getMarketingSubscription',
    summary: 'Qué da de baja un enlace',
    description:
      'Con el código del enlace de baja de un recordatorio de carrito, sin iniciar sesión: si la cuenta los sigue recibiendo. No cambia nada (los lectores de correo abren los enlaces por su cuenta). 404 si el enlace no es válido.',
    query: MarketingUnsubscribeQuery,
    reply: Success(MarketingSubscription),
    errors: [404],
  },
  'POST /marketing/unsubscribe': {
    ...anyone,
    operationId: 'unsubscribeMarketing',
    summary: 'Baja en un clic',
    description:
      'La baja de los recordatorios de carrito con el código del enlace, sin iniciar sesión: la dirección de la cabecera `List-Unsubscribe` (RFC 8058, el cuerpo `List-Unsubscribe=One-Click` no hace falta) y el formulario de la página /baja. Darse de baja otra vez no cambia nada. 404 si el enlace no es válido.',
    query: MarketingUnsubscribeQuery,
    reply: Success(MarketingSubscription),
    errors: [404],
  },
});
