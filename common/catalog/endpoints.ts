import { defineEndpoints } from '../api/contract';
import { StoreSuccess, Success } from '../api/replies';
import { RELATED_PRODUCTS_LIMIT, STORE_FEATURED_LIMIT } from '../constants';
import { IdParam } from '../query-params';
import { z } from '../zod';
import { Brand, FeaturedProductsQuery, ProductIdOrSlugParam, StoreCategory, StoreProduct, StoreProductDetail, StoreProductListQuery, StoreProductPage } from './contracts';

const TAG = 'Catálogo';

/** The store's catalogue calls (spec §7): products answer `{ success: true, data }`, brands `{ status, data }`. */
export const catalogEndpoints = defineEndpoints({
  'GET /products': {
    operationId: 'listProducts',
    tag: TAG,
    access: 'public',
    summary: 'Productos de la tienda, con filtros, orden, páginas y facetas',
    description:
      'Los productos activos y visibles que cumplen todos los filtros (talla y color hablan de una misma variante con stock), ordenados por fecha, nombre, precio o relevancia y paginados. Con search y sin sort_by (o con sort_by=relevance) salen primero los que mejor coinciden; sin search, relevance ordena como created_at (los más nuevos primero). Las facetas cuentan cada opción con el resto de filtros; con facets=false no se calculan. Un parámetro desconocido o repetido es un 422.',
    query: StoreProductListQuery,
    reply: StoreSuccess(StoreProductPage),
  },
  'GET /products/featured': {
    operationId: 'listFeaturedProducts',
    tag: TAG,
    access: 'public',
    summary: 'Productos destacados',
    description: `Los productos destacados a la venta, los más nuevos primero; \`limit\` dice cuántos (${STORE_FEATURED_LIMIT} si no se indica, 48 como mucho).`,
    query: FeaturedProductsQuery,
    reply: StoreSuccess(z.array(StoreProduct)),
  },
  'GET /products/categories': {
    operationId: 'listStoreCategories',
    tag: TAG,
    access: 'public',
    summary: 'Categorías con su número de productos',
    description: 'Las categorías activas en el orden de la tienda, cada una con los productos a la venta que tiene ella o sus subcategorías activas.',
    reply: StoreSuccess(z.array(StoreCategory)),
  },
  'GET /products/category/{id}': {
    operationId: 'listCategoryProducts',
    tag: TAG,
    access: 'public',
    summary: 'Productos de una categoría',
    description: 'Todos los productos a la venta de una categoría activa y de sus subcategorías activas, los más nuevos primero. Una categoría desconocida o inactiva es un 404.',
    params: IdParam,
    reply: StoreSuccess(z.array(StoreProduct)),
    errors: [404],
  },
  'GET /products/{idOrSlug}': {
    operationId: 'getProduct',
    tag: TAG,
    access: 'public',
    summary: 'Un producto por id o slug, con relacionados',
    description: `El producto a la venta con ese id (dígitos) o slug, y hasta ${RELATED_PRODUCTS_LIMIT} más de su categoría (los que tienen stock y los destacados primero). Un producto borrado, en borrador u oculto es un 404.`,
    params: ProductIdOrSlugParam,
    reply: StoreSuccess(StoreProductDetail),
    errors: [404],
  },
  'GET /brands': {
    operationId: 'listBrands',
    tag: TAG,
    access: 'public',
    summary: 'Marcas',
    description: 'Las marcas activas con su lema, historia, colores y el número de productos a la venta de cada una.',
    reply: Success(z.array(Brand)),
  },
});
