import { success } from '../../../common/api/replies';
import { sustainabilityEndpoints } from '../../../common/sustainability/endpoints';
import type { ApiApp, ApiDeps } from '../context';
import { serve } from '../route-kit';
import { materialsReport } from './service';

/** The public figures of /sustainability. */
export function registerSustainabilityRoutes(app: ApiApp, deps: ApiDeps): void {
  serve(app, deps, sustainabilityEndpoints['GET /sustainability/materials'], async () =>
    success(await materialsReport(deps.database.db, deps.now())),
  );
}
