import type { Env, Hono } from 'hono';
import { contentTypeOf, isSafeKey, type FileStorage } from './file-storage';
import { PUBLIC_STORAGE_PREFIX } from './public-url';
import { IMMUTABLE } from '../http/static-files';

/**
 * /storage/* streamed from a bucket, with the caching headers of the local files: every instance
 * answers for every file, whichever instance stored it. A file that is not there is a plain 404.
 */
export function mountBucketFiles<E extends Env>(app: Hono<E>, storage: FileStorage): void {
  app.get(`${PUBLIC_STORAGE_PREFIX}*`, async (c) => {
    const key = c.req.path.slice(PUBLIC_STORAGE_PREFIX.length);
    // Keys are plain [a-z0-9/_.-]: an escaped character can only be a wrong address.
    const file = isSafeKey(key) ? await storage.get(key) : null;
    if (!file) return c.text('Not found', 404);
    const headers = new Headers({
      'Content-Type': contentTypeOf(key),
      'Cache-Control': IMMUTABLE,
      'X-Content-Type-Options': 'nosniff',
    });
    if (file.size !== null) headers.set('Content-Length', String(file.size));
    if (file.etag) headers.set('ETag', file.etag);
    if (file.etag && c.req.header('If-None-Match') === file.etag) {
      await file.body.cancel();
      return new Response(null, { status: 304, headers });
    }
    return new Response(c.req.method === 'HEAD' ? null : file.body, { status: 200, headers });
  });
}
