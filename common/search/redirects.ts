import { foldSearchText } from './synonyms';

/**
 * Staff's search redirects (issue 37): a query that goes straight to a page ("devoluciones" → the
 * returns help). The target is a path inside the store, or the running campaign's page
 * ('current_campaign', resolved when asked: no campaign running, no redirect).
 */

export const SEARCH_REDIRECT_TARGET_KINDS = ['path', 'current_campaign'] as const;
export type SearchRedirectTargetKind = (typeof SEARCH_REDIRECT_TARGET_KINDS)[number];

export const SEARCH_REDIRECT_TARGET_LABELS: Record<SearchRedirectTargetKind, string> = {
  path: 'Una página de la tienda',
  current_campaign: 'La campaña en curso',
};

export const SEARCH_REDIRECT_QUERY_MAX = 100;
export const SEARCH_REDIRECT_TARGET_MAX = 300;

/** Letters, digits, spaces and hyphens, with at least one letter or digit. */
const QUERY_CHARS = /^[\p{L}\p{N}\p{M} -]+$/u;

/** What is wrong with a redirect's query as typed (null when fine). */
export function redirectQueryProblem(query: string): string | null {
  const text = query.replace(/\s+/g, ' ').trim();
  if (!text) return 'Escribe la búsqueda que lleva a la página.';
  if ([...text].length > SEARCH_REDIRECT_QUERY_MAX) return `La búsqueda tiene como mucho ${SEARCH_REDIRECT_QUERY_MAX} caracteres.`;
  if (!QUERY_CHARS.test(text) || !/[\p{L}\p{N}]/u.test(text)) return 'La búsqueda solo admite letras, números, espacios y guiones.';
  return null;
}

/**
 * What is wrong with a path target (null when it is a path inside the store): it starts with one '/',
 * holds no backslash, space or control character, and read as an address from the store it stays in the store
 * (percent-encoded slashes and backslashes count as what they mean).
 */
export function redirectTargetProblem(target: string): string | null {
  const text = target.trim();
  if (!text) return 'Escribe la dirección de la página (empieza por /).';
  if (text.length > SEARCH_REDIRECT_TARGET_MAX) return `La dirección tiene como mucho ${SEARCH_REDIRECT_TARGET_MAX} caracteres.`;
  const outside = 'La dirección debe ser una página de la tienda: empieza por una sola / (por ejemplo /help/returns), sin dominio ni esquema.';
  if (!text.startsWith('/') || text.startsWith('//')) return outside;
  // eslint-disable-next-line no-control-regex
  if (/[\\\s\u0000-\u001f\u007f]/.test(text)) return outside;
  let decoded = text;
  try {
    decoded = decodeURIComponent(text);
  } catch {
    return 'La dirección tiene un % que no forma un carácter válido.';
  }
  if (decoded.startsWith('//') || decoded.includes('\\') || /^\/[a-z][a-z0-9+.-]*:/i.test(decoded)) return outside;
  try {
    const base = 'https://tienda.invalid';
    if (new URL(text, base).origin !== base) return outside;
  } catch {
    return outside;
  }
  return null;
}

/**
 * The search a store address asks for, folded, when it is a search page (`/store?search=…`, `/buscar?q=…`);
 * null otherwise. A redirect to such an address leads to that search, and so maybe to another redirect.
 */
export function searchOfPath(path: string): string | null {
  let url: URL;
  try {
    url = new URL(path, 'https://tienda.invalid');
  } catch {
    return null;
  }
  const pathname = url.pathname.replace(/\/+$/, '') || '/';
  const param = pathname === '/store' ? 'search' : pathname === '/buscar' || pathname === '/search' ? 'q' : null;
  if (!param) return null;
  const value = url.searchParams.get(param) ?? (param === 'q' ? url.searchParams.get('search') : null);
  const folded = value ? foldSearchText(value) : '';
  return folded || null;
}

/**
 * Whether following redirects from `query` comes back to a query already passed (a loop): each redirect's
 * path target that is a search page leads to that search's own redirect. `redirects` maps folded queries to
 * their path target (null for the running campaign's page, which is never a search).
 */
export function redirectLoop(query: string, redirects: ReadonlyMap<string, string | null>): string[] | null {
  const seen: string[] = [];
  let current: string | null = foldSearchText(query);
  while (current !== null && redirects.has(current)) {
    if (seen.includes(current)) return [...seen, current];
    seen.push(current);
    const target = redirects.get(current);
    current = target ? searchOfPath(target) : null;
  }
  return null;
}
