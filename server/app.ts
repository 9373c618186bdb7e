import { Hono } from 'hono';
import fs from 'node:fs';
import path from 'node:path';
import { requestId } from 'hono/request-id';
import type { RequestHandler, ServerBuild } from 'react-router';
import { createRequestHandler } from 'react-router';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import { createApi, type ApiDeps } from './api';
import { nextBannerChange } from './api/banners/service';
import { catalogueReadCache } from './api/catalog/read-cache';
import { handleApiError } from './errors';
import { searchStatsLog } from './api/search/query-stats-log';
import { mountProductFeeds } from './feeds/feed-routes';
import { compression } from './http/compression';
import { publicOrigin } from './http/public-origin';
import { RenderCache } from './http/render-cache';
import { securityHeaders } from './http/security-headers';
import { mountSeoFiles, trailingSlashRedirect } from './http/seo';
import { IMMUTABLE, mountStaticFiles, staticFiles } from './http/static-files';
import { isHostedProvider, type StorePaymentProvider } from './payments/hosted-provider';
import { createTestGateway } from './payments/test-gateway';
import { mountBucketFiles } from './storage/stored-files-route';
import { UNAVAILABLE_RETRY_AFTER_SECONDS } from '../common/status/unavailable';
import { isDatabaseUnavailable } from './db/unavailable';
import { isFailureLogged, markFailureLogged, reportServerError } from './telemetry/error-reports';
import { traceRequests } from './telemetry/tracing';
import { parseDsn } from '../common/telemetry/error-event';
import { countDatabaseError, metricsHandler, PAGE_ROUTE, type AppMetrics } from './observability/metrics';

export interface AppDeps extends Omit<ApiDeps, 'clientIp' | 'payments'> {
  /** The payment gateway; the built-in test gateway when absent. */
  payments?: StorePaymentProvider;
  /** Trust X-Forwarded-For (only behind a proxy that sets it). */
  trustProxy: boolean;
  /** The React Router server build; absent in API-only tests. */
  ssrBuild?: ServerBuild | (() => Promise<ServerBuild>);
  /** In place of the build: a page handler with the same load context (the render cache's tests). */
  ssrHandler?: RequestHandler;
  /** Keep public pages rendered for anonymous visitors (RENDER_CACHE, on unless false). */
  renderCache?: boolean;
  /** The public origin (PUBLIC_URL): every request is seen there; absent, its own origin. */
  publicUrl?: string;
  /** build/client: hashed assets and public files. */
  clientDir?: string;
  mode?: string;
  /** SENTRY_DSN_BROWSER: the pages report their errors there (the CSP lets them); absent, they send nothing. */
  browserErrorReportDsn?: string;
  /** Prometheus metrics of this instance (server/observability/metrics.ts); absent, nothing is measured. */
  metrics?: AppMetrics;
  /** METRICS_TOKEN: /metrics is served here to a request that carries it; absent, /metrics is not (it may have a port of its own). */
  metricsToken?: string;
}

type AppEnv = { Variables: { requestId: string; secureHeadersNonce?: string; metricsRoute?: string } };

