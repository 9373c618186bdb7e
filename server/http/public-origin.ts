import type { MiddlewareHandler } from 'hono';

/**
 * The store's public origin: `PUBLIC_URL`, else the instance's own address. It is the base of every
 * absolute address the store writes — e-mail links, the invoice PDF's website, the payment
 * provider's notification and return addresses — and, through `publicOrigin` below, of the
 * addresses built from a request (canonical, Open Graph, JSON-LD, robots.txt, the sitemap).
 *
 * E-mails are rendered when they are queued, inside transactions and background jobs, and PDFs in
 * jobs too, far from any request: so the origin is one process-wide value, set once at start by
 * `openStore` (server/start.ts, for the web instances and the worker alike) from the config, and
 * read with `storeOrigin()` / `absoluteUrl(path)`. Until it is set (unit and API tests, scripts) it
 * is `http://localhost:3000`, the address of a store started with the defaults.
 */

export const DEFAULT_STORE_ORIGIN = 'http://localhost:3000';

let current = DEFAULT_STORE_ORIGIN;

/**
 * The address this instance answers on: `http://localhost:PORT` when it listens on every interface
 * (HOST 0.0.0.0, :: or unset), else `http://HOST:PORT`. A fresh install without PUBLIC_URL links to itself.
 */
export function instanceOrigin(host: string | undefined, port: number): string {
  if (!host || host === '0.0.0.0' || host === '::' || host === '[::]') return `http://localhost:${port}`;
  const name = host.includes(':') && !host.startsWith('[') ? `[${host}]` : host;
  return new URL(`http://${name}:${port}`).origin;
}

/** The public origin a config names: PUBLIC_URL (already an origin), else the instance's own address. */
export function storeOriginFrom(config: { PUBLIC_URL?: string | undefined; HOST?: string | undefined; PORT: number }): string {
  return config.PUBLIC_URL ?? instanceOrigin(config.HOST, config.PORT);
}

/** Sets the process's public origin (at start; a test may set its own). It must be an origin: no path. */
export function setStoreOrigin(origin: string): void {
  const parsed = new URL(origin);
  const bare = /^https?:$/.test(parsed.protocol) && parsed.pathname === '/' && !parsed.search && !parsed.hash && !parsed.username && !parsed.password;
  if (!bare || !/^https?:\/\/[^/]+\/?$/.test(origin)) throw new Error(`The store's public origin must be an origin such as https://tienda.example: ${origin}`);
  current = parsed.origin;
}

/** The store's public origin, without a trailing slash: 'https://tienda.example'. */
export function storeOrigin(): string {
  return current;
}

/**
 * A path of this store ('/user/security', '/api/payments/redsys/notification?x=1') as a full address
 * at the store's public origin; anything else (another site, '//host') is a programming error.
 */
export function absoluteUrl(path: string): string {
  const url = /^\/(?![/\\])/.test(path) ? new URL(path, current) : null;
  if (!url || url.origin !== current) throw new Error(`An address of the store must be a path of it: ${path}`);
  return url.href;
}

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
