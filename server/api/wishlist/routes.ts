import { createRoute, z } from '@hono/zod-openapi';
import { MAX_DB_INT, queryId } from '../../../common/query-params';
import type { ApiApp, ApiDeps } from '../context';
import { NotFoundError } from '../errors';
import { ErrorReply, ValidationErrorReply } from '../schemas';
import { addToWishlist, listWishlist, removeFromWishlist } from './service';

const ok = (description: string) => ({ description, content: { 'application/json': { schema: z.object({ status: z.literal('success'), data: z.any() }) } } });
const failures = {
  401: { description: 'Sin sesión', content: { 'application/json': { schema: ErrorReply } } },
  404: { description: 'No encontrado', content: { 'application/json': { schema: ErrorReply } } },
  422: { description: 'Datos no válidos', content: { 'application/json': { schema: ValidationErrorReply } } },
};
/** A whole number, or its digits as text; never `true`, `[5]` or `1e2` read as a product. */
const productId = z
  .union([z.number(), z.string().trim().regex(/^\d{1,10}$/).transform(Number)], { error: 'product_id debe ser un número entero.' })
  .pipe(z.number().int('product_id debe ser un número entero.').positive('product_id debe ser positivo.').max(MAX_DB_INT, 'product_id es demasiado grande.'));
const route = <R extends Parameters<typeof createRoute>[0]>(r: R) =>
  createRoute({ ...r, tags: ['Lista de deseos'], security: [{ bearer: [] }], responses: { ...failures, ...r.responses } });

/** /api/user/wishlist: the signed-in customer's saved products (guarded by the /user/* auth). */
export function registerWishlistRoutes(app: ApiApp, deps: ApiDeps) {
  const db = deps.database.db;

  app.openapi(route({ method: 'get', path: '/user/wishlist', summary: 'Productos guardados', responses: { 200: ok('Lista de deseos') } }), async (c) => {
    return c.json({ status: 'success' as const, data: await listWishlist(db, c.get('auth').user.id) }, 200);
  });

  app.openapi(
    route({ method: 'post', path: '/user/wishlist', summary: 'Guarda un producto', request: { body: { content: { 'application/json': { schema: z.object({ product_id: productId }) } }, required: true } }, responses: { 201: ok('Guardado') } }),
    async (c) => {
      await addToWishlist(db, c.get('auth').user.id, c.req.valid('json').product_id, deps.now());
      return c.json({ status: 'success' as const, data: { product_id: c.req.valid('json').product_id } }, 201);
    },
  );

  app.openapi(
    route({ method: 'delete', path: '/user/wishlist/{productId}', summary: 'Quita un producto guardado', request: { params: z.object({ productId: queryId('product_id') }) }, responses: { 200: ok('Quitado') } }),
    async (c) => {
      if (!(await removeFromWishlist(db, c.get('auth').user.id, c.req.valid('param').productId))) {
        throw new NotFoundError('Ese producto no está en tu lista.');
      }
      return c.json({ status: 'success' as const, data: { product_id: c.req.valid('param').productId } }, 200);
    },
  );
}