/** One Hono app: /api, static files and the SSR handler. `server/main.ts` only listens. */
export function createApp(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  const apiDeps: ApiDeps = {
    ...deps,
    payments: deps.payments ?? createTestGateway(deps.database.db, deps.now),
    clientIp: (c) => clientIp(c, deps.trustProxy),
  };
  const { api, legacyAuth } = createApi(apiDeps);
  const { metrics } = deps;

  // Before every other middleware: a probe or a scrape every few seconds is neither logged,
  // redirected to PUBLIC_URL nor measured.
  mountHealthChecks(app, deps);
  if (metrics && deps.metricsToken) app.get('/metrics', metricsHandler(metrics, deps.metricsToken));
  if (metrics) {
    app.use(metrics.measureRequests());
    metrics.watchCache('catalogue', () => catalogueReadCache(apiDeps).stats());
  }

  if (deps.publicUrl) app.use(publicOrigin(deps.publicUrl));
  // Keeps a load balancer's X-Request-Id when it is well-formed, else makes a new one.
  app.use(requestId({ generator: () => crypto.randomUUID(), limitLength: 128 }));
  app.use(traceRequests());
  app.use(async (c, next) => {
    const started = performance.now();
    await next();
    const path = c.req.path;
    // Every answer says its request id (a page's Response is made without Hono's headers).
    if (!c.res.headers.has('X-Request-Id')) c.header('X-Request-Id', c.get('requestId'));
    // A 5xx that no handler told (a loader answering 500 itself, a page drawn as an error): its one
    // error line. Not a 503 with Retry-After: the store saying "come back later" (maintenance).
    const isComeBackLater = c.res.status === 503 && c.res.headers.has('Retry-After');
    if (c.res.status >= 500 && !isFailureLogged(c) && !isComeBackLater) {
      deps.logger.error({ requestId: c.get('requestId'), method: c.req.method, path, status: c.res.status }, 'server error answer');
    }
    // A request line is an info line: below that level nothing is built.
    if (!deps.logger.isLevelEnabled('info') || path.startsWith('/assets/')) return;
    const ms = Math.round((performance.now() - started) * 10) / 10;
    deps.logger.info(
      { requestId: c.get('requestId'), method: c.req.method, path, status: c.res.status, ms },
      'request',
    );
  });
  const browserErrorReports = parseDsn(deps.browserErrorReportDsn);
  const errorReportScript = browserErrorReports ? errorReportScriptOf(deps.clientDir, browserErrorReports.dsn, deps.logger) : null;
  app.use(
    securityHeaders({
      paymentPageOrigin: isHostedProvider(apiDeps.payments) ? apiDeps.payments.pageOrigin : undefined,
      errorReportOrigin: browserErrorReports?.origin,
    }),
  );
  app.use(compression());
  // One address a page: '/store/' answers 301 to '/store'.
  app.use(trailingSlashRedirect());

  app.route('/api', api);
  app.route('/auth', legacyAuth);
  app.all('/api/*', (c) => c.json({ message: 'Ruta de la API no encontrada.' }, 404));

  mountSeoFiles(app, deps.database.db);
  mountProductFeeds(app, deps.database.db, catalogueReadCache(apiDeps));

  const storageRoot = deps.storage.localRoot;
  if (storageRoot) {
    // Stored files get a fresh random name whenever they change, so they never go stale.
    app.use('/storage/*', staticFiles(storageRoot, IMMUTABLE, (path) => path.replace(/^\/storage/, '')));
    app.get('/storage/*', (c) => c.text('Not found', 404));
  } else {
    mountBucketFiles(app, deps.storage);
  }

  if (deps.clientDir) mountStaticFiles(app, deps.clientDir);

  const handle = deps.ssrHandler ?? (deps.ssrBuild && createRequestHandler(deps.ssrBuild, deps.mode ?? 'production'));
  if (handle) {
    // Public pages for anonymous visitors, kept until what they show changes (server/http/render-cache.ts).
    const pages =
      deps.renderCache === false
        ? null
        : new RenderCache({
            changes: catalogueReadCache(apiDeps),
            nextScheduledChange: (now) => nextBannerChange(deps.database.db, now),
            now: deps.now,
            maxBytes: deps.cacheMaxBytes,
          });
    app.all('*', async (c) => {
      c.set('metricsRoute', PAGE_ROUTE);
      // A page's action reads a form (`request.formData()`): any other body is the sender's mistake,
      // answered 415 here rather than a 500 from inside the action.
      if (!['GET', 'HEAD', 'OPTIONS'].includes(c.req.method) && !isFormBody(c.req.header('Content-Type'))) {
        return c.text('Este formulario solo acepta datos de formulario (application/x-www-form-urlencoded o multipart/form-data).', 415);
      }
      const render = async (nonce: string) => {
        // A page drawn from a stale catalogue answer (the database away) is stale too: marked, not kept.
        let stale = false;
        const response = await handle(c.req.raw, {
          nonce,
          requestId: c.get('requestId'),
          errorReportDsn: browserErrorReports?.dsn ?? null,
          errorReportScript,
          apiFetch: async (path: string, init?: RequestInit) => {
            const answer = await app.request(new URL(path, c.req.url), asFromVisitor(init, c), c.env);
            if (answer.headers.get('X-Cache') === 'stale') stale = true;
            // The API logged its failure, under this page's request id: the page's own 5xx is the same one.
            if (answer.status >= 500) markFailureLogged(c);
            return answer;
          },
          reportError: (error: unknown) => {
            if (isFailureLogged(c)) return;
            markFailureLogged(c);
            reportServerError(deps.logger, error, { requestId: c.get('requestId'), request: { method: c.req.method, url: c.req.path }, source: 'page' }, 'page error');
          },
        });
        if (stale && response.ok) {
          response.headers.set('X-Cache', 'stale');
          response.headers.set('Cache-Control', 'no-store');
        }
        return response;
      };
      const nonce = c.get('secureHeadersNonce') ?? '';
      const response = await (pages ? pages.serve(c.req.raw, nonce, render) : render(nonce));
      // A store search answered whole from the page cache called no API: it is counted here (issue 37).
      if (c.req.path === '/store' && response.headers.get('X-Cache') === 'hit') searchStatsLog(apiDeps).observeCachedPage(new URL(c.req.url), c.req.header('User-Agent'));
      const cached = pages && metrics ? response.headers.get('X-Cache') : null;
      if (cached) metrics!.countCacheLookup('pages', cached === 'hit');
      // 'Volvemos enseguida' (the database away) says when to come back, whichever loader raised it.
      if (response.status === 503 && !response.headers.has('Retry-After')) response.headers.set('Retry-After', String(UNAVAILABLE_RETRY_AFTER_SECONDS));
      return response;
    });
  }

  app.onError((err, c) => {
    if (new URL(c.req.url).pathname.startsWith('/api')) return handleApiError(err, c, deps.logger);
    countDatabaseError(err);
    markFailureLogged(c);
    if (isDatabaseUnavailable(err)) {
      deps.logger.warn({ err: err instanceof Error ? err.message : String(err), requestId: c.get('requestId') }, 'database unavailable');
      c.header('Retry-After', String(UNAVAILABLE_RETRY_AFTER_SECONDS));
      return c.text('Volvemos enseguida: la tienda no puede atenderte en este momento. Inténtalo de nuevo en unos segundos.', 503);
    }
    reportServerError(deps.logger, err, { requestId: c.get('requestId'), request: { method: c.req.method, url: c.req.path }, source: 'page' }, 'unhandled error');
    return c.text('Error interno del servidor', 500);
  });
  return app;
}

