import { defineEndpoints, type EndpointSpec } from '../api/contract';
import { optionalPhotoUpload } from '../api/photo-upload';
import { Success } from '../api/replies';
import { IdParam } from '../query-params';
import {
  AdminSupportAssignBody,
  AdminSupportConversation,
  AdminSupportListQuery,
  AdminSupportMessageBody,
  AdminSupportPage,
  CustomerSupportOpenForm,
  GuestSupportAccessBody,
  GuestSupportOpenForm,
  GuestSupportOverview,
  GuestSupportReplyForm,
  SupportConversation,
  SupportOverview,
  SupportReplyForm,
} from './contracts';

/** The optional photo (common/api/photo-upload.ts). */
const photo = optionalPhotoUpload('Una foto (opcional): JPG, PNG, WebP, AVIF o GIF.');

const PHOTO_NOTE =
  'La foto, si la hay, se lee entera (lo que no sea una imagen válida es un 422 en `photo`), se guarda en WebP sin metadatos y como mucho a 1600 px de lado.';

const customer = { tag: 'Soporte', access: 'customer' } as const satisfies Pick<EndpointSpec, 'tag' | 'access'>;
const guest = { tag: 'Soporte', access: 'public' } as const satisfies Pick<EndpointSpec, 'tag' | 'access'>;
const staff = { tag: 'Admin · Soporte', access: 'admin', permission: 'support.manage' } as const satisfies Pick<EndpointSpec, 'tag' | 'access' | 'permission'>;

const GUEST_NOTE =
  'Para pedidos hechos sin cuenta: el número y el email deben coincidir (404 con el mismo mensaje si no, sin decir cuál falla). Limitado por IP (429 con Retry-After).';

