import { unknownField } from '../api/unknown-field';
import { MAX_DB_INT } from '../query-params';
import { z } from '../zod';
import { optionalSlug } from './slug';
import { AdminCategory } from './contracts';

/** The back-office's categories: the category form, the order of a parent's children, the reply. */

export const CATEGORY_CYCLE_MESSAGE = 'Una categoría no puede colgar de sí misma ni de sus subcategorías.';
export const CATEGORY_HAS_PRODUCTS = 'No se puede borrar una categoría con productos: mueve sus productos a otra categoría o desactívala.';
export const CATEGORY_HAS_CHILDREN = 'No se puede borrar una categoría con subcategorías: bórralas o muévelas antes.';
const parentId = z
  .number({ error: 'La categoría padre no es válida.' })
  .int('La categoría padre no es válida.')
  .positive('La categoría padre no es válida.')
  .max(MAX_DB_INT, 'La categoría padre no es válida.')
  .nullable()
  .optional()
  .meta({ description: 'La categoría de la que cuelga; null la deja en el primer nivel.' });

const categoryFields = {
  name: z
    .string({ error: (issue) => (issue.input === undefined || issue.input === null ? 'El nombre es obligatorio.' : 'El nombre debe ser un texto.') })
    .trim()
    .min(1, { error: 'El nombre es obligatorio.', abort: true })
    .max(80, 'El nombre no puede superar 80 caracteres.'),
  slug: optionalSlug(80),
  description: z
    .string({ error: 'La descripción debe ser un texto.' })
    .trim()
    .max(2_000, 'La descripción no puede superar 2000 caracteres.')
    .transform((value) => (value === '' ? null : value))
    .nullable()
    .optional(),
  parent_id: parentId,
  is_active: z.boolean({ error: 'Indica si la categoría está activa (true o false).' }).optional(),
};

/** POST /api/admin/categories: it goes last among its siblings. */
export const AdminCategoryCreate = z.object(categoryFields).catchall(unknownField);
export type AdminCategoryCreate = z.infer<typeof AdminCategoryCreate>;

/** PUT /api/admin/categories/{id}: only the fields sent change; a new parent puts it last there. */
export const AdminCategoryUpdate = z.object({ ...categoryFields, name: categoryFields.name.optional() }).catchall(unknownField);
export type AdminCategoryUpdate = z.infer<typeof AdminCategoryUpdate>;

const ORDER_MESSAGE = 'Indica las subcategorías de ese nivel, cada una una vez.';

/** PUT /api/admin/categories/order: every child of one parent, in its new order. */
export const AdminCategoryOrder = z
  .object({
    parent_id: z
      .number({ error: 'La categoría padre no es válida.' })
      .int('La categoría padre no es válida.')
      .positive('La categoría padre no es válida.')
      .max(MAX_DB_INT, 'La categoría padre no es válida.')
      .nullable()
      .meta({ description: 'El nivel que se ordena: null, el primero.' }),
    category_ids: z
      .array(z.number({ error: ORDER_MESSAGE }).int(ORDER_MESSAGE).positive(ORDER_MESSAGE).max(MAX_DB_INT, ORDER_MESSAGE), { error: ORDER_MESSAGE })
      .min(1, ORDER_MESSAGE)
      .max(500, ORDER_MESSAGE),
  })
  .catchall(unknownField);
export type AdminCategoryOrder = z.infer<typeof AdminCategoryOrder>;

export const AdminCategoryNode = AdminCategory.extend({
  sort_order: z.number().int().meta({ description: 'Su posición entre las de su mismo padre.' }),
  own_products_count: z.number().int().min(0).meta({ description: 'Productos no borrados asignados a ella misma.' }),
  children_count: z.number().int().min(0).meta({ description: 'Subcategorías directas, activas o no.' }),
}).meta({ id: 'AdminCategoryNode', description: 'Una categoría del back-office con su posición y sus subcategorías.' });
export type AdminCategoryNode = z.infer<typeof AdminCategoryNode>;
