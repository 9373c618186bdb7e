/**
 * What a page gets when the database cannot be reached (issue 24): the API's 503, raised by a server
 * loader as this notice with status 503, which the root ErrorBoundary shows as 'Volvemos enseguida'.
 */
export interface UnavailableNotice {
  unavailable: true;
}

export const UNAVAILABLE_NOTICE: UnavailableNotice = { unavailable: true };

/** Seconds a client is asked to wait before trying again (Retry-After). */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 10;
