import { unknownField } from '../api/unknown-field';
import { eurosToCents } from '../money';
import { SERIES_PREFIX_PATTERN } from '../invoices/rules';
import { z } from '../zod';
import { DEFAULT_PUBLIC_STORE_SETTINGS, DEFAULT_STORE_SETTINGS, STORE_SETTINGS_DEFAULTS } from './defaults';
import { formatIban, isValidIban, isValidSpanishTaxId, normaliseTaxId, WEEK_DAYS } from './rules';
import { MAIL_BODY_RETENTION_DAYS } from './retention';

// The defaults live in ./defaults (no zod, so public pages can read them without the schema library).
export { DEFAULT_PUBLIC_STORE_SETTINGS, DEFAULT_STORE_SETTINGS, STORE_SETTINGS_DEFAULTS };


/** Text without leading or trailing spaces, with a Spanish message for each limit. */
function text(label: string, max: number, { required = true } = {}) {
  const base = z.string({ error: `${label} debe ser un texto.` }).trim().max(max, `${label} admite como mucho ${max} caracteres.`);
  return required ? base.min(1, `${label} es obligatorio.`) : base;
}

function email(label: string) {
  return z
    .string({ error: `${label} debe ser un texto.` })
    .trim()
    .min(1, `${label} es obligatorio.`)
    .max(254, `${label} admite como mucho 254 caracteres.`)
    .pipe(z.email(`${label} no es una dirección de email válida.`))
    .transform((value) => value.toLowerCase());
}

/** Euros with at most two decimals, from 0 to `max`. */
function euros(label: string, max = 1000) {
  return z
    .number({ error: `${label} debe ser un importe en euros.` })
    .min(0, `${label} no puede ser negativo.`)
    .max(max, `${label} no puede pasar de ${max} €.`)
    .refine((value) => Math.abs(eurosToCents(value) - value * 100) < 1e-6, `${label} admite como mucho dos decimales.`);
}

const time = z.string({ error: 'Indica la hora como HH:MM.' }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Indica la hora como HH:MM (por ejemplo, 09:30).');

/** One day of the week; `strict` refuses keys it does not know (the body of the save). */
function dayHours(strict: boolean) {
  const shape = z.object({ open: z.boolean({ error: 'Indica si abre ese día.' }), opens: time, closes: time });
  return (strict ? shape.catchall(unknownField) : shape).superRefine((day, ctx) => {
    if (day.open && day.closes <= day.opens) {
      ctx.addIssue({ code: 'custom', path: ['closes'], message: 'La hora de cierre debe ser posterior a la de apertura.' });
    }
  });
}

function socialLink(label: string) {
  return z
    .string({ error: `El enlace de ${label} debe ser un texto.` })
    .trim()
    .max(300, `El enlace de ${label} admite como mucho 300 caracteres.`)
    .refine((value) => value === '' || isHttpsUrl(value), `El enlace de ${label} debe ser una dirección https:// completa.`);
}

function isHttpsUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname.includes('.') && !url.username && !url.password;
  } catch {
    return false;
  }
}

const PHONE = /^\+?[0-9 ]{9,20}$/;

/** Any control character, tab and line breaks included: a one-line text has no use for them. */
// eslint-disable-next-line no-control-regex
const CONTROL_CHAR = /[\u0000-\u001F\u007F]/;

/** The registry entry (LSSI-CE art. 10): optional, one line, up to 300 characters. */
const commercialRegistry = z
  .string({ error: 'Los datos registrales deben ser un texto.' })
  .trim()
  .max(300, 'Los datos registrales admiten como mucho 300 caracteres.')
  .refine((value) => !CONTROL_CHAR.test(value), 'Los datos registrales no pueden llevar saltos de línea, tabuladores ni otros caracteres de control.');

/** An invoice series' prefix: the number is prefix-year-000001 (RD 1619/2012 art. 6.1.a). */
function seriesPrefix(label: string) {
  return z
    .string({ error: `${label} debe ser un texto.` })
    .trim()
    .toUpperCase()
    .min(1, `${label} es obligatoria.`)
    .max(10, `${label} admite como mucho 10 caracteres.`)
    .regex(SERIES_PREFIX_PATTERN, `${label} solo admite letras sin tilde y cifras (por ejemplo FS).`);
}

