import type { ApiApp, ApiDeps } from '../context';
import { registerAdminProductImageRoutes } from '../catalog/admin-image-routes';
import { registerAdminCatalogRoutes } from '../catalog/admin-routes';
import { registerAdminDashboardRoutes } from './dashboard-routes';

/** The back office's routes; each endpoint's `access: 'admin'` answers 401 without a session and 403 to anyone else. */
export function registerAdminRoutes(app: ApiApp, deps: ApiDeps) {
  registerAdminDashboardRoutes(app, deps);
  registerAdminCatalogRoutes(app, deps);
  registerAdminProductImageRoutes(app, deps);
}
