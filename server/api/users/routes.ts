import type { ApiApp, ApiDeps } from '../context';

/** Users of the back-office: list, detail, edit, roles, staff accounts, deactivation. */
export function registerUserAdminRoutes(_app: ApiApp, _deps: ApiDeps): void {}
