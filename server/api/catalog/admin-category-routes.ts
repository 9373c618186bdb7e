import type { ApiApp, ApiDeps } from '../context';

/** Categories in the back-office. */
export function registerCategoryAdminRoutes(_app: ApiApp, _deps: ApiDeps): void {}