export type App = ReturnType<typeof createApp>;

/**
 * The built chunk of app/lib/error-reports.ts (Vite names it after the module), with the DSN in its
 * address: each page loads it as a module script of its own (entry.server.tsx), so no bundle grows.
 */
function errorReportScriptOf(clientDir: string | undefined, dsn: string, logger: AppDeps['logger']): string | null {
  const assets = clientDir ? path.join(clientDir, 'assets') : null;
  const chunk = assets && fs.existsSync(assets) ? fs.readdirSync(assets).find((name) => /^error-reports-[\w-]+\.js$/.test(name)) : undefined;
  if (!chunk) {
    if (clientDir) logger.warn('SENTRY_DSN_BROWSER is set but the build has no error reports chunk: the pages report nothing');
    return null;
  }
  return `/assets/${chunk}?dsn=${encodeURIComponent(dsn)}`;
}

/**
 * /health/live: the process answers (a failure means restart it); /health/ready: it can serve,
 * that is the database answers within DB_CHECK_TIMEOUT_MS (a failure means send it no traffic
 * for now — the database away makes an instance not ready, never dead). /api/status stays the
 * spec's fuller answer.
 */
function mountHealthChecks(app: Hono<AppEnv>, deps: AppDeps) {
  app.on(['GET', 'HEAD'], '/health/live', (c) => c.json({ status: 'alive' }, 200, { 'Cache-Control': 'no-store' }));
  app.on(['GET', 'HEAD'], '/health/ready', async (c) => {
    c.header('Cache-Control', 'no-store');
    const isDatabaseUp = await deps.database.ping(deps.dbCheckTimeoutMs).then(() => true, () => false);
    if (isDatabaseUp) return c.json({ status: 'ready', database: 'connected' }, 200);
    c.header('Retry-After', String(UNAVAILABLE_RETRY_AFTER_SECONDS));
    return c.json({ status: 'not_ready', database: 'disconnected' }, 503);
  });
}

/**
 * A page's call to the API in-process comes from the visitor, not from the server: it is given
 * the page request's connection (`c.env`, handed to `app.request` above) and its X-Forwarded-For,
 * so the API's per-address limits (a sign-in form's action, a password reset) count the visitor,
 * and its request id.
 */
function asFromVisitor(init: RequestInit | undefined, c: Context): RequestInit {
  const headers = new Headers(init?.headers);
  // The page's request id: the API's log lines (and a failure's) are the page's.
  headers.set('X-Request-Id', c.get('requestId') as string);
  const forwarded = c.req.header('X-Forwarded-For');
  if (forwarded) headers.set('X-Forwarded-For', forwarded);
  // Who asked for the page asked for its data too (a crawler's searches are not counted, issue 37).
  const userAgent = c.req.header('User-Agent');
  if (userAgent && !headers.has('User-Agent')) headers.set('User-Agent', userAgent);
  return { ...init, headers };
}

function clientIp(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header('X-Forwarded-For')?.split(',')[0]?.trim();
    if (forwarded) return forwarded.slice(0, 64);
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

/** A body `request.formData()` can read. */
function isFormBody(contentType: string | undefined): boolean {
  const type = contentType?.split(';')[0]?.trim().toLowerCase();
  return type === 'application/x-www-form-urlencoded' || type === 'multipart/form-data';
}
