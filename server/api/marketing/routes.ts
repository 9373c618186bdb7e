import { success } from '../../../common/api/replies';
import { marketingEndpoints as marketing } from '../../../common/marketing/endpoints';
import type { ApiApp, ApiDeps } from '../context';
import { serve } from '../route-kit';
import { subscriptionOf, unsubscribe } from './unsubscribe';

/** /api/marketing/unsubscribe: a cart reminder's unsubscribe, by the e-mail's token, without signing in. */
export function registerMarketingRoutes(app: ApiApp, deps: ApiDeps) {
  const db = deps.database.db;
  serve(app, deps, marketing['GET /marketing/unsubscribe'], async ({ query }) => success(await subscriptionOf(db, query.token)));
  serve(app, deps, marketing['POST /marketing/unsubscribe'], async ({ query }) => success(await unsubscribe(db, query.token, deps.now())));
}
