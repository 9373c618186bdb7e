/**
 * Maintenance mode (spec: the public pages answer 503 with a maintenance page, staff still get in).
 * These paths stay open so staff can sign in and work, and the status page keeps telling the truth;
 * /api, /storage and the built assets never reach the pages at all.
 */
const OPEN_PATHS = [/^\/admin(\/|$)/, /^\/login\/?$/, /^\/status\/?$/, /^\/api(\/|$)/, /^\/auth(\/|$)/, /^\/storage\//, /^\/assets\//];

export function isOpenDuringMaintenance(pathname: string): boolean {
  return OPEN_PATHS.some((path) => path.test(pathname));
}

/** How long a browser or a crawler is told to wait before asking again, in seconds. */
export const MAINTENANCE_RETRY_AFTER_SECONDS = 1800;

/** What the 503 carries to the maintenance page. */
export interface MaintenanceNotice {
  maintenance: true;
  store_name: string;
  message: string;
  email: string;
  phone: string;
}

export function isMaintenanceNotice(value: unknown): value is MaintenanceNotice {
  return typeof value === 'object' && value !== null && (value as { maintenance?: unknown }).maintenance === true;
}
