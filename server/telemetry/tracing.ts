import type * as OtelApi from '@opentelemetry/api';
import type { MiddlewareHandler } from 'hono';
import { routePath } from 'hono/route';

// OpenTelemetry traces (issue 35), on only when OTEL_EXPORTER_OTLP_ENDPOINT (or its traces-only
// form) is set: the SDK and the OTLP/HTTP exporter are imported then, and not at all otherwise.
// The spans are ours, not an auto-instrumentation's (which would need a loader hook for an ESM
// app): one a request (HTTP server, parented to an incoming `traceparent`), one a statement on
// PostgreSQL (every pg client's query) and on the embedded PGlite (its queries, and a transaction
// as one span), one a background job. Until started, each helper here costs one `if`.

let api: typeof OtelApi | null = null;
let tracer: OtelApi.Tracer | null = null;

export type TracingState = { state: 'off' } | { state: 'on'; endpoint: string; shutdown(): Promise<void> };

type Env = Record<string, string | undefined>;

/**
 * Where traces go, from the standard variables (the traces' own address as given, else the
 * collector's with /v1/traces); null when tracing is off.
 */
export function tracingEndpoint(env: Env): string | null {
  if (env.OTEL_SDK_DISABLED?.toLowerCase() === 'true') return null;
  if (env.OTEL_TRACES_EXPORTER?.toLowerCase() === 'none') return null;
  if (env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT) return env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT;
  return env.OTEL_EXPORTER_OTLP_ENDPOINT ? `${env.OTEL_EXPORTER_OTLP_ENDPOINT.replace(/\/+$/, '')}/v1/traces` : null;
}

/**
 * Starts tracing when the environment asks for it (before the database opens, so its queries are
 * traced), else answers 'off' having imported nothing. The exporter reads the other standard
 * variables itself (OTEL_EXPORTER_OTLP_HEADERS, _TIMEOUT…); OTEL_SERVICE_NAME names the service.
 */
export async function startTracing(env: Env, options: { serviceName: string; version: string }): Promise<TracingState> {
  const endpoint = tracingEndpoint(env);
  if (!endpoint) return { state: 'off' };
  const [otel, sdk, { OTLPTraceExporter }, { resourceFromAttributes }] = await Promise.all([
    import('@opentelemetry/api'),
    import('@opentelemetry/sdk-trace-node'),
    import('@opentelemetry/exporter-trace-otlp-http'),
    import('@opentelemetry/resources'),
  ]);
  const provider = new sdk.NodeTracerProvider({
    resource: resourceFromAttributes({ 'service.name': env.OTEL_SERVICE_NAME || options.serviceName, 'service.version': options.version }),
    spanProcessors: [new sdk.BatchSpanProcessor(new OTLPTraceExporter({ url: endpoint }))],
  });
  // The AsyncLocalStorage context (a query's span is its request's or job's child) and W3C propagation.
  provider.register();
  api = otel;
  tracer = otel.trace.getTracer('tienda-diverso', options.version);
  return {
    state: 'on',
    endpoint,
    async shutdown() {
      api = null;
      tracer = null;
      await provider.shutdown();
      otel.trace.disable();
      otel.context.disable();
      otel.propagation.disable();
    },
  };
}

export function isTracing(): boolean {
  return tracer !== null;
}

type SpanKindName = 'server' | 'client' | 'consumer' | 'internal';

/** Runs `fn` in a span of its own (a child of the current one) when tracing, else just runs it. */
export async function inSpan<T>(
  name: string,
  options: { kind?: SpanKindName; attributes?: OtelApi.Attributes },
  fn: (span: OtelApi.Span | null) => Promise<T>,
): Promise<T> {
  const otel = api;
  if (!otel || !tracer) return fn(null);
  return tracer.startActiveSpan(name, { kind: spanKind(otel, options.kind), attributes: options.attributes }, async (span) => {
    try {
      return await fn(span);
    } catch (err) {
      span.recordException(err instanceof Error ? err : String(err));
      span.setStatus({ code: otel.SpanStatusCode.ERROR, message: err instanceof Error ? err.message : undefined });
      throw err;
    } finally {
      span.end();
    }
  });
}

function spanKind(otel: typeof OtelApi, kind: SpanKindName = 'internal'): OtelApi.SpanKind {
  return { server: otel.SpanKind.SERVER, client: otel.SpanKind.CLIENT, consumer: otel.SpanKind.CONSUMER, internal: otel.SpanKind.INTERNAL }[kind];
}

/**
 * Hono middleware: each request a server span, named by its route ('GET /api/products/:id'; pages
 * are 'GET *', their path in url.path), continuing the caller's trace when it sends `traceparent`.
 */
