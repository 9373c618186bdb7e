import { adminAnalyticsEndpoints } from '../../../common/analytics/endpoints';
import { success } from '../../../common/api/replies';
import type { ApiApp, ApiDeps } from '../context';
import { TextReply, serve } from '../route-kit';
import { salesAnalytics } from './sales-analytics';
import { salesCsv, salesCsvFileName } from './sales-csv';

/** /api/admin/analytics: the dashboard's sales and returns of a period, as JSON and as CSV. */
export function registerAnalyticsRoutes(app: ApiApp, deps: ApiDeps): void {
  const db = deps.database.db;
  const endpoint = adminAnalyticsEndpoints;
  serve(app, deps, endpoint['GET /admin/analytics/sales'], async ({ query }) => success(await salesAnalytics(db, query, deps.now())));
  serve(app, deps, endpoint['GET /admin/analytics/sales.csv'], async ({ query }) => {
    const figures = await salesAnalytics(db, query, deps.now());
    return new TextReply(salesCsv(figures), salesCsvFileName(figures));
  });
}
