import { MAX_IMAGES_PER_UPLOAD } from '@common/catalog/admin-endpoints';
import { AdminProductCreate, type AdminProduct } from '@common/catalog/contracts';
import type { ProductCondition } from '@common/catalog/rules';
import type { ProductStatus, ProductVisibility } from '@common/catalog/publishing';
import { DEFAULT_UPLOAD_MAX_BYTES, DEFAULT_UPLOAD_MAX_MB, LOW_STOCK_DEFAULT_THRESHOLD } from '@common/constants';
import { fieldPath, issueErrors, type FieldErrors, type FormFailure } from '~/components/forms/field-errors';

// The product form keeps what the inputs show (text); the body sent to the API is built from it
// and checked with the API's own contract, so client and server speak the same field paths.

export interface VariantRow {
  /** React key; stable while rows are added and removed. */
  key: string;
  id?: number;
  size: string;
  color_name: string;
  color_hex: string;
  sku: string;
  stock: string;
  price: string;
}

export interface CompositionRow {
  key: string;
  fibre: string;
  percent: string;
}

export interface SizeGuideRow {
  key: string;
  size: string;
  values: string[];
}

export interface ProductFormValues {
  name: string;
  slug: string;
  sku: string;
  brand_id: string;
  category_id: string;
  condition: ProductCondition;
  status: ProductStatus;
  visibility: ProductVisibility;
  is_featured: boolean;
  is_personalised: boolean;
  is_digital: boolean;
  price: string;
  sale_price: string;
  stock_quantity: string;
  min_stock_level: string;
  short_description: string;
  description: string;
  tags: string;
  dimensions: string;
  weight: string;
  warranty_period: string;
  variants: VariantRow[];
  has_passport: boolean;
  composition: CompositionRow[];
  country_of_manufacture: string;
  certifications: string;
  care_instructions: string;
  has_size_guide: boolean;
  size_guide_columns: string;
  size_guide_rows: SizeGuideRow[];
}

let nextKey = 1;
const rowKey = () => `row-${nextKey++}`;

export function emptyVariant(previous?: VariantRow): VariantRow {
  return {
    key: rowKey(),
    size: '',
    color_name: previous?.color_name ?? '',
    color_hex: previous?.color_hex ?? '#222222',
    sku: '',
    stock: '0',
    price: '',
  };
}

export const emptyComposition = (): CompositionRow => ({ key: rowKey(), fibre: '', percent: '' });
export const emptySizeGuideRow = (columns: number): SizeGuideRow => ({ key: rowKey(), size: '', values: Array.from({ length: columns }, () => '') });

export function emptyProductValues(): ProductFormValues {
  return {
    name: '',
    slug: '',
    sku: '',
    brand_id: '',
    category_id: '',
    condition: 'new',
    status: 'active',
    visibility: 'visible',
    is_featured: false,
    is_personalised: false,
    is_digital: false,
    price: '',
    sale_price: '',
    stock_quantity: '0',
    min_stock_level: String(LOW_STOCK_DEFAULT_THRESHOLD),
    short_description: '',
    description: '',
    tags: '',
    dimensions: '',
    weight: '',
    warranty_period: '',
    variants: [emptyVariant()],
    has_passport: false,
    composition: [emptyComposition()],
    country_of_manufacture: '',
    certifications: '',
    care_instructions: '',
    has_size_guide: false,
    size_guide_columns: 'Pecho, Largo',
    size_guide_rows: [emptySizeGuideRow(2)],
  };
}

const text = (value: number | null | undefined) => (value == null ? '' : String(value));

export function productFormValues(product: AdminProduct): ProductFormValues {
  const empty = emptyProductValues();
  const passport = product.passport;
  const guide = product.size_guide;
  return {
    ...empty,
    name: product.name,
    slug: product.slug,
    sku: product.sku,
    brand_id: String(product.brand_id),
    category_id: String(product.category_id),
    condition: product.condition,
    status: product.status,
    visibility: product.visibility,
    is_featured: product.is_featured,
    is_personalised: product.is_personalised,
    is_digital: product.is_digital,
    price: String(product.price),
    sale_price: text(product.sale_price),
    stock_quantity: String(product.stock_quantity),
    min_stock_level: text(product.min_stock_level),
    short_description: product.short_description ?? '',
    description: product.description ?? '',
    tags: product.tags.join(', '),
    dimensions: product.dimensions ?? '',
    weight: text(product.weight),
    warranty_period: product.warranty_period ?? '',
    // The API answers each variant's selling price; only a price unlike the product's is an override.
    variants: product.variants.map((v) => ({
      key: rowKey(),
      id: v.id,
      size: v.size,
      color_name: v.color_name,
      color_hex: v.color_hex,
      sku: v.sku,
      stock: String(v.stock),
      price: v.price !== product.price ? String(v.price) : '',
    })),
    has_passport: passport != null,
    composition: passport?.composition.length
      ? passport.composition.map((c) => ({ key: rowKey(), fibre: c.fibre, percent: String(c.percent) }))
      : empty.composition,
    country_of_manufacture: passport?.country_of_manufacture ?? '',
    certifications: passport?.certifications.join(', ') ?? '',
    care_instructions: passport?.care_instructions.join('\n') ?? '',
    has_size_guide: guide != null,
    size_guide_columns: guide ? guide.columns.join(', ') : empty.size_guide_columns,
    size_guide_rows: guide
      ? guide.rows.map((r) => ({ key: rowKey(), size: r.size, values: guide.columns.map((_, i) => text(r.values[i])) }))
      : empty.size_guide_rows,
  };
}

