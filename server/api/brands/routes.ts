import type { ApiApp, ApiDeps } from '../context';

/** Brands in the back-office. */
export function registerBrandAdminRoutes(_app: ApiApp, _deps: ApiDeps): void {}
