import { createRoute, z } from '@hono/zod-openapi';
import { FeaturedProductsQuery, StoreProductListQuery } from '../../../common/catalog/contracts';
import { queryId } from '../../../common/query-params';
import type { ApiApp, ApiDeps } from '../context';
import { ErrorReply, ValidationErrorReply } from '../schemas';
import { listProducts } from './product-listing';
import { featuredProducts, getProduct, listBrands, listCategories, productsOfCategory } from './service';

const reply = (description: string) => ({
  description,
  content: { 'application/json': { schema: z.object({ success: z.literal(true), data: z.any() }) } },
});
const invalid = { 422: { description: 'Parámetros no válidos', content: { 'application/json': { schema: ValidationErrorReply } } } };
const notFound = { 404: { description: 'No encontrado', content: { 'application/json': { schema: ErrorReply } } } };

const IdParam = z.object({ id: queryId('id') });

export function registerCatalogRoutes(app: ApiApp, deps: ApiDeps) {
  const db = deps.database.db;

  app.openapi(
    createRoute({ method: 'get', path: '/products/featured', tags: ['Catálogo'], summary: 'Productos destacados', request: { query: FeaturedProductsQuery }, responses: { 200: reply('Destacados'), ...invalid } }),
    async (c) => c.json({ success: true as const, data: await featuredProducts(db, c.req.valid('query').limit) }, 200),
  );

  app.openapi(
    createRoute({ method: 'get', path: '/products/categories', tags: ['Catálogo'], summary: 'Categorías con su número de productos', responses: { 200: reply('Categorías') } }),
    async (c) => c.json({ success: true as const, data: await listCategories(db) }, 200),
  );

  app.openapi(
    createRoute({ method: 'get', path: '/products/category/{id}', tags: ['Catálogo'], summary: 'Productos de una categoría', request: { params: IdParam }, responses: { 200: reply('Productos'), ...invalid, ...notFound } }),
    async (c) => c.json({ success: true as const, data: await productsOfCategory(db, c.req.valid('param').id) }, 200),
  );

  app.openapi(
    createRoute({ method: 'get', path: '/products', tags: ['Catálogo'], summary: 'Lista de productos con filtros, orden, paginación y facetas', request: { query: StoreProductListQuery }, responses: { 200: reply('Página de productos'), ...invalid } }),
    async (c) => c.json({ success: true as const, data: await listProducts(db, c.req.valid('query')) }, 200),
  );

  app.openapi(
    createRoute({ method: 'get', path: '/products/{idOrSlug}', tags: ['Catálogo'], summary: 'Un producto por id o slug, con relacionados', request: { params: z.object({ idOrSlug: z.string().max(180, 'Identificador no válido.').regex(/^[A-Za-z0-9-]+$/, 'Identificador no válido.') }) }, responses: { 200: reply('Producto'), ...invalid, ...notFound } }),
    async (c) => c.json({ success: true as const, data: await getProduct(db, c.req.valid('param').idOrSlug) }, 200),
  );

  app.openapi(
    createRoute({ method: 'get', path: '/brands', tags: ['Catálogo'], summary: 'Marcas', responses: { 200: { description: 'Marcas', content: { 'application/json': { schema: z.object({ status: z.literal('success'), data: z.any() }) } } } } }),
    async (c) => c.json({ status: 'success' as const, data: await listBrands(db) }, 200),
  );
}
