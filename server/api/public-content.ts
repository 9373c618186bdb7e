import { sql } from 'drizzle-orm';
import type { MiddlewareHandler } from 'hono';
import { CATALOGUE_CHANNEL } from './catalog/read-cache';
import type { ApiDeps, ApiEnv } from './context';

/**
 * The back-office writes to what public pages show whose tables have no `catalogue_changed`
 * trigger (migration 0010 covers products, variants, images, categories and brands): the store
 * settings, the ad banners and the directory. A migration adding the same trigger to
 * store_settings, ad_banners and directory_entries would make this redundant and cover writes
 * from outside the API too.
 */
const UNTRIGGERED_PUBLIC_WRITERS = /\/admin\/(settings|ad-banners|directory)(\/|$)/;
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * After such a write has answered, NOTIFY catalogue_changed as the triggers would: every instance
 * drops its cached catalogue answers, its rendered pages and its store settings (this one has
 * already, through the read cache's local bump after back-office writes).
 */
export function announcePublicContentWrites(deps: ApiDeps): MiddlewareHandler<ApiEnv> {
  return async (c, next) => {
    await next();
    if (SAFE_METHODS.has(c.req.method) || c.res.status >= 400 || !UNTRIGGERED_PUBLIC_WRITERS.test(c.req.path)) return;
    await deps.database.db
      .execute(sql`select pg_notify(${CATALOGUE_CHANNEL}, '')`)
      .catch((err: unknown) => deps.logger.error({ err }, 'public content: cannot notify the other instances'));
  };
}
