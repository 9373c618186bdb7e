import type { ApiApp, ApiDeps } from '../context';

/** Store settings: the public facts and their back-office screen. */
export function registerSettingsRoutes(_app: ApiApp, _deps: ApiDeps): void {}
