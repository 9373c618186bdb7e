import { Hono } from 'hono';
import { requestId } from 'hono/request-id';
import type { ServerBuild } from 'react-router';
import { createRequestHandler } from 'react-router';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import { createApi, type ApiDeps } from './api';
import { handleApiError } from './api/errors';
import { compression } from './http/compression';
import { securityHeaders } from './http/security-headers';
import { mountSeoFiles, trailingSlashRedirect } from './http/seo';
import { IMMUTABLE, mountStaticFiles, staticFiles } from './http/static-files';
import type { PaymentProvider } from './payments/provider';
import { createTestGateway } from './payments/test-gateway';

export interface AppDeps extends Omit<ApiDeps, 'clientIp' | 'payments'> {
  /** The payment gateway; the built-in test gateway when absent. */
  payments?: PaymentProvider;
  /** Trust X-Forwarded-For (only behind a proxy that sets it). */
  trustProxy: boolean;
  /** The React Router server build; absent in API-only tests. */
  ssrBuild?: ServerBuild | (() => Promise<ServerBuild>);
  /** build/client: hashed assets and public files. */
  clientDir?: string;
  mode?: string;
}

type AppEnv = { Variables: { requestId: string; secureHeadersNonce?: string } };

/** One Hono app: /api, static files and the SSR handler. `server/main.ts` only listens. */
export function createApp(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  const apiDeps: ApiDeps = {
    ...deps,
    payments: deps.payments ?? createTestGateway(deps.database.db, deps.now),
    clientIp: (c) => clientIp(c, deps.trustProxy),
  };
  const { api, legacyAuth } = createApi(apiDeps);

  // Keeps a load balancer's X-Request-Id when it is well-formed, else makes a new one.
  app.use(requestId({ generator: () => crypto.randomUUID(), limitLength: 128 }));
  app.use(async (c, next) => {
    const started = performance.now();
    await next();
    const ms = Math.round((performance.now() - started) * 10) / 10;
    const path = new URL(c.req.url).pathname;
    if (path.startsWith('/assets/')) return;
    deps.logger.info(
      { requestId: c.get('requestId'), method: c.req.method, path, status: c.res.status, ms },
      'request',
    );
  });
  app.use(securityHeaders());
  app.use(compression());
  // One address a page: '/store/' answers 301 to '/store'.
  app.use(trailingSlashRedirect());

  app.route('/api', api);
  app.route('/auth', legacyAuth);
  app.all('/api/*', (c) => c.json({ message: 'Ruta de la API no encontrada.' }, 404));

  mountSeoFiles(app, deps.database.db);

  const storageRoot = deps.storage.localRoot;
  if (storageRoot) {
    // Stored files get a fresh random name whenever they change, so they never go stale.
    app.use('/storage/*', staticFiles(storageRoot, IMMUTABLE, (path) => path.replace(/^\/storage/, '')));
    app.get('/storage/*', (c) => c.text('Not found', 404));
  }

  if (deps.clientDir) mountStaticFiles(app, deps.clientDir);

  if (deps.ssrBuild) {
    const handle = createRequestHandler(deps.ssrBuild, deps.mode ?? 'production');
    app.all('*', (c) =>
      handle(c.req.raw, {
        nonce: c.get('secureHeadersNonce') ?? '',
        requestId: c.get('requestId'),
        apiFetch: (path: string, init?: RequestInit) =>
          Promise.resolve(app.request(new URL(path, c.req.url), init)),
      }),
    );
  }

  app.onError((err, c) => {
    if (new URL(c.req.url).pathname.startsWith('/api')) return handleApiError(err, c, deps.logger);
    deps.logger.error({ err, requestId: c.get('requestId') }, 'unhandled error');
    return c.text('Error interno del servidor', 500);
  });
  return app;
}

export type App = ReturnType<typeof createApp>;

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
