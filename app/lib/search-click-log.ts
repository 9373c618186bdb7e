import type { SearchClickRequest, SearchClickSource } from '@common/search/report-contracts';

/**
 * Tells the store that a search result was opened (issue 37), for staff's «Consultas de clientes»:
 * the query as typed and where the result was (the store's results or the search box's
 * suggestions), never who. Fire and forget, loaded only when a result is opened: no zod, no typed
 * client, nothing in a page's first JavaScript. A `fetch` with keepalive, as `sendBeacon` would,
 * outlives the page if the visitor leaves it; a failure is nobody's concern.
 */
export function logSearchClick(query: string, source: SearchClickSource): void {
  const text = query.trim();
  if (text.length < 2 || text.length > 100) return;
  const body = JSON.stringify({ query: text, source } satisfies SearchClickRequest);
  try {
    void fetch('/api/search/clicks', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body, keepalive: true }).catch(() => {});
  } catch {
    // A fetch that throws before it starts (no network API): nothing to report.
  }
}
