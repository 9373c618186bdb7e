import { Page } from '../api/replies';
import { unknownField } from '../api/unknown-field';
import { StoreProduct } from '../catalog/contracts';
import { queryEnum, queryInt, queryText, strictQuery } from '../query-params';
import { z } from '../zod';
import { CAMPAIGN_PERCENT_MAX, CAMPAIGN_PERCENT_MIN, CAMPAIGN_STATES, OFFER_KINDS } from './rules';

export const CAMPAIGN_NAME_MAX = 120;
export const CAMPAIGN_TEXT_MAX = 600;
export const CAMPAIGN_SCOPE_IDS_MAX = 500;
/** A fixed price or a free-shipping threshold, in euros (a typo guard). */
export const CAMPAIGN_AMOUNT_MAX = 100_000;

const ids = (label: string) =>
  z
    .array(z.int({ error: `${label}: cada id debe ser un número entero.` }).positive(`${label}: cada id debe ser positivo.`), { error: `${label} debe ser una lista de ids.` })
    .max(CAMPAIGN_SCOPE_IDS_MAX, `${label}: como mucho ${CAMPAIGN_SCOPE_IDS_MAX}.`)
    .default([]);

const euros = (label: string) =>
  z
    .number({ error: `${label} debe ser un importe en euros.` })
    .positive(`${label} debe ser mayor que 0.`)
    .max(CAMPAIGN_AMOUNT_MAX, `${label} no puede superar ${CAMPAIGN_AMOUNT_MAX} €.`)
    .refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, `${label} admite como mucho dos decimales.`);

/** Madrid's wall clock as a datetime-local input gives it. */
const wallClock = (label: string) =>
  z
    .string({ error: `${label} debe ser una fecha y hora.` })
    .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, `${label} debe tener la forma AAAA-MM-DDTHH:MM (hora de Madrid).`)
    .meta({ description: `${label}, hora de Madrid (AAAA-MM-DDTHH:MM), sea cual sea la zona del navegador.` });

export const CampaignScopeBody = z
  .object(
    {
      whole_store: z.boolean({ error: 'Toda la tienda debe ser verdadero o falso.' }).default(false),
      category_ids: ids('Las categorías'),
      brand_ids: ids('Las marcas'),
      product_ids: ids('Los productos'),
      excluded_sizes: z
        .array(z.string({ error: 'Cada talla debe ser un texto.' }).trim().min(1, 'Una talla no puede estar vacía.').max(20, 'Una talla tiene como mucho 20 caracteres.'), {
          error: 'Las tallas excluidas deben ser una lista.',
        })
        .max(50, 'Como mucho 50 tallas excluidas.')
        .default([]),
    },
    { error: 'El alcance debe ser un objeto.' },
  )
  .catchall(unknownField)
  .meta({ id: 'CampaignScope', description: 'Qué cubre: toda la tienda, o categorías (con sus subcategorías), marcas y productos; y las tallas que quedan fuera.' });

/**
 * A campaign as staff plan it. A new campaign needs every field but the public text; an edit sends
 * what changes, and the rules are checked on the result: end after start, a scope that covers
 * something, a percentage of 1–90, the fixed price or the minimum its offer needs.
 */
export const AdminCampaignBody = z
  .object(
    {
      name: z.string({ error: 'El nombre debe ser un texto.' }).trim().min(1, 'El nombre es obligatorio.').max(CAMPAIGN_NAME_MAX, `El nombre no puede superar ${CAMPAIGN_NAME_MAX} caracteres.`).optional(),
      slug: z
        .string({ error: 'La dirección debe ser un texto.' })
        .trim()
        .toLowerCase()
        .min(2, 'La dirección debe tener al menos 2 caracteres.')
        .max(140, 'La dirección no puede superar 140 caracteres.')
        .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'La dirección solo admite letras sin tilde, números y guiones (rebajas-enero).')
        .optional()
        .meta({ description: 'La página pública será /store/rebajas/{slug}; única.' }),
      public_text: z.string({ error: 'El texto debe ser un texto.' }).trim().max(CAMPAIGN_TEXT_MAX, `El texto no puede superar ${CAMPAIGN_TEXT_MAX} caracteres.`).optional(),
      starts_at: wallClock('El inicio').optional(),
      ends_at: wallClock('El fin').optional(),
      scope: CampaignScopeBody.optional(),
      offer_kind: z
        .enum(OFFER_KINDS, { error: 'La oferta debe ser percent, fixed_price, second_unit_half, three_for_two o free_shipping.' })
        .optional(),
      percent: z
        .int({ error: 'El porcentaje debe ser un número entero.' })
        .min(CAMPAIGN_PERCENT_MIN, `El porcentaje debe estar entre ${CAMPAIGN_PERCENT_MIN} y ${CAMPAIGN_PERCENT_MAX}.`)
        .max(CAMPAIGN_PERCENT_MAX, `El porcentaje debe estar entre ${CAMPAIGN_PERCENT_MIN} y ${CAMPAIGN_PERCENT_MAX}.`)
        .nullable()
        .optional(),
      fixed_price: euros('El precio fijo').nullable().optional(),
      min_order: euros('El importe mínimo').nullable().optional().meta({ description: 'Envío gratis desde este importe (euros) de los productos de la campaña.' }),
    },
    { error: 'La campaña debe ser un objeto con sus campos.' },
  )
  .catchall(unknownField)
  .meta({ id: 'AdminCampaignBody' });
