import type { ApiClient } from '~/lib/api/client';

/**
 * Where a shopper's search goes straight to, when staff made its words a redirect (issue 37), or null:
 * a path inside the store (the server refuses any other target). A failing call shows the results instead.
 */
export async function loadSearchRedirect(api: ApiClient, search: string): Promise<string | null> {
  const text = search.trim().slice(0, 100);
  if (!text) return null;
  try {
    const reply = await api('GET /search/redirect', { query: { q: text } });
    return isStorePath(reply.data.redirect) ? reply.data.redirect : null;
  } catch {
    return null;
  }
}

/** A path inside the store: one leading slash, no backslash (checked again here: never an open redirect). */
export function isStorePath(path: string | null | undefined): path is string {
  return typeof path === 'string' && path.startsWith('/') && !path.startsWith('//') && !path.includes('\\');
}
