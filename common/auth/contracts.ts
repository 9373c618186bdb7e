import { z } from '../zod';

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

export const PasswordField = z
  .string({ error: required('password') })
  .min(1, { error: required('password'), abort: true })
  .min(8, 'The password must be at least 8 characters.')
  .max(200, 'The password may not be greater than 200 characters.');

export const PhoneField = z
  .string()
  .trim()
  .max(30, 'The phone may not be greater than 30 characters.')
  .regex(/^\+?[0-9 ()-]{6,30}$/, 'The phone format is invalid.');

export const PASSWORD_MISMATCH_MESSAGE = 'The password confirmation does not match.';

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
}).meta({ id: 'AuthUser', description: 'La persona de la sesión, con sus roles y permisos (spec §3).' });
export type AuthUser = z.infer<typeof AuthUser>;

export const AuthReply = z
  .object({ token: z.string().meta({ description: 'Token opaco: va en `Authorization: Bearer …`.' }), user: AuthUser })
  .meta({ id: 'AuthReply' });
/** The other reading of the login reply (spec §7, `POST /auth/login`). */
export const LegacyAuthReply = z.object({ success: z.literal(true), token: z.string(), user: AuthUser }).meta({ id: 'LegacyAuthReply' });
export type AuthReply = z.infer<typeof AuthReply>;

export const INVALID_CREDENTIALS_MESSAGE = 'These credentials do not match our records.';
