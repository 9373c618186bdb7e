import { success } from '../../../common/api/replies';
import { adminCatalogEndpoints } from '../../../common/catalog/admin-endpoints';
import { auditActor } from '../audit/record-audit';
import type { ApiApp, ApiDeps } from '../context';
import { serve } from '../route-kit';
import { createProduct, deleteProduct, listAdminProducts, presentAdminProduct, updateProduct } from './admin-service';

/** The back office's products; their photos are in admin-image-routes.ts, categories in admin-category-routes.ts. */
export function registerAdminCatalogRoutes(app: ApiApp, deps: ApiDeps) {
  const db = deps.database.db;
  const endpoint = adminCatalogEndpoints;

  serve(app, deps, endpoint['GET /admin/products'], async ({ query }) => success(await listAdminProducts(db, query)));

  serve(app, deps, endpoint['POST /admin/products'], async ({ body }, c) => {
    const row = await createProduct(db, body, deps.now(), auditActor(c, deps));
    return success(await presentAdminProduct(db, row.id));
  });

  serve(app, deps, endpoint['GET /admin/products/{id}'], async ({ params }) => success(await presentAdminProduct(db, params.id)));

  serve(app, deps, endpoint['PUT /admin/products/{id}'], async ({ params, body }, c) => {
    const row = await updateProduct(db, params.id, body, deps.now(), auditActor(c, deps));
    return success(await presentAdminProduct(db, row.id));
  });

  serve(app, deps, endpoint['DELETE /admin/products/{id}'], async ({ params }, c) => {
    await deleteProduct(db, params.id, deps.now(), auditActor(c, deps));
    return success({ message: 'Producto eliminado.' });
  });
}
