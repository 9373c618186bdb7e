/**
 * A link crawler over the server-rendered site, as a search engine or a browser without
 * JavaScript sees it: plain HTTP, `<a href>` only. Used by e2e/site-checks.e2e.test.ts.
 */

/** How a URL is checked: a page is read for more links; the others only have to answer. */
export type UrlKind = 'page' | 'file' | 'guarded';

/** Areas behind a login: they must answer 200 or send the visitor elsewhere (to /login). */
const GUARDED_PREFIXES = ['/admin', '/user'];
/** Files and the API: they must answer 200 (or a redirect to something that does), not read. */
const FILE_PREFIXES = ['/storage/', '/assets/', '/api/'];

function underPrefix(pathname: string, prefix: string) {
  if (prefix.endsWith('/')) return pathname.startsWith(prefix);
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}

export function urlKind(pathAndQuery: string): UrlKind {
  const pathname = new URL(pathAndQuery, 'http://site.invalid').pathname;
  if (GUARDED_PREFIXES.some((prefix) => underPrefix(pathname, prefix))) return 'guarded';
  if (FILE_PREFIXES.some((prefix) => underPrefix(pathname, prefix))) return 'file';
  return 'page';
}

const NAMED_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

/** The character references an attribute value can hold. */
export function decodeAttribute(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, ref: string) => {
    if (ref[0] === '#') {
      const code = ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
      return Number.isFinite(code) && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return NAMED_ENTITIES[ref.toLowerCase()] ?? whole;
  });
}

/** Scripts, templates and comments hold markup-looking text that is not a link on the page. */
function withoutInertText(html: string) {
  return html
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<script\b[\s\S]*?<\/script\s*>/gi, '')
    .replace(/<template\b[\s\S]*?<\/template\s*>/gi, '');
}

const ANCHOR_HREF = /<a\b[^>]*?\shref\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+))/gi;

/**
 * The internal links of a page: every `<a href>` resolved against the page's URL, kept when it
 * is http(s) on the site's own origin, as path + query without the fragment, each once, in
 * order. mailto:, tel:, javascript: and other origins are left out.
 */