/** '' → undefined (so a required number reads "obligatorio"); '12,5' → 12.5; junk → NaN (refused). */
export function parseNumber(value: string): number | undefined {
  const trimmed = value.trim().replace(',', '.');
  if (!trimmed) return undefined;
  return /^-?\d+(\.\d+)?$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

const optionalText = (value: string) => value.trim() || null;
const list = (value: string, separator: RegExp) => value.split(separator).map((item) => item.trim()).filter(Boolean);

export function sizeGuideColumns(values: Pick<ProductFormValues, 'size_guide_columns'>): string[] {
  return list(values.size_guide_columns, /,/);
}

/** The JSON body of POST /api/admin/products or PUT /api/admin/products/{id}. */
export function productBody(values: ProductFormValues): Record<string, unknown> {
  const hasVariants = values.variants.length > 0;
  const columns = sizeGuideColumns(values);
  return {
    name: values.name,
    ...(values.slug.trim() ? { slug: values.slug.trim() } : {}),
    sku: values.sku.trim(),
    brand_id: parseNumber(values.brand_id),
    category_id: parseNumber(values.category_id),
    condition: values.condition,
    status: values.status,
    visibility: values.visibility,
    is_featured: values.is_featured,
    is_personalised: values.is_personalised,
    is_digital: values.is_digital,
    price: parseNumber(values.price),
    sale_price: parseNumber(values.sale_price) ?? null,
    min_stock_level: parseNumber(values.min_stock_level),
    short_description: optionalText(values.short_description),
    description: optionalText(values.description),
    tags: list(values.tags, /,/),
    dimensions: optionalText(values.dimensions),
    weight: parseNumber(values.weight) ?? null,
    warranty_period: optionalText(values.warranty_period),
    // Without rows the API keeps one 'Única' variant carrying this stock.
    ...(hasVariants
      ? {
          variants: values.variants.map((v) => ({
            ...(v.id ? { id: v.id } : {}),
            size: v.size,
            color_name: v.color_name,
            color_hex: v.color_hex,
            sku: v.sku.trim(),
            stock: parseNumber(v.stock),
            price: parseNumber(v.price) ?? null,
          })),
        }
      : { stock_quantity: parseNumber(values.stock_quantity) }),
    passport: values.has_passport
      ? {
          composition: values.composition
            .filter((c) => c.fibre.trim() || c.percent.trim())
            .map((c) => ({ fibre: c.fibre, percent: parseNumber(c.percent) })),
          country_of_manufacture: values.country_of_manufacture,
          certifications: list(values.certifications, /,/),
          care_instructions: list(values.care_instructions, /\n/),
        }
      : null,
    size_guide: values.has_size_guide
      ? {
          unit: 'cm',
          columns,
          rows: values.size_guide_rows.map((r) => ({ size: r.size, values: columns.map((_, i) => parseNumber(r.values[i] ?? '')) })),
        }
      : null,
  };
}

/** Where the form words a check differently from the API (columns are typed comma-separated here). */
function messageFor(path: string, message: string): string {
  if (path === 'size_guide.columns' || path.startsWith('size_guide.columns.')) return 'Indica de 1 a 8 medidas separadas por comas.';
  if (/^variants\.\d+\.price$/.test(path) && !message.includes('precio')) return 'El precio debe ser un número.';
  if (/^variants\.\d+\.stock$/.test(path) && !message.includes('tock')) return 'El stock debe ser un número.';
  return message;
}

/** Lists typed as one text (certifications, care, size-guide columns): a problem with an item is the field's. */
const LIST_ITEM = /^(passport\.certifications|passport\.care_instructions|size_guide\.columns)\.\d+$/;

/** Messages keyed the way this form's controls are named: the API's paths, list items under their text field. */
function underControls(errors: FieldErrors): FieldErrors {
  return issueErrors(Object.entries(errors).map(([path, message]) => ({ path: path.replace(LIST_ITEM, '$1').split('.'), message })));
}

/**
 * The client check before the call, with the contract's own messages under the API's paths
 * ('variants.0.sku', 'passport.composition.1.percent'); the create contract also holds for edits,
 * which send every field.
 */
export function validateProduct(values: ProductFormValues): FieldErrors {
  const parsed = AdminProductCreate.safeParse(productBody(values));
  if (parsed.success) return {};
  return underControls(issueErrors(parsed.error.issues.map((issue) => ({ path: issue.path, message: messageFor(fieldPath(issue.path), issue.message) }))));
}

/** A refused save: the server's 422 messages under the same controls as the client check's. */
export function productFailure(failure: FormFailure): FormFailure {
  return { ...failure, fieldErrors: underControls(failure.fieldErrors) };
}

/** The body of POST /api/admin/products or PUT /api/admin/products/{id}, once the check has passed. */
export function checkedProductBody(values: ProductFormValues): AdminProductCreate {
  return AdminProductCreate.parse(productBody(values));
}

export const ACCEPTED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/gif'] as const;

/** Why these files cannot be uploaded, or null when they can (the server checks again). */
export function checkImageFiles(files: readonly File[], alreadyChosen = 0): string | null {
  if (files.length + alreadyChosen > MAX_IMAGES_PER_UPLOAD) return `Como máximo ${MAX_IMAGES_PER_UPLOAD} imágenes a la vez.`;
  const wrongType = files.find((f) => !(ACCEPTED_IMAGE_TYPES as readonly string[]).includes(f.type));
  if (wrongType) return `${wrongType.name}: elige una imagen JPG, PNG, WebP, AVIF o GIF.`;
  const tooBig = files.find((f) => f.size > DEFAULT_UPLOAD_MAX_BYTES);
  if (tooBig) return `${tooBig.name}: cada imagen puede ocupar como máximo ${DEFAULT_UPLOAD_MAX_MB} MB.`;
  return null;
}
