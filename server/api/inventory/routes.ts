import { success } from '../../../common/api/replies';
import { adminInventoryEndpoints as endpoint } from '../../../common/inventory/endpoints';
import { auditActor } from '../audit/record-audit';
import type { ApiApp, ApiDeps } from '../context';
import { serve } from '../route-kit';
import { adjustVariantStock, variantJournal } from './stock-journal-service';

/** /api/admin/inventory: a variant's stock journal and staff adjustments. */
export function registerInventoryRoutes(app: ApiApp, deps: ApiDeps): void {
  const db = deps.database.db;
  serve(app, deps, endpoint['GET /admin/inventory/variants/{id}/movements'], async ({ params, query }) => success(await variantJournal(db, params.id, query.page, query.per_page)));
  serve(app, deps, endpoint['POST /admin/inventory/variants/{id}/adjustments'], async ({ params, body }, c) => {
    await adjustVariantStock(db, params.id, body, auditActor(c, deps), deps.now());
    return success(await variantJournal(db, params.id, 1, 20));
  });
}
