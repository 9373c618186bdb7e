import { unknownField } from '../api/unknown-field';
import { strictQuery } from '../query-params';
import { z } from '../zod';
import { ACCOUNT_LINK_TOKEN_PATTERN, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './account-links';
import { PASSWORD_MISMATCH_MESSAGE } from './form-messages';

// Register and login screens are in English (spec §1), so are their validation messages.
const required = (field: string) => `The ${field} field is required.`;

const trimmedRequired = (field: string, max: number) =>
  z
    .string({ error: required(field) })
    .trim()
    .min(1, { error: required(field), abort: true })
    .max(max, `The ${field} may not be greater than ${max} characters.`);

export const EmailField = z
  .string({ error: required('email') })
  .trim()
  .min(1, { error: required('email'), abort: true })
  .max(254, 'The email may not be greater than 254 characters.')
  .pipe(z.email('The email must be a valid email address.'))
  .transform((email) => email.toLowerCase());

// The lengths live with the account links' rules, which the pages read without zod.
export { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH };

export const NEW_PASSWORD_MESSAGES = {
  es: {
    required: 'La contraseña es obligatoria.',
    tooShort: `La contraseña debe tener al menos ${PASSWORD_MIN_LENGTH} caracteres.`,
    tooLong: `La contraseña no puede superar ${PASSWORD_MAX_LENGTH} caracteres.`,
  },
  en: {
    required: required('password'),
    tooShort: `The password must be at least ${PASSWORD_MIN_LENGTH} characters.`,
    tooLong: `The password may not be greater than ${PASSWORD_MAX_LENGTH} characters.`,
  },
} as const;

const newPassword = (messages: (typeof NEW_PASSWORD_MESSAGES)['es' | 'en']) =>
  z
    .string({ error: messages.required })
    .min(1, { error: messages.required, abort: true })
    .min(PASSWORD_MIN_LENGTH, messages.tooShort)
    .max(PASSWORD_MAX_LENGTH, messages.tooLong);

/**
 * A password someone chooses (password change, staff accounts, admin create), Spanish messages.
 * Only the length is checked here, so the browser can say it at once; the server also refuses
 * common, repeated and personal passwords (`assertAcceptablePassword` in
 * server/api/auth/password-policy.ts), whose list never reaches the browser bundle.
 */
export const NewPassword = newPassword(NEW_PASSWORD_MESSAGES.es);

/** The register screen's password (the screen is in English, spec §1): the same rule as `NewPassword`. */
export const PasswordField = newPassword(NEW_PASSWORD_MESSAGES.en);

export const PhoneField = z
  .string()
  .trim()
  .max(30, 'The phone may not be greater than 30 characters.')
  .regex(/^\+?[0-9 ()-]{6,30}$/, 'The phone format is invalid.');

export { PASSWORD_MISMATCH_MESSAGE };

export const AuthRegisterBody = z
  .object({
    name: trimmedRequired('name', 120),
    email: EmailField,
    password: PasswordField,
    password_confirmation: z.string({ error: required('password confirmation') }).min(1, {
      error: required('password confirmation'),
      abort: true,
    }),
    phone: z
      .union([PhoneField, z.literal(''), z.null()], { error: 'The phone format is invalid.' })
      .optional()
      .transform((phone) => (phone ? phone : null)),
  })
  .superRefine((body, ctx) => {
    if (body.password !== body.password_confirmation) {
      ctx.addIssue({
        code: 'custom',
        path: ['password_confirmation'],
        message: PASSWORD_MISMATCH_MESSAGE,
      });
    }
  });
export type AuthRegisterBody = z.input<typeof AuthRegisterBody>;

export const AuthLoginBody = z.object({
  email: z
    .string({ error: required('email') })
    .trim()
    .min(1, { error: required('email'), abort: true })
    .max(254, 'The email may not be greater than 254 characters.')
    .transform((email) => email.toLowerCase()),
  password: z
    .string({ error: required('password') })
    .min(1, { error: required('password'), abort: true })
    // Passwords chosen before the 12-to-128 rule still sign in: the login only bounds the length.
    .max(200, 'The password may not be greater than 200 characters.'),
});
export type AuthLoginBody = z.input<typeof AuthLoginBody>;

export const AuthRole = z.object({
  id: z.number(),
  name: z.string(),
  permissions: z.array(z.string()),
});

/** The user as `GET /api/user` and the auth replies carry it (spec §3). */
export const AuthUser = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  profile_photo_path: z.string().nullable(),
  profile_photo_url: z.string().nullable(),
  roles: z.array(AuthRole),
  permissions: z.array(z.string()),
  created_at: z.string(),
  second_factor: z
    .object({
      required: z.boolean().meta({ description: 'Un rol suyo (o un permiso directo que mueve dinero o accesos) exige segundo factor.' }),
      enabled: z.boolean().meta({ description: 'Tiene una app de autenticación o una llave de acceso.' }),
    })
    .meta({ description: 'Segundo factor (issue 33). Si es obligatorio, el back-office solo responde a sesiones abiertas con él.' }),
}).meta({ id: 'AuthUser', description: 'La persona de la sesión, con sus roles y permisos (spec §3).' });
export type AuthUser = z.infer<typeof AuthUser>;

