import { AuditListQuery } from '@common/audit/contracts';
import { defineListAddress } from '../kit/list-address';

export const ADMIN_AUDIT_PATH = '/admin/audit';
export const AUDIT_PER_PAGE = 25;

/**
 * The log's filters in the address (so a filtered view can be shared or bookmarked), read as the
 * API reads them, leaving out what it would refuse (a typed-in address shows the log rather than
 * an error), a 'to' before 'from' included. `?actor=` and `?entity=` there.
 */
export const auditListAddress = defineListAddress(AuditListQuery, { names: { actor_id: 'actor', entity_type: 'entity' } });

export type AuditFilters = ReturnType<typeof auditListAddress.read>;
