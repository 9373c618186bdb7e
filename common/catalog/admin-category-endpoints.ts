import { defineEndpoints } from '../api/contract';
import { Success } from '../api/replies';
import { IdParam } from '../query-params';
import { z } from '../zod';
import {
  AdminCategoryCreate,
  AdminCategoryNode,
  AdminCategoryOrder,
  AdminCategoryUpdate,
  CATEGORY_CYCLE_MESSAGE,
  CATEGORY_HAS_CHILDREN,
  CATEGORY_HAS_PRODUCTS,
} from './admin-category-contracts';

const manage = { tag: 'Admin · Catálogo', access: 'admin', permission: 'categories.manage' } as const;

/** Categories in the back-office: the tree, its order and each category's data, image and state. */
export const adminCategoryEndpoints = defineEndpoints({
  'GET /admin/categories': {
    ...manage,
    // The product form reads it too, to pick a product's category.
    permission: ['products.view', 'categories.manage'],
    operationId: 'listAdminCategories',
    summary: 'Categorías del back-office',
    description:
      'Todas las categorías, activas o no, en el orden de la tienda (cada nivel por su posición y su nombre), cada una con los productos no borrados que tiene ella o sus subcategorías activas, los suyos propios y cuántas subcategorías tiene.',
    reply: Success(z.array(AdminCategoryNode)),
  },
  'POST /admin/categories': {
    ...manage,
    operationId: 'createAdminCategory',
    summary: 'Crea una categoría',
    description:
      'Crea la categoría (o la subcategoría, con parent_id) al final de su nivel. Sin slug se genera uno libre a partir del nombre; un slug repetido o un padre que no existe son un 422.',
    body: AdminCategoryCreate,
    status: 201,
    reply: Success(AdminCategoryNode),
  },
  'PUT /admin/categories/order': {
    ...manage,
    operationId: 'reorderAdminCategories',
    summary: 'Ordena un nivel de categorías',
    description:
      'Recibe todas las categorías de un nivel (parent_id null para el primero), una vez cada una, en su nuevo orden. Una lista incompleta, repetida o con categorías de otro nivel es un 422. Responde el árbol entero.',
    body: AdminCategoryOrder,
    reply: Success(z.array(AdminCategoryNode)),
  },
  'GET /admin/categories/{id}': {
    ...manage,
    operationId: 'getAdminCategory',
    summary: 'Una categoría',
    description: 'La categoría con ese id, activa o no.',
    params: IdParam,
    reply: Success(AdminCategoryNode),
    errors: [404],
  },
  'PUT /admin/categories/{id}': {
    ...manage,
    operationId: 'updateAdminCategory',
    summary: 'Edita una categoría',
    description: `Cambia solo los campos enviados. Un nuevo padre la pone al final de ese nivel; colgarla de sí misma o de una de sus subcategorías es un 422 en parent_id: «${CATEGORY_CYCLE_MESSAGE}»`,
    params: IdParam,
    body: AdminCategoryUpdate,
    reply: Success(AdminCategoryNode),
    errors: [404],
  },
  'POST /admin/categories/{id}/activate': {
    ...manage,
    operationId: 'activateAdminCategory',
    summary: 'Activa una categoría',
    description: 'La categoría vuelve a la tienda con sus productos activos.',
    params: IdParam,
    reply: Success(AdminCategoryNode),
    errors: [404],
  },
  'POST /admin/categories/{id}/deactivate': {
    ...manage,
    operationId: 'deactivateAdminCategory',
    summary: 'Desactiva una categoría',
    description: 'La categoría deja de verse en la tienda (y sus productos dejan de contar en la categoría padre); no se borra nada.',
    params: IdParam,
    reply: Success(AdminCategoryNode),
    errors: [404],
  },
  'DELETE /admin/categories/{id}': {
    ...manage,
    operationId: 'deleteAdminCategory',
    summary: 'Borra una categoría vacía',
    description: `Borra la categoría y su imagen. Con productos (también retirados) es un 409: «${CATEGORY_HAS_PRODUCTS}»; con subcategorías, otro 409: «${CATEGORY_HAS_CHILDREN}»`,
    params: IdParam,
    reply: Success(z.object({ message: z.string() }).meta({ id: 'CategoryDeleted' })),
    errors: [404, 409],
  },
  'POST /admin/categories/{id}/image': {
    ...manage,
    operationId: 'uploadAdminCategoryImage',
    summary: 'Sube la imagen de una categoría',
    description:
      'Un archivo en el campo `image` (multipart), leído entero: JPG, PNG, WebP, AVIF o GIF de al menos 200 × 200 px. Se guarda en WebP de 640 px de ancho, sin metadatos, y sustituye a la anterior.',
    params: IdParam,
    upload: {
      field: 'image',
      maxFiles: 1,
      description: 'La imagen de la categoría: JPG, PNG, WebP, AVIF o GIF.',
      missingMessage: 'Elige una imagen.',
      messages: { tooBig: (maxMegabytes) => `La imagen no puede superar ${maxMegabytes} MB.` },
    },
    reply: Success(AdminCategoryNode),
    errors: [404],
  },
  'DELETE /admin/categories/{id}/image': {
    ...manage,
    operationId: 'deleteAdminCategoryImage',
    summary: 'Quita la imagen de una categoría',
    description: 'Borra la imagen guardada; la tienda muestra la inicial de la categoría.',
    params: IdParam,
    reply: Success(AdminCategoryNode),
    errors: [404],
  },
});
