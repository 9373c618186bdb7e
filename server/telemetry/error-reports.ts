import { APP_VERSION } from '../../common/constants';
import { errorEnvelope, errorEvent, parseDsn, type ErrorReportContext, type ErrorReportDsn } from '../../common/telemetry/error-event';
import type { Logger } from '../logger';

// Error reports to a Sentry-compatible service (issue 35), only when SENTRY_DSN is set: each
// unhandled error of a request (API or page) and each job that failed for good, scrubbed of
// personal data (common/telemetry/scrub.ts). Without the variable nothing is sent anywhere.

/** At most this many reports a minute leave one process: an outage does not flood the service. */
export const REPORTS_PER_MINUTE = 30;
const SEND_TIMEOUT_MS = 5_000;

export interface ErrorReporter {
  readonly dsn: ErrorReportDsn;
  capture(error: unknown, context: Omit<ErrorReportContext, 'platform'>): void;
  /** Waits (up to `timeoutMs`) for the reports on their way: before the process exits. */
  flush(timeoutMs?: number): Promise<void>;
}

export function createErrorReporter(options: {
  dsn: string;
  environment?: string;
  logger: Logger;
  fetch?: typeof fetch;
  now?: () => Date;
}): ErrorReporter | null {
  const dsn = parseDsn(options.dsn);
  if (!dsn) return null;
  const send = options.fetch ?? fetch;
  const now = options.now ?? (() => new Date());
  const inFlight = new Set<Promise<void>>();
  let windowStart = 0;
  let sentInWindow = 0;
  let warned = false;
  return {
    dsn,
    capture(error, context) {
      const at = now();
      if (at.getTime() - windowStart >= 60_000) {
        windowStart = at.getTime();
        sentInWindow = 0;
      }
      if (sentInWindow >= REPORTS_PER_MINUTE) return;
      sentInWindow += 1;
      const event = errorEvent(error, { ...context, platform: 'node', release: `tienda-diverso@${APP_VERSION}`, environment: options.environment }, at);
      const request = send(dsn.envelopeUrl, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/x-sentry-envelope',
          'X-Sentry-Auth': `Sentry sentry_version=7, sentry_key=${dsn.publicKey}, sentry_client=tienda-diverso/${APP_VERSION}`,
        },
        body: errorEnvelope(event, dsn, at),
        signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
      })
        .then(async (answer) => {
          await answer.body?.cancel();
          if (!answer.ok && !warned) {
            warned = true;
            options.logger.warn({ status: answer.status }, 'the error report service refused a report');
          }
        })
        .catch((err: unknown) => {
          if (warned) return;
          warned = true;
          options.logger.warn({ err: err instanceof Error ? err.message : String(err) }, 'the error report service cannot be reached');
        })
        .finally(() => inFlight.delete(request));
      inFlight.add(request);
    },
    async flush(timeoutMs = 2_000) {
      if (inFlight.size === 0) return;
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([Promise.all(inFlight), new Promise<void>((resolve) => (timer = setTimeout(resolve, timeoutMs)))]);
      clearTimeout(timer);
    },
  };
}

let reporter: ErrorReporter | null = null;

/** The process's reporter (server/telemetry/telemetry.ts sets it at start when SENTRY_DSN is set). */
export function setErrorReporter(next: ErrorReporter | null): void {
  reporter = next;
}

/**
 * The one way a server failure is told: one error line in the log, with the request's id or the
 * job's name and id, and the same error to the report service when there is one.
 */
export function reportServerError(logger: Logger, error: unknown, context: Omit<ErrorReportContext, 'platform'>, message: string): void {
  logger.error(
    {
      err: error,
      ...(context.requestId ? { requestId: context.requestId } : {}),
      ...(context.job ? { job: context.job.name, jobId: context.job.id } : {}),
      ...(context.request ? { method: context.request.method, path: context.request.url?.replace(/[?#].*$/, '') } : {}),
    },
    message,
  );
  reporter?.capture(error, context);
}

const failureLogged = new WeakSet<object>();

/** Notes that this request's failure has had its line (a request's context, shared by the API's handlers). */
export function markFailureLogged(c: object): void {
  failureLogged.add(c);
}

/** Whether this request's failure was already logged: its 5xx is not logged a second time. */
export function isFailureLogged(c: object): boolean {
  return failureLogged.has(c);
}
