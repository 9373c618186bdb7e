import { Page } from '../api/replies';
import { API_DEFAULT_PER_PAGE, RELATED_PRODUCTS_LIMIT, STORE_FEATURED_LIMIT } from '../constants';
import { MAX_DB_INT, queryEnum, queryFlag, queryId, queryInt, queryMoney, queryText, strictQuery } from '../query-params';
import { unknownField } from '../api/unknown-field';
import { SizeAdvice } from '../reviews/size-advice-contracts';
import { z } from '../zod';
import { PRODUCT_CONDITIONS, STOCK_STATES } from './rules';
import { PRODUCT_STATUSES, PRODUCT_VISIBILITIES } from './publishing';
import { SLUG_PATTERN } from './slug';

/**
 * The catalogue's contracts: what the store and the back office send (queries, product bodies)
 * and what they are answered (products, pages with facets, categories, brands, photos). Money is
 * in euros with two decimals.
 */

const MAX_TAGS = 50;

/**
 * `date` is another name for `created_at`. `relevance` (best match first) orders a search; without
 * `search` it is ignored and the list is the newest first, as when no order is chosen.
 */
export const PRODUCT_SORT_FIELDS = ['created_at', 'date', 'name', 'price', 'relevance'] as const;
export const STORE_MAX_PER_PAGE = 100;
const slugParam = (label: string) => queryText(label, 80).pipe(z.string().regex(/^[a-z0-9-]+$/, `${label} debe ser un slug.`));

/** GET /api/products (spec §3 Product filter, plus size and colour); unknown or repeated parameters are 422s. */
export const StoreProductListQuery = strictQuery({
  search: queryText('search', 100).optional(),
  category_id: queryId('category_id').optional(),
  category: slugParam('category').optional(),
  brand_id: queryId('brand_id').optional(),
  brand: slugParam('brand').optional(),
  manufacturer_id: queryId('manufacturer_id').optional(),
  vendor_id: queryId('vendor_id').optional(),
  min_price: queryMoney('min_price').optional(),
  max_price: queryMoney('max_price').optional(),
  is_featured: queryFlag('is_featured').optional(),
  is_digital: queryFlag('is_digital').optional(),
  in_stock: queryFlag('in_stock').optional(),
  on_sale: queryFlag('on_sale').optional(),
  status: queryEnum('status', ['active'], 'Solo se listan productos activos.').optional(),
  visibility: queryEnum('visibility', ['visible'], 'Solo se listan productos visibles.').optional(),
  condition: queryEnum('condition', PRODUCT_CONDITIONS, 'condition debe ser new, used, refurbished o damaged.').optional(),
  tags: queryText('tags', 200).optional(),
  size: queryText('size', 60).optional(),
  color: queryText('color', 120).optional(),
  /** Unchosen: relevance with `search`, else created_at (newest first). */
  sort_by: queryEnum('sort_by', PRODUCT_SORT_FIELDS, 'sort_by debe ser created_at (o date), name, price o relevance.').optional(),
  sort_direction: queryEnum('sort_direction', ['asc', 'desc'], 'sort_direction debe ser asc o desc.').optional(),
  per_page: queryInt('per_page', 1, STORE_MAX_PER_PAGE).default(API_DEFAULT_PER_PAGE),
  page: queryInt('page', 1, 100_000, 'page es demasiado alta.').default(1),
  /** facets=false leaves the filter counts out, for a caller that only wants the products or the total. */
  facets: queryFlag('facets').default(true),
}).superRefine((q, ctx) => {
  if (q.min_price !== undefined && q.max_price !== undefined && q.min_price > q.max_price) {
    ctx.addIssue({ code: 'custom', path: ['max_price'], message: 'max_price no puede ser menor que min_price.' });
  }
});
export type StoreProductListQuery = z.infer<typeof StoreProductListQuery>;

/** GET /api/products/featured. */
export const FeaturedProductsQuery = strictQuery({
  limit: queryInt('limit', 1, 48).default(STORE_FEATURED_LIMIT),
});

