import { defineEndpoints, type EndpointSpec } from '../api/contract';
import { Message, Success } from '../api/replies';
import { AuthUser } from '../auth/contracts';
import { IdParam } from '../query-params';
import { z } from '../zod';
import {
  Address,
  AddressBody,
  EmailChangeDone,
  EmailChangeLink,
  EmailChangeLinkQuery,
  EmailChangeState,
  EmailChangeTokenBody,
  NotificationListQuery,
  NotificationPage,
  NotificationsMarkedRead,
  PasswordChangeBody,
  ProfileUpdateBody,
  RevokedSessions,
  Session,
  UserSettings,
  UserSettingsUpdate,
} from './contracts';

/** What every call of the customer area shares: the tag and a signed-in customer. */
const account = { tag: 'Cuenta', access: 'customer' } as const satisfies Pick<EndpointSpec, 'tag' | 'access'>;
/** The links of the account's e-mails: whoever holds the link, without signing in. */
const anyone = { tag: 'Cuenta', access: 'public' } as const satisfies Pick<EndpointSpec, 'tag' | 'access'>;

export const accountEndpoints = defineEndpoints({
  'PUT /user/profile': {
    ...account,
    operationId: 'updateProfile',
    summary: 'Actualiza nombre, email y teléfono',
    description:
      'Guarda el nombre y el teléfono (opcional: vacío lo borra) al momento. Un email nuevo (en minúsculas) pide la contraseña actual (422 en `current_password`) y no cambia todavía: se envía a esa dirección un enlace de confirmación (24 horas; uno nuevo anula el anterior) y queda pendiente (`GET /user/email-change`). La respuesta es la misma si la dirección ya es de otra cuenta (a esa dirección se le dice que ya tiene cuenta, sin enlace): nunca dice si un email está registrado. Como mucho 5 cambios de email por hora (429). Responde el usuario de la sesión, con el email que sigue teniendo.',
    body: ProfileUpdateBody,
    reply: Success(AuthUser),
    errors: [429],
  },
  'GET /user/email-change': {
    ...account,
    operationId: 'getEmailChange',
    summary: 'Cambio de email pendiente',
    description: 'El cambio de email que espera su confirmación desde el enlace enviado a la dirección nueva, o null. Mientras tanto la cuenta sigue con su email.',
    reply: Success(EmailChangeState),
  },
  'DELETE /user/email-change': {
    ...account,
    operationId: 'cancelEmailChange',
    summary: 'Cancela el cambio de email pendiente',
    description: 'El enlace enviado a la dirección nueva deja de servir y la cuenta sigue con su email. Sin cambio pendiente no hace nada. Responde el estado, ya sin cambio pendiente.',
    reply: Success(EmailChangeState),
  },
  'GET /email-change': {
    ...anyone,
    operationId: 'getEmailChangeLink',
    summary: 'Qué hace un enlace de cambio de email',
    description:
      'Con el código del enlace, sin iniciar sesión: si confirma una dirección nueva o devuelve la anterior, y cuál. No cambia nada (los lectores de correo abren los enlaces por su cuenta). 404 si no es válido, ha caducado, ya se usó o hay uno más nuevo.',
    query: EmailChangeLinkQuery,
    reply: Success(EmailChangeLink),
    errors: [404],
  },
  'POST /email-change/confirm': {
    ...anyone,
    operationId: 'confirmEmailChange',
    summary: 'Confirma la dirección nueva',
    description:
      'Con el código del enlace enviado a la dirección nueva, sin iniciar sesión: la cuenta pasa a usarla, el enlace deja de servir y la dirección anterior recibe un aviso con un enlace para deshacerlo durante 7 días. 404 si el enlace no es válido, ha caducado, ya se usó o hay uno más nuevo; 409 si otra cuenta ha empezado a usar esa dirección entretanto. Limitado por IP (429).',
    body: EmailChangeTokenBody,
    reply: Success(EmailChangeDone),
    errors: [404, 409, 429],
  },
  'POST /email-change/undo': {
    ...anyone,
    operationId: 'undoEmailChange',
    summary: 'Devuelve la cuenta a su email anterior',
    description:
      'Con el código del aviso enviado a la dirección anterior (7 días), sin iniciar sesión: la cuenta vuelve a esa dirección, se cierran todas sus sesiones (otra persona pudo hacer el cambio) y se anula cualquier cambio pendiente; se avisa a esa dirección. 404 si el enlace no es válido, ha caducado o ya se usó; 409 si otra cuenta usa ya esa dirección. Limitado por IP (429).',
    body: EmailChangeTokenBody,
    reply: Success(EmailChangeDone),
    errors: [404, 409, 429],
  },
  'POST /user/profile/photo': {
    ...account,
    operationId: 'uploadProfilePhoto',
    summary: 'Sube la foto de perfil',
    description:
      'Un archivo en el campo `photo` (multipart). Se lee entero: lo que no sea JPG, PNG, WebP, AVIF o GIF, o esté dañado o incompleto, es un 422 en `photo`. Se guarda recortada a 256 × 256 px en WebP, sin metadatos, y sustituye a la anterior. Responde el usuario actualizado.',
    upload: {
      field: 'photo',
      maxFiles: 1,
      description: 'La foto: JPG, PNG, WebP, AVIF o GIF.',
      missingMessage: 'Elige una imagen.',
      messages: { tooBig: (maxMegabytes) => `La imagen no puede superar ${maxMegabytes} MB.` },
    },
    reply: Success(AuthUser),
  },
  'DELETE /user/profile/photo': {
    ...account,
    operationId: 'deleteProfilePhoto',
    summary: 'Quita la foto de perfil',
    description: 'Borra la foto guardada (la cuenta vuelve al icono por defecto). Responde el usuario actualizado.',
    reply: Success(AuthUser),
  },
  'PUT /user/password': {
    ...account,
    operationId: 'changePassword',
    summary: 'Cambia la contraseña',
    description:
      'Pide la contraseña actual (422 en `current_password` si no es la correcta) y la nueva dos veces: de 12 a 128 caracteres, que no sea una de las contraseñas filtradas más comunes, un mismo carácter repetido, el email ni el nombre de la tienda (422 en `password`). Cierra todas las demás sesiones y deja un aviso de seguridad en las notificaciones. Responde cuántas sesiones se han cerrado.',
    body: PasswordChangeBody,
    reply: Success(RevokedSessions),
  },
  'GET /user/sessions': {
    ...account,
    operationId: 'listSessions',
    summary: 'Sesiones abiertas',
    description: 'Las sesiones vivas de la cuenta, con dispositivo, IP, último uso y caducidad; `is_current` marca la de esta petición.',
    reply: Success(z.array(Session)),
  },
  'DELETE /user/sessions/{id}': {
    ...account,
    operationId: 'revokeSession',
    summary: 'Cierra una sesión',
    description: 'Revoca una sesión de la cuenta (puede ser la actual): su token deja de valer al instante. 404 si no existe o no es de esta cuenta.',
    params: IdParam,
    reply: Success(Message),
    errors: [404],
  },
  'DELETE /user/sessions': {
    ...account,
    operationId: 'revokeOtherSessions',
    summary: 'Cierra las demás sesiones',
    description: 'Revoca todas las sesiones de la cuenta salvo la de esta petición. Responde cuántas se han cerrado.',
    reply: Success(RevokedSessions),
  },
  'GET /user/settings': {
    ...account,
    operationId: 'getSettings',
    summary: 'Preferencias de avisos',
    description: 'Qué correos y avisos quiere recibir la clienta; una cuenta que nunca las ha guardado recibe los valores por defecto.',
    reply: Success(UserSettings),
  },
  'PUT /user/settings': {
    ...account,
    operationId: 'updateSettings',
    summary: 'Guarda las preferencias de avisos',
    description: 'Cambia solo las preferencias enviadas (un campo desconocido es un 422) y responde todas, ya guardadas.',
    body: UserSettingsUpdate,
    reply: Success(UserSettings),
  },
  'GET /user/addresses': {
    ...account,
    operationId: 'listAddresses',
    summary: 'Direcciones de envío',
    description: 'Las direcciones de la cuenta, la de por defecto primero y después por antigüedad.',
    reply: Success(z.array(Address)),
  },
  'POST /user/addresses': {
    ...account,
    operationId: 'createAddress',
    summary: 'Añade una dirección',
    description:
      'Guarda una dirección en España (código postal de 5 cifras y provincia de la lista). La primera es siempre la de por defecto; `is_default` la pone por defecto en lugar de la anterior. Como mucho 20 direcciones (422 en `address`).',
    body: AddressBody,
    status: 201,
    reply: Success(Address),
  },
  'PUT /user/addresses/{id}': {
    ...account,
    operationId: 'updateAddress',
    summary: 'Edita una dirección',
    description: 'Sustituye los datos de una dirección de la cuenta; 404 si no existe o no es de esta cuenta. La de por defecto sigue siéndolo.',
    params: IdParam,
    body: AddressBody,
    reply: Success(Address),
    errors: [404],
  },
  'POST /user/addresses/{id}/default': {
    ...account,
    operationId: 'setDefaultAddress',
    summary: 'Marca la dirección por defecto',
    description: 'Hace de esta dirección la de por defecto (y deja de serlo la anterior); 404 si no existe o no es de esta cuenta.',
    params: IdParam,
    reply: Success(Address),
    errors: [404],
  },
  'DELETE /user/addresses/{id}': {
    ...account,
    operationId: 'deleteAddress',
    summary: 'Borra una dirección',
    description: 'Borra una dirección de la cuenta; si era la de por defecto, pasa a serlo la más antigua de las que quedan. 404 si no existe o no es de esta cuenta.',
    params: IdParam,
    reply: Success(Message),
    errors: [404],
  },
  'GET /user/notifications': {
    ...account,
    operationId: 'listNotifications',
    summary: 'Notificaciones',
    description: 'Las notificaciones de la cuenta, las más recientes primero, en páginas (`page`, `per_page` hasta 100; 20 por defecto), con cuántas quedan sin leer.',
    query: NotificationListQuery,
    reply: Success(NotificationPage),
  },
  'POST /user/notifications/{id}/read': {
    ...account,
    operationId: 'markNotificationRead',
    summary: 'Marca una notificación como leída',
    description: 'Marca como leída una notificación de la cuenta; 404 si no existe o no es de esta cuenta.',
    params: IdParam,
    reply: Success(Message),
    errors: [404],
  },
  'POST /user/notifications/read-all': {
    ...account,
    operationId: 'markAllNotificationsRead',
    summary: 'Marca todas las notificaciones como leídas',
    description: 'Marca como leídas todas las notificaciones sin leer de la cuenta y responde cuántas eran.',
    reply: Success(NotificationsMarkedRead),
  },
  'DELETE /user/notifications/{id}': {
    ...account,
    operationId: 'deleteNotification',
    summary: 'Borra una notificación',
    description: 'Borra una notificación de la cuenta; 404 si no existe o no es de esta cuenta.',
    params: IdParam,
    reply: Success(Message),
    errors: [404],
  },
});
