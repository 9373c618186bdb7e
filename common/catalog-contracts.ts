import { z } from 'zod';
import { API_DEFAULT_PER_PAGE } from './constants';
import { PRODUCT_CONDITIONS } from './catalog';

const id = (label: string) =>
  z.coerce
    .number({ error: `${label} debe ser un número.` })
    .int(`${label} debe ser un número entero.`)
    .positive(`${label} debe ser positivo.`)
    .max(2_147_483_647, `${label} es demasiado grande.`);

const money = (label: string) =>
  z.coerce
    .number({ error: `${label} debe ser un número.` })
    .min(0, `${label} no puede ser negativo.`)
    .max(1_000_000, `${label} es demasiado alto.`);

const flag = (label: string) =>
  z.enum(['true', 'false', '1', '0'], { error: `${label} debe ser true o false.` }).transform((v) => v === 'true' || v === '1');

export const PRODUCT_SORT_FIELDS = ['created_at', 'name', 'price'] as const;

/** GET /api/products (spec §3 Product filter, plus size and colour). */
export const StoreProductListQuery = z
  .object({
    search: z.string().trim().max(100, 'La búsqueda no puede superar 100 caracteres.').optional(),
    category_id: id('category_id').optional(),
    category: z.string().trim().max(80).regex(/^[a-z0-9-]+$/, 'category debe ser un slug.').optional(),
    brand_id: id('brand_id').optional(),
    brand: z.string().trim().max(80).regex(/^[a-z0-9-]+$/, 'brand debe ser un slug.').optional(),
    manufacturer_id: id('manufacturer_id').optional(),
    vendor_id: id('vendor_id').optional(),
    min_price: money('min_price').optional(),
    max_price: money('max_price').optional(),
    is_featured: flag('is_featured').optional(),
    is_digital: flag('is_digital').optional(),
    in_stock: flag('in_stock').optional(),
    on_sale: flag('on_sale').optional(),
    status: z.enum(['active'], { error: 'Solo se listan productos activos.' }).optional(),
    visibility: z.enum(['visible'], { error: 'Solo se listan productos visibles.' }).optional(),
    condition: z.enum(PRODUCT_CONDITIONS, { error: 'condition debe ser new, used, refurbished o damaged.' }).optional(),
    tags: z.string().trim().max(200, 'tags no puede superar 200 caracteres.').optional(),
    size: z.string().trim().max(60, 'size no puede superar 60 caracteres.').optional(),
    color: z.string().trim().max(120, 'color no puede superar 120 caracteres.').optional(),
    sort_by: z.enum(PRODUCT_SORT_FIELDS, { error: 'sort_by debe ser created_at, name o price.' }).default('created_at'),
    sort_direction: z.enum(['asc', 'desc'], { error: 'sort_direction debe ser asc o desc.' }).optional(),
    per_page: z.coerce
      .number({ error: 'per_page debe ser un número.' })
      .int('per_page debe ser un número entero.')
      .min(1, 'per_page debe ser al menos 1.')
      .max(100, 'per_page no puede superar 100.')
      .default(API_DEFAULT_PER_PAGE),
    page: z.coerce
      .number({ error: 'page debe ser un número.' })
      .int('page debe ser un número entero.')
      .min(1, 'page debe ser al menos 1.')
      .max(100_000, 'page es demasiado alta.')
      .default(1),
  })
  .superRefine((q, ctx) => {
    if (q.min_price !== undefined && q.max_price !== undefined && q.min_price > q.max_price) {
      ctx.addIssue({ code: 'custom', path: ['max_price'], message: 'max_price no puede ser menor que min_price.' });
    }
  });
export type StoreProductListQuery = z.infer<typeof StoreProductListQuery>;

/** Comma-separated multi-values (size=S,M / color=Negro,Arena). */
export function splitList(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean)
    .slice(0, 20);
}