/** The fields of the settings; `strict` (the body of the save) refuses unknown keys inside the groups too. */
function settingsFields(strict: boolean) {
  const group = <T extends z.ZodRawShape>(shape: T) => (strict ? z.object(shape).catchall(unknownField) : z.object(shape));
  return {
    store_name: text('El nombre de la tienda', 80),
    legal_name: text('La razón social', 160),
    tax_id: z
      .string({ error: 'El NIF debe ser un texto.' })
      .trim()
      .max(20, 'El NIF admite como mucho 20 caracteres.')
      .transform(normaliseTaxId)
      .refine((value) => value === '' || isValidSpanishTaxId(value), 'El NIF no es válido: revisa las cifras y la letra de control.'),
    registered_address: text('El domicilio social', 250, { required: false }),
    commercial_registry: commercialRegistry,
    city: text('La ciudad', 80),
    contact_email: email('El email de contacto'),
    support_email: email('El email de atención al cliente'),
    business_email: email('El email de empresas'),
    privacy_email: email('El email de privacidad'),
    phone: z
      .string({ error: 'El teléfono debe ser un texto.' })
      .trim()
      .max(20, 'El teléfono admite como mucho 20 caracteres.')
      .refine((value) => value === '' || (PHONE.test(value) && value.replace(/\D/g, '').length >= 9), 'El teléfono debe tener al menos 9 cifras (puede empezar por +).'),
    address: text('La dirección', 250),
    opening_hours: group(
      Object.fromEntries(WEEK_DAYS.map((day) => [day, dayHours(strict)])) as Record<(typeof WEEK_DAYS)[number], ReturnType<typeof dayHours>>,
    ),
    response_time: text('El plazo de respuesta', 120),
    social: group({
      instagram: socialLink('Instagram'),
      facebook: socialLink('Facebook'),
      tiktok: socialLink('TikTok'),
      pinterest: socialLink('Pinterest'),
      youtube: socialLink('YouTube'),
    }),
    shipping_standard_fee: euros('El envío a península'),
    shipping_baleares_fee: euros('El envío a Baleares'),
    shipping_islands_fee: euros('El envío a Canarias, Ceuta y Melilla'),
    shipping_express_fee: euros('El envío exprés'),
    free_shipping_threshold: euros('El envío gratuito', 10000),
    cash_on_delivery_fee: euros('El recargo contra reembolso'),
    bank_transfer_holder: text('El titular de la cuenta', 120, { required: false }),
    bank_transfer_iban: z
      .string({ error: 'El IBAN debe ser un texto.' })
      .trim()
      .max(42, 'El IBAN admite como mucho 34 caracteres.')
      .refine((value) => value === '' || isValidIban(value), 'El IBAN no es válido: revisa las cifras (un IBAN español tiene 24 caracteres y empieza por ES).')
      .transform((value) => (value === '' ? '' : formatIban(value))),
    bank_transfer_bank: text('El banco', 80, { required: false }),
    return_window_days: z
      .number({ error: 'El plazo de devolución debe ser un número de días.' })
      .int('El plazo de devolución es un número entero de días.')
      .min(14, 'El plazo de devolución no puede ser menor que los 14 días que da la ley.')
      .max(365, 'El plazo de devolución no puede pasar de 365 días.'),
    vat_rate: z
      .number({ error: 'El IVA debe ser un número.' })
      .min(0, 'El IVA no puede ser negativo.')
      .max(100, 'El IVA no puede pasar del 100 %.')
      .refine((value) => Number.isInteger(value * 100), 'El IVA admite como mucho dos decimales.'),
    invoice_series_simplified: seriesPrefix('La serie de las facturas simplificadas'),
    invoice_series_full: seriesPrefix('La serie de las facturas completas'),
    invoice_series_rectifying: seriesPrefix('La serie de las rectificativas'),
    mail_body_retention_days: z
      .number({ error: 'El plazo de conservación de los emails debe ser un número de días.' })
      .int('El plazo de conservación de los emails es un número entero de días.')
      .min(MAIL_BODY_RETENTION_DAYS.min, `El plazo de conservación de los emails no puede ser menor que ${MAIL_BODY_RETENTION_DAYS.min} días.`)
      .max(MAIL_BODY_RETENTION_DAYS.max, `El plazo de conservación de los emails no puede pasar de ${MAIL_BODY_RETENTION_DAYS.max} días.`),
    maintenance_enabled: z.boolean({ error: 'Indica si la tienda está en mantenimiento.' }),
    maintenance_message: text('El mensaje de mantenimiento', 500),
    meta_description: text('La descripción para buscadores', 160),
  };
}

