import { Page } from '../api/replies';
import { queryEnum, queryInt, queryText, strictQuery } from '../query-params';
import { z } from '../zod';

// The store's e-mails as staff read them at /admin/emails: everything the store sent or would have
// sent (server/mail/outbox.ts), with its delivery state.

/** The kinds of e-mail the store writes, with the name staff read. */
export const EMAIL_KIND_LABELS: Record<string, string> = {
  'order-confirmation': 'Confirmación de pedido',
  'order-shipped': 'Pedido enviado',
  'order-cancelled': 'Pedido cancelado',
  'order-invoice': 'Factura',
  'email-changed': 'Cambio de email',
  'email-change-confirm': 'Confirmación de email nuevo',
  'email-change-taken': 'Email nuevo que ya tiene cuenta',
  'email-restored': 'Cambio de email deshecho',
  'password-reset': 'Enlace para elegir contraseña',
  'password-changed': 'Contraseña cambiada',
  'login-failures': 'Intentos de acceso fallidos',
  'second-factor-changed': 'Cambio en la verificación en dos pasos',
  'support-reply': 'Respuesta de soporte',
  'cart-reminder': 'Recordatorio de carrito',
  'review-published': 'Opinión publicada',
  'review-rejected': 'Opinión no publicada',
  'stock-alert-confirm': 'Confirmación de aviso de disponibilidad',
  'stock-alert': 'Aviso de disponibilidad',
};

/** The name of a kind; an unknown kind (an older one) shows as it was stored. */
export function emailKindLabel(kind: string): string {
  return Object.hasOwn(EMAIL_KIND_LABELS, kind) ? EMAIL_KIND_LABELS[kind]! : kind;
}

/** sent: the SMTP server accepted it; queued: in the outbox (no SMTP_URL, or not yet delivered); error: refused for good. */
export const EMAIL_STATES = ['sent', 'queued', 'error'] as const;
export type EmailState = (typeof EMAIL_STATES)[number];

export const EMAIL_STATE_LABELS: Record<EmailState, string> = {
  sent: 'Enviado',
  queued: 'En cola',
  error: 'Error',
};

export const EMAILS_PER_PAGE_DEFAULT = 25;

export const EmailListQuery = strictQuery({
  search: queryText('search', 100).optional().meta({ description: 'Texto dentro del destinatario o del asunto.' }),
  kind: queryText('kind', 60)
    .refine((v) => /^[a-z0-9_.-]+$/.test(v), 'El tipo de email no es válido.')
    .optional()
    .meta({ description: 'order-confirmation, order-shipped, order-cancelled, email-changed, login-failures…' }),
  state: queryEnum('state', EMAIL_STATES, 'Estado no válido: sent, queued o error.').optional(),
  page: queryInt('page', 1, 100_000, 'page es demasiado alta.').default(1),
  per_page: queryInt('per_page', 1, 100).default(EMAILS_PER_PAGE_DEFAULT),
});
export type EmailListQuery = z.infer<typeof EmailListQuery>;

export const EmailSummary = z
  .object({
    id: z.int(),
    to: z.string(),
    subject: z.string(),
    kind: z.string(),
    kind_label: z.string(),
    state: z.enum(EMAIL_STATES),
    user_id: z.int().nullable().meta({ description: 'La cuenta a la que se refiere, si la hay.' }),
    created_at: z.iso.datetime({ offset: true }),
    sent_at: z.iso.datetime({ offset: true }).nullable(),
    error: z.string().nullable().meta({ description: 'Por qué el servidor de correo lo rechazó.' }),
  })
  .meta({ id: 'EmailSummary', description: 'Un email de la tienda en la lista.' });
export type EmailSummary = z.infer<typeof EmailSummary>;

export const EmailDetail = EmailSummary.extend({
  html: z.string().meta({ description: 'El email en HTML, tal como se envía.' }),
  text: z.string().meta({ description: 'La versión de texto.' }),
  attachments: z
    .array(z.object({ name: z.string(), url: z.string().nullable() }))
    .meta({ description: 'Los archivos que van con el email (el PDF de una factura), con su descarga.' }),
}).meta({ id: 'EmailDetail', description: 'Un email de la tienda con su HTML y su texto.' });
export type EmailDetail = z.infer<typeof EmailDetail>;

export const EmailKindFacet = z.object({ kind: z.string(), label: z.string() });

export const EmailPage = z
  .object({ ...Page(EmailSummary).shape, kinds: z.array(EmailKindFacet).meta({ description: 'Los tipos presentes, para el filtro.' }) })
  .meta({ id: 'EmailPage' });
export type EmailPage = z.infer<typeof EmailPage>;
