import { requireAdmin } from '../auth/middleware';
import type { ApiApp, ApiDeps } from '../context';
import { registerAdminProductImageRoutes } from '../catalog/admin-image-routes';
import { registerAdminCatalogRoutes } from '../catalog/admin-routes';
import { registerAdminDashboardRoutes } from './dashboard-routes';

/** Every /api/admin/* route sits behind one guard: 401 without a session, 403 for non-administrators. */
export function registerAdminRoutes(app: ApiApp, deps: ApiDeps) {
  app.use('/admin/*', requireAdmin(deps));
  registerAdminDashboardRoutes(app, deps);
  registerAdminCatalogRoutes(app, deps);
  registerAdminProductImageRoutes(app, deps);
}