/** Every setting, as the back office edits it. */
export const StoreSettings = z
  .object(settingsFields(false))
  .meta({ id: 'StoreSettings', description: 'La configuración de la tienda: identidad, contacto, horario, redes, envío, IVA, mantenimiento y SEO.' });
export type StoreSettings = z.output<typeof StoreSettings>;

/** The body of the save: every setting (the form sends them all); an unknown key is a 422 on that key. */
export const StoreSettingsUpdate = z
  .object(settingsFields(true))
  .catchall(unknownField)
  .superRefine((settings, ctx) => {
    const seen = new Map<string, string>();
    for (const key of ['invoice_series_simplified', 'invoice_series_full', 'invoice_series_rectifying'] as const) {
      const prefix = typeof settings[key] === 'string' ? settings[key] : null;
      if (prefix == null) continue;
      if (seen.has(prefix)) ctx.addIssue({ code: 'custom', path: [key], message: `Cada serie necesita su propio prefijo: ${prefix} ya es el de otra serie.` });
      else seen.set(prefix, key);
    }
  })
  .meta({ id: 'StoreSettingsUpdate', description: 'La configuración completa que se guarda; cada campo se valida por separado.' });
export type StoreSettingsUpdate = z.input<typeof StoreSettingsUpdate>;

/**
 * How a card is paid (issue 32), from the payment provider chosen at start (PAYMENT_PROVIDER), not
 * a stored setting: 'direct' — the built-in test gateway, the card is typed in the store's own form
 * and may be saved to the account; 'hosted' — Redsys or Stripe, the card is typed on the provider's
 * page at each purchase and the store saves no cards. The checkout's quote says the same in
 * `payment_page.flow`; this is for pages without a cart (the customer's saved cards).
 */
export const PAYMENT_FLOWS = ['direct', 'hosted'] as const;
export type PaymentFlow = (typeof PAYMENT_FLOWS)[number];

/**
 * What public pages need: the facts they show and whether the store is in maintenance, and how a
 * card is paid. Not the internal fields (who changed what and when).
 */
export const PublicStoreSettings = StoreSettings.extend({
  payment_flow: z.enum(PAYMENT_FLOWS).meta({
    description:
      'Cómo se paga con tarjeta, según la pasarela con la que arrancó la tienda (PAYMENT_PROVIDER), no un ajuste guardado: direct, en el formulario de la tienda (pasarela de pruebas) y se pueden guardar tarjetas; hosted, en la página segura de la pasarela (Redsys, Stripe) en cada compra, y la tienda no guarda tarjetas.',
  }),
}).meta({
  id: 'PublicStoreSettings',
  description: 'Los datos de la tienda que muestran las páginas públicas (pie, ayuda, legal, carrito, mantenimiento) y cómo se paga con tarjeta.',
});
export type PublicStoreSettings = z.output<typeof PublicStoreSettings>;

export const AdminStoreSettings = z
  .object({
    settings: StoreSettings,
    updated_at: z.string().nullable().meta({ description: 'Última vez que se guardó; null si nunca se ha cambiado.' }),
    updated_by: z.object({ id: z.int(), name: z.string() }).nullable(),
  })
  .meta({ id: 'AdminStoreSettings', description: 'La configuración con quién la cambió por última vez y cuándo.' });
export type AdminStoreSettings = z.infer<typeof AdminStoreSettings>;