/** GET /api/admin/products. */
export const AdminProductListQuery = strictQuery({
  search: queryText('search', 100).optional(),
  status: queryEnum('status', PRODUCT_STATUSES, 'Estado no válido.').optional(),
  category_id: queryId('category_id').optional(),
  page: queryInt('page', 1, 100_000, 'page es demasiado alta.').default(1),
  per_page: queryInt('per_page', 1, 100).default(20),
});
export type AdminProductListQuery = z.infer<typeof AdminProductListQuery>;

/** `/products/{idOrSlug}`: a product's id or its slug. */
export const ProductIdOrSlugParam = z.object({
  idOrSlug: z.string().max(180, 'Identificador no válido.').regex(/^[A-Za-z0-9-]+$/, 'Identificador no válido.'),
});

/** `/admin/products/{id}/images/{imageId}`. */
export const ProductImageParams = z.object({ id: queryId('id'), imageId: queryId('imageId') });

/** Comma-separated multi-values (size=S,M / color=Negro,Arena). */
export function splitList(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean)
    .slice(0, 20);
}

/** Missing: '… es obligatorio.'; sent but not text: '… debe ser un texto.' */
const textError = (label: string) => (issue: { input?: unknown }) =>
  issue.input === undefined || issue.input === null ? `${label} es obligatorio.` : `${label} debe ser un texto.`;
const hex = z.string().trim().regex(/^#[0-9A-Fa-f]{6}$/, 'El color debe ser hexadecimal, por ejemplo #7E4015.');
const optionalText = (label: string, max: number) =>
  z.string().trim().max(max, `${label} no puede superar ${max} caracteres.`).nullable().optional();
const dbId = (required: string) =>
  z.number({ error: required }).int(required).positive(required).max(MAX_DB_INT, 'Identificador demasiado grande.');
/** Euros with at most two decimals, so that the cents stored are exactly what was sent. */
const euros = (label: string, required: string) =>
  z
    .number({ error: (issue) => (issue.input === undefined ? required : `${label} debe ser un número.`) })
    .min(0, `${label} no puede ser negativo.`)
    .max(100_000, `${label} es demasiado alto.`)
    .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, `${label} admite como máximo dos decimales.`);

export const AdminVariantBody = z.object({
  id: dbId('Variante no válida.').optional(),
  size: z.string({ error: 'La talla es obligatoria.' }).trim().min(1, 'La talla es obligatoria.').max(20, 'La talla no puede superar 20 caracteres.'),
  color_name: z.string({ error: 'El color es obligatorio.' }).trim().min(1, 'El color es obligatorio.').max(40, 'El color no puede superar 40 caracteres.'),
  color_hex: hex,
  sku: z.string({ error: 'El SKU de la variante es obligatorio.' }).trim().min(1, 'El SKU de la variante es obligatorio.').max(80).regex(/^[A-Za-z0-9._-]+$/, 'El SKU solo admite letras, números, punto, guion y guion bajo.'),
  stock: z.number({ error: 'El stock debe ser un número.' }).int('El stock debe ser un número entero.').min(0, 'El stock no puede ser negativo.').max(1_000_000, 'Stock demasiado alto.'),
  price: euros('El precio', 'El precio debe ser un número.').nullable().optional(),
});

/** A list whose every problem (not a list, too long, a bad item) reads as one Spanish sentence. */
const textList = (message: string, maxItems: number, maxLength: number) =>
  z.array(z.string({ error: message }).trim().min(1, message).max(maxLength, message), { error: message }).max(maxItems, message);
const PERCENT = 'Un porcentaje entre 0 y 100.';
const MEASURE = 'Medida entre 0 y 400 cm.';
const SIZE_ROWS = 'Añade entre 1 y 20 tallas.';
const COLUMNS = 'Indica de 1 a 8 medidas.';

/**
 * The product passport, one schema for the admin body and for the replies: the text is trimmed and
 * every check answers in Spanish (the admin form shows these messages as they are).
 */
