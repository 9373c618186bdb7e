import 'react-router';

declare module 'react-router' {
  interface AppLoadContext {
    /** CSP nonce of this response, for inline scripts. */
    nonce: string;
    requestId: string;
    /** Calls the API in-process (no network hop), same shapes as over HTTP. */
    apiFetch: (path: string, init?: RequestInit) => Promise<Response>;
    /** Tells a loader's, an action's or the render's unexpected error: one log line with the request id, and an error report when configured. */
    reportError?: (error: unknown) => void;
    /** SENTRY_DSN_BROWSER: where the pages report their errors (app/lib/error-reports.ts); null: nowhere. */
    errorReportDsn?: string | null;
    /** With it, the address of the error reports' chunk (with `?dsn=`), added to the page as a module script. */
    errorReportScript?: string | null;
  }
}

export {};