export type AdminCampaignBody = z.input<typeof AdminCampaignBody>;
export type AdminCampaignInput = z.output<typeof AdminCampaignBody>;

const scopeReply = z.object({
  whole_store: z.boolean(),
  category_ids: z.array(z.int()),
  brand_ids: z.array(z.int()),
  product_ids: z.array(z.int()),
  excluded_sizes: z.array(z.string()),
});

/** What saving the campaign would do, worked out on the catalogue of now. */
export const CampaignPreview = z
  .object({
    products_covered: z.int().meta({ description: 'Productos a la venta que cubre el alcance.' }),
    products_changed: z.int().meta({ description: 'De ellos, los que cambiarían de precio (oferta de precio) o entran en la promoción.' }),
    biggest_reduction_percent: z.int().meta({ description: 'La mayor rebaja sobre el precio de lista (0 en promociones).' }),
    examples: z
      .array(z.object({ product_id: z.int(), name: z.string(), price: z.number(), new_price: z.number().nullable() }))
      .meta({ description: 'Hasta 5 productos que cambian, los de mayor rebaja primero.' }),
    overlaps: z.array(z.object({ id: z.int(), name: z.string() })).meta({ description: 'Otras campañas que coinciden en fechas y tipo (decide la regla de precedencia).' }),
  })
  .meta({ id: 'CampaignPreview' });
export type CampaignPreview = z.infer<typeof CampaignPreview>;

export const AdminCampaign = z
  .object({
    id: z.int(),
    name: z.string(),
    slug: z.string(),
    public_text: z.string(),
    starts_at: z.iso.datetime({ offset: true }),
    ends_at: z.iso.datetime({ offset: true }),
    starts_at_madrid: z.string().meta({ description: 'El inicio en hora de Madrid (AAAA-MM-DDTHH:MM).' }),
    ends_at_madrid: z.string(),
    scope: scopeReply,
    offer_kind: z.enum(OFFER_KINDS),
    percent: z.int().nullable(),
    fixed_price: z.number().nullable(),
    min_order: z.number().nullable(),
    offer_text: z.string().meta({ description: '«-30 %», «3x2», «Envío gratis desde 50,00 €».' }),
    state: z.enum(CAMPAIGN_STATES),
    products_held: z.int().meta({ description: 'Productos cuyo precio marca ahora esta campaña.' }),
    public_path: z.string(),
    created_at: z.iso.datetime({ offset: true }),
    updated_at: z.iso.datetime({ offset: true }),
  })
  .meta({ id: 'AdminCampaign' });
export type AdminCampaign = z.infer<typeof AdminCampaign>;

export const AdminCampaignPage = Page(AdminCampaign).meta({ id: 'AdminCampaignPage' });

export const AdminCampaignListQuery = strictQuery({
  search: queryText('search', 80).optional(),
  state: queryEnum('state', CAMPAIGN_STATES, 'El estado debe ser programada, activa, terminada o cancelada.').optional(),
  page: queryInt('page', 1, 100_000, 'page es demasiado alta.').default(1),
  per_page: queryInt('per_page', 1, 100).default(20),
});
export type AdminCampaignListQuery = z.infer<typeof AdminCampaignListQuery>;

export const CampaignPreviewQuery = strictQuery({
  campaign_id: queryInt('campaign_id', 1, 2_147_483_647).optional().meta({ description: 'La campaña que se edita: no cuenta como solapada consigo misma.' }),
});

export const CampaignSlugParam = z.object({
  slug: z.string().max(140, 'La dirección es demasiado larga.').regex(/^[a-z0-9-]+$/, 'La dirección no es válida.'),
});

export const PublicCampaignQuery = strictQuery({
  page: queryInt('page', 1, 10_000, 'page es demasiado alta.').default(1),
  per_page: queryInt('per_page', 1, 48).default(24),
});

/** A campaign's public page: what it offers, until when, and its products. */
export const PublicCampaign = z
  .object({
    name: z.string(),
    slug: z.string(),
    public_text: z.string(),
    offer_text: z.string(),
    offer_kind: z.enum(OFFER_KINDS),
    state: z.enum(CAMPAIGN_STATES),
    starts_at: z.iso.datetime({ offset: true }),
    ends_at: z.iso.datetime({ offset: true }),
    products: Page(StoreProduct),
  })
  .meta({ id: 'PublicCampaign' });
export type PublicCampaign = z.infer<typeof PublicCampaign>;