export const ProductPassport = z.object(
  {
    composition: z
      .array(
        z.object(
          {
            fibre: z.string({ error: 'Indica la fibra.' }).trim().min(1, 'Indica la fibra.').max(60, 'La fibra admite 60 caracteres como máximo.'),
            percent: z.number({ error: PERCENT }).min(0, PERCENT).max(100, PERCENT),
          },
          { error: 'Cada fibra necesita nombre y porcentaje.' },
        ),
        { error: 'La composición debe ser una lista de fibras.' },
      )
      .max(10, 'Como máximo 10 fibras.')
      .refine((parts) => parts.length === 0 || Math.round(parts.reduce((s, p) => s + p.percent, 0)) === 100, 'La composición debe sumar 100 %.'),
    country_of_manufacture: z
      .string({ error: 'Indica el país de fabricación.' })
      .trim()
      .min(1, 'Indica el país de fabricación.')
      .max(60, 'El país de fabricación admite 60 caracteres como máximo.'),
    certifications: textList('Hasta 10 certificaciones de 80 caracteres como mucho.', 10, 80),
    care_instructions: textList('Hasta 12 cuidados, uno por línea, de 120 caracteres como mucho.', 12, 120),
  },
  { error: 'El pasaporte debe ser un objeto con composición, país, certificaciones y cuidados.' },
).meta({ id: 'ProductPassport', description: 'Composición, país de fabricación, certificaciones y cuidados de la prenda.' });
export type ProductPassport = z.infer<typeof ProductPassport>;

/** The size guide, one schema for the admin body and for the replies: a measure per column and size, in cm. */
export const ProductSizeGuide = z
  .object(
    {
      unit: z.literal('cm', { error: 'Las medidas de la guía van en cm.' }),
      columns: textList(COLUMNS, 8, 30).min(1, COLUMNS),
      rows: z
        .array(
          z.object(
            {
              size: z.string({ error: 'Indica la talla.' }).trim().min(1, 'Indica la talla.').max(20, 'La talla no puede superar 20 caracteres.'),
              values: z.array(z.number({ error: MEASURE }).min(0, MEASURE).max(400, MEASURE), { error: 'Las medidas deben ser una lista.' }).max(8, 'Como máximo 8 medidas por talla.'),
            },
            { error: 'Cada talla necesita su nombre y sus medidas.' },
          ),
          { error: SIZE_ROWS },
        )
        .min(1, SIZE_ROWS)
        .max(20, SIZE_ROWS),
    },
    { error: 'La guía de tallas debe ser un objeto con unidad, columnas y tallas.' },
  )
  .superRefine((guide, ctx) => {
    guide.rows.forEach((row, i) => {
      if (row.values.length !== guide.columns.length) {
        ctx.addIssue({ code: 'custom', path: ['rows', i, 'values'], message: 'Cada talla necesita una medida por columna.' });
      }
    });
  })
  .meta({ id: 'ProductSizeGuide', description: 'Medidas de cada talla en cm: una columna por medida (Pecho, Largo…).' });
export type ProductSizeGuide = z.infer<typeof ProductSizeGuide>;

const stockCount = z.number({ error: 'El stock debe ser un número.' }).int('El stock debe ser un número entero.').min(0, 'El stock no puede ser negativo.').max(1_000_000, 'Stock demasiado alto.');
const WARRANTY_MAX_MONTHS = 240;
const WARRANTY_MONTHS = `La garantía en meses debe ser un número entero entre 1 y ${WARRANTY_MAX_MONTHS}.`;

/** A number of months (stored as the text '24 meses') or a text of up to 60 characters. */
const warrantyPeriod = z
  .union([z.number(), z.string().trim()], { error: 'La garantía debe ser un texto o un número de meses.' })
  .superRefine((value, ctx) => {
    if (typeof value === 'number' && (!Number.isInteger(value) || value < 1 || value > WARRANTY_MAX_MONTHS)) {
      ctx.addIssue({ code: 'custom', message: WARRANTY_MONTHS });
    }
    if (typeof value === 'string' && value.length > 60) ctx.addIssue({ code: 'custom', message: 'La garantía no puede superar 60 caracteres.' });
  })
  .meta({ description: 'Meses de garantía (24) o un texto («Reparación de costuras de por vida»).' });

