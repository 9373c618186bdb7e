import { serveStatic } from '@hono/node-server/serve-static';
import type { Env, Hono, MiddlewareHandler } from 'hono';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const PUBLIC_FILE_CACHE = 'public, max-age=86400, stale-while-revalidate=604800';

/** Serves files from `root`, stamping found ones with `cacheControl`. */
export function staticFiles<E extends Env>(
  root: string,
  cacheControl: string,
  rewriteRequestPath?: (path: string) => string,
): MiddlewareHandler<E> {
  const serve = serveStatic<E>({ root, rewriteRequestPath });
  return async (c, next) => {
    const res = await serve(c, next);
    if (res instanceof Response && res.ok) res.headers.set('Cache-Control', cacheControl);
    return res;
  };
}

/** Built assets carry a content hash in their name, so browsers may keep them for a year. */
export function mountStaticFiles<E extends Env>(app: Hono<E>, clientDir: string) {
  app.use('/assets/*', staticFiles(clientDir, IMMUTABLE));
  app.get('/assets/*', (c) => c.text('Not found', 404));
  // Unhashed files from public/ (favicon, brand images): a day, then served from the cache for a
  // week more while the browser checks for a new version in the background.
  app.use('*', staticFiles(clientDir, PUBLIC_FILE_CACHE));
}
