import { unknownField } from '../api/unknown-field';
import { queryId } from '../query-params';
import { z } from '../zod';
import { STOCK_ALERT_STATUSES } from './rules';

export const StockAlertStatusSchema = z.enum(STOCK_ALERT_STATUSES).meta({ id: 'StockAlertStatus' });

const email = z
  .string({ error: 'Indica tu email.' })
  .trim()
  .min(1, { error: 'Indica tu email.', abort: true })
  .max(254, 'El email no puede superar 254 caracteres.')
  .pipe(z.email('Introduce un email válido (por ejemplo, nombre@correo.es).'))
  .transform((value) => value.toLowerCase());

/** A bare token from an e-mail's link: letters, digits, - and _ only. */
const token = z
  .string({ error: 'Falta el código del enlace.' })
  .trim()
  .regex(/^[A-Za-z0-9_-]{20,100}$/, 'El enlace no es válido: ábrelo tal y como llegó en el email.');

export const StockAlertBody = z
  .object({
    variant_id: z
      .union([z.number(), z.string().trim().regex(/^\d{1,10}$/).transform(Number)], { error: 'Elige la talla agotada.' })
      .pipe(z.number().int('Elige la talla agotada.').positive('Elige la talla agotada.').max(2_147_483_647, 'Elige la talla agotada.')),
    email: email.optional().meta({ description: 'Obligatorio sin sesión; con sesión se usa el email de la cuenta.' }),
  })
  .catchall(unknownField)
  .meta({ id: 'StockAlertBody', description: 'La talla y color agotados y, sin sesión, el email al que avisar.' });
export type StockAlertBody = z.input<typeof StockAlertBody>;

export const StockAlertTokenBody = z.object({ token }).catchall(unknownField).meta({ id: 'StockAlertTokenBody' });

export const StockAlert = z
  .object({
    id: z.int(),
    status: StockAlertStatusSchema,
    status_label: z.string(),
    email: z.string().meta({ description: 'A quién se avisa.' }),
    product: z.object({ id: z.int(), name: z.string(), slug: z.string(), image_url: z.string().nullable() }),
    variant: z.object({ id: z.int(), size: z.string(), color_name: z.string(), in_stock: z.boolean() }),
    created_at: z.iso.datetime({ offset: true }),
    notified_at: z.iso.datetime({ offset: true }).nullable(),
  })
  .meta({ id: 'StockAlert' });
export type StockAlert = z.infer<typeof StockAlert>;

export const StockAlertCreated = z
  .object({
    alert: StockAlert,
    needs_confirmation: z.boolean().meta({ description: 'true: le hemos enviado un email para confirmar el aviso (sin sesión).' }),
    message: z.string(),
  })
  .meta({ id: 'StockAlertCreated' });

export const StockAlertOutcome = z
  .object({ alert: StockAlert, message: z.string() })
  .meta({ id: 'StockAlertOutcome', description: 'El aviso tras confirmarlo o cancelarlo.' });

export const StockAlertIdParam = z.object({ id: queryId('id') });
