import { defineEndpoints } from '../api/contract';
import { Message, Success } from '../api/replies';
import { IdParam } from '../query-params';
import { AdminCampaign, AdminCampaignBody, AdminCampaignListQuery, AdminCampaignPage, CampaignPreview, CampaignPreviewQuery, CampaignSlugParam, PublicCampaign, PublicCampaignQuery } from './contracts';

const TAG = 'Admin · Campañas';
const reader = { tag: TAG, access: 'admin', permission: 'products.view' } as const;
const writer = { tag: TAG, access: 'admin', permission: 'products.manage' } as const;

const RULES =
  'Reglas: nombre y dirección (única, minúsculas y guiones) obligatorios; inicio y fin en hora de Madrid, el fin después del inicio; un alcance que cubra algo (toda la tienda, o categorías, marcas o productos); un porcentaje entero de 1 a 90, un precio fijo o el importe mínimo del envío gratis según la oferta. Cada error es un 422 en su campo. Cuando varias campañas cubren un producto, gana el precio más bajo (a igualdad, la que empezó antes) y un precio rebajado propio más bajo se respeta.';

/** Campaigns: staff plan them; the store shows each one's page. */
export const campaignEndpoints = defineEndpoints({
  'GET /admin/campaigns': {
    ...reader,
    operationId: 'listAdminCampaigns',
    summary: 'Campañas con su estado, paginadas',
    description: 'Todas las campañas, las que empiezan más tarde primero, filtrables por nombre o dirección (contiene) y por estado (programada, activa, terminada, cancelada).',
    query: AdminCampaignListQuery,
    reply: Success(AdminCampaignPage),
  },
  'POST /admin/campaigns': {
    ...writer,
    operationId: 'createAdminCampaign',
    summary: 'Programa una campaña',
    description: `Crea la campaña. Si su inicio ya ha llegado, los precios cambian en el acto; si no, el trabajo programado los cambia al empezar y los devuelve al terminar. ${RULES}`,
    body: AdminCampaignBody,
    status: 201,
    reply: Success(AdminCampaign),
  },
  'POST /admin/campaigns/preview': {
    ...reader,
    operationId: 'previewAdminCampaign',
    query: CampaignPreviewQuery,
    summary: 'Qué haría una campaña, antes de guardarla',
    description: `Con los mismos campos que crear (para editar una campaña, sus campos ya con los cambios): cuántos productos cubre, cuántos cambian de precio y la mayor rebaja. No guarda nada. ${RULES}`,
    body: AdminCampaignBody,
    reply: Success(CampaignPreview),
  },
  'GET /admin/campaigns/{id}': {
    ...reader,
    operationId: 'getAdminCampaign',
    summary: 'Una campaña',
    description: 'La campaña con ese id, con su estado y los productos cuyo precio marca ahora.',
    params: IdParam,
    reply: Success(AdminCampaign),
    errors: [404],
  },
  'PATCH /admin/campaigns/{id}': {
    ...writer,
    operationId: 'updateAdminCampaign',
    summary: 'Edita una campaña',
    description: `Cambia solo los campos enviados; las reglas se comprueban sobre el resultado y los precios de una campaña en curso se recalculan en el acto. Una campaña terminada o cancelada no se edita (409). ${RULES}`,
    params: IdParam,
    body: AdminCampaignBody,
    reply: Success(AdminCampaign),
    errors: [404, 409],
  },
  'POST /admin/campaigns/{id}/cancel': {
    ...writer,
    operationId: 'cancelAdminCampaign',
    summary: 'Para una campaña',
    description: 'La campaña deja de aplicarse ya: los productos vuelven al precio que tenían antes (o al de otra campaña en curso). Una terminada o ya cancelada es un 409.',
    params: IdParam,
    reply: Success(AdminCampaign),
    errors: [404, 409],
  },
  'DELETE /admin/campaigns/{id}': {
    ...writer,
    operationId: 'deleteAdminCampaign',
    summary: 'Borra una campaña que no ha empezado',
    description: 'Solo una campaña programada que aún no ha empezado; una que ya empezó se cancela y queda en el historial (409).',
    params: IdParam,
    reply: Success(Message),
    errors: [404, 409],
  },
  'GET /campaigns/{slug}': {
    tag: 'Catálogo',
    access: 'public',
    operationId: 'getPublicCampaign',
    summary: 'La página de una campaña',
    description: 'Lo que ofrece la campaña, sus fechas y sus productos a la venta (los que tienen su precio, o los que entran en su promoción). 404 si no existe, se canceló o no ha empezado.',
    params: CampaignSlugParam,
    query: PublicCampaignQuery,
    reply: Success(PublicCampaign),
    errors: [404],
  },
});
