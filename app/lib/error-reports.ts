import { APP_VERSION } from '@common/constants';
import { envelopeUrlWithKey, errorEnvelope, errorEvent, parseDsn, type ErrorReportDsn } from '@common/telemetry/error-event';

// The pages' error reports (issue 35): loaded after hydration, and only when the store gives the
// page a DSN (SENTRY_DSN_BROWSER, through the root loader), so no bundle carries it otherwise.
// Uncaught errors and rejections, and the error page's error, go to the Sentry-compatible service
// scrubbed of personal data (common/telemetry/scrub.ts), with no cookies and no user.

/** At most this many reports a page: a loop of errors does not flood the service. */
const REPORTS_PER_PAGE = 10;

let dsn: ErrorReportDsn | null = null;
let sent = 0;

function send(error: unknown) {
  if (!dsn || sent >= REPORTS_PER_PAGE) return;
  sent += 1;
  const event = errorEvent(error, { platform: 'javascript', release: `tienda-diverso@${APP_VERSION}`, source: 'browser', request: { url: window.location.pathname } });
  // A text/plain body and the key in the address: a "simple" request, with no CORS preflight.
  void fetch(envelopeUrlWithKey(dsn, `tienda-diverso-browser/${APP_VERSION}`), {
    method: 'POST',
    body: errorEnvelope(event, dsn),
    headers: { 'Content-Type': 'text/plain;charset=UTF-8' },
    credentials: 'omit',
    keepalive: true,
  }).catch(() => undefined);
}

/** Starts reporting this page's uncaught errors to `dsnText` (once a page; an unreadable DSN does nothing). */
export function startErrorReports(dsnText: string): void {
  if (dsn) return;
  dsn = parseDsn(dsnText);
  if (!dsn) return;
  window.addEventListener('error', (event) => send(event.error ?? event.message));
  window.addEventListener('unhandledrejection', (event) => send(event.reason));
}

/** Reports an error a page caught and showed (the error page). */
export function reportBrowserError(dsnText: string, error: unknown): void {
  startErrorReports(dsnText);
  send(error);
}