const productFields = {
  name: z.string({ error: textError('El nombre') }).trim().min(1, { error: 'El nombre es obligatorio.', abort: true }).max(160, 'El nombre no puede superar 160 caracteres.'),
  slug: z.string().trim().max(180).regex(SLUG_PATTERN, 'El slug solo admite minúsculas, números y guiones.').optional(),
  sku: z.string({ error: textError('El SKU') }).trim().min(1, { error: 'El SKU es obligatorio.', abort: true }).max(64).regex(/^[A-Za-z0-9._-]+$/, 'El SKU solo admite letras, números, punto, guion y guion bajo.'),
  brand_id: dbId('La marca es obligatoria.'),
  category_id: dbId('La categoría es obligatoria.'),
  short_description: optionalText('La descripción corta', 400),
  description: optionalText('La descripción', 20_000),
  price: euros('El precio', 'El precio es obligatorio.'),
  sale_price: euros('El precio rebajado', 'El precio rebajado debe ser un número.').nullable().optional(),
  is_on_sale: z.boolean({ error: 'is_on_sale debe ser true o false.' }).optional().meta({ description: 'true exige sale_price; false lo quita.' }),
  is_featured: z.boolean({ error: 'Indica sí o no.' }).optional(),
  is_personalised: z.boolean({ error: 'Indica sí o no.' }).optional().meta({ description: 'Personalizado o hecho a medida: no admite devolución ni desistimiento (art. 103 c TRLGDCU).' }),
  is_digital: z.boolean({ error: 'Indica sí o no.' }).optional(),
  condition: z.enum(PRODUCT_CONDITIONS, { error: 'Condición no válida.' }).optional(),
  min_stock_level: z.number({ error: 'El stock mínimo debe ser un número.' }).int('El stock mínimo debe ser un número entero.').min(0, 'El stock mínimo no puede ser negativo.').max(100_000, 'El stock mínimo es demasiado alto.').optional(),
  stock_quantity: stockCount.optional().meta({ description: 'Solo sin variantes; con variantes el stock es la suma del de cada una.' }),
  stock: stockCount.optional().meta({ description: 'Otro nombre de stock_quantity.' }),
  tags: z.union([z.array(z.string()), z.string()], { error: 'Las etiquetas deben ser una lista o un texto.' }).optional(),
  dimensions: optionalText('Las medidas', 120),
  weight: z.number({ error: 'El peso debe ser un número.' }).min(0, 'El peso no puede ser negativo.').max(1000, 'El peso no puede superar 1000 kg.').nullable().optional(),
  warranty_period: warrantyPeriod.nullable().optional(),
  status: z.enum(PRODUCT_STATUSES, { error: 'Estado no válido.' }).optional(),
  is_active: z.boolean({ error: 'is_active debe ser true o false.' }).optional().meta({ description: 'true equivale a status active; false, a draft si no se indica status.' }),
  visibility: z.enum(PRODUCT_VISIBILITIES, { error: 'Visibilidad no válida.' }).optional(),
  passport: ProductPassport.nullable().optional(),
  size_guide: ProductSizeGuide.nullable().optional(),
  variants: z.array(AdminVariantBody).max(100, 'Demasiadas variantes.').optional(),
};

type ProductBody = { [K in keyof typeof productFields]?: z.output<(typeof productFields)[K]> };

function checkSalePrice(body: ProductBody, ctx: z.RefinementCtx) {
  if (body.price !== undefined && body.sale_price != null && Math.round(body.sale_price * 100) >= Math.round(body.price * 100)) {
    ctx.addIssue({ code: 'custom', path: ['sale_price'], message: 'El precio rebajado debe ser menor que el precio.' });
  }
}

