import { between, sql, type SQL } from 'drizzle-orm';
import { resolvePeriod, storeToday, type SalesPeriod } from '../../../common/analytics/period';
import {
  SEARCH_REPORT_TABLE_ROWS,
  type AdminSearchReport,
  type AdminSearchReportQuery,
  type SearchReportRow,
  type SearchReportTable,
} from '../../../common/search/report-contracts';
import type { Db } from '../../db/client';
import { searchQueryStats } from '../../db/schema';

/** The tables of the report: which queries each holds, and in what order. */
const s = { searches: sql`sum(${searchQueryStats.searches})`, noResults: sql`sum(${searchQueryStats.noResults})`, clicks: sql`sum(${searchQueryStats.clicks})` };
const TABLES: Record<SearchReportTable, { having: SQL; orderBy: SQL }> = {
  top: { having: sql`${s.searches} > 0`, orderBy: sql`${s.searches} desc, ${s.clicks} desc, ${searchQueryStats.query}` },
  no_results: { having: sql`${s.noResults} > 0`, orderBy: sql`${s.noResults} desc, ${s.searches} desc, ${searchQueryStats.query}` },
  // Found something (some search had results) and nobody opened a result.
  no_clicks: {
    having: sql`${s.searches} > ${s.noResults} and ${s.clicks} = 0`,
    orderBy: sql`${s.searches} - ${s.noResults} desc, ${searchQueryStats.query}`,
  },
};

interface Totals {
  query: string;
  searches: number;
  no_results: number;
  clicks: number;
}

/** 12.345 → 12.3 (one decimal, as shown). */
const oneDecimal = (n: number) => Math.round(n * 10) / 10;

export function reportRow(row: Totals): SearchReportRow {
  const found = row.searches - row.no_results;
  return {
    query: row.query,
    searches: row.searches,
    no_results: row.no_results,
    no_results_rate: row.searches > 0 ? oneDecimal((row.no_results / row.searches) * 100) : 0,
    clicks: row.clicks,
    click_rate: found > 0 ? oneDecimal((row.clicks / found) * 100) : 0,
  };
}

/** The period of the report: the dates asked, or the last 30 days (Madrid). */
export function reportPeriod(query: AdminSearchReportQuery, now: Date): SalesPeriod {
  return resolvePeriod(query, storeToday(now));
}

const t = searchQueryStats;
const searches = sql<number>`sum(${t.searches})::int`.mapWith(Number);
const noResults = sql<number>`sum(${t.noResults})::int`.mapWith(Number);
const clicks = sql<number>`sum(${t.clicks})::int`.mapWith(Number);
const inPeriod = (period: SalesPeriod) => between(t.day, period.from, period.to);

/** One table of the report, best first, at most `limit` rows. */
export async function reportTable(db: Db, period: SalesPeriod, table: SearchReportTable, limit: number): Promise<SearchReportRow[]> {
  const { having, orderBy } = TABLES[table];
  const rows = await db
    .select({ query: t.query, searches, no_results: noResults, clicks })
    .from(t)
    .where(inPeriod(period))
    .groupBy(t.query)
    .having(having)
    .orderBy(orderBy)
    .limit(limit);
  return rows.map(reportRow);
}

/** GET /admin/search/report: the three tables of a period and its totals. */
export async function searchReport(db: Db, query: AdminSearchReportQuery, now: Date): Promise<AdminSearchReport> {
  const period = reportPeriod(query, now);
  const [totals] = await db
    .select({
      searches: sql<number>`coalesce(sum(${t.searches}), 0)::int`.mapWith(Number),
      no_results: sql<number>`coalesce(sum(${t.noResults}), 0)::int`.mapWith(Number),
      clicks: sql<number>`coalesce(sum(${t.clicks}), 0)::int`.mapWith(Number),
      queries: sql<number>`count(distinct ${t.query})::int`.mapWith(Number),
    })
    .from(t)
    .where(inPeriod(period));
  const top = await reportTable(db, period, 'top', SEARCH_REPORT_TABLE_ROWS);
  const withoutResults = await reportTable(db, period, 'no_results', SEARCH_REPORT_TABLE_ROWS);
  const withoutClicks = await reportTable(db, period, 'no_clicks', SEARCH_REPORT_TABLE_ROWS);
  return {
    from: period.from,
    to: period.to,
    totals: totals ?? { searches: 0, no_results: 0, clicks: 0, queries: 0 },
    top,
    no_results: withoutResults,
    no_clicks: withoutClicks,
  };
}
