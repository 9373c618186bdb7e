import type { ApiApp, ApiDeps } from '../context';

/** The audit log. */
export function registerAuditRoutes(_app: ApiApp, _deps: ApiDeps): void {}
