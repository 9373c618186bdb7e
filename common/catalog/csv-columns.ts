/**
 * The products CSV as staff see it (export, import, the template on the import screen): its
 * columns, its limits and how each one is written. Nothing here reads a file; the parsing is in
 * `csv-format.ts` (server side: it needs the CSV library), so this module is safe for the browser.
 */

/** Product columns, repeated on every variant row of the product. */
export const PRODUCT_CSV_PRODUCT_COLUMNS = [
  'sku',
  'name',
  'slug',
  'brand',
  'category',
  'price',
  'sale_price',
  'status',
  'visibility',
  'is_featured',
  'stock',
  'short_description',
  'description',
  'tags',
] as const;

/** Variant columns: one variant a row (empty on the single row of a product without variants). */
export const PRODUCT_CSV_VARIANT_COLUMNS = ['variant_sku', 'size', 'color_name', 'color_hex', 'variant_stock', 'variant_price'] as const;

export const PRODUCT_CSV_COLUMNS = [...PRODUCT_CSV_PRODUCT_COLUMNS, ...PRODUCT_CSV_VARIANT_COLUMNS] as const;
export type ProductCsvColumn = (typeof PRODUCT_CSV_COLUMNS)[number];
export type ProductCsvProductColumn = (typeof PRODUCT_CSV_PRODUCT_COLUMNS)[number];

/** The largest file and the most data rows one import takes. */
export const PRODUCT_CSV_MAX_BYTES = 5 * 1024 * 1024;
export const PRODUCT_CSV_MAX_ROWS = 5000;

/** What each column holds, for the import screen and the endpoint's description. */
export const PRODUCT_CSV_COLUMN_HELP: Record<ProductCsvColumn, string> = {
  sku: 'SKU del producto (obligatorio): si ya existe, se actualiza; si no, se crea.',
  name: 'Nombre (obligatorio al crear).',
  slug: 'Dirección en la tienda; vacío al crear, se genera a partir del nombre.',
  brand: 'Marca: su slug o su nombre (obligatoria al crear).',
  category: 'Categoría: su slug o su nombre (obligatoria al crear).',
  price: 'Precio en euros, IVA incluido: 29,95 o 29.95 (obligatorio al crear).',
  sale_price: 'Precio rebajado, menor que el precio; vacío, sin oferta.',
  status: 'active, draft o archived (también activo, borrador, archivado).',
  visibility: 'visible o hidden (también oculto).',
  is_featured: 'Destacado: sí o no.',
  stock: 'Stock de un producto sin variantes; con variantes se ignora (es la suma de las suyas).',
  short_description: 'Descripción corta (hasta 400 caracteres).',
  description: 'Descripción larga; puede tener saltos de línea si va entre comillas.',
  tags: 'Etiquetas separadas por |, por ejemplo lino|verano.',
  variant_sku: 'SKU de la variante: si ya existe en el producto, se actualiza.',
  size: 'Talla de la variante (S, M, 38…).',
  color_name: 'Color de la variante.',
  color_hex: 'Color en hexadecimal, por ejemplo #1C355E.',
  variant_stock: 'Unidades de la variante.',
  variant_price: 'Precio propio de la variante; vacío, el del producto.',
};

/** One example product (two variants), the rows of the template the import screen offers. */
const TEMPLATE_ROWS: readonly (readonly string[])[] = [
  ['RD-CAM-001', 'Camisa de lino', 'camisa-de-lino', 'ruediverso', 'camisas', '49,90', '', 'active', 'visible', 'no', '', 'Lino europeo lavado a la piedra', 'Camisa de lino con cuello clásico', 'lino|verano', 'RD-CAM-001-M', 'M', 'Arena', '#D8C3A5', '5', ''],
  ['RD-CAM-001', 'Camisa de lino', 'camisa-de-lino', 'ruediverso', 'camisas', '49,90', '', 'active', 'visible', 'no', '', 'Lino europeo lavado a la piedra', 'Camisa de lino con cuello clásico', 'lino|verano', 'RD-CAM-001-L', 'L', 'Arena', '#D8C3A5', '3', ''],
];

/**
 * The template: the header and an example product, `;`-separated with a BOM as the export is
 * (none of its values needs quoting, so it is written without the CSV library).
 */
export const PRODUCT_CSV_TEMPLATE = `\uFEFF${[PRODUCT_CSV_COLUMNS, ...TEMPLATE_ROWS].map((row) => row.join(';')).join('\r\n')}\r\n`;

/** `productos-2026-11-24.csv`: the export's file name for a day. */
export function productCsvFileName(day: Date): string {
  return `productos-${day.toISOString().slice(0, 10)}.csv`;
}
