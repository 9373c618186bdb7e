import { defineEndpoints, type EndpointSpec } from '../api/contract';
import { Success } from '../api/replies';
import { z } from '../zod';
import { StockAlert, StockAlertBody, StockAlertCreated, StockAlertIdParam, StockAlertOutcome, StockAlertTokenBody } from './contracts';

const shopper = { tag: 'Avisos de disponibilidad', access: 'shopper' } as const satisfies Pick<EndpointSpec, 'tag' | 'access'>;
const anyone = { tag: 'Avisos de disponibilidad', access: 'public' } as const satisfies Pick<EndpointSpec, 'tag' | 'access'>;
const customer = { tag: 'Avisos de disponibilidad', access: 'customer' } as const satisfies Pick<EndpointSpec, 'tag' | 'access'>;

const LIMIT = 'Limitado por IP (429 con Retry-After).';

export const stockAlertEndpoints = defineEndpoints({
  'POST /stock-alerts': {
    ...shopper,
    operationId: 'createStockAlert',
    summary: 'Avísame cuando vuelva',
    description: `Un aviso para una talla y color agotados. Con sesión, al email de la cuenta y activo al momento; sin sesión, al email indicado tras confirmarlo desde el enlace que le enviamos (doble confirmación). Pedirlo otra vez devuelve el mismo aviso sin otro email. 422 en \`variant_id\` si la talla no existe o está disponible. ${LIMIT}`,
    body: StockAlertBody,
    status: 201,
    reply: Success(StockAlertCreated),
    errors: [429],
  },
  'POST /stock-alerts/confirm': {
    ...anyone,
    operationId: 'confirmStockAlert',
    summary: 'Confirma un aviso',
    description: `Con el código del email de confirmación: el aviso queda activo. 404 si el enlace no es válido o ya no sirve. ${LIMIT}`,
    body: StockAlertTokenBody,
    reply: Success(StockAlertOutcome),
    errors: [404, 429],
  },
  'POST /stock-alerts/cancel': {
    ...anyone,
    operationId: 'cancelStockAlert',
    summary: 'Cancela un aviso',
    description: `Con el código de cualquiera de sus emails, sin iniciar sesión. Cancelar uno ya cancelado o enviado no cambia nada. 404 si el enlace no es válido. ${LIMIT}`,
    body: StockAlertTokenBody,
    reply: Success(StockAlertOutcome),
    errors: [404, 429],
  },
  'GET /user/stock-alerts': {
    ...customer,
    operationId: 'listMyStockAlerts',
    summary: 'Mis avisos de disponibilidad',
    description: 'Los avisos de la cuenta (los abiertos primero, luego los más recientes), como mucho 100.',
    reply: Success(z.array(StockAlert)),
  },
  'DELETE /user/stock-alerts/{id}': {
    ...customer,
    operationId: 'cancelMyStockAlert',
    summary: 'Cancela uno de mis avisos',
    description: 'Solo uno abierto de la cuenta; 404 si no existe, no es suyo o ya no está abierto.',
    params: StockAlertIdParam,
    reply: Success(StockAlert),
    errors: [404],
  },
});
