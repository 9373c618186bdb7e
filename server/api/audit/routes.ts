import { success } from '../../../common/api/replies';
import { auditEndpoints } from '../../../common/audit/endpoints';
import type { ApiApp, ApiDeps } from '../context';
import { serve } from '../route-kit';
import { listAuditLog } from './audit-service';

/** The audit log. */
export function registerAuditRoutes(app: ApiApp, deps: ApiDeps): void {
  serve(app, deps, auditEndpoints['GET /admin/audit'], async ({ query }) => success(await listAuditLog(deps.database.db, query)));
}
