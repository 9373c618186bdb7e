import { ValidationError } from '../../errors';

/**
 * The database keeps the catalogue's rules too (unique slug and SKU, sale below price, known brand
 * and category). When a request slips past the service's own checks (two admins saving at once),
 * the violated constraint still answers as a 422 on its field, never as a 500.
 */
const FIELD_BY_CONSTRAINT: Record<string, [field: string, message: string]> = {
  products_slug_unique: ['slug', 'Ya existe un producto con este slug.'],
  products_sku_unique: ['sku', 'Ya existe un producto con este SKU.'],
  products_sale_price_check: ['sale_price', 'El precio rebajado debe ser menor que el precio.'],
  products_price_check: ['price', 'El precio no puede ser negativo.'],
  products_stock_check: ['stock_quantity', 'El stock no puede ser negativo.'],
  products_brand_id_brands_id_fk: ['brand_id', 'La marca no existe.'],
  products_category_id_categories_id_fk: ['category_id', 'La categoría no existe.'],
  product_variants_sku_unique: ['variants', 'SKU de variante ya usado.'],
  product_variants_combo_unique: ['variants', 'Talla y color repetidos.'],
  product_variants_stock_check: ['variants', 'El stock no puede ser negativo.'],
};

/** The constraint named by a PostgreSQL error (pg or PGlite), looking through Drizzle's wrapper. */
export function violatedConstraint(err: unknown): string | null {
  for (let e: unknown = err, depth = 0; e && typeof e === 'object' && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const constraint = (e as { constraint?: unknown }).constraint;
    if (typeof constraint === 'string') return constraint;
  }
  return null;
}

export async function withConstraintErrors<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    const known = FIELD_BY_CONSTRAINT[violatedConstraint(err) ?? ''];
    if (known) throw new ValidationError({ [known[0]]: [known[1]] });
    throw err;
  }
}