/** Tags as a list, a JSON string or a comma-separated string (spec §3): at most 50, of 40 characters each. */
function checkTags(body: ProductBody, ctx: z.RefinementCtx) {
  if (typeof body.tags === 'string' && body.tags.length > 2_000) {
    ctx.addIssue({ code: 'custom', path: ['tags'], message: 'Las etiquetas no pueden superar 2000 caracteres.' });
  } else if (Array.isArray(body.tags)) {
    if (body.tags.length > MAX_TAGS) ctx.addIssue({ code: 'custom', path: ['tags'], message: `Como máximo ${MAX_TAGS} etiquetas.` });
    body.tags.forEach((tag, i) => {
      if (tag.length > 40) ctx.addIssue({ code: 'custom', path: ['tags', i], message: 'Cada etiqueta admite 40 caracteres como máximo.' });
    });
  }
}

function checkVariants(body: ProductBody, ctx: z.RefinementCtx) {
  const combos = new Set<string>();
  const skus = new Set<string>();
  body.variants?.forEach((v, i) => {
    const combo = `${v.size.toLowerCase()}|${v.color_name.toLowerCase()}`;
    if (combos.has(combo)) ctx.addIssue({ code: 'custom', path: ['variants', i, 'size'], message: 'Talla y color repetidos.' });
    if (skus.has(v.sku.toLowerCase())) ctx.addIssue({ code: 'custom', path: ['variants', i, 'sku'], message: 'SKU de variante repetido.' });
    combos.add(combo);
    skus.add(v.sku.toLowerCase());
  });
}

export const STOCK_WITH_VARIANTS = 'Este producto tiene tallas: su stock es la suma del de sus variantes; cambia el de cada variante.';
export const ON_SALE_WITHOUT_PRICE = 'Para poner el producto en oferta indica su precio rebajado (sale_price).';

/**
 * The spec's two readings of a field (§3) must agree: stock and stock_quantity are one number (and
 * only for a product without variants), is_active and status one state, is_on_sale and sale_price
 * one offer. On an update, an absent sale price is checked against the stored one by the service.
 */
function checkReadings(body: ProductBody, ctx: z.RefinementCtx, sending: 'create' | 'update') {
  const issue = (field: string, message: string) => ctx.addIssue({ code: 'custom', path: [field], message });
  if (body.stock !== undefined && body.stock_quantity !== undefined && body.stock !== body.stock_quantity) {
    issue('stock', 'stock y stock_quantity son el mismo dato: envía uno solo, o el mismo valor en los dos.');
  }
  if (body.variants?.length) {
    for (const field of ['stock_quantity', 'stock'] as const) if (body[field] !== undefined) issue(field, STOCK_WITH_VARIANTS);
  }
  if (body.is_active !== undefined && body.status !== undefined && body.is_active !== (body.status === 'active')) {
    issue('is_active', `is_active ${body.is_active} contradice status ${body.status}: un producto activo tiene status active.`);
  }
  const noSalePrice = body.sale_price === null || (sending === 'create' && body.sale_price === undefined);
  if (body.is_on_sale === true && noSalePrice) issue('is_on_sale', ON_SALE_WITHOUT_PRICE);
  if (body.is_on_sale === false && body.sale_price != null) {
    issue('is_on_sale', 'Un producto que no está en oferta no lleva precio rebajado: quita sale_price o envía is_on_sale true.');
  }
}

/** POST /api/admin/products. The spec's other readings (stock, is_active, is_on_sale, warranty in months) are accepted. */
export const AdminProductCreate = z
  .object(productFields)
  .catchall(unknownField)
  .superRefine((b, ctx) => {
    checkSalePrice(b, ctx);
    checkVariants(b, ctx);
    checkTags(b, ctx);
    checkReadings(b, ctx, 'create');
  });
export type AdminProductCreate = z.infer<typeof AdminProductCreate>;

