import { success } from '../../../common/api/replies';
import { SEARCH_REPORT_CSV_MAX_ROWS } from '../../../common/search/report-contracts';
import { countedSearchQuery } from '../../../common/search/query-stats-rules';
import { searchReportEndpoints as endpoints } from '../../../common/search/report-endpoints';
import { hitRateLimit } from '../auth/rate-limit';
import { TooManyRequestsError } from '../auth/too-many';
import type { ApiApp, ApiDeps } from '../context';
import { serve, TextReply } from '../route-kit';
import { countStoreSearches, isCrawler, searchStatsLog } from './query-stats-log';
import { reportPeriod, reportTable, searchReport } from './search-report';
import { searchReportCsv, searchReportCsvFileName } from './search-report-csv';

/** A shopper opens a few results a visit; the limit keeps anyone from inflating the figures. */
const CLICK_LIMIT = { max: 60, windowSeconds: 600 };

/**
 * What shoppers could not find (issue 37): the store's searches counted as GET /products answers
 * them (register before the catalogue's routes, so cached answers count too), the results' click
 * beacon, and the staff's report with its CSV.
 */
export function registerSearchReportRoutes(app: ApiApp, deps: ApiDeps): void {
  const db = deps.database.db;
  const log = searchStatsLog(deps);
  app.on(['GET'], '/products', countStoreSearches(deps));

  serve(app, deps, endpoints['POST /search/clicks'], async ({ body }, c) => {
    const query = countedSearchQuery(body.query);
    if (!query || isCrawler(c.req.header('User-Agent'))) return success({ counted: false });
    const state = await hitRateLimit(db, `searchClicks:ip:${deps.clientIp(c)}`, CLICK_LIMIT, deps.now());
    if (state.isLimited) {
      const minutes = Math.ceil(state.retryAfterSeconds / 60);
      throw new TooManyRequestsError(`Demasiados clics seguidos. Vuelve a probar dentro de ${minutes === 1 ? '1 minuto' : `${minutes} minutos`}.`, state.retryAfterSeconds);
    }
    log.countClick(query, body.source === 'suggestions');
    return success({ counted: true });
  });

  // Staff read what every instance wrote, and this one's counts of the last seconds too.
  serve(app, deps, endpoints['GET /admin/search/report'], async ({ query }) => {
    await log.flush();
    return success(await searchReport(db, query, deps.now()));
  });
  serve(app, deps, endpoints['GET /admin/search/report.csv'], async ({ query }) => {
    await log.flush();
    const period = reportPeriod(query, deps.now());
    const rows = await reportTable(db, period, query.table, SEARCH_REPORT_CSV_MAX_ROWS);
    return new TextReply(searchReportCsv(query.table, period, rows), searchReportCsvFileName(query.table, period));
  });
}
