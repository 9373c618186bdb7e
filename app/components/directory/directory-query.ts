import { DIRECTORY_KIND_PATHS, kindFromPath, type DirectoryKind } from '@common/directory/rules';

/** The directory's choices as the URL keeps them (the kind is the path, the rest the query). */
export interface DirectoryFilters {
  search: string;
  province: string | null;
  city: string | null;
  sector: string | null;
  page: number;
}

export const DIRECTORY_SEARCH_MAX_LENGTH = 100;
const MAX_PAGE = 10_000;

function textParam(params: URLSearchParams, name: string, max: number): string | null {
  // Control characters (a pasted '%00') would make the API refuse the whole query: they go.
  // eslint-disable-next-line no-control-regex
  const value = (params.get(name) ?? '').replace(/[\u0000-\u001F\u007F\s]+/g, ' ').trim().slice(0, max);
  return value || null;
}

/** `?search=…&province=…&city=…&sector=…&page=…` → filters; anything odd is dropped, not refused. */
export function parseDirectoryFilters(params: URLSearchParams): DirectoryFilters {
  const page = Number.parseInt(params.get('page') ?? '', 10);
  const province = textParam(params, 'province', 60);
  return {
    search: textParam(params, 'search', DIRECTORY_SEARCH_MAX_LENGTH) ?? '',
    province,
    // A town is chosen within its province.
    city: province ? textParam(params, 'city', 100) : null,
    sector: textParam(params, 'sector', 80),
    page: Number.isFinite(page) && page >= 1 ? Math.min(page, MAX_PAGE) : 1,
  };
}

export const NO_FILTERS: DirectoryFilters = { search: '', province: null, city: null, sector: null, page: 1 };

/** A change of any filter goes back to page 1; a new province forgets the town. */
export function changeDirectoryFilters(filters: DirectoryFilters, patch: Partial<DirectoryFilters>): DirectoryFilters {
  const next = { ...filters, page: 1, ...patch };
  if (patch.province !== undefined && patch.province !== filters.province && patch.city === undefined) next.city = null;
  if (!next.province) next.city = null;
  return next;
}

/** '?search=…' of these filters in a fixed order ('' when there are none). */
export function directorySearch(filters: DirectoryFilters): string {
  const params = new URLSearchParams();
  if (filters.search) params.set('search', filters.search);
  if (filters.province) params.set('province', filters.province);
  if (filters.city) params.set('city', filters.city);
  if (filters.sector) params.set('sector', filters.sector);
  if (filters.page > 1) params.set('page', String(filters.page));
  const search = params.toString();
  return search ? `?${search}` : '';
}

/** The list of a kind (null: every kind). */
export function directoryListPath(kind: DirectoryKind | null): string {
  return kind ? `/directorio/${DIRECTORY_KIND_PATHS[kind]}` : '/directorio';
}

export function directoryHref(kind: DirectoryKind | null, filters: DirectoryFilters): string {
  return `${directoryListPath(kind)}${directorySearch(filters)}`;
}

export function hasActiveFilters(filters: DirectoryFilters): boolean {
  return Boolean(filters.search || filters.province || filters.city || filters.sector);
}

/** The kind a directory list path shows: '/directorio/servicios' → 'servicio'; '/directorio' → null. */
export function kindOfListPath(pathname: string): DirectoryKind | null {
  return kindFromPath(pathname.replace(/\/+$/, '').split('/')[2] ?? '');
}

/** 'Moda Lenta Taller' → 'ML': the monogram of an entry without a logo. */
export function initialsOf(name: string): string {
  const words = name
    .replace(/[^\p{L}\p{N}\s]/gu, ' ')
    .split(/\s+/)
    .filter((word) => word.length > 2 || /^\p{Lu}/u.test(word));
  const letters = (words.length > 0 ? words : name.split(/\s+/)).slice(0, 2).map((word) => word.charAt(0).toUpperCase());
  return letters.join('') || '·';
}

/** The canonical address of a page: origin and path, no query. */
export function canonicalOf(request: Request, pathname?: string): string {
  const url = new URL(request.url);
  return `${url.origin}${pathname ?? url.pathname.replace(/(.)\/+$/, '$1')}`;
}