export function traceRequests(): MiddlewareHandler {
  return async (c, next) => {
    const otel = api;
    if (!otel || !tracer) return next();
    const parent = otel.propagation.extract(otel.context.active(), c.req.raw.headers, {
      keys: (carrier) => [...carrier.keys()],
      get: (carrier, key) => carrier.get(key) ?? undefined,
    });
    const method = c.req.method;
    await tracer.startActiveSpan(
      method,
      { kind: otel.SpanKind.SERVER, attributes: { 'http.request.method': method, 'url.path': c.req.path } },
      parent,
      async (span) => {
        try {
          await next();
        } finally {
          // After the handlers ran, the route that answered.
          const route = routePath(c) || '*';
          span.updateName(`${method} ${route}`);
          span.setAttribute('http.route', route);
          span.setAttribute('http.response.status_code', c.res.status);
          const requestId = c.get('requestId') as string | undefined;
          if (requestId) span.setAttribute('http.request.id', requestId);
          if (c.error) span.recordException(c.error);
          if (c.res.status >= 500) span.setStatus({ code: otel.SpanStatusCode.ERROR });
          span.end();
        }
      },
    );
  };
}

const STATEMENT_MAX = 2_000;

function statementOf(query: unknown): string {
  const text = typeof query === 'string' ? query : typeof query === 'object' && query && 'text' in query ? String((query as { text: unknown }).text) : '';
  return text.length > STATEMENT_MAX ? `${text.slice(0, STATEMENT_MAX)}…` : text;
}

/** 'select', 'insert'… the statement's first word, the span's name. */
function operationOf(statement: string): string {
  return /^\s*(\w+)/.exec(statement)?.[1]?.toLowerCase() ?? 'query';
}

function querySpan(system: 'postgresql', statement: string, dbName: string) {
  return tracer!.startSpan(`${operationOf(statement)} ${dbName}`, {
    kind: api!.SpanKind.CLIENT,
    // The statement as sent: parameterised, its values are not in it.
    attributes: { 'db.system.name': system, 'db.namespace': dbName, 'db.query.text': statement },
  });
}

function endQuerySpan(span: OtelApi.Span, err?: unknown) {
  if (err) {
    span.recordException(err instanceof Error ? err : String(err));
    span.setStatus({ code: api?.SpanStatusCode.ERROR ?? 2 });
  }
  span.end();
}

let pgTraced = false;

/**
 * Every `pg` client's query in a span (the pool's, a transaction's, pg-boss's): `Client.prototype.query`
 * wrapped once, in both its promise and its callback forms. Called when PostgreSQL opens.
 */
export function tracePgQueries(pgModule: { Client: { prototype: object } }, dbName = 'postgres'): void {
  if (!tracer || pgTraced) return;
  pgTraced = true;
  const proto = pgModule.Client.prototype as { query: (...args: unknown[]) => unknown };
  const original = proto.query;
  proto.query = function tracedQuery(this: unknown, ...args: unknown[]) {
    if (!tracer) return original.apply(this, args);
    const span = querySpan('postgresql', statementOf(args[0]), dbName);
    const last = args.length - 1;
    const callback = args[last];
    if (typeof callback === 'function') {
      args[last] = (err: unknown, ...rest: unknown[]) => {
        endQuerySpan(span, err);
        return (callback as (...a: unknown[]) => unknown)(err, ...rest);
      };
      return original.apply(this, args);
    }
    let result: unknown;
    try {
      result = original.apply(this, args);
    } catch (err) {
      endQuerySpan(span, err);
      throw err;
    }
    if (result && typeof (result as Promise<unknown>).then === 'function') {
      (result as Promise<unknown>).then(
        () => endQuerySpan(span),
        (err: unknown) => endQuerySpan(span, err),
      );
    } else {
      // A submittable (a cursor) streams on: its span says only that it was sent.
      endQuerySpan(span);
    }
    return result;
  } as typeof proto.query;
}

/**
 * The embedded PGlite's queries in spans: its `query` and `exec`, and a `transaction` as one span
 * (the statements inside run on the transaction's own handle). Called when PGlite opens.
 */
export function tracePgliteQueries(client: object): void {
  if (!tracer) return;
  const target = client as Record<string, unknown>;
  for (const method of ['query', 'exec', 'transaction'] as const) {
    const original = target[method];
    if (typeof original !== 'function') continue;
    target[method] = function tracedPglite(this: unknown, ...args: unknown[]) {
      if (!tracer) return (original as (...a: unknown[]) => unknown).apply(this, args);
      const statement = method === 'transaction' ? 'transaction' : statementOf(args[0]);
      const span = querySpan('postgresql', statement, 'pglite');
      span.setAttribute('db.system.name', 'postgresql');
      span.setAttribute('db.client', 'pglite');
      const result = (original as (...a: unknown[]) => Promise<unknown>).apply(this, args);
      result.then(
        () => endQuerySpan(span),
        (err: unknown) => endQuerySpan(span, err),
      );
      return result;
    };
  }
}
