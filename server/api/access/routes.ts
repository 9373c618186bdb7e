import type { ApiApp, ApiDeps } from '../context';

/** Roles and their permissions. */
export function registerRoleRoutes(_app: ApiApp, _deps: ApiDeps): void {}
