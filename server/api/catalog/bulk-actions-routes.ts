import { success } from '../../../common/api/replies';
import { productBulkActionEndpoints } from '../../../common/catalog/bulk-action-endpoints';
import { auditActor } from '../audit/record-audit';
import type { ApiApp, ApiDeps } from '../context';
import { serve } from '../route-kit';
import { runProductBulkAction } from './bulk-actions-service';

/** Bulk actions on the products list's selection: activate, deactivate, feature, unfeature, change category, delete. */
export function registerProductBulkActionRoutes(app: ApiApp, deps: ApiDeps): void {
  serve(app, deps, productBulkActionEndpoints['POST /admin/products/bulk'], async ({ body }, c) =>
    success(await runProductBulkAction(deps.database.db, body, deps.now(), auditActor(c, deps))),
  );
}
