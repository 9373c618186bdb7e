import { Page } from '../api/replies';
import { unknownField } from '../api/unknown-field';
import { ORDER_NUMBER_PATTERN } from '../orders/rules';
import { CONTROL_CHARS, queryEnum, queryId, queryInt, queryText, strictQuery } from '../query-params';
import { INVISIBLE_CHARS_MESSAGE, visibleText } from '../text/invisible-chars';
import { z } from '../zod';
import {
  SUPPORT_INBOX_PER_PAGE,
  SUPPORT_INBOX_VIEWS,
  SUPPORT_MESSAGE_MAX,
  SUPPORT_MESSAGE_MIN,
  SUPPORT_STATUSES,
  SUPPORT_SUBJECT_MAX,
  SUPPORT_SUBJECT_MIN,
  SUPPORT_TOPICS,
} from './rules';

// Support conversations: what a customer, a guest (with an order number and its e-mail) and staff
// send and read. The forms that may carry a photo are multipart: their text fields are the
// endpoint's body (every value a text), the photo the upload field `photo`.

// eslint-disable-next-line no-control-regex
const ANY_CONTROL_CHAR = /[\u0000-\u001F\u007F]/;

export const SupportTopicSchema = z.enum(SUPPORT_TOPICS).meta({ id: 'SupportTopic' });
export const SupportStatusSchema = z.enum(SUPPORT_STATUSES).meta({ id: 'SupportStatus' });

const topic = z.enum(SUPPORT_TOPICS, { error: 'Elige de qué trata tu consulta.' });

/** One line of text: trimmed, no control character at all (not even a line break). */
function oneLine(label: string, min: number, max: number, missing: string) {
  return z
    .string({ error: missing })
    .trim()
    .min(min, min === 1 ? missing : `${label} debe tener al menos ${min} caracteres.`)
    .max(max, `${label} no puede superar ${max} caracteres.`)
    .refine((v) => !ANY_CONTROL_CHAR.test(v), `${label} contiene caracteres no válidos.`)
    .refine(visibleText, INVISIBLE_CHARS_MESSAGE);
}

/** A message: line breaks and tabs are fine, other control characters are not. */
const message = z
  .string({ error: 'Escribe tu mensaje.' })
  .trim()
  .min(1, { error: 'Escribe tu mensaje.', abort: true })
  .min(SUPPORT_MESSAGE_MIN, `El mensaje debe tener al menos ${SUPPORT_MESSAGE_MIN} caracteres.`)
  .max(SUPPORT_MESSAGE_MAX, `El mensaje no puede superar ${SUPPORT_MESSAGE_MAX} caracteres.`)
  .refine((v) => !CONTROL_CHARS.test(v), 'El mensaje contiene caracteres no válidos.')
  // The request guard refuses it too; here so the page's form says it before sending.
  .refine(visibleText, INVISIBLE_CHARS_MESSAGE)
  .meta({ description: `El texto (${SUPPORT_MESSAGE_MIN}–${SUPPORT_MESSAGE_MAX} caracteres; admite saltos de línea).` });

const subject = oneLine('El asunto', SUPPORT_SUBJECT_MIN, SUPPORT_SUBJECT_MAX, 'Escribe un asunto.').meta({
  description: `En pocas palabras (${SUPPORT_SUBJECT_MIN}–${SUPPORT_SUBJECT_MAX} caracteres).`,
});

const orderNumber = z
  .string({ error: 'Indica el número de pedido.' })
  .trim()
  .toUpperCase()
  .min(1, { error: 'Indica el número de pedido.', abort: true })
  .regex(ORDER_NUMBER_PATTERN, 'El número de pedido es como TD-2026-000123.');

const email = z
  .string({ error: 'Indica el email del pedido.' })
  .trim()
  .min(1, { error: 'Indica el email del pedido.', abort: true })
  .max(254, 'El email no puede superar 254 caracteres.')
  .pipe(z.email('Introduce un email válido (por ejemplo, nombre@correo.es).'))
  .transform((value) => value.toLowerCase());

// ---------------------------------------------------------------------------------------------
// Requests

/** The customer's new conversation (multipart text fields; the photo goes in `photo`). */
export const CustomerSupportOpenForm = z
  .object({
    topic,
    subject,
    message,
    order_number: orderNumber.optional().meta({ description: 'Uno de tus pedidos (TD-2026-000123), si la consulta trata de él.' }),
    return_id: queryId('return_id').optional().meta({ description: 'Una de tus devoluciones, si la consulta trata de ella.' }),
  })
  .catchall(unknownField)
  .meta({ id: 'CustomerSupportOpenForm', description: 'Tema, asunto y primer mensaje; opcionalmente un pedido o una devolución tuyos y una foto.' });
export type CustomerSupportOpenForm = z.input<typeof CustomerSupportOpenForm>;

