import { unknownField } from '../api/unknown-field';
import { MAX_DB_INT, queryEnum, queryText, strictQuery } from '../query-params';
import { z } from '../zod';
import { optionalSlug } from '../catalog/slug';
import { HEX_COLOR_PATTERN } from '../colors';

/**
 * The back-office's brands: what the brand form sends and what it is answered. A brand's colours
 * are #RRGGBB; its palette is a short list of named colours shown on its page and header card.
 */

export const HEX_COLOR_MESSAGE = 'Color no válido: usa el formato #RRGGBB.';
export const MAX_PALETTE_COLORS = 12;
const textError = (label: string) => (issue: { input?: unknown }) =>
  issue.input === undefined || issue.input === null ? `${label} es obligatorio.` : `${label} debe ser un texto.`;

/** Upper-cased on the way in, so '#7e4015' and '#7E4015' are the same colour. */
export const HexColor = z
  .string({ error: HEX_COLOR_MESSAGE })
  .trim()
  .regex(HEX_COLOR_PATTERN, HEX_COLOR_MESSAGE)
  .transform((value) => value.toUpperCase())
  .meta({ description: 'Un color #RRGGBB.', example: '#7E4015' });

/** Empty text reads as "none": the form sends '' for a field the person cleared. */
const optionalText = (label: string, max: number) =>
  z
    .string({ error: `${label} debe ser un texto.` })
    .trim()
    .max(max, `${label} no puede superar ${max} caracteres.`)
    .transform((value) => (value === '' ? null : value))
    .nullable()
    .optional();

const optionalColor = z
  .union([z.literal(''), HexColor], { error: HEX_COLOR_MESSAGE })
  .transform((value) => (value === '' ? null : value))
  .nullable()
  .optional();

export const PaletteColor = z
  .object({
    name: z
      .string({ error: textError('El nombre del color') })
      .trim()
      .min(1, 'El nombre del color es obligatorio.')
      .max(40, 'El nombre del color no puede superar 40 caracteres.'),
    hex: HexColor,
  })
  .catchall(unknownField)
  .meta({ id: 'PaletteColor', description: 'Un color con nombre de la paleta de una marca.' });
export type PaletteColor = z.infer<typeof PaletteColor>;

const brandFields = {
  name: z
    .string({ error: textError('El nombre') })
    .trim()
    .min(1, { error: 'El nombre es obligatorio.', abort: true })
    .max(80, 'El nombre no puede superar 80 caracteres.'),
  slug: optionalSlug(80),
  tagline: optionalText('El lema', 160).meta({ description: 'El lema en español («Moda de calle sostenible»).' }),
  card_tagline: optionalText('El lema de la tarjeta', 160).meta({
    description: 'La línea en inglés de la tarjeta de la cabecera («contemporary elegance»).',
  }),
  description: optionalText('La descripción', 2_000),
  story: optionalText('La historia', 20_000).meta({ description: 'Párrafos separados por una línea en blanco.' }),
  primary_color: optionalColor,
  accent_color: optionalColor,
  palette: z
    .array(PaletteColor, { error: 'La paleta debe ser una lista de colores.' })
    .max(MAX_PALETTE_COLORS, `La paleta admite como máximo ${MAX_PALETTE_COLORS} colores.`)
    .optional(),
  is_active: z.boolean({ error: 'Indica si la marca está activa (true o false).' }).optional(),
  sort_order: z
    .number({ error: 'El orden debe ser un número.' })
    .int('El orden debe ser un número entero.')
    .min(0, 'El orden no puede ser negativo.')
    .max(10_000, 'El orden no puede superar 10000.')
    .optional(),
};

function uniqueColourNames(body: { palette?: PaletteColor[] | undefined }, ctx: z.RefinementCtx) {
  const seen = new Set<string>();
  body.palette?.forEach((colour, i) => {
    const key = colour.name.toLowerCase();
    if (seen.has(key)) ctx.addIssue({ code: 'custom', path: ['palette', i, 'name'], message: 'Ese nombre de color ya está en la paleta.' });
    seen.add(key);
  });
}

/** POST /api/admin/brands. */
export const AdminBrandCreate = z.object(brandFields).catchall(unknownField).superRefine(uniqueColourNames);
export type AdminBrandCreate = z.infer<typeof AdminBrandCreate>;

/** PUT /api/admin/brands/{id}: only the fields sent change. */
export const AdminBrandUpdate = z
  .object({ ...brandFields, name: brandFields.name.optional() })
  .catchall(unknownField)
  .superRefine(uniqueColourNames);
export type AdminBrandUpdate = z.infer<typeof AdminBrandUpdate>;

/** GET /api/admin/brands. */
export const AdminBrandListQuery = strictQuery({
  search: queryText('search', 100).optional(),
  status: queryEnum('status', ['active', 'inactive'], 'status debe ser active o inactive.').optional(),
});
export type AdminBrandListQuery = z.infer<typeof AdminBrandListQuery>;

const id = z.number().int().positive().max(MAX_DB_INT);

export const AdminBrand = z
  .object({
    id,
    name: z.string(),
    slug: z.string(),
    tagline: z.string().nullable(),
    card_tagline: z.string().nullable(),
    description: z.string().nullable(),
    story: z.string().nullable(),
    primary_color: z.string().nullable(),
    accent_color: z.string().nullable(),
    palette: z.array(z.object({ name: z.string(), hex: z.string() })),
    logo: z.string().nullable().meta({ description: 'Ruta del logo en el almacenamiento del servidor.' }),
    logo_url: z.string().nullable(),
    is_active: z.boolean(),
    sort_order: z.number().int(),
    products_count: z.number().int().min(0).meta({ description: 'Productos no borrados de la marca, en cualquier estado.' }),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'AdminBrand', description: 'Una marca del back-office, activa o no.' });
export type AdminBrand = z.infer<typeof AdminBrand>;