/** PUT /api/admin/products/{id}: only the fields sent change. */
export const AdminProductUpdate = z
  .object(productFields)
  .partial()
  .catchall(unknownField)
  .superRefine((b, ctx) => {
    checkVariants(b, ctx);
    checkTags(b, ctx);
    checkReadings(b, ctx, 'update');
  });
export type AdminProductUpdate = z.infer<typeof AdminProductUpdate>;

const imageIdItem = z
  .number({ error: 'image_ids debe ser un número.' })
  .int('image_ids debe ser un número entero.')
  .positive('image_ids debe ser positivo.')
  .max(MAX_DB_INT, 'image_ids es demasiado grande.');

/** PUT /api/admin/products/{id}/images/order: every photo of the product, once each; the first is the main one. */
export const AdminProductImageOrder = z.object({
  image_ids: z.array(imageIdItem, { error: 'image_ids debe ser una lista de ids de imagen.' }).min(1, 'Indica al menos una imagen.').max(200, 'Demasiadas imágenes.'),
});

/** PATCH /api/admin/products/{id}/images/{imageId}. */
export const AdminProductImageUpdate = z
  .object({
    alt: z.string({ error: 'alt debe ser un texto.' }).trim().max(200, 'El texto alternativo admite 200 caracteres como máximo.').nullable().optional(),
    color_name: z.string({ error: 'color_name debe ser un texto.' }).trim().max(40, 'El color admite 40 caracteres como máximo.').nullable().optional(),
  })
  .refine((v) => v.alt !== undefined || v.color_name !== undefined, { message: 'Indica alt o color_name.', path: ['alt'] });

// ── Replies ─────────────────────────────────────────────────────────────────────────────────

const id = z.int().min(1);
const money = z.number().min(0).meta({ description: 'Euros, IVA incluido.' });
const count = z.int().min(0);

/** `width` and `height` are those of the file at `image_url`, so a page reserves exactly its box. */
export const ProductImage = z
  .object({
    id,
    image_url: z.string(),
    thumbnail_url: z.string(),
    srcset: z.string().meta({ description: 'Cada anchura guardada, para el atributo srcset.' }),
    width: z.int().min(1),
    height: z.int().min(1),
    alt: z.string().nullable(),
    color_name: z.string().nullable().meta({ description: 'El color de la prenda que muestra la foto, si es uno concreto.' }),
  })
  .meta({ id: 'ProductImage', description: 'Una foto del producto (WebP), con sus anchuras.' });
export type ProductImage = z.infer<typeof ProductImage>;

export const ProductVariant = z
  .object({
    id,
    size: z.string(),
    color_name: z.string(),
    color_hex: z.string(),
    sku: z.string(),
    stock: count,
    is_available: z.boolean(),
    price: money.meta({ description: 'El precio al que se vende esta variante: el suyo propio o el del producto.' }),
    sale_price: money.nullable(),
  })
  .meta({ id: 'ProductVariant', description: 'Una talla y color del producto, con su stock.' });
export type ProductVariant = z.infer<typeof ProductVariant>;

const ref = { id, name: z.string(), slug: z.string() };
export const BrandRef = z.object(ref).meta({ id: 'BrandRef', description: 'La marca de un producto.' });
export type BrandRef = z.infer<typeof BrandRef>;
export const CategoryRef = z.object(ref).meta({ id: 'CategoryRef', description: 'La categoría de un producto.' });
export type CategoryRef = z.infer<typeof CategoryRef>;

