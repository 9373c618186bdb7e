import { defineEndpoints } from '../api/contract';
import { Message, Success } from '../api/replies';
import { IdParam } from '../query-params';
import { z } from '../zod';
import {
  AdminCategory,
  AdminProduct,
  AdminProductCreate,
  AdminProductImageOrder,
  AdminProductImageUpdate,
  AdminProductListQuery,
  AdminProductPage,
  AdminProductUpdate,
  ProductImage,
  ProductImageParams,
} from './contracts';

const TAG = 'Admin · Catálogo';
export const MAX_IMAGES_PER_UPLOAD = 10;

const READINGS =
  'Acepta las dos lecturas de la spec: stock o stock_quantity (solo sin variantes: con variantes el stock es su suma), is_active o status, is_on_sale coherente con sale_price (false lo quita) y warranty_period en meses (se guarda como «24 meses») o como texto.';

/** The back office's catalogue calls: products, their photos and the categories (`{ status: 'success', data }`). */
export const adminCatalogEndpoints = defineEndpoints({
  'GET /admin/products': {
    operationId: 'listAdminProducts',
    tag: TAG,
    access: 'admin',
    summary: 'Productos en cualquier estado, paginados',
    description: 'Todos los productos no borrados (activos, borradores y archivados), los más nuevos primero, filtrables por texto (nombre o SKU), estado y categoría.',
    query: AdminProductListQuery,
    reply: Success(AdminProductPage),
  },
  'POST /admin/products': {
    operationId: 'createAdminProduct',
    tag: TAG,
    access: 'admin',
    summary: 'Crea un producto',
    description: `Crea el producto con sus variantes (el stock del producto es la suma del suyo); sin variantes, una variante «Única» guarda el stock. Sin slug se genera uno libre a partir del nombre. SKU y slug repetidos son un 422. ${READINGS}`,
    body: AdminProductCreate,
    status: 201,
    reply: Success(AdminProduct),
  },
  'GET /admin/products/{id}': {
    operationId: 'getAdminProduct',
    tag: TAG,
    access: 'admin',
    summary: 'Un producto',
    description: 'El producto no borrado con ese id, en cualquier estado.',
    params: IdParam,
    reply: Success(AdminProduct),
    errors: [404],
  },
  'PUT /admin/products/{id}': {
    operationId: 'updateAdminProduct',
    tag: TAG,
    access: 'admin',
    summary: 'Edita un producto',
    description: `Cambia solo los campos enviados. Con variantes se sustituyen todas (las que llevan id se conservan) y el stock vuelve a ser su suma. ${READINGS}`,
    params: IdParam,
    body: AdminProductUpdate,
    reply: Success(AdminProduct),
    errors: [404],
  },
  'DELETE /admin/products/{id}': {
    operationId: 'deleteAdminProduct',
    tag: TAG,
    access: 'admin',
    summary: 'Retira un producto',
    description: 'Borrado lógico: el producto sale de la tienda y del back-office pero se conserva para el historial; su slug y sus SKU quedan libres.',
    params: IdParam,
    reply: Success(Message),
    errors: [404],
  },
  'GET /admin/products/{id}/images': {
    operationId: 'listAdminProductImages',
    tag: TAG,
    access: 'admin',
    summary: 'Fotos de un producto, en orden',
    description: 'Las fotos del producto en el orden de la tienda: la primera es la principal.',
    params: IdParam,
    reply: Success(z.array(ProductImage)),
    errors: [404],
  },
  'POST /admin/products/{id}/images': {
    operationId: 'uploadAdminProductImages',
    tag: TAG,
    access: 'admin',
    summary: 'Sube fotos a un producto',
    description: `Hasta ${MAX_IMAGES_PER_UPLOAD} fotos (campo images[], también images) que se leen enteras: JPG, PNG, WebP, AVIF o GIF de al menos 200 × 200 px. Se guardan en WebP a varias anchuras, sin metadatos, detrás de las que ya tiene. Si una falla no se guarda ninguna.`,
    params: IdParam,
    upload: {
      field: 'images[]',
      aliases: ['images'],
      maxFiles: MAX_IMAGES_PER_UPLOAD,
      description: 'Una foto de la prenda.',
      missingMessage: 'Añade al menos una imagen (campo images[]).',
      messages: {
        tooMany: (max) => `Como máximo ${max} imágenes a la vez.`,
        tooBig: (mb, fileName) => (fileName ? `${fileName}: cada imagen puede ocupar como máximo ${mb} MB.` : 'Las imágenes son demasiado grandes.'),
      },
    },
    status: 201,
    reply: Success(z.array(ProductImage)),
    errors: [404],
  },
  'PUT /admin/products/{id}/images/order': {
    operationId: 'reorderAdminProductImages',
    tag: TAG,
    access: 'admin',
    summary: 'Reordena las fotos',
    description: 'Recibe todas las fotos del producto, una vez cada una, en su nuevo orden; la primera pasa a ser la principal. Una lista incompleta, repetida o con fotos de otro producto es un 422.',
    params: IdParam,
    body: AdminProductImageOrder,
    reply: Success(z.array(ProductImage)),
    errors: [404],
  },
  'PATCH /admin/products/{id}/images/{imageId}': {
    operationId: 'updateAdminProductImage',
    tag: TAG,
    access: 'admin',
    summary: 'Cambia el texto alternativo o el color de una foto',
    description: 'Cambia alt, color_name o los dos (null los vacía). Una foto de otro producto es un 404.',
    params: ProductImageParams,
    body: AdminProductImageUpdate,
    reply: Success(ProductImage),
    errors: [404],
  },
  'DELETE /admin/products/{id}/images/{imageId}': {
    operationId: 'deleteAdminProductImage',
    tag: TAG,
    access: 'admin',
    summary: 'Borra una foto y sus archivos',
    description: 'Quita la foto del producto y borra sus archivos de todas las anchuras.',
    params: ProductImageParams,
    reply: Success(Message),
    errors: [404],
  },
  'GET /admin/categories': {
    operationId: 'listAdminCategories',
    tag: TAG,
    access: 'admin',
    summary: 'Categorías del back-office',
    description: 'Todas las categorías, activas o no, en el orden de la tienda, cada una con los productos no borrados que tiene ella o sus subcategorías activas.',
    reply: Success(z.array(AdminCategory)),
  },
});