export function extractLinks(html: string, pageUrl: string): string[] {
  const base = new URL(pageUrl);
  const links = new Set<string>();
  for (const match of withoutInertText(html).matchAll(ANCHOR_HREF)) {
    const raw = decodeAttribute(match[1] ?? match[2] ?? match[3] ?? '').trim();
    let url: URL;
    try {
      url = new URL(raw, base);
    } catch {
      continue;
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') continue;
    if (url.origin !== base.origin) continue;
    links.add(`${url.pathname}${url.search}`);
  }
  return [...links];
}

export interface CrawlProblem {
  url: string;
  /** HTTP status, or 0 when the request itself failed. */
  status: number;
  detail?: string;
  /** Pages that link here (for a redirect's target: the redirecting URL). */
  linkedFrom: string[];
}

export interface CrawlResult {
  /** Every internal URL requested, with the status it answered. */
  statuses: Map<string, number>;
  /** How many pages were read for links. */
  pagesRead: number;
  /** Links not followed because their path already had `maxQueriesPerPath` query variants. */
  skipped: string[];
  problems: CrawlProblem[];
}

export interface CrawlOptions {
  baseUrl: string;
  start?: string[];
  concurrency?: number;
  requestTimeoutMs?: number;
  /**
   * Filter and page links multiply (every filter on every page of a list): at most this many
   * distinct query strings of one path are followed (the bare path always is). Default: no limit.
   */
  maxQueriesPerPath?: number;
  fetch?: typeof fetch;
}

/**
 * Crawls from `start` over every internal `<a href>`, each URL once, `concurrency` requests at a
 * time. A URL is fine when it answers 200, or a redirect whose target (on the site) is fine in
 * turn; under /admin and /user any redirect is fine (to the login). Everything else is a problem,
 * reported with the pages that link to it.
 */
export async function crawlSite(options: CrawlOptions): Promise<CrawlResult> {
  const { baseUrl, concurrency = 4, requestTimeoutMs = 30_000, maxQueriesPerPath = Number.POSITIVE_INFINITY } = options;
  const doFetch = options.fetch ?? fetch;
  const origin = new URL(baseUrl).origin;
  const statuses = new Map<string, number>();
  const referrers = new Map<string, Set<string>>();
  const failures = new Map<string, { status: number; detail?: string }>();
  const queue: string[] = [];
  const queriesOfPath = new Map<string, number>();
  const skipped = new Set<string>();
  let pagesRead = 0;

  const discover = (url: string, from: string | null) => {
    let seenBy = referrers.get(url);
    if (!seenBy) {
      const queryAt = url.indexOf('?');
      if (queryAt >= 0) {
        const pathname = url.slice(0, queryAt);
        const count = queriesOfPath.get(pathname) ?? 0;
        if (count >= maxQueriesPerPath) {
          skipped.add(url);
          return;
        }
        queriesOfPath.set(pathname, count + 1);
      }
      seenBy = new Set();
      referrers.set(url, seenBy);
      queue.push(url);
    }
    if (from !== null) seenBy.add(from);
  };

  const visit = async (url: string) => {
    const kind = urlKind(url);
    let response: Response;
    try {
      response = await doFetch(new URL(url, origin), {
        redirect: 'manual',
        headers: { Accept: kind === 'page' ? 'text/html' : '*/*' },
        signal: AbortSignal.timeout(requestTimeoutMs),
      });
    } catch (err) {
      statuses.set(url, 0);
      failures.set(url, { status: 0, detail: (err as Error).message });
      return;
    }
    statuses.set(url, response.status);
    const isRedirect = response.status >= 300 && response.status < 400;
    const isHtml = (response.headers.get('content-type') ?? '').startsWith('text/html');
    if (response.status === 200 && kind === 'page' && isHtml) {
      const html = await response.text();
      pagesRead++;
      for (const link of extractLinks(html, new URL(url, origin).toString())) discover(link, url);
      return;
    }
    await response.body?.cancel();
    if (response.status === 200) return;
    if (isRedirect && kind === 'guarded') return;
    const location = response.headers.get('location');
    if (isRedirect && location) {
      const target = new URL(location, new URL(url, origin));
      if (target.origin === origin) discover(`${target.pathname}${target.search}`, url);
      return;
    }
    failures.set(url, { status: response.status, detail: isRedirect ? 'redirect without Location' : undefined });
  };

  for (const url of options.start ?? ['/']) discover(url, null);
  let active = 0;
  await new Promise<void>((resolve, reject) => {
    const pump = () => {
      if (queue.length === 0 && active === 0) return resolve();
      while (active < concurrency && queue.length > 0) {
        const url = queue.shift()!;
        active++;
        visit(url).then(
          () => {
            active--;
            pump();
          },
          reject,
        );
      }
    };
    pump();
  });

  const problems = [...failures].map(([url, failure]) => ({
    url,
    ...failure,
    linkedFrom: [...(referrers.get(url) ?? [])].sort(),
  }));
  problems.sort((a, b) => a.url.localeCompare(b.url));
  return { statuses, pagesRead, problems, skipped: [...skipped] };
}

/** One line a problem: the URL, its status, and (some of) the pages that link to it. */
export function describeCrawlProblems(problems: readonly CrawlProblem[], maxReferrers = 3): string {
  return problems
    .map((problem) => {
      const shown = problem.linkedFrom.slice(0, maxReferrers).join(', ');
      const more = problem.linkedFrom.length > maxReferrers ? ` and ${problem.linkedFrom.length - maxReferrers} more` : '';
      const status = problem.status === 0 ? 'no answer' : `HTTP ${problem.status}`;
      const detail = problem.detail ? ` (${problem.detail})` : '';
      const from = problem.linkedFrom.length ? ` — linked from ${shown}${more}` : '';
      return `${problem.url}: ${status}${detail}${from}`;
    })
    .join('\n');
}