const hex = z.string().trim().regex(/^#[0-9A-Fa-f]{6}$/, 'El color debe ser hexadecimal, por ejemplo #7E4015.');
const optionalText = (label: string, max: number) =>
  z.string().trim().max(max, `${label} no puede superar ${max} caracteres.`).nullable().optional();

export const AdminVariantBody = z.object({
  id: z.number().int().positive().optional(),
  size: z.string({ error: 'La talla es obligatoria.' }).trim().min(1, 'La talla es obligatoria.').max(20, 'La talla no puede superar 20 caracteres.'),
  color_name: z.string({ error: 'El color es obligatorio.' }).trim().min(1, 'El color es obligatorio.').max(40, 'El color no puede superar 40 caracteres.'),
  color_hex: hex,
  sku: z.string({ error: 'El SKU de la variante es obligatorio.' }).trim().min(1, 'El SKU de la variante es obligatorio.').max(80).regex(/^[A-Za-z0-9._-]+$/, 'El SKU solo admite letras, números, punto, guion y guion bajo.'),
  stock: z.number({ error: 'El stock debe ser un número.' }).int('El stock debe ser un número entero.').min(0, 'El stock no puede ser negativo.').max(1_000_000, 'Stock demasiado alto.'),
  price: z.number({ error: 'El precio debe ser un número.' }).min(0, 'El precio no puede ser negativo.').max(100_000).nullable().optional(),
});

const PassportBody = z.object({
  composition: z
    .array(z.object({ fibre: z.string().trim().min(1).max(60), percent: z.number().min(0).max(100) }))
    .max(10)
    .refine((parts) => parts.length === 0 || Math.round(parts.reduce((s, p) => s + p.percent, 0)) === 100, 'La composición debe sumar 100 %.'),
  country_of_manufacture: z.string().trim().min(1).max(60),
  certifications: z.array(z.string().trim().min(1).max(80)).max(10),
  care_instructions: z.array(z.string().trim().min(1).max(120)).max(12),
});

const SizeGuideBody = z.object({
  unit: z.literal('cm'),
  columns: z.array(z.string().trim().min(1).max(30)).min(1).max(8),
  rows: z.array(z.object({ size: z.string().trim().min(1).max(20), values: z.array(z.number().min(0).max(400)) })).min(1).max(20),
});

const productFields = {
  name: z.string({ error: 'El nombre es obligatorio.' }).trim().min(1, { error: 'El nombre es obligatorio.', abort: true }).max(160, 'El nombre no puede superar 160 caracteres.'),
  slug: z.string().trim().max(180).regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'El slug solo admite minúsculas, números y guiones.').optional(),
  sku: z.string({ error: 'El SKU es obligatorio.' }).trim().min(1, { error: 'El SKU es obligatorio.', abort: true }).max(64).regex(/^[A-Za-z0-9._-]+$/, 'El SKU solo admite letras, números, punto, guion y guion bajo.'),
  brand_id: z.number({ error: 'La marca es obligatoria.' }).int().positive('La marca es obligatoria.'),
  category_id: z.number({ error: 'La categoría es obligatoria.' }).int().positive('La categoría es obligatoria.'),
  short_description: optionalText('La descripción corta', 400),
  description: optionalText('La descripción', 20_000),
  price: z.number({ error: 'El precio es obligatorio.' }).min(0, 'El precio no puede ser negativo.').max(100_000, 'El precio es demasiado alto.'),
  sale_price: z.number({ error: 'El precio rebajado debe ser un número.' }).min(0, 'El precio rebajado no puede ser negativo.').max(100_000).nullable().optional(),
  is_featured: z.boolean({ error: 'Indica sí o no.' }).optional(),
  is_digital: z.boolean({ error: 'Indica sí o no.' }).optional(),
  condition: z.enum(PRODUCT_CONDITIONS, { error: 'Condición no válida.' }).optional(),
  min_stock_level: z.number({ error: 'El stock mínimo debe ser un número.' }).int().min(0, 'El stock mínimo no puede ser negativo.').max(100_000).optional(),
  stock_quantity: z.number({ error: 'El stock debe ser un número.' }).int('El stock debe ser un número entero.').min(0, 'El stock no puede ser negativo.').max(1_000_000).optional(),
  tags: z.union([z.array(z.string()), z.string()], { error: 'Las etiquetas deben ser una lista o un texto.' }).optional(),
  dimensions: optionalText('Las medidas', 120),
  weight: z.number({ error: 'El peso debe ser un número.' }).min(0, 'El peso no puede ser negativo.').max(1000).nullable().optional(),
  warranty_period: optionalText('La garantía', 60),
  status: z.enum(['active', 'draft', 'archived'], { error: 'Estado no válido.' }).optional(),
  visibility: z.enum(['visible', 'hidden'], { error: 'Visibilidad no válida.' }).optional(),
  passport: PassportBody.nullable().optional(),
  size_guide: SizeGuideBody.nullable().optional(),
  variants: z.array(AdminVariantBody).max(100, 'Demasiadas variantes.').optional(),
};

function checkSalePrice(body: { price?: number; sale_price?: number | null }, ctx: z.RefinementCtx) {
  if (body.price !== undefined && body.sale_price != null && body.sale_price >= body.price) {
    ctx.addIssue({ code: 'custom', path: ['sale_price'], message: 'El precio rebajado debe ser menor que el precio.' });
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

export const AdminProductCreate = z.object(productFields).strict().superRefine((b, ctx) => {
  checkSalePrice(b, ctx);
  checkVariants(b, ctx);
});
export type AdminProductCreate = z.infer<typeof AdminProductCreate>;

export const AdminProductUpdate = z
  .object(productFields)
  .partial()
  .strict()
  .superRefine((b, ctx) => checkVariants(b, ctx));
export type AdminProductUpdate = z.infer<typeof AdminProductUpdate>;
