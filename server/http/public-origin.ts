import type { MiddlewareHandler } from 'hono';

/**
 * Behind a proxy the request's own origin is the proxy's view (http://10.0.0.5:3000): with
 * `PUBLIC_URL` set, every request is seen at the public origin instead, so the absolute addresses
 * built from it (canonical links, Open Graph, JSON-LD, robots.txt and the sitemap, banner pictures)
 * name the store's real address, and the page render cache keeps one copy a page.
 */
export function publicOrigin(origin: string): MiddlewareHandler {
  return async (c, next) => {
    const url = new URL(c.req.url);
    if (url.origin !== origin) c.req.raw = new Request(`${origin}${url.pathname}${url.search}`, c.req.raw);
    await next();
  };
}
