import { createRoute, z } from '@hono/zod-openapi';
import { MAX_DB_INT, queryId } from '../../../common/query-params';
import type { ApiApp, ApiDeps } from '../context';
import { ErrorReply, ValidationErrorReply } from '../schemas';
import { findAdminProduct } from './admin-service';
import { presentImage } from './product-presenter';
import { listProductImages, removeProductImage, reorderProductImages, updateProductImage } from './product-image-service';

const ProductParam = z.object({ id: queryId('id') });
const ImageParams = z.object({ id: queryId('id'), imageId: queryId('imageId') });
const imageId = (name: string) =>
  z
    .number({ error: `${name} debe ser un número.` })
    .int(`${name} debe ser un número entero.`)
    .positive(`${name} debe ser positivo.`)
    .max(MAX_DB_INT, `${name} es demasiado grande.`);

const ImageOrder = z.object({
  image_ids: z
    .array(imageId('image_ids'), { error: 'image_ids debe ser una lista de ids de imagen.' })
    .min(1, 'Indica al menos una imagen.')
    .max(200, 'Demasiadas imágenes.'),
});
const ImageChanges = z
  .object({
    alt: z.string({ error: 'alt debe ser un texto.' }).trim().max(200, 'El texto alternativo admite 200 caracteres como máximo.').nullable().optional(),
    color_name: z.string({ error: 'color_name debe ser un texto.' }).trim().max(40, 'El color admite 40 caracteres como máximo.').nullable().optional(),
  })
  .refine((v) => v.alt !== undefined || v.color_name !== undefined, { message: 'Indica alt o color_name.', path: ['alt'] });

const reply = (description: string) => ({
  description,
  content: { 'application/json': { schema: z.object({ status: z.literal('success'), data: z.any() }) } },
});
const failure = (description: string, schema: z.ZodType = ErrorReply) => ({ description, content: { 'application/json': { schema } } });
const route = <R extends Parameters<typeof createRoute>[0]>(r: R) =>
  createRoute({
    ...r,
    tags: ['Admin · Catálogo'],
    security: [{ bearer: [] }],
    responses: {
      401: failure('Sin sesión'),
      403: failure('No es administrador'),
      404: failure('Producto o imagen no encontrados'),
      422: failure('Datos no válidos', ValidationErrorReply),
      ...r.responses,
    },
  });
const json = <T extends z.ZodType>(schema: T) => ({ body: { content: { 'application/json': { schema } }, required: true } });

/** The photos a product already has: list, reorder (the first is the main one), alt text, remove. */
export function registerAdminProductImageRoutes(app: ApiApp, deps: ApiDeps) {
  const db = deps.database.db;

  app.openapi(
    route({ method: 'get', path: '/admin/products/{id}/images', summary: 'Fotos de un producto, en orden', request: { params: ProductParam }, responses: { 200: reply('Fotos') } }),
    async (c) => {
      const { id: productId } = c.req.valid('param');
      await findAdminProduct(db, productId);
      return c.json({ status: 'success' as const, data: (await listProductImages(db, productId)).map(presentImage) }, 200);
    },
  );

  app.openapi(
    route({
      method: 'put',
      path: '/admin/products/{id}/images/order',
      summary: 'Reordena las fotos (todas, una vez cada una; la primera es la principal)',
      request: { params: ProductParam, ...json(ImageOrder) },
      responses: { 200: reply('Fotos en su nuevo orden') },
    }),
    async (c) => {
      const rows = await reorderProductImages(db, c.req.valid('param').id, c.req.valid('json').image_ids, deps.now());
      return c.json({ status: 'success' as const, data: rows.map(presentImage) }, 200);
    },
  );

  app.openapi(
    route({
      method: 'patch',
      path: '/admin/products/{id}/images/{imageId}',
      summary: 'Cambia el texto alternativo o el color de una foto',
      request: { params: ImageParams, ...json(ImageChanges) },
      responses: { 200: reply('Foto') },
    }),
    async (c) => {
      const { id: productId, imageId } = c.req.valid('param');
      const row = await updateProductImage(db, productId, imageId, c.req.valid('json'));
      return c.json({ status: 'success' as const, data: presentImage(row) }, 200);
    },
  );

  app.openapi(
    route({ method: 'delete', path: '/admin/products/{id}/images/{imageId}', summary: 'Borra una foto y sus archivos', request: { params: ImageParams }, responses: { 200: reply('Borrada') } }),
    async (c) => {
      const { id: productId, imageId } = c.req.valid('param');
      await removeProductImage(db, deps.storage, productId, imageId, (key, err) =>
        deps.logger.warn({ key, err }, 'product image file could not be removed'),
      );
      return c.json({ status: 'success' as const, data: { message: 'Imagen eliminada.' } }, 200);
    },
  );
}
