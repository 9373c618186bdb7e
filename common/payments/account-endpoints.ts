import { defineEndpoints, type EndpointSpec } from '../api/contract';
import { Message, Success } from '../api/replies';
import { IdParam } from '../query-params';
import { z } from '../zod';
import { PaymentHistoryPage, PaymentHistoryQuery, SavedCard, SavedCardBody } from './account-contracts';

const account = { tag: 'Cuenta', access: 'customer' } as const satisfies Pick<EndpointSpec, 'tag' | 'access'>;

/** The customer's saved cards and payment history. */
export const accountPaymentEndpoints = defineEndpoints({
  'GET /user/payment-methods': {
    ...account,
    operationId: 'listSavedCards',
    summary: 'Tarjetas guardadas',
    description: 'Las tarjetas de la cuenta, la predeterminada primero y luego las más nuevas; `is_expired` marca las caducadas. Solo marca, cuatro últimas cifras y caducidad: el número lo guarda la pasarela de pago.',
    reply: Success(z.array(SavedCard)),
  },
  'POST /user/payment-methods': {
    ...account,
    operationId: 'saveCard',
    summary: 'Guarda una tarjeta',
    description:
      'Recibe el token que dio la pasarela al tokenizar la tarjeta (el número nunca llega a la tienda). La pasarela la verifica sin cobrar: una tarjeta rechazada, caducada o desconocida es un 422 en `token` con el motivo; un token ya guardado es un 409. La primera tarjeta queda como predeterminada, y `set_default` hace predeterminada a la nueva.',
    body: SavedCardBody,
    status: 201,
    reply: Success(SavedCard),
    errors: [409],
  },
  'PATCH /user/payment-methods/{id}/default': {
    ...account,
    operationId: 'setDefaultCard',
    summary: 'Elige la tarjeta predeterminada',
    description: 'La tarjeta pasa a ser la predeterminada (la anterior deja de serlo). 404 si no existe o no es de esta cuenta.',
    params: IdParam,
    reply: Success(SavedCard),
    errors: [404],
  },
  'DELETE /user/payment-methods/{id}': {
    ...account,
    operationId: 'deleteSavedCard',
    summary: 'Quita una tarjeta guardada',
    description: 'Borra la tarjeta de la cuenta; si era la predeterminada, pasa a serlo la más reciente de las demás. Los pedidos ya pagados con ella no cambian. 404 si no existe o no es de esta cuenta.',
    params: IdParam,
    reply: Success(Message),
    errors: [404],
  },
  'GET /user/payment-history': {
    ...account,
    operationId: 'listPaymentHistory',
    summary: 'Historial de pagos y reembolsos',
    description: 'Los pagos y reembolsos de los pedidos del cliente, los más recientes primero, filtrables por tipo (charge: pagos; refund: reembolsos). Los importes van en euros y los reembolsos en negativo.',
    query: PaymentHistoryQuery,
    reply: Success(PaymentHistoryPage),
  },
});
