import type { ApiApp, ApiDeps } from '../context';
import { registerProductBulkActionRoutes } from './bulk-actions-routes';
import { registerProductCsvRoutes } from './csv-routes';

/** Products at scale: bulk actions, CSV export and import. */
export function registerProductBulkRoutes(app: ApiApp, deps: ApiDeps): void {
  registerProductBulkActionRoutes(app, deps);
  registerProductCsvRoutes(app, deps);
}
