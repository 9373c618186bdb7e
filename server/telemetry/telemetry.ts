import { APP_VERSION } from '../../common/constants';
import type { Logger } from '../logger';
import { createErrorReporter, setErrorReporter } from './error-reports';
import { startTracing } from './tracing';

export interface Telemetry {
  tracing: 'on' | 'off';
  errorReports: 'on' | 'off';
  /** Sends what is still on its way (spans, reports) and stops. */
  shutdown(): Promise<void>;
}

/**
 * Traces and error reports (issue 35, docs/operations.md), each off unless its standard variable
 * is set: OTEL_EXPORTER_OTLP_ENDPOINT (or OTEL_EXPORTER_OTLP_TRACES_ENDPOINT) for traces, SENTRY_DSN
 * for error reports. Off, nothing is imported, started or sent: nothing tries to reach the network.
 * Started before the database opens (its queries are traced from the first).
 */
export async function startTelemetry(env: Record<string, string | undefined>, logger: Logger): Promise<Telemetry> {
  const tracing = await startTracing(env, { serviceName: 'tienda-diverso', version: APP_VERSION });
  const reporter = env.SENTRY_DSN ? createErrorReporter({ dsn: env.SENTRY_DSN, environment: env.SENTRY_ENVIRONMENT, logger }) : null;
  setErrorReporter(reporter);
  if (tracing.state === 'on') logger.info({ endpoint: tracing.endpoint }, 'OpenTelemetry traces sent over OTLP/HTTP');
  if (reporter) logger.info({ origin: reporter.dsn.origin }, 'error reports sent to a Sentry-compatible service (personal data scrubbed)');
  return {
    tracing: tracing.state,
    errorReports: reporter ? 'on' : 'off',
    async shutdown() {
      setErrorReporter(null);
      await Promise.all([reporter?.flush(), tracing.state === 'on' ? tracing.shutdown().catch((err: unknown) => logger.warn({ err }, 'sending the last traces failed')) : undefined]);
    },
  };
}