/** The product as every catalogue call answers it (spec §3), with both readings of stock, state, offer and warranty. */
const productReply = {
  id,
  name: z.string(),
  slug: z.string(),
  sku: z.string(),
  brand: BrandRef.nullable(),
  brand_id: id.nullable(),
  category: CategoryRef.nullable(),
  category_id: id.nullable(),
  short_description: z.string().nullable(),
  description: z.string().nullable(),
  price: money,
  sale_price: money.nullable(),
  is_on_sale: z.boolean(),
  discount_percent: z.int().min(0).max(100),
  reference_price: money.nullable().meta({
    description:
      'Ley 7/1996 art. 20: el precio más bajo aplicado en los 30 días anteriores a la rebaja en curso, el único que se puede anunciar como precio anterior; null si el precio de ahora no es una rebaja respecto a él.',
  }),
  reduction_percent: z.int().min(0).max(100).meta({ description: 'La rebaja calculada sobre reference_price (C-330/23); 0 sin rebaja anunciable.' }),
  reduction_since: z.string().nullable().meta({ description: 'Desde cuándo dura la rebaja en curso (las rebajas sucesivas cuentan desde la primera).' }),
  is_featured: z.boolean(),
  is_personalised: z.boolean().meta({ description: 'Personalizado o hecho a medida: no admite devolución.' }),
  is_in_stock: z.boolean(),
  is_digital: z.boolean(),
  condition: z.enum(PRODUCT_CONDITIONS),
  condition_label: z.string(),
  stock_quantity: count,
  stock: count.meta({ description: 'El mismo dato que stock_quantity.' }),
  stock_status: z.enum(STOCK_STATES),
  min_stock_level: count,
  images: z.array(ProductImage),
  main_image_url: z.string().nullable(),
  featured_image: z.string().nullable().meta({ description: 'Ruta de la foto principal en el almacenamiento del servidor.' }),
  tags: z.array(z.string()),
  dimensions: z.string().nullable(),
  weight: z.number().nullable().meta({ description: 'Kilogramos.' }),
  warranty_period: z.string().nullable(),
  warranty_months: z.int().min(0).nullable().meta({ description: 'Los meses de warranty_period cuando los dice ("24 meses", "2 años").' }),
  status: z.enum(PRODUCT_STATUSES),
  visibility: z.enum(PRODUCT_VISIBILITIES),
  is_active: z.boolean().meta({ description: 'status es active.' }),
  sizes: z.array(z.string()),
  colors: z.array(z.object({ name: z.string(), hex: z.string() })),
  variants: z.array(ProductVariant),
  passport: ProductPassport.nullable(),
  size_guide: ProductSizeGuide.nullable(),
  created_at: z.iso.datetime(),
  updated_at: z.iso.datetime(),
};

export const StoreProduct = z
  .object({
    ...productReply,
    size_advice: SizeAdvice.nullable()
      .optional()
      .meta({ description: 'Consejo de talla (issue 25), en las respuestas del catálogo público: null sin evidencia suficiente; ausente en el carrito y la lista de deseos.' }),
  })
  .meta({ id: 'StoreProduct', description: 'Un producto de la tienda (dinero en euros).' });
export type StoreProduct = z.infer<typeof StoreProduct>;

/** The back office reads the same product, drafts and hidden ones included. */
export const AdminProduct = z.object(productReply).meta({ id: 'AdminProduct', description: 'Un producto tal y como lo ve el back-office (cualquier estado).' });
export type AdminProduct = z.infer<typeof AdminProduct>;

const facetRef = z.object({ ...ref, count });
export const ProductFacets = z
  .object({
    brands: z.array(facetRef),
    categories: z.array(facetRef),
    sizes: z.array(z.object({ size: z.string(), count })),
    colors: z.array(z.object({ name: z.string(), hex: z.string(), count })),
    conditions: z.array(z.object({ condition: z.enum(PRODUCT_CONDITIONS), label: z.string(), count })),
    price_range: z.object({ min: z.int().min(0), max: z.int().min(0) }).meta({ description: 'Euros enteros: el mínimo hacia abajo, el máximo hacia arriba.' }),
  })
  .meta({
    id: 'ProductFacets',
    description: 'Cuántos productos hay con cada opción de filtro, contando el resto de filtros elegidos pero no el propio. No se envían con facets=false.',
  });
export type ProductFacets = z.infer<typeof ProductFacets>;

/**
 * A search's matches are counted up to this many (issue 37): beyond it the page says so (`more_than_total`) and
 * the store shows 'más de 1 000'. Every match is still reached by paging or filtering.
 */
