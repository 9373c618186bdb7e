import { z } from './zod';

// The customer area speaks Spanish, so do its validation messages.
const requiredText = (label: string, max: number) =>
  z
    .string({ error: `${label} es obligatorio.` })
    .trim()
    .min(1, { error: `${label} es obligatorio.`, abort: true })
    .max(max, `${label} no puede superar ${max} caracteres.`);

const phone = z
  .string({ error: 'El teléfono es obligatorio.' })
  .trim()
  .min(1, { error: 'El teléfono es obligatorio.', abort: true })
  .regex(/^\+?[0-9 ()-]{9,20}$/, 'Introduce un teléfono válido (9 cifras como mínimo).');

export const ProfileUpdateBody = z.object({
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
});
export type ProfileUpdateBody = z.input<typeof ProfileUpdateBody>;

export const PasswordChangeBody = z
  .object({
    current_password: z
      .string({ error: 'Introduce tu contraseña actual.' })
      .min(1, { error: 'Introduce tu contraseña actual.', abort: true }),
    password: z
      .string({ error: 'La nueva contraseña es obligatoria.' })
      .min(8, 'La nueva contraseña debe tener al menos 8 caracteres.')
      .max(200, 'La nueva contraseña no puede superar 200 caracteres.'),
    password_confirmation: z.string({ error: 'Repite la nueva contraseña.' }),
  })
  .superRefine((body, ctx) => {
    if (body.password !== body.password_confirmation) {
      ctx.addIssue({ code: 'custom', path: ['password_confirmation'], message: 'Las contraseñas no coinciden.' });
    }
  });
export type PasswordChangeBody = z.input<typeof PasswordChangeBody>;

export const SPANISH_PROVINCES = [
  'A Coruña', 'Álava', 'Albacete', 'Alicante', 'Almería', 'Asturias', 'Ávila', 'Badajoz', 'Barcelona',
  'Burgos', 'Cáceres', 'Cádiz', 'Cantabria', 'Castellón', 'Ceuta', 'Ciudad Real', 'Córdoba', 'Cuenca',
  'Girona', 'Granada', 'Guadalajara', 'Gipuzkoa', 'Huelva', 'Huesca', 'Illes Balears', 'Jaén', 'La Rioja',
  'Las Palmas', 'León', 'Lleida', 'Lugo', 'Madrid', 'Málaga', 'Melilla', 'Murcia', 'Navarra', 'Ourense',
  'Palencia', 'Pontevedra', 'Salamanca', 'Santa Cruz de Tenerife', 'Segovia', 'Sevilla', 'Soria',
  'Tarragona', 'Teruel', 'Toledo', 'Valencia', 'Valladolid', 'Bizkaia', 'Zamora', 'Zaragoza',
] as const;

export const AddressBody = z.object({
  label: z
    .string()
    .trim()
    .max(60, 'La etiqueta no puede superar 60 caracteres.')
    .optional()
    .nullable()
    .transform((v) => (v ? v : null)),
  recipient_name: requiredText('El nombre del destinatario', 120),
  street: requiredText('La dirección', 200),
  postal_code: z
    .string({ error: 'El código postal es obligatorio.' })
    .trim()
    .regex(/^(0[1-9]|[1-4][0-9]|5[0-2])[0-9]{3}$/, 'El código postal debe tener 5 cifras (por ejemplo, 28013).'),
  city: requiredText('La ciudad', 100),
  province: z.enum(SPANISH_PROVINCES, { error: 'Elige una provincia de la lista.' }),
  phone,
  is_default: z.boolean({ error: 'Indica sí o no.' }).optional().default(false),
});
export type AddressBody = z.input<typeof AddressBody>;

export const Address = z.object({
  id: z.number(),
  label: z.string().nullable(),
  recipient_name: z.string(),
  street: z.string(),
  postal_code: z.string(),
  city: z.string(),
  province: z.string(),
  phone: z.string(),
  is_default: z.boolean(),
  created_at: z.string(),
});
export type Address = z.infer<typeof Address>;

export const UserSettings = z.object({
  newsletter: z.boolean(),
  order_updates: z.boolean(),
  promotions: z.boolean(),
  security_alerts: z.boolean(),
});
export type UserSettings = z.infer<typeof UserSettings>;
export const UserSettingsUpdate = UserSettings.partial().strict();

export const Session = z.object({
  id: z.number(),
  device: z.string().nullable(),
  ip_address: z.string().nullable(),
  created_at: z.string(),
  last_used_at: z.string().nullable(),
  expires_at: z.string(),
  is_current: z.boolean(),
});
export type Session = z.infer<typeof Session>;

export const Notification = z.object({
  id: z.number(),
  type: z.string(),
  title: z.string(),
  body: z.string(),
  link: z.string().nullable(),
  read_at: z.string().nullable(),
  created_at: z.string(),
});
export type Notification = z.infer<typeof Notification>;

export const IdParam = z.object({
  id: z.coerce
    .number({ error: 'El identificador debe ser un número.' })
    .int('El identificador debe ser un número entero.')
    .positive('El identificador debe ser positivo.')
    .max(2_147_483_647, 'El identificador es demasiado grande.'),
});

export const PageQuery = z.object({
  page: z.coerce.number({ error: 'La página debe ser un número.' }).int('La página debe ser un número entero.').min(1, 'La página empieza en 1.').max(10_000, 'Página demasiado alta.').default(1),
  per_page: z.coerce.number({ error: 'per_page debe ser un número.' }).int('per_page debe ser un número entero.').min(1, 'per_page mínimo 1.').max(100, 'per_page máximo 100.').default(20),
});
