import { Page } from '../api/replies';
import { unknownField } from '../api/unknown-field';
import { queryInt, strictQuery } from '../query-params';
import { AccountLinkToken, NewPassword } from '../auth/contracts';
import { postalCodeMatchesProvince, postalCodeMismatchMessage } from '../address/postal-codes';
import { z } from '../zod';
import { CURRENT_PASSWORD_REQUIRED } from './form-messages';
import { SPANISH_PROVINCES } from '../address/provinces';

export { SPANISH_PROVINCES };

// The customer area speaks Spanish, so do its validation messages.
const requiredText = (label: string, max: number, required = `${label} es obligatorio.`) =>
  z
    .string({ error: required })
    .trim()
    .min(1, { error: required, abort: true })
    .max(max, `${label} no puede superar ${max} caracteres.`);

const phone = z
  .string({ error: 'El teléfono es obligatorio.' })
  .trim()
  .min(1, { error: 'El teléfono es obligatorio.', abort: true })
  .regex(/^\+?[0-9 ()-]{9,20}$/, 'Introduce un teléfono válido (9 cifras como mínimo).');

export { CURRENT_PASSWORD_REQUIRED };
export const CURRENT_PASSWORD_WRONG = 'La contraseña actual no es correcta.';

export const ProfileUpdateBody = z
  .object({
    name: requiredText('El nombre', 120),
    email: z
      .string({ error: 'El email es obligatorio.' })
      .trim()
      .min(1, { error: 'El email es obligatorio.', abort: true })
      .max(254, 'El email no puede superar 254 caracteres.')
      .pipe(z.email('Introduce un email válido.'))
      .transform((v) => v.toLowerCase()),
    phone: z
      .union([phone, z.literal(''), z.null()])
      .optional()
      .transform((v) => (v ? v : null)),
    current_password: z
      .string({ error: CURRENT_PASSWORD_REQUIRED })
      .max(200, 'La contraseña no puede superar 200 caracteres.')
      .optional()
      .meta({ description: 'La contraseña actual: obligatoria solo cuando cambia el email.' }),
  })
  .meta({
    id: 'ProfileUpdateBody',
    description:
      'Nombre, email y teléfono opcional. Un email nuevo pide la contraseña actual y no cambia hasta que se confirma desde el enlace que se envía a esa dirección.',
  });
export type ProfileUpdateBody = z.input<typeof ProfileUpdateBody>;

export const PasswordChangeBody = z
  .object({
    current_password: z
      .string({ error: CURRENT_PASSWORD_REQUIRED })
      .min(1, { error: CURRENT_PASSWORD_REQUIRED, abort: true }),
    password: NewPassword,
    password_confirmation: z.string({ error: 'Repite la nueva contraseña.' }),
  })
  .superRefine((body, ctx) => {
    if (body.password !== body.password_confirmation) {
      ctx.addIssue({ code: 'custom', path: ['password_confirmation'], message: 'Las contraseñas no coinciden.' });
    }
  })
  .meta({ id: 'PasswordChangeBody', description: 'La contraseña actual y la nueva, dos veces.' });
export type PasswordChangeBody = z.input<typeof PasswordChangeBody>;

/** The parts of a Spanish postal address, shared by the address book and the checkout. */
export const ADDRESS_FIELDS = {
  recipient_name: requiredText('El nombre del destinatario', 120),
  street: requiredText('La dirección', 200, 'La dirección es obligatoria.'),
  postal_code: z
    .string({ error: 'El código postal es obligatorio.' })
    .trim()
    .regex(/^(0[1-9]|[1-4][0-9]|5[0-2])[0-9]{3}$/, 'El código postal debe tener 5 cifras (por ejemplo, 28013).'),
  city: requiredText('La ciudad', 100, 'La ciudad es obligatoria.'),
  province: z.enum(SPANISH_PROVINCES, { error: 'Elige una provincia de la lista.' }),
  phone,
};

/** The postal code's first two digits are its province's number: 08001 is not in Madrid. */
export function refinePostalCodeProvince(address: { postal_code: string; province: string }, ctx: z.RefinementCtx): void {
  if (!postalCodeMatchesProvince(address.postal_code, address.province)) {
    ctx.addIssue({ code: 'custom', path: ['postal_code'], message: postalCodeMismatchMessage(address.province) });
  }
}

export const AddressBody = z
  .object({
    label: z
      .string()
      .trim()
      .max(60, 'La etiqueta no puede superar 60 caracteres.')
      .optional()
      .nullable()
      .transform((v) => (v ? v : null)),
    ...ADDRESS_FIELDS,
    is_default: z.boolean({ error: 'Indica sí o no.' }).optional().default(false),
  })
  .superRefine(refinePostalCodeProvince)
  .meta({ id: 'AddressBody', description: 'Una dirección de envío en España (el código postal debe ser de la provincia).' });
export type AddressBody = z.input<typeof AddressBody>;
export type AddressInput = z.output<typeof AddressBody>;

export const Address = z
  .object({
    id: z.int(),
    label: z.string().nullable(),
    recipient_name: z.string(),
    street: z.string(),
    postal_code: z.string(),
    city: z.string(),
    province: z.string(),
    phone: z.string(),
    is_default: z.boolean(),
    created_at: z.string(),
  })
  .meta({ id: 'Address', description: 'Una dirección de envío de la clienta; como mucho una es la de por defecto.' });
export type Address = z.infer<typeof Address>;

const settingsFields = {
  newsletter: z.boolean({ error: 'Indica sí o no.' }),
  order_updates: z.boolean({ error: 'Indica sí o no.' }),
  promotions: z.boolean({ error: 'Indica sí o no.' }),
  security_alerts: z.boolean({ error: 'Indica sí o no.' }),
  cart_reminders: z
    .boolean({ error: 'Indica sí o no.' })
    .meta({ description: 'Un único recordatorio por email de un carrito dejado 24 horas (issue 25). Activarlo guarda la fecha del consentimiento.' }),
};