/** A reply (multipart text fields; the photo goes in `photo`). */
export const SupportReplyForm = z
  .object({ message })
  .catchall(unknownField)
  .meta({ id: 'SupportReplyForm', description: 'El mensaje; opcionalmente una foto.' });

/** What proves a guest's right to the conversations of an order: its number and the e-mail it was made with. */
const guestAccess = { number: orderNumber.meta({ description: 'Número del pedido (TD-2026-000123).' }), email };

export const GuestSupportAccessBody = z
  .object(guestAccess)
  .catchall(unknownField)
  .meta({ id: 'GuestSupportAccessBody', description: 'Número de un pedido hecho sin cuenta y el email con el que se hizo.' });
export type GuestSupportAccessBody = z.input<typeof GuestSupportAccessBody>;

export const GuestSupportOpenForm = z
  .object({ ...guestAccess, topic, subject, message })
  .catchall(unknownField)
  .meta({ id: 'GuestSupportOpenForm', description: 'El pedido y su email, tema, asunto y primer mensaje; opcionalmente una foto.' });

export const GuestSupportReplyForm = z
  .object({ ...guestAccess, message })
  .catchall(unknownField)
  .meta({ id: 'GuestSupportReplyForm', description: 'El pedido y su email, y el mensaje; opcionalmente una foto.' });

export const AdminSupportListQuery = strictQuery({
  view: queryEnum('view', SUPPORT_INBOX_VIEWS, `Vista no válida: ${SUPPORT_INBOX_VIEWS.join(', ')}.`)
    .default('all')
    .meta({ description: 'unassigned: sin asignar y sin resolver; mine: mías sin resolver; waiting: esperando a la clienta; all: todas.' }),
  status: queryEnum('status', SUPPORT_STATUSES, `Estado no válido: ${SUPPORT_STATUSES.join(', ')}.`).optional(),
  search: queryText('search', 100)
    .optional()
    .meta({ description: 'Asunto, email o nombre de la clienta, o número de pedido (sin distinguir mayúsculas ni acentos).' }),
  page: queryInt('page', 1, 100_000, 'page es demasiado alta.').default(1),
  per_page: queryInt('per_page', 1, 100).default(SUPPORT_INBOX_PER_PAGE),
});
export type AdminSupportListQuery = z.infer<typeof AdminSupportListQuery>;

export const AdminSupportAssignBody = z
  .object({
    user_id: z
      .int({ error: 'Elige a quién se asigna.' })
      .min(1, 'Elige a quién se asigna.')
      .max(2_147_483_647, 'Elige a quién se asigna.')
      .nullable()
      .meta({ description: 'La persona del equipo (con el permiso support.manage); null la deja sin asignar.' }),
  })
  .catchall(unknownField)
  .meta({ id: 'AdminSupportAssignBody' });
export type AdminSupportAssignBody = z.input<typeof AdminSupportAssignBody>;

export const AdminSupportMessageBody = z
  .object({
    message,
    internal: z
      .boolean({ error: 'internal debe ser verdadero o falso.' })
      .default(false)
      .meta({ description: 'Nota interna: solo la ve el equipo, no cambia el estado ni se envía por email.' }),
  })
  .catchall(unknownField)
  .meta({ id: 'AdminSupportMessageBody', description: 'Una respuesta a la clienta (se le envía por email) o una nota interna.' });
export type AdminSupportMessageBody = z.input<typeof AdminSupportMessageBody>;

// ---------------------------------------------------------------------------------------------
// Replies

const when = z.iso.datetime({ offset: true });

export const SupportAttachment = z
  .object({ url: z.string(), width: z.int(), height: z.int() })
  .meta({ id: 'SupportAttachment', description: 'La foto de un mensaje, ya recodificada en WebP.' });

export const SupportMessage = z
  .object({
    id: z.int(),
    author: z.enum(['customer', 'staff']),
    author_name: z.string(),
    body: z.string(),
    attachment: SupportAttachment.nullable(),
    created_at: when,
  })
  .meta({ id: 'SupportMessage', description: 'Un mensaje de la conversación.' });
export type SupportMessage = z.infer<typeof SupportMessage>;

const conversationFields = {
  id: z.int(),
  topic: SupportTopicSchema,
  topic_label: z.string(),
  subject: z.string(),
  status: SupportStatusSchema,
  status_label: z.string(),
  order_number: z.string().nullable(),
  return_number: z.string().nullable(),
  last_message_at: when,
  created_at: when,
};

export const SupportConversationSummary = z
  .object({
    ...conversationFields,
    last_message_author: z.enum(['customer', 'staff']),
    message_count: z.int().min(0),
  })
  .meta({ id: 'SupportConversationSummary', description: 'Una conversación en la lista de la clienta.' });
export type SupportConversationSummary = z.infer<typeof SupportConversationSummary>;

