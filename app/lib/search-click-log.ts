import type { SearchClickRequest, SearchClickSource } from '@common/search/report-contracts';

/**
 * Tells the store that a search result was opened (issue 37), for staff's «Consultas de clientes»:
 * the query as typed and where the result was (the store's results or the search box's
 * suggestions), never who. Fire and forget, loaded only when a result is opened: no zod, no typed
 * client, nothing in a page's first JavaScript. `sendBeacon` survives the navigation that follows;
 * without it, a `fetch` with keepalive.
 */
export function logSearchClick(query: string, source: SearchClickSource): void {
  const text = query.trim();
  if (text.length < 2 || text.length > 100) return;
  const body = JSON.stringify({ query: text, source } satisfies SearchClickRequest);
  try {
    if (navigator.sendBeacon?.('/api/search/clicks', new Blob([body], { type: 'application/json' }))) return;
  } catch {
    // A browser that refuses the beacon: the fetch below.
  }
  void fetch('/api/search/clicks', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body, keepalive: true }).catch(() => {});
}