export const supportEndpoints = defineEndpoints({
  'GET /user/support': {
    ...customer,
    operationId: 'listSupportConversations',
    summary: 'Mis conversaciones con soporte',
    description: 'Las conversaciones de la clienta (la actividad más reciente primero), y sus pedidos y devoluciones para elegirlos al abrir una nueva.',
    reply: Success(SupportOverview),
  },
  'POST /user/support': {
    ...customer,
    operationId: 'openSupportConversation',
    summary: 'Abre una conversación',
    description: `Tema, asunto y primer mensaje (multipart); opcionalmente uno de sus pedidos (\`order_number\`), una de sus devoluciones (\`return_id\`) y una foto. Un pedido o una devolución que no son suyos es un 422 en su campo. ${PHOTO_NOTE}`,
    body: CustomerSupportOpenForm,
    upload: photo,
    status: 201,
    reply: Success(SupportConversation),
  },
  'GET /user/support/{id}': {
    ...customer,
    operationId: 'getSupportConversation',
    summary: 'Una conversación',
    description: 'La conversación con sus mensajes y las respuestas del equipo (nunca sus notas internas). 404 si no existe o no es de esta cuenta.',
    params: IdParam,
    reply: Success(SupportConversation),
    errors: [404],
  },
  'POST /user/support/{id}/messages': {
    ...customer,
    operationId: 'replySupportConversation',
    summary: 'Escribe en una conversación',
    description: `Un mensaje (multipart), con una foto opcional. La conversación vuelve a quedar abierta (también si estaba resuelta). 404 si no es de esta cuenta. ${PHOTO_NOTE}`,
    params: IdParam,
    body: SupportReplyForm,
    upload: photo,
    status: 201,
    reply: Success(SupportConversation),
    errors: [404],
  },
  'POST /user/support/{id}/resolve': {
    ...customer,
    operationId: 'resolveSupportConversation',
    summary: 'Da una conversación por resuelta',
    description: 'La marca como resuelta; escribir de nuevo la vuelve a abrir. 409 si ya lo estaba, 404 si no es de esta cuenta.',
    params: IdParam,
    reply: Success(SupportConversation),
    errors: [404, 409],
  },

  'POST /support/guest': {
    ...guest,
    operationId: 'openGuestSupport',
    summary: 'Soporte sin cuenta: mis conversaciones',
    description: `Las conversaciones abiertas con el email de un pedido hecho sin cuenta. ${GUEST_NOTE}`,
    body: GuestSupportAccessBody,
    reply: Success(GuestSupportOverview),
    errors: [404, 429],
  },
  'POST /support/guest/conversations': {
    ...guest,
    operationId: 'openGuestSupportConversation',
    summary: 'Soporte sin cuenta: abre una conversación',
    description: `Número de pedido y email, tema, asunto y primer mensaje (multipart), con una foto opcional; la conversación queda unida a ese pedido. ${GUEST_NOTE} ${PHOTO_NOTE}`,
    body: GuestSupportOpenForm,
    upload: photo,
    status: 201,
    reply: Success(SupportConversation),
    errors: [404, 429],
  },
  'POST /support/guest/conversations/{id}/view': {
    ...guest,
    operationId: 'getGuestSupportConversation',
    summary: 'Soporte sin cuenta: una conversación',
    description: `La conversación con sus mensajes (nunca las notas internas del equipo), si se abrió con el email de ese pedido. ${GUEST_NOTE}`,
    params: IdParam,
    body: GuestSupportAccessBody,
    reply: Success(SupportConversation),
    errors: [404, 429],
  },
  'POST /support/guest/conversations/{id}/messages': {
    ...guest,
    operationId: 'replyGuestSupportConversation',
    summary: 'Soporte sin cuenta: escribe en una conversación',
    description: `Número de pedido y email, y el mensaje (multipart), con una foto opcional; la conversación vuelve a quedar abierta. ${GUEST_NOTE} ${PHOTO_NOTE}`,
    params: IdParam,
    body: GuestSupportReplyForm,
    upload: photo,
    status: 201,
    reply: Success(SupportConversation),
    errors: [404, 429],
  },
  'POST /support/guest/conversations/{id}/resolve': {
    ...guest,
    operationId: 'resolveGuestSupportConversation',
    summary: 'Soporte sin cuenta: da una conversación por resuelta',
    description: `La marca como resuelta (409 si ya lo estaba). ${GUEST_NOTE}`,
    params: IdParam,
    body: GuestSupportAccessBody,
    reply: Success(SupportConversation),
    errors: [404, 409, 429],
  },

  'GET /admin/support': {
    ...staff,
    operationId: 'listAdminSupportConversations',
    summary: 'Bandeja de soporte',
    description:
      'Las conversaciones, la actividad más reciente primero: sin asignar, mías, esperando a la clienta o todas; filtrables por estado y buscables por asunto, email, nombre o número de pedido. Trae cuántas hay en cada vista.',
    query: AdminSupportListQuery,
    reply: Success(AdminSupportPage),
  },
  'GET /admin/support/{id}': {
    ...staff,
    operationId: 'getAdminSupportConversation',
    summary: 'Una conversación de soporte',
    description: 'Los mensajes con las notas internas, quién la atiende, y al lado los pedidos y las devoluciones de la clienta.',
    params: IdParam,
    reply: Success(AdminSupportConversation),
    errors: [404],
  },
  'POST /admin/support/{id}/assign': {
    ...staff,
    operationId: 'assignAdminSupportConversation',
    summary: 'Asigna una conversación',
    description: 'A quien la atiende (una persona del equipo con el permiso support.manage; si no lo tiene, 422 en `user_id`), o a nadie con null. Queda en el registro de auditoría.',
    params: IdParam,
    body: AdminSupportAssignBody,
    reply: Success(AdminSupportConversation),
    errors: [404],
  },
  'POST /admin/support/{id}/messages': {
    ...staff,
    operationId: 'replyAdminSupportConversation',
    summary: 'Responde o añade una nota interna',
    description:
      'Una respuesta: la conversación pasa a esperar a la clienta y se le envía un email con el enlace a la conversación. Una nota interna (`internal: true`): solo la ve el equipo, no cambia el estado ni se envía. Sin asignar, queda asignada a quien responde. Queda en el registro de auditoría.',
    params: IdParam,
    body: AdminSupportMessageBody,
    status: 201,
    reply: Success(AdminSupportConversation),
    errors: [404],
  },
  'POST /admin/support/{id}/close': {
    ...staff,
    operationId: 'closeAdminSupportConversation',
    summary: 'Cierra una conversación',
    description: 'La da por resuelta (409 si ya lo estaba); si la clienta vuelve a escribir, se abre de nuevo. Queda en el registro de auditoría.',
    params: IdParam,
    reply: Success(AdminSupportConversation),
    errors: [404, 409],
  },
});
