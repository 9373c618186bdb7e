import type { ApiApp, ApiDeps } from '../context';

/** Ad banners in the back-office. */
export function registerBannerAdminRoutes(_app: ApiApp, _deps: ApiDeps): void {}
