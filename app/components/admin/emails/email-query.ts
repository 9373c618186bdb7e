import { EMAIL_STATES, type EmailState } from '@common/emails/contracts';

export const ADMIN_EMAILS_PATH = '/admin/emails';
export const EMAILS_PER_PAGE = 25;

/** The e-mail list's filters as the URL holds them (a filtered view can be shared or bookmarked). */
export interface EmailFilters {
  search?: string;
  kind?: string;
  state?: EmailState;
  page: number;
}

const KIND = /^[a-z0-9_.-]{1,60}$/;

/** Reads the filters from the URL, leaving out what the API would refuse (a typed-in address shows the list, not an error). */
export function emailQueryFrom(params: URLSearchParams): EmailFilters {
  const page = Number(params.get('page'));
  const kind = params.get('kind')?.trim();
  const state = params.get('state')?.trim();
  return {
    search: params.get('search')?.trim().slice(0, 100) || undefined,
    kind: kind && KIND.test(kind) ? kind : undefined,
    state: (EMAIL_STATES as readonly string[]).includes(state ?? '') ? (state as EmailState) : undefined,
    page: Number.isInteger(page) && page > 1 && page <= 100_000 ? page : 1,
  };
}

/** The URL's query for these filters ('' when none). */
export function emailQueryString(filters: Partial<EmailFilters>): string {
  const params = new URLSearchParams();
  if (filters.search) params.set('search', filters.search);
  if (filters.kind) params.set('kind', filters.kind);
  if (filters.state) params.set('state', filters.state);
  if (filters.page && filters.page > 1) params.set('page', String(filters.page));
  const text = params.toString();
  return text ? `?${text}` : '';
}

export function hasEmailFilters(filters: EmailFilters): boolean {
  return Boolean(filters.search || filters.kind || filters.state);
}
