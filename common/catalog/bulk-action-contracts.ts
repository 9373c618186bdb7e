import { unknownField } from '../api/unknown-field';
import { MAX_DB_INT } from '../query-params';
import { z } from '../zod';

/** What a bulk action on products can do (the list's action bar offers each). */
export const PRODUCT_BULK_ACTIONS = ['activate', 'deactivate', 'feature', 'unfeature', 'set_category', 'delete'] as const;
export type ProductBulkAction = (typeof PRODUCT_BULK_ACTIONS)[number];
export const MAX_BULK_IDS = 500;

const productId = z
  .number({ error: 'Cada id debe ser un número.' })
  .int('Cada id debe ser un número entero.')
  .min(1, 'Cada id debe ser positivo.')
  .max(MAX_DB_INT, 'Id demasiado grande.');

/** POST /api/admin/products/bulk. */
export const ProductBulkBody = z
  .object({
    action: z.enum(PRODUCT_BULK_ACTIONS, { error: `Acción no válida: ${PRODUCT_BULK_ACTIONS.join(', ')}.` }),
    ids: z
      .array(productId, { error: 'ids debe ser una lista de ids de producto.' })
      .min(1, 'Selecciona al menos un producto.')
      .max(MAX_BULK_IDS, `Como máximo ${MAX_BULK_IDS} productos a la vez.`),
    category_id: productId.optional().meta({ description: 'La categoría nueva; solo con set_category, y obligatoria con ella.' }),
  })
  .catchall(unknownField)
  .superRefine((body, ctx) => {
    if (body.action === 'set_category' && body.category_id === undefined) {
      ctx.addIssue({ code: 'custom', path: ['category_id'], message: 'Elige la categoría nueva.' });
    }
    if (body.action !== 'set_category' && body.category_id !== undefined) {
      ctx.addIssue({ code: 'custom', path: ['category_id'], message: 'La categoría solo se indica para cambiar de categoría.' });
    }
  });
export type ProductBulkBody = z.infer<typeof ProductBulkBody>;

export const PRODUCT_BULK_OUTCOMES = ['updated', 'skipped', 'not_found'] as const;

/** How a bulk action went, product by product, with the summary the list shows. */
export const ProductBulkResult = z
  .object({
    action: z.enum(PRODUCT_BULK_ACTIONS),
    requested: z.int().min(0).meta({ description: 'Productos distintos pedidos (los ids repetidos cuentan una vez).' }),
    updated: z.int().min(0),
    skipped: z.int().min(0).meta({ description: 'Ya estaban como se pedía: no se tocan.' }),
    not_found: z.int().min(0).meta({ description: 'No existen o ya estaban borrados.' }),
    items: z.array(
      z.object({
        id: z.int(),
        name: z.string().nullable(),
        outcome: z.enum(PRODUCT_BULK_OUTCOMES),
        reason: z.string().nullable(),
      }),
    ),
    message: z.string().meta({ description: 'El resumen en español («12 productos desactivados; 1 no encontrado»).' }),
  })
  .meta({ id: 'ProductBulkResult' });
export type ProductBulkResult = z.infer<typeof ProductBulkResult>;

const DONE: Record<ProductBulkAction, [string, string]> = {
  activate: ['producto activado', 'productos activados'],
  deactivate: ['producto desactivado', 'productos desactivados'],
  feature: ['producto destacado', 'productos destacados'],
  unfeature: ['producto quitado de destacados', 'productos quitados de destacados'],
  set_category: ['producto cambiado de categoría', 'productos cambiados de categoría'],
  delete: ['producto eliminado', 'productos eliminados'],
};

/** '12 productos desactivados; 2 sin cambios; 1 no encontrado'. */
export function bulkSummary(action: ProductBulkAction, counts: { updated: number; skipped: number; not_found: number }): string {
  const [one, many] = DONE[action];
  const parts = [`${counts.updated} ${counts.updated === 1 ? one : many}`];
  if (counts.skipped) parts.push(`${counts.skipped} sin cambios`);
  if (counts.not_found) parts.push(`${counts.not_found} ${counts.not_found === 1 ? 'no encontrado' : 'no encontrados'}`);
  return parts.join('; ');
}
