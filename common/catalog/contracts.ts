import { API_DEFAULT_PER_PAGE, STORE_FEATURED_LIMIT } from '../constants';
import { PRODUCT_CONDITIONS } from './rules';
import { CONTROL_CHARS, MAX_DB_INT, queryEnum, queryFlag, queryId, queryInt, queryMoney, queryText, strictQuery } from '../query-params';
import { z } from '../zod';

const MAX_TAGS = 50;

/** `date` is another name for `created_at`. */
export const PRODUCT_SORT_FIELDS = ['created_at', 'date', 'name', 'price'] as const;
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
  sort_by: queryEnum('sort_by', PRODUCT_SORT_FIELDS, 'sort_by debe ser created_at (o date), name o price.').default('created_at'),
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
  status: queryEnum('status', ['active', 'draft', 'archived'], 'Estado no válido.').optional(),
  category_id: queryId('category_id').optional(),
  page: queryInt('page', 1, 100_000, 'page es demasiado alta.').default(1),
  per_page: queryInt('per_page', 1, 100).default(20),
});

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

const PassportBody = z.object(
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
);

const SizeGuideBody = z
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
  });

const productFields = {
  name: z.string({ error: textError('El nombre') }).trim().min(1, { error: 'El nombre es obligatorio.', abort: true }).max(160, 'El nombre no puede superar 160 caracteres.'),
  slug: z.string().trim().max(180).regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'El slug solo admite minúsculas, números y guiones.').optional(),
  sku: z.string({ error: textError('El SKU') }).trim().min(1, { error: 'El SKU es obligatorio.', abort: true }).max(64).regex(/^[A-Za-z0-9._-]+$/, 'El SKU solo admite letras, números, punto, guion y guion bajo.'),
  brand_id: dbId('La marca es obligatoria.'),
  category_id: dbId('La categoría es obligatoria.'),
  short_description: optionalText('La descripción corta', 400),
  description: optionalText('La descripción', 20_000),
  price: euros('El precio', 'El precio es obligatorio.'),
  sale_price: euros('El precio rebajado', 'El precio rebajado debe ser un número.').nullable().optional(),
  is_featured: z.boolean({ error: 'Indica sí o no.' }).optional(),
  is_digital: z.boolean({ error: 'Indica sí o no.' }).optional(),
  condition: z.enum(PRODUCT_CONDITIONS, { error: 'Condición no válida.' }).optional(),
  min_stock_level: z.number({ error: 'El stock mínimo debe ser un número.' }).int('El stock mínimo debe ser un número entero.').min(0, 'El stock mínimo no puede ser negativo.').max(100_000, 'El stock mínimo es demasiado alto.').optional(),
  stock_quantity: z.number({ error: 'El stock debe ser un número.' }).int('El stock debe ser un número entero.').min(0, 'El stock no puede ser negativo.').max(1_000_000, 'Stock demasiado alto.').optional(),
  tags: z.union([z.array(z.string()), z.string()], { error: 'Las etiquetas deben ser una lista o un texto.' }).optional(),
  dimensions: optionalText('Las medidas', 120),
  weight: z.number({ error: 'El peso debe ser un número.' }).min(0, 'El peso no puede ser negativo.').max(1000, 'El peso no puede superar 1000 kg.').nullable().optional(),
  warranty_period: optionalText('La garantía', 60),
  status: z.enum(['active', 'draft', 'archived'], { error: 'Estado no válido.' }).optional(),
  visibility: z.enum(['visible', 'hidden'], { error: 'Visibilidad no válida.' }).optional(),
  passport: PassportBody.nullable().optional(),
  size_guide: SizeGuideBody.nullable().optional(),
  variants: z.array(AdminVariantBody).max(100, 'Demasiadas variantes.').optional(),
};

function checkSalePrice(body: { price?: number; sale_price?: number | null }, ctx: z.RefinementCtx) {
  if (body.price !== undefined && body.sale_price != null && Math.round(body.sale_price * 100) >= Math.round(body.price * 100)) {
    ctx.addIssue({ code: 'custom', path: ['sale_price'], message: 'El precio rebajado debe ser menor que el precio.' });
  }
}

/** Tags as a list, a JSON string or a comma-separated string (spec §3): at most 50, of 40 characters each. */
function checkTags(body: { tags?: string[] | string }, ctx: z.RefinementCtx) {
  if (typeof body.tags === 'string' && body.tags.length > 2_000) {
    ctx.addIssue({ code: 'custom', path: ['tags'], message: 'Las etiquetas no pueden superar 2000 caracteres.' });
  } else if (Array.isArray(body.tags)) {
    if (body.tags.length > MAX_TAGS) ctx.addIssue({ code: 'custom', path: ['tags'], message: `Como máximo ${MAX_TAGS} etiquetas.` });
    body.tags.forEach((tag, i) => {
      if (tag.length > 40) ctx.addIssue({ code: 'custom', path: ['tags', i], message: 'Cada etiqueta admite 40 caracteres como máximo.' });
    });
  }
}

function checkVariants(body: { variants?: { size: string; color_name: string; sku: string }[] }, ctx: z.RefinementCtx) {
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

/** NUL and other control characters anywhere in the body (names, tags, variants, passport…) are a 422 on that field. */
function checkControlChars(value: unknown, ctx: z.RefinementCtx, path: (string | number)[] = []) {
  if (typeof value === 'string') {
    if (CONTROL_CHARS.test(value)) ctx.addIssue({ code: 'custom', path, message: 'Contiene caracteres no válidos.' });
  } else if (Array.isArray(value)) {
    value.forEach((item, i) => checkControlChars(item, ctx, [...path, i]));
  } else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) checkControlChars(item, ctx, [...path, key]);
  }
}

const unknownField = z.unknown().superRefine((_value, ctx) => {
  ctx.addIssue({ code: 'custom', message: 'Campo no admitido.' });
});

export const AdminProductCreate = z
  .object(productFields)
  .catchall(unknownField)
  .superRefine((b, ctx) => {
    checkSalePrice(b, ctx);
    checkVariants(b, ctx);
    checkTags(b, ctx);
    checkControlChars(b, ctx);
  });
export type AdminProductCreate = z.infer<typeof AdminProductCreate>;

export const AdminProductUpdate = z
  .object(productFields)
  .partial()
  .catchall(unknownField)
  .superRefine((b, ctx) => {
    checkVariants(b, ctx);
    checkTags(b, ctx);
    checkControlChars(b, ctx);
  });
export type AdminProductUpdate = z.infer<typeof AdminProductUpdate>;
