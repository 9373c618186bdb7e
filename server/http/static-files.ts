import { serveStatic } from '@hono/node-server/serve-static';
import type { Env, Hono } from 'hono';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Built assets carry a content hash in their name, so browsers may keep them for a year. */
export function mountStaticFiles<E extends Env>(app: Hono<E>, clientDir: string) {
  app.use(
    '/assets/*',
    serveStatic({
      root: clientDir,
      onFound: (_path, c) => {
        c.header('Cache-Control', IMMUTABLE);
      },
    }),
  );
  app.get('/assets/*', (c) => c.text('Not found', 404));
  // Unhashed files from public/ (favicon, brand images): short cache, revalidated.
  app.use(
    '*',
    serveStatic({
      root: clientDir,
      onFound: (_path, c) => {
        c.header('Cache-Control', 'public, max-age=3600');
      },
    }),
  );
}
