import { success } from '../../../common/api/replies';
import { adminCategoryEndpoints } from '../../../common/catalog/admin-category-endpoints';
import { auditActor } from '../audit/record-audit';
import type { ApiApp, ApiDeps } from '../context';
import { serve } from '../route-kit';
import {
  createCategory,
  deleteCategory,
  getCategoryNode,
  listCategoryNodes,
  reorderCategories,
  replaceCategoryImage,
  setCategoryActive,
  updateCategory,
} from './admin-category-service';

/** Categories in the back-office: the tree, create, edit and nest (no cycles), order, image, state, delete when empty. */
export function registerCategoryAdminRoutes(app: ApiApp, deps: ApiDeps): void {
  const db = deps.database.db;
  const endpoint = adminCategoryEndpoints;

  serve(app, deps, endpoint['GET /admin/categories'], async () => success(await listCategoryNodes(db)));

  serve(app, deps, endpoint['POST /admin/categories'], async ({ body }, c) => {
    const id = await createCategory(db, auditActor(c, deps), body, deps.now());
    return success(await getCategoryNode(db, id));
  });

  // Before /admin/categories/{id}, which would take 'order' for an id.
  serve(app, deps, endpoint['PUT /admin/categories/order'], async ({ body }, c) => {
    await reorderCategories(db, auditActor(c, deps), body, deps.now());
    return success(await listCategoryNodes(db));
  });

  serve(app, deps, endpoint['GET /admin/categories/{id}'], async ({ params }) => success(await getCategoryNode(db, params.id)));

  serve(app, deps, endpoint['PUT /admin/categories/{id}'], async ({ params, body }, c) => {
    await updateCategory(db, auditActor(c, deps), params.id, body, deps.now());
    return success(await getCategoryNode(db, params.id));
  });

  serve(app, deps, endpoint['POST /admin/categories/{id}/activate'], async ({ params }, c) => {
    await setCategoryActive(db, auditActor(c, deps), params.id, true, deps.now());
    return success(await getCategoryNode(db, params.id));
  });

  serve(app, deps, endpoint['POST /admin/categories/{id}/deactivate'], async ({ params }, c) => {
    await setCategoryActive(db, auditActor(c, deps), params.id, false, deps.now());
    return success(await getCategoryNode(db, params.id));
  });

  serve(app, deps, endpoint['DELETE /admin/categories/{id}'], async ({ params }, c) => {
    const name = await deleteCategory(db, deps.storage, auditActor(c, deps), params.id);
    return success({ message: `Categoría «${name}» borrada.` });
  });

  serve(app, deps, endpoint['POST /admin/categories/{id}/image'], async ({ params, files }, c) => {
    await replaceCategoryImage(db, deps.storage, auditActor(c, deps), params.id, files[0]!.data, deps.now());
    return success(await getCategoryNode(db, params.id));
  });

  serve(app, deps, endpoint['DELETE /admin/categories/{id}/image'], async ({ params }, c) => {
    await replaceCategoryImage(db, deps.storage, auditActor(c, deps), params.id, null, deps.now());
    return success(await getCategoryNode(db, params.id));
  });
}
