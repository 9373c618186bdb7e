import { isIsoDate } from '@common/audit/contracts';

export const ADMIN_AUDIT_PATH = '/admin/audit';
export const AUDIT_PER_PAGE = 25;

/** The log's filters as the URL holds them (so a filtered view can be shared or bookmarked). */
export interface AuditFilters {
  actor_id?: number;
  entity_type?: string;
  entity_id?: number;
  action?: string;
  from?: string;
  to?: string;
  search?: string;
  page: number;
}

const WORD = /^[a-z0-9_.-]{1,40}$/;

/**
 * Reads the filters from the URL, leaving out what the API would refuse (a typed-in address
 * shows the log rather than an error): unknown shapes, and a 'to' before 'from'.
 */
export function auditQueryFrom(params: URLSearchParams): AuditFilters {
  const actor = Number(params.get('actor'));
  const page = Number(params.get('page'));
  const word = (name: string) => {
    const value = params.get(name)?.trim();
    return value && WORD.test(value) ? value : undefined;
  };
  const date = (name: string) => {
    const value = params.get(name)?.trim();
    return value && isIsoDate(value) ? value : undefined;
  };
  const from = date('from');
  const to = date('to');
  const entityId = Number(params.get('entity_id'));
  return {
    actor_id: Number.isInteger(actor) && actor > 0 && actor <= 2_147_483_647 ? actor : undefined,
    entity_type: word('entity'),
    entity_id: Number.isInteger(entityId) && entityId > 0 && entityId <= 2_147_483_647 ? entityId : undefined,
    action: word('action'),
    from,
    to: from && to && to < from ? undefined : to,
    search: params.get('search')?.trim().slice(0, 100) || undefined,
    page: Number.isInteger(page) && page > 1 && page <= 100_000 ? page : 1,
  };
}

/** The URL's query for these filters ('' when none). */
export function auditQueryString(filters: Partial<AuditFilters>): string {
  const params = new URLSearchParams();
  if (filters.actor_id) params.set('actor', String(filters.actor_id));
  if (filters.entity_type) params.set('entity', filters.entity_type);
  if (filters.entity_id) params.set('entity_id', String(filters.entity_id));
  if (filters.action) params.set('action', filters.action);
  if (filters.from) params.set('from', filters.from);
  if (filters.to) params.set('to', filters.to);
  if (filters.search) params.set('search', filters.search);
  if (filters.page && filters.page > 1) params.set('page', String(filters.page));
  const text = params.toString();
  return text ? `?${text}` : '';
}

export function hasAuditFilters(filters: AuditFilters): boolean {
  return Boolean(filters.actor_id || filters.entity_type || filters.entity_id || filters.action || filters.from || filters.to || filters.search);
}
