import type { Context, MiddlewareHandler } from 'hono';
import { sql } from 'drizzle-orm';
import { isbot } from 'isbot';
import { storeToday } from '../../../common/analytics/period';
import { catalogEndpoints } from '../../../common/catalog/endpoints';
import { countedSearchQuery, storeSearchToCount } from '../../../common/search/query-stats-rules';
import type { Db } from '../../db/client';
import { isDatabaseUnavailable } from '../../db/unavailable';
import { searchQueryStats } from '../../db/schema';
import type { Logger } from '../../logger';
import type { ApiDeps, ApiEnv } from '../context';

/**
 * What shoppers searched for (issue 37), counted without slowing a search: each count is added to
 * this instance's memory and written in one upsert every few seconds (`flushSearchStatsEvery`,
 * started by the server), at shutdown, and before staff read the report. Several instances add up
 * (`searches = searches + excluded.searches`). A row is a Madrid day and a folded query; nothing
 * says who searched (common/search/query-stats-rules.ts leaves out queries that look personal).
 *
 * A count lost to a crash is a few seconds of figures, never an order or a payment: that is the
 * price of not writing in the path of a search.
 */

interface Pending {
  day: string;
  query: string;
  searches: number;
  noResults: number;
  clicks: number;
}

/** The most distinct (day, query) pairs kept between two writes: beyond it, new queries wait for the next write. */
const MAX_PENDING = 20_000;
/** At shutdown, how long the last write may take before the process goes on closing. */
const STOP_WAIT_MS = 3_000;
/** Answers whose result count is known, by ETag (a cached answer is the same bytes, so the same count). */
const MAX_KNOWN_ANSWERS = 5_000;

export class SearchStatsLog {
  private pending = new Map<string, Pending>();
  /** ETag of a product list answer → whether it had results. */
  private readonly answers = new Map<string, boolean>();
  /** Folded store search → whether it had results when last answered (for pages served from the render cache). */
  private readonly lastSeen = new Map<string, boolean>();
  /** A GET /products request whose answer was computed → whether it listed any product (noteProductList). */
  private readonly computed = new WeakMap<Request, boolean>();
  private flushing: Promise<void> | null = null;
  private timer: ReturnType<typeof setInterval> | null = null;

  constructor(
    private readonly db: Db,
    private readonly now: () => Date,
    private readonly logger: Pick<Logger, 'error' | 'warn'>,
  ) {}

  private entry(query: string): Pending | null {
    const day = storeToday(this.now());
    const key = `${day} ${query}`;
    let entry = this.pending.get(key);
    if (!entry) {
      if (this.pending.size >= MAX_PENDING) return null;
      entry = { day, query, searches: 0, noResults: 0, clicks: 0 };
      this.pending.set(key, entry);
    }
    return entry;
  }

  /** A search of `query` (already folded and checked by the rules), with or without results. */
  countSearch(query: string, hadResults: boolean): void {
    const entry = this.entry(query);
    if (!entry) return;
    entry.searches += 1;
    if (!hadResults) entry.noResults += 1;
  }

  /** A result opened after searching `query`; from the search box, that search is counted with it. */
  countClick(query: string, withSearch: boolean): void {
    const entry = this.entry(query);
    if (!entry) return;
    entry.clicks += 1;
    if (withSearch) entry.searches += 1;
  }

  /** The counts not written yet (tests). */
  get pendingCount(): number {
    return this.pending.size;
  }

  /** Writes what was counted since the last write, in one statement; on failure the counts wait for the next one. */
  flush(): Promise<void> {
    // One write at a time: a second caller waits for the one running, then writes what came since.
    const run = (this.flushing ?? Promise.resolve()).then(() => this.write());
    this.flushing = run.finally(() => {
      if (this.flushing === run) this.flushing = null;
    });
    return run;
  }

  private async write(): Promise<void> {
    if (this.pending.size === 0) return;
    const rows = [...this.pending.values()];
    this.pending = new Map();
    try {
      await this.db
        .insert(searchQueryStats)
        .values(rows)
        .onConflictDoUpdate({
          target: [searchQueryStats.day, searchQueryStats.query],
          set: {
            searches: sql`${searchQueryStats.searches} + excluded.searches`,
            noResults: sql`${searchQueryStats.noResults} + excluded.no_results`,
            clicks: sql`${searchQueryStats.clicks} + excluded.clicks`,
          },
        });
    } catch (err) {
      // Put them back (added to anything counted meanwhile) for the next write.
      for (const row of rows) {
        const key = `${row.day} ${row.query}`;
        const entry = this.pending.get(key);
        if (entry) {
          entry.searches += row.searches;
          entry.noResults += row.noResults;
          entry.clicks += row.clicks;
        } else if (this.pending.size < MAX_PENDING) this.pending.set(key, row);
      }
      // The database away is a known state (the store answers 503 meanwhile): a warning, not an error each 5 s.
      const log = isDatabaseUnavailable(err) ? this.logger.warn.bind(this.logger) : this.logger.error.bind(this.logger);
      log({ err }, 'search stats: the counts could not be written; they wait for the next write');
    }
  }

  /** Writes every `ms` (the timer does not keep the process alive). */
  startFlushing(ms: number): void {
    if (this.timer) return;
    this.timer = setInterval(() => void this.flush(), ms);
    this.timer.unref();
  }

