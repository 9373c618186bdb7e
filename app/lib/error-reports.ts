import { APP_VERSION } from '@common/constants';
import { envelopeUrlWithKey, errorEnvelope, errorEvent, parseDsn } from '@common/telemetry/error-event';

// The pages' error reports (issue 35), only when the store has a DSN for them (SENTRY_DSN_BROWSER):
// the server then adds this chunk to each page as a module script of its own, its address carrying
// the DSN (`?dsn=`, server/app.ts and entry.server.tsx), so no page's bundle grows by a byte for a
// store without it. Uncaught errors and rejections, and the error page's error (which imports this
// module when the root loader gives it the DSN), go to the Sentry-compatible service scrubbed of
// personal data (common/telemetry/scrub.ts), with no cookies and no user.

/** At most this many reports a page: a loop of errors does not flood the service. */
const REPORTS_PER_PAGE = 10;

interface PageErrorReporter {
  send(error: unknown): void;
}

declare global {
  interface Window {
    /** The page's one reporter, whichever copy of this module (the script's, the error page's import) started it. */
    tiendaErrorReports?: PageErrorReporter;
  }
}

/** Starts reporting this page's uncaught errors to `dsnText`, once a page; null for an unreadable DSN. */
export function startErrorReports(dsnText: string): PageErrorReporter | null {
  if (window.tiendaErrorReports) return window.tiendaErrorReports;
  const dsn = parseDsn(dsnText);
  if (!dsn) return null;
  let sent = 0;
  const reporter: PageErrorReporter = {
    send(error) {
      if (sent >= REPORTS_PER_PAGE) return;
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
    },
  };
  window.tiendaErrorReports = reporter;
  window.addEventListener('error', (event) => reporter.send(event.error ?? event.message));
  window.addEventListener('unhandledrejection', (event) => reporter.send(event.reason));
  return reporter;
}

/** Reports an error a page caught and showed (the error page). */
export function reportBrowserError(dsnText: string, error: unknown): void {
  startErrorReports(dsnText)?.send(error);
}

// Loaded by the page's module script: its own address says where to report.
const ownDsn = new URL(import.meta.url).searchParams.get('dsn');
if (ownDsn) startErrorReports(ownDsn);