export const AuthReply = z
  .object({ token: z.string().meta({ description: 'Token opaco: va en `Authorization: Bearer …`.' }), user: AuthUser })
  .meta({ id: 'AuthReply' });
/** The other reading of the login reply (spec §7, `POST /auth/login`). */
export const LegacyAuthReply = z.object({ success: z.literal(true), token: z.string(), user: AuthUser }).meta({ id: 'LegacyAuthReply' });
export type AuthReply = z.infer<typeof AuthReply>;

export const INVALID_CREDENTIALS_MESSAGE = 'These credentials do not match our records.';

/** Login of an account staff deactivated (the password was right; no token is issued). */
export const deactivatedAccountMessage = (contactEmail: string) =>
  `Esta cuenta está desactivada. Escribe a ${contactEmail} si crees que es un error.`;

// Password reset (issue 33). Its pages are Spanish, like the store around the sign-in screens.

const INVALID_LINK_MESSAGE = 'El enlace no es válido: ábrelo tal y como llegó en el email.';

/** The code of an account link from an e-mail (reset, e-mail confirmation, undo). */
export const AccountLinkToken = z
  .string({ error: INVALID_LINK_MESSAGE })
  .trim()
  .regex(ACCOUNT_LINK_TOKEN_PATTERN, INVALID_LINK_MESSAGE)
  .meta({ description: 'El código del enlace del email.' });

/** Whatever the address, the forgot-password answer says this: it never tells whether an account exists. */
export const PASSWORD_RESET_REQUESTED_MESSAGE =
  'Si hay una cuenta con ese email, te hemos enviado un enlace para elegir una contraseña nueva. Caduca en 30 minutos.';

export const PasswordForgotBody = z
  .object({
    email: z
      .string({ error: 'Indica tu email.' })
      .trim()
      .min(1, { error: 'Indica tu email.', abort: true })
      .max(254, 'El email no puede superar 254 caracteres.')
      .pipe(z.email('Introduce un email válido (por ejemplo, nombre@correo.es).'))
      .transform((email) => email.toLowerCase()),
  })
  .catchall(unknownField)
  .meta({ id: 'PasswordForgotBody', description: 'El email de la cuenta que no recuerda su contraseña.' });
export type PasswordForgotBody = z.input<typeof PasswordForgotBody>;

export const PasswordResetQuery = strictQuery({ token: AccountLinkToken });

export const PasswordResetBody = z
  .object({
    token: AccountLinkToken,
    password: NewPassword,
    password_confirmation: z.string({ error: 'Repite la nueva contraseña.' }),
  })
  .catchall(unknownField)
  .superRefine((body, ctx) => {
    if (body.password !== body.password_confirmation) {
      ctx.addIssue({ code: 'custom', path: ['password_confirmation'], message: 'Las contraseñas no coinciden.' });
    }
  })
  .meta({ id: 'PasswordResetBody', description: 'El código del enlace y la contraseña nueva, dos veces.' });
export type PasswordResetBody = z.input<typeof PasswordResetBody>;

export const PasswordResetLink = z
  .object({
    email: z.string().meta({ description: 'La cuenta del enlace (el gestor de contraseñas la asocia a la nueva).' }),
    expires_at: z.string().meta({ description: 'Hasta cuándo sirve el enlace.' }),
  })
  .meta({ id: 'PasswordResetLink', description: 'Un enlace de restablecimiento que todavía sirve.' });
export type PasswordResetLink = z.infer<typeof PasswordResetLink>;

export const PasswordResetDone = z
  .object({
    email: z.string().meta({ description: 'La cuenta, para entrar ya con la contraseña nueva.' }),
    revoked_sessions: z.int().min(0).meta({ description: 'Cuántas sesiones se han cerrado (todas las que había).' }),
  })
  .meta({ id: 'PasswordResetDone', description: 'La contraseña ha cambiado y todas las sesiones se han cerrado.' });
export type PasswordResetDone = z.infer<typeof PasswordResetDone>;
