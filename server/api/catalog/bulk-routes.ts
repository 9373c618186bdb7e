import type { ApiApp, ApiDeps } from '../context';

/** Products at scale: bulk actions, CSV export and import. */
export function registerProductBulkRoutes(_app: ApiApp, _deps: ApiDeps): void {}