export const SEARCH_COUNT_BOUND = 1000;

export const StoreProductPage = Page(StoreProduct)
  .extend({
    facets: ProductFacets.optional(),
    more_than_total: z.boolean().optional().meta({
      description: `true cuando una búsqueda encuentra más de \`total\` productos: se cuentan hasta ${SEARCH_COUNT_BOUND} (o hasta la página pedida y uno más); \`last_page\` es entonces la siguiente a la última contada y las páginas siguen más allá. Las facetas de una búsqueda así salen de sus ${SEARCH_COUNT_BOUND} mejores resultados.`,
    }),
  })
  .meta({ id: 'StoreProductPage', description: 'Una página de productos, con las facetas de los filtros.' });
export type StoreProductPage = z.infer<typeof StoreProductPage>;

export const StoreProductDetail = z
  .object({ product: StoreProduct, related_products: z.array(StoreProduct).max(RELATED_PRODUCTS_LIMIT) })
  .meta({ id: 'StoreProductDetail', description: `Un producto y hasta ${RELATED_PRODUCTS_LIMIT} más de su categoría.` });
export type StoreProductDetail = z.infer<typeof StoreProductDetail>;

export const AdminProductPage = Page(AdminProduct).meta({ id: 'AdminProductPage', description: 'Una página de productos del back-office.' });
export type AdminProductPage = z.infer<typeof AdminProductPage>;

const categoryReply = {
  id,
  name: z.string(),
  slug: z.string(),
  description: z.string().nullable(),
  image: z.string().nullable().meta({ description: 'Ruta de la imagen en el almacenamiento del servidor.' }),
  image_url: z.string().nullable(),
  parent_id: id.nullable(),
  products_count: count.meta({ description: 'Productos de la categoría y de sus subcategorías activas.' }),
};
export const StoreCategory = z.object(categoryReply).meta({ id: 'StoreCategory', description: 'Una categoría activa de la tienda.' });
export type StoreCategory = z.infer<typeof StoreCategory>;

export const AdminCategory = z
  .object({ ...categoryReply, is_active: z.boolean() })
  .meta({ id: 'AdminCategory', description: 'Una categoría del back-office; products_count cuenta todo producto no borrado.' });
export type AdminCategory = z.infer<typeof AdminCategory>;

export const Brand = z
  .object({
    id,
    name: z.string(),
    slug: z.string(),
    tagline: z.string().nullable(),
    description: z.string().nullable(),
    story: z.string().nullable(),
    primary_color: z.string().nullable(),
    accent_color: z.string().nullable(),
    products_count: count,
    // Added with the back-office's brands (optional, so older readers and fixtures stay valid; the server always sends them).
    card_tagline: z.string().nullable().optional().meta({ description: 'La línea en inglés de la tarjeta de la cabecera.' }),
    palette: z.array(z.object({ name: z.string(), hex: z.string() })).optional().meta({ description: 'Los colores con nombre de la marca.' }),
    logo_url: z.string().nullable().optional(),
  })
  .meta({ id: 'Brand', description: 'Una marca activa, con sus productos a la venta.' });
export type Brand = z.infer<typeof Brand>;

/**
 * What a listing card (and its quick add, wishlist heart and the cart line it makes) reads of a
 * product: the store's list pages send only this in their page data (issue 36), not the long
 * description, the textile passport or the size guide, which only the product page shows (the size
 * advice stays: the quick add's picker shows it).
 */
export const LISTING_OMITTED_FIELDS = [
  'description',
  'passport',
  'size_guide',
  'warranty_period',
  'warranty_months',
  'dimensions',
  'weight',
  'created_at',
  'updated_at',
  'status',
  'visibility',
  'is_active',
  'featured_image',
] as const satisfies readonly (keyof StoreProduct)[];
export type ListingProduct = Omit<StoreProduct, (typeof LISTING_OMITTED_FIELDS)[number]>;