export const SupportConversation = z
  .object({
    ...conversationFields,
    can_resolve: z.boolean(),
    messages: z.array(SupportMessage).meta({ description: 'Del primero al último; nunca las notas internas del equipo.' }),
  })
  .meta({ id: 'SupportConversation', description: 'Una conversación con sus mensajes, como la lee la clienta.' });
export type SupportConversation = z.infer<typeof SupportConversation>;

export const SupportOrderOption = z
  .object({ number: z.string(), status_label: z.string(), created_at: when })
  .meta({ id: 'SupportOrderOption', description: 'Un pedido de la clienta, para elegirlo al abrir una conversación.' });

export const SupportReturnOption = z
  .object({ id: z.int(), number: z.string(), order_number: z.string() })
  .meta({ id: 'SupportReturnOption', description: 'Una devolución de la clienta, para elegirla al abrir una conversación.' });

export const SupportOverview = z
  .object({
    conversations: z.array(SupportConversationSummary).meta({ description: 'La actividad más reciente primero.' }),
    orders: z.array(SupportOrderOption).meta({ description: 'Sus pedidos, los más recientes primero (los 50 últimos).' }),
    returns: z.array(SupportReturnOption).meta({ description: 'Sus devoluciones, las más recientes primero (las 50 últimas).' }),
  })
  .meta({ id: 'SupportOverview', description: 'Las conversaciones de la clienta y lo que puede elegir al abrir una nueva.' });
export type SupportOverview = z.infer<typeof SupportOverview>;

export const GuestSupportOverview = z
  .object({
    order_number: z.string(),
    customer_name: z.string(),
    conversations: z.array(SupportConversationSummary).meta({ description: 'Las conversaciones abiertas con el email del pedido, la actividad más reciente primero.' }),
  })
  .meta({ id: 'GuestSupportOverview', description: 'Las conversaciones de una invitada, halladas con su pedido y su email.' });
export type GuestSupportOverview = z.infer<typeof GuestSupportOverview>;

export const SupportStaffMember = z.object({ id: z.int(), name: z.string() }).meta({ id: 'SupportStaffMember' });
export type SupportStaffMember = z.infer<typeof SupportStaffMember>;

export const AdminSupportRow = z
  .object({
    ...conversationFields,
    customer_name: z.string(),
    email: z.string(),
    is_guest: z.boolean(),
    assigned_to: SupportStaffMember.nullable(),
    last_message_author: z.enum(['customer', 'staff']),
    message_count: z.int().min(0),
  })
  .meta({ id: 'AdminSupportRow', description: 'Una conversación en la bandeja del equipo.' });
export type AdminSupportRow = z.infer<typeof AdminSupportRow>;

export const SupportViewCounts = z
  .object({ unassigned: z.int().min(0), mine: z.int().min(0), waiting: z.int().min(0), all: z.int().min(0) })
  .meta({ id: 'SupportViewCounts', description: 'Cuántas conversaciones hay en cada vista (con la búsqueda y el estado aplicados).' });

export const AdminSupportPage = Page(AdminSupportRow).extend({ view_counts: SupportViewCounts }).meta({ id: 'AdminSupportPage' });
export type AdminSupportPage = z.infer<typeof AdminSupportPage>;

export const AdminSupportMessage = SupportMessage.extend({
  author_id: z.int().nullable(),
  is_internal: z.boolean(),
}).meta({ id: 'AdminSupportMessage', description: 'Un mensaje visto por el equipo: también las notas internas.' });
export type AdminSupportMessage = z.infer<typeof AdminSupportMessage>;

export const AdminSupportCustomerOrder = z
  .object({ id: z.int(), number: z.string(), status_label: z.string(), total: z.number(), created_at: when })
  .meta({ id: 'AdminSupportCustomerOrder' });

export const AdminSupportCustomerReturn = z
  .object({ id: z.int(), number: z.string(), status: z.string(), status_label: z.string(), order_number: z.string(), requested_at: when })
  .meta({ id: 'AdminSupportCustomerReturn' });

export const AdminSupportConversation = z
  .object({
    ...conversationFields,
    customer_name: z.string(),
    email: z.string(),
    user_id: z.int().nullable().meta({ description: 'La cuenta de la clienta; null si escribe como invitada.' }),
    assigned_to: SupportStaffMember.nullable(),
    can_close: z.boolean(),
    messages: z.array(AdminSupportMessage),
    orders: z.array(AdminSupportCustomerOrder).meta({ description: 'Los pedidos de la clienta (de su cuenta, o con su email si es invitada), los más recientes primero.' }),
    returns: z.array(AdminSupportCustomerReturn).meta({ description: 'Sus devoluciones, las más recientes primero.' }),
    assignable: z.array(SupportStaffMember).meta({ description: 'Quién del equipo puede atenderla (tiene el permiso support.manage).' }),
  })
  .meta({ id: 'AdminSupportConversation', description: 'Una conversación en el back-office, con lo que rodea a la clienta.' });
export type AdminSupportConversation = z.infer<typeof AdminSupportConversation>;