  /** Stops the timer and writes what is left (at shutdown), waiting at most `waitMs` for the database. */
  async stop(waitMs = STOP_WAIT_MS): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    let timeout: ReturnType<typeof setTimeout> | undefined;
    await Promise.race([this.flush(), new Promise<void>((resolve) => (timeout = setTimeout(resolve, waitMs)))]);
    clearTimeout(timeout);
  }

  /**
   * GET /products computed its answer (the route, under the read cache): whether it found anything,
   * for observeProductList to read instead of the answer's bytes. Kept by request, gone with it.
   */
  noteProductList(c: Context<ApiEnv>, total: number): void {
    this.computed.set(c.req.raw, total > 0);
  }

  /**
   * After GET /products answered (computed, or from the read cache): counts it when it is the
   * store's search as first seen (page 1, by relevance, no filter). Whether it found anything is what
   * the route noted when it computed the answer (`noteProductList`), remembered by the answer's ETag
   * for the same bytes served again from the cache. The answer itself is never read here: cloning each
   * searched answer to parse it again (decompressed when it was) cost a second Response, a teed body
   * and the server's fast path for every search (issue 37, bench/README.md "Search, 2026-11-29").
   */
  observeProductList(c: Context<ApiEnv>): void {
    if (!c.req.query('search') || isCrawler(c.req.header('User-Agent'))) return;
    const res = c.res;
    if (res.status !== 200 && res.status !== 304) return;
    const parsed = catalogEndpoints['GET /products'].query!.safeParse(rawQuery(c));
    if (!parsed.success) return;
    const query = storeSearchToCount(parsed.data as Record<string, unknown>);
    if (!query) return;
    // Headers only: asking a Response for its body would make the server's light response a whole one.
    const etag = res.headers.get('ETag')?.replace(/^W\//, '') ?? null;
    const computed = this.computed.get(c.req.raw);
    if (computed !== undefined) {
      if (etag) remember(this.answers, etag, computed, MAX_KNOWN_ANSWERS);
      return this.storeSearch(query, computed);
    }
    const known = etag ? this.answers.get(etag) : undefined;
    this.storeSearch(query, known ?? this.lastSeen.get(query) ?? true);
  }

  private storeSearch(query: string, hadResults: boolean) {
    remember(this.lastSeen, query, hadResults, MAX_KNOWN_ANSWERS);
    this.countSearch(query, hadResults);
  }

  /**
   * A /store page served whole from the page render cache (server/http/render-cache.ts) called no
   * API: when it is a search as first seen (`/store?search=…` and nothing else), it is counted here,
   * with what that search found when the page was drawn.
   */
  observeCachedPage(url: URL, userAgent: string | undefined): void {
    if (url.pathname !== '/store' || isCrawler(userAgent)) return;
    const params = [...url.searchParams.keys()];
    if (params.length !== 1 || params[0] !== 'search') return;
    const query = countedSearchQuery(url.searchParams.get('search') ?? '');
    if (!query) return;
    this.countSearch(query, this.lastSeen.get(query) ?? true);
  }
}

function remember<V>(map: Map<string, V>, key: string, value: V, max: number) {
  map.delete(key);
  map.set(key, value);
  if (map.size > max) map.delete(map.keys().next().value!);
}

function rawQuery(c: Context): Record<string, string | string[]> {
  return Object.fromEntries(Object.entries(c.req.queries()).map(([k, v]) => [k, v.length === 1 ? v[0]! : v]));
}

const logs = new WeakMap<ApiDeps, SearchStatsLog>();
const live = new Set<SearchStatsLog>();
let flushEveryMs: number | null = null;

/** The search counts of one API instance. */
export function searchStatsLog(deps: ApiDeps): SearchStatsLog {
  let log = logs.get(deps);
  if (!log) {
    log = new SearchStatsLog(deps.database.db, deps.now, deps.logger);
    logs.set(deps, log);
    live.add(log);
    if (flushEveryMs !== null) log.startFlushing(flushEveryMs);
  }
  return log;
}

/**
 * The server writes the counts every `ms` (tests write them only when they ask, so a test's
 * statement counts never move under it); the returned function stops and writes what is left.
 */
export function flushSearchStatsEvery(ms: number): () => Promise<void> {
  flushEveryMs = ms;
  for (const log of live) log.startFlushing(ms);
  return async () => {
    flushEveryMs = null;
    await Promise.all([...live].map((log) => log.stop()));
  };
}

/** Counts the store's searches answered by GET /products (register before the catalogue's routes and its cache). */
/**
 * A crawler's visit is not a shopper's search: a bot following the store's search links (or a
 * monitor asking the same query every minute) would fill the report with queries nobody typed.
 */
export function isCrawler(userAgent: string | undefined): boolean {
  return !!userAgent && isbot(userAgent);
}

export function countStoreSearches(deps: ApiDeps): MiddlewareHandler<ApiEnv> {
  const log = searchStatsLog(deps);
  return async (c, next) => {
    await next();
    if (c.req.method === 'GET') log.observeProductList(c);
  };
}

/** How often the server writes the counts. */
export const SEARCH_STATS_FLUSH_MS = 5_000;
