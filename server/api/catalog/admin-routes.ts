import { createRoute, z } from '@hono/zod-openapi';
import { and, count, desc, eq, ilike, isNull, or, type SQL } from 'drizzle-orm';
import { bodyLimit } from 'hono/body-limit';
import { AdminProductCreate, AdminProductListQuery, AdminProductUpdate } from '../../../common/catalog/contracts';
import { queryId } from '../../../common/query-params';
import { products } from '../../db/schema';
import type { ApiApp, ApiDeps } from '../context';
import { ValidationError } from '../errors';
import { ErrorReply, ValidationErrorReply } from '../schemas';
import { addProductImages, createProduct, deleteProduct, findAdminProduct, updateProduct } from './admin-service';
import { loadProductRefs } from './product-loading';
import { presentImage, presentProduct } from './product-presenter';
import { listCategories } from './service';

const ok = (description: string) => ({ description, content: { 'application/json': { schema: z.object({ status: z.literal('success'), data: z.any() }) } } });
const failures = {
  401: { description: 'Sin sesión', content: { 'application/json': { schema: ErrorReply } } },
  403: { description: 'No es administrador', content: { 'application/json': { schema: ErrorReply } } },
  404: { description: 'No encontrado', content: { 'application/json': { schema: ErrorReply } } },
  422: { description: 'Datos no válidos', content: { 'application/json': { schema: ValidationErrorReply } } },
};
const IdParam = z.object({ id: queryId('id') });
const json = <T extends z.ZodType>(schema: T) => ({ body: { content: { 'application/json': { schema } }, required: true } });
const route = <R extends Parameters<typeof createRoute>[0]>(r: R) => createRoute({ ...r, tags: ['Admin · Catálogo'], security: [{ bearer: [] }], responses: { ...failures, ...r.responses } });

const MAX_IMAGES_PER_UPLOAD = 10;

export function registerAdminCatalogRoutes(app: ApiApp, deps: ApiDeps) {
  const db = deps.database.db;
  const presentOne = async (id: number) => {
    const row = await findAdminProduct(db, id);
    const refs = await loadProductRefs(db, [row]);
    return presentProduct(row, refs.for(row));
  };

  app.openapi(route({ method: 'get', path: '/admin/products', summary: 'Productos (todos los estados), paginados', request: { query: AdminProductListQuery }, responses: { 200: ok('Página de productos') } }), async (c) => {
    const q = c.req.valid('query');
    const filters: SQL[] = [isNull(products.deletedAt)];
    if (q.status) filters.push(eq(products.status, q.status));
    if (q.category_id) filters.push(eq(products.categoryId, q.category_id));
    if (q.search) {
      const pattern = `%${q.search.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
      filters.push(or(ilike(products.name, pattern), ilike(products.sku, pattern))!);
    }
    const where = and(...filters);
    const [[{ total } = { total: 0 }], rows] = await Promise.all([
      db.select({ total: count() }).from(products).where(where),
      db.select().from(products).where(where).orderBy(desc(products.createdAt), desc(products.id)).limit(q.per_page).offset((q.page - 1) * q.per_page),
    ]);
    const refs = await loadProductRefs(db, rows);
    const from = rows.length ? (q.page - 1) * q.per_page + 1 : null;
    return c.json({
      status: 'success' as const,
      data: { data: rows.map((r) => presentProduct(r, refs.for(r))), current_page: q.page, last_page: Math.max(1, Math.ceil(total / q.per_page)), per_page: q.per_page, total, from, to: from === null ? null : from + rows.length - 1 },
    }, 200);
  });

  app.openapi(route({ method: 'post', path: '/admin/products', summary: 'Crea un producto', request: json(AdminProductCreate), responses: { 201: ok('Producto creado') } }), async (c) => {
    const row = await createProduct(db, c.req.valid('json'), deps.now());
    return c.json({ status: 'success' as const, data: await presentOne(row.id) }, 201);
  });

  app.openapi(route({ method: 'get', path: '/admin/products/{id}', summary: 'Un producto', request: { params: IdParam }, responses: { 200: ok('Producto') } }), async (c) => {
    return c.json({ status: 'success' as const, data: await presentOne(c.req.valid('param').id) }, 200);
  });

  app.openapi(route({ method: 'put', path: '/admin/products/{id}', summary: 'Edita un producto', request: { params: IdParam, ...json(AdminProductUpdate) }, responses: { 200: ok('Producto') } }), async (c) => {
    const row = await updateProduct(db, c.req.valid('param').id, c.req.valid('json'), deps.now());
    return c.json({ status: 'success' as const, data: await presentOne(row.id) }, 200);
  });

  app.openapi(route({ method: 'delete', path: '/admin/products/{id}', summary: 'Retira un producto (borrado lógico: el historial se conserva)', request: { params: IdParam }, responses: { 200: ok('Retirado') } }), async (c) => {
    await deleteProduct(db, c.req.valid('param').id, deps.now());
    return c.json({ status: 'success' as const, data: { message: 'Producto eliminado.' } }, 200);
  });

  app.post(
    '/admin/products/:id/images',
    bodyLimit({
      maxSize: deps.uploadMaxBytes * MAX_IMAGES_PER_UPLOAD + 256 * 1024,
      onError: (c) => c.json({ message: 'Las imágenes son demasiado grandes.', errors: { images: ['Las imágenes son demasiado grandes.'] } }, 422),
    }),
    async (c) => {
      const { id } = IdParam.parse({ id: c.req.param('id') });
      await findAdminProduct(db, id);
      const form = await c.req.parseBody({ all: true }).catch(() => null);
      const raw = form?.['images[]'] ?? form?.images;
      const files = (Array.isArray(raw) ? raw : raw ? [raw] : []).filter((f): f is File => f instanceof File && f.size > 0);
      if (files.length === 0) throw new ValidationError({ images: ['Añade al menos una imagen (campo images[]).'] });
      if (files.length > MAX_IMAGES_PER_UPLOAD) throw new ValidationError({ images: [`Como máximo ${MAX_IMAGES_PER_UPLOAD} imágenes a la vez.`] });
      const tooBig = files.find((f) => f.size > deps.uploadMaxBytes);
      if (tooBig) throw new ValidationError({ images: [`${tooBig.name}: cada imagen puede ocupar como máximo ${Math.round(deps.uploadMaxBytes / 1024 / 1024)} MB.`] });
      const rows = await addProductImages(db, deps.storage, id, await Promise.all(files.map(async (f) => ({ data: Buffer.from(await f.arrayBuffer()) }))));
      return c.json({ status: 'success' as const, data: rows.map(presentImage) }, 201);
    },
  );

  app.openapi(route({ method: 'get', path: '/admin/categories', summary: 'Categorías', responses: { 200: ok('Categorías') } }), async (c) => {
    return c.json({ status: 'success' as const, data: await listCategories(db, 'admin') }, 200);
  });
}
