import type { Context } from 'hono';
import type { Db } from '../../db/client';
import { auditLog, type AuditChanges } from '../../db/schema';
import type { ApiDeps, ApiEnv } from '../context';

export interface AuditActor {
  id: number;
  name: string;
  ipAddress: string | null;
}

export interface AuditEntry {
  /** create, update, delete, activate, deactivate, duplicate, import, bulk-… */
  action: string;
  /** user, role, product, category, brand, banner, settings… */
  entityType: string;
  entityId?: string | number | null;
  entityLabel?: string | null;
  /** From `changedFields`; empty for actions whose name says it all. */
  changes?: AuditChanges;
}

/** The signed-in staff member of an admin request, as the log records them. */
export function auditActor(c: Context<ApiEnv>, deps: Pick<ApiDeps, 'clientIp'>): AuditActor {
  const { user } = c.get('auth');
  return { id: user.id, name: user.name, ipAddress: deps.clientIp(c) };
}

/**
 * Writes one entry of the audit log. Call it with the transaction that made the change, so a
 * write is never logged without happening, nor happens without being logged.
 */
export async function recordAudit(db: Db, actor: AuditActor, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    actorId: actor.id,
    actorName: actor.name.slice(0, 120),
    action: entry.action,
    entityType: entry.entityType,
    entityId: entry.entityId === undefined || entry.entityId === null ? null : String(entry.entityId),
    entityLabel: entry.entityLabel?.slice(0, 200) ?? null,
    changes: entry.changes ?? {},
    ipAddress: actor.ipAddress,
  });
}
