import { unknownField } from '../api/unknown-field';
import { z } from '../zod';
import type { CookieCategories } from './rules';

const CATEGORY_ERROR = 'Indica sí o no para cada categoría.';

export const CookieCategoriesSchema = z
  .object({
    essential: z.literal(true, { error: 'Las cookies esenciales están siempre activas.' }),
    analytics: z.boolean({ error: CATEGORY_ERROR }),
    marketing: z.boolean({ error: CATEGORY_ERROR }),
  })
  .catchall(unknownField)
  .meta({ id: 'CookieCategories', description: 'Las categorías elegidas: las esenciales siempre activas.' });

/** What the banner posts when a choice is saved (issue 33). */
export const CookieConsentBody = z
  .object({
    categories: CookieCategoriesSchema,
    text_version: z
      .string({ error: 'Falta la versión del texto del aviso.' })
      .regex(/^[A-Za-z0-9._-]{1,32}$/, 'La versión del texto del aviso no es válida.')
      .meta({ description: 'La versión del texto del aviso de cookies que se mostró.' }),
    anonymous_id: z
      .uuid({ error: 'El identificador anónimo no es válido.' })
      .meta({ description: 'Un identificador aleatorio que el navegador genera una vez y guarda.' }),
  })
  .catchall(unknownField)
  .meta({ id: 'CookieConsentBody' });

/** The body's shape for a plain `fetch` (the banner does not load zod). */
export interface CookieConsentRequest {
  categories: CookieCategories;
  text_version: string;
  anonymous_id: string;
}

export const CookieConsentRecord = z
  .object({
    id: z.int(),
    kind: z.literal('cookies'),
    categories: z.object({ essential: z.literal(true), analytics: z.boolean(), marketing: z.boolean() }),
    text_version: z.string(),
    for_account: z.boolean().meta({ description: 'true si se guardó también con la cuenta de quien tiene la sesión.' }),
    created_at: z.iso.datetime({ offset: true }),
  })
  .meta({ id: 'CookieConsentRecord' });
export type CookieConsentRecord = z.infer<typeof CookieConsentRecord>;

export const PrivacyConsents = z
  .object({
    cookies: z
      .object({
        categories: z.object({ essential: z.literal(true), analytics: z.boolean(), marketing: z.boolean() }),
        text_version: z.string(),
        created_at: z.iso.datetime({ offset: true }),
      })
      .nullable()
      .meta({ description: 'La última elección de cookies guardada con la cuenta; null si no hay ninguna.' }),
    cart_reminders: z
      .object({
        active: z.boolean(),
        consented_at: z.iso.datetime({ offset: true }).nullable(),
      })
      .meta({ description: 'Recordatorios de carrito: si están activos y desde cuándo.' }),
    stock_alerts: z
      .array(
        z.object({
          id: z.int(),
          email: z.string(),
          product_name: z.string(),
          product_slug: z.string(),
          size: z.string(),
          color_name: z.string(),
          confirmed_at: z.iso.datetime({ offset: true }),
        }),
      )
      .meta({ description: 'Los avisos de disponibilidad activos y cuándo se confirmaron.' }),
  })
  .meta({ id: 'PrivacyConsents' });
export type PrivacyConsents = z.infer<typeof PrivacyConsents>;
