import { success } from '../../../common/api/replies';
import { adminSizeAdviceEndpoints as staff } from '../../../common/reviews/size-advice-endpoints';
import type { ApiApp, ApiDeps } from '../context';
import { serve } from '../route-kit';
import { productSizeInsights } from './size-insights';

/** /api/admin/products/{id}/size-insights: the staff's view of a product's fit and returns by size. */
export function registerSizeAdviceRoutes(app: ApiApp, deps: ApiDeps) {
  const db = deps.database.db;
  serve(app, deps, staff['GET /admin/products/{id}/size-insights'], async ({ params }) => success(await productSizeInsights(db, params.id)));
}