export const UserSettings = z
  .object({
    ...settingsFields,
    cart_reminders_consent_at: z.string().nullable().meta({ description: 'Cuándo se activaron los recordatorios de carrito; null mientras están desactivados.' }),
  })
  .meta({ id: 'UserSettings', description: 'Qué avisos y correos quiere recibir la clienta.' });
export type UserSettings = z.infer<typeof UserSettings>;

export const UserSettingsUpdate = z
  .object(settingsFields)
  .partial()
  .catchall(unknownField)
  .meta({ id: 'UserSettingsUpdate', description: 'Las preferencias que cambian; las que no se envían se quedan como estaban.' });
export type UserSettingsUpdate = z.input<typeof UserSettingsUpdate>;

export const Session = z
  .object({
    id: z.int(),
    device: z.string().nullable(),
    ip_address: z.string().nullable(),
    created_at: z.string(),
    last_used_at: z.string().nullable(),
    expires_at: z.string(),
    is_current: z.boolean().meta({ description: 'La sesión de esta misma petición.' }),
    sign_in_method: z.enum(['password', 'passkey']).meta({ description: 'Cómo se abrió: con contraseña o con una llave de acceso.' }),
    second_factor: z.enum(['totp', 'recovery-code', 'passkey']).nullable().meta({ description: 'El segundo factor con que se abrió o se confirmó; null: solo la contraseña.' }),
  })
  .meta({ id: 'Session', description: 'Una sesión abierta (un token vivo) de la clienta.' });
export type Session = z.infer<typeof Session>;

export const RevokedSessions = z
  .object({ revoked_sessions: z.int().min(0).meta({ description: 'Cuántas sesiones se han cerrado.' }) })
  .meta({ id: 'RevokedSessions' });
export type RevokedSessions = z.infer<typeof RevokedSessions>;

export const Notification = z
  .object({
    id: z.int(),
    type: z.string(),
    title: z.string(),
    body: z.string(),
    link: z.string().nullable(),
    read_at: z.string().nullable(),
    created_at: z.string(),
  })
  .meta({ id: 'Notification', description: 'Un aviso para la clienta (bienvenida, seguridad, pedidos…).' });
export type Notification = z.infer<typeof Notification>;

export const NotificationPage = Page(Notification)
  .extend({ unread: z.int().min(0).meta({ description: 'Cuántas notificaciones quedan sin leer, en todas las páginas.' }) })
  .meta({ id: 'NotificationPage' });
export type NotificationPage = z.infer<typeof NotificationPage>;

export const NotificationListQuery = strictQuery({
  page: queryInt('page', 1, 10_000, 'page es demasiado alta.').default(1),
  per_page: queryInt('per_page', 1, 100).default(20),
});

export const NotificationsMarkedRead = z
  .object({ updated: z.int().min(0).meta({ description: 'Cuántas notificaciones estaban sin leer.' }) })
  .meta({ id: 'NotificationsMarkedRead' });
export type NotificationsMarkedRead = z.infer<typeof NotificationsMarkedRead>;

// E-mail change with confirmation (issue 33): a new address takes effect only once a link sent to
// it is confirmed, and the old address may undo the change for a week.

export const PendingEmailChange = z
  .object({
    email: z.string().meta({ description: 'La dirección nueva, pendiente de confirmar desde el enlace que se le ha enviado.' }),
    requested_at: z.string(),
    expires_at: z.string().meta({ description: 'Hasta cuándo sirve el enlace de confirmación.' }),
  })
  .meta({ id: 'PendingEmailChange', description: 'Un cambio de email que espera su confirmación; la cuenta sigue con la dirección de antes.' });
export type PendingEmailChange = z.infer<typeof PendingEmailChange>;

export const EmailChangeState = z
  .object({ pending: PendingEmailChange.nullable().meta({ description: 'El cambio pendiente, o null si no hay ninguno.' }) })
  .meta({ id: 'EmailChangeState' });
export type EmailChangeState = z.infer<typeof EmailChangeState>;

export const EmailChangeLinkQuery = strictQuery({ token: AccountLinkToken });

export const EmailChangeTokenBody = z
  .object({ token: AccountLinkToken })
  .catchall(unknownField)
  .meta({ id: 'EmailChangeTokenBody', description: 'El código del enlace del email.' });
export type EmailChangeTokenBody = z.input<typeof EmailChangeTokenBody>;

export const EMAIL_LINK_KINDS = ['confirm', 'undo'] as const;

export const EmailChangeLink = z
  .object({
    kind: z.enum(EMAIL_LINK_KINDS).meta({ description: 'confirm: el enlace enviado a la dirección nueva; undo: el de la anterior, que la devuelve.' }),
    email: z.string().meta({ description: 'La dirección que tendrá la cuenta al usar el enlace.' }),
    expires_at: z.string(),
  })
  .meta({ id: 'EmailChangeLink', description: 'Un enlace de cambio de email que todavía sirve.' });
export type EmailChangeLink = z.infer<typeof EmailChangeLink>;

export const EmailChangeDone = z
  .object({
    email: z.string().meta({ description: 'La dirección que tiene ahora la cuenta.' }),
    revoked_sessions: z.int().min(0).meta({ description: 'Cuántas sesiones se han cerrado (al deshacer un cambio, todas; al confirmarlo, ninguna).' }),
  })
  .meta({ id: 'EmailChangeDone' });
export type EmailChangeDone = z.infer<typeof EmailChangeDone>;
