import { adminDashboardEndpoints } from '../../../common/admin/dashboard';
import { success } from '../../../common/api/replies';
import type { ApiApp, ApiDeps } from '../context';
import { serve } from '../route-kit';
import { dashboardStats } from './dashboard-service';

export function registerAdminDashboardRoutes(app: ApiApp, deps: ApiDeps) {
  serve(app, deps, adminDashboardEndpoints['GET /admin/dashboard'], async () => success(await dashboardStats(deps.database.db, deps.now())));
}
