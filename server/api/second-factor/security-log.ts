import { and, desc, eq } from 'drizzle-orm';
import type { SecurityEvent } from '../../../common/second-factor/contracts';
import type { Db } from '../../db/client';
import { auditLog } from '../../db/schema';
import { recordAudit, type AuditActor } from '../audit/record-audit';

/** The audit log's entity for an account's sign-in security: what staff read at /admin/audit and the person at /user/security. */
export const ACCOUNT_SECURITY_ENTITY = 'account-security';

const DESCRIPTIONS: Record<string, string> = {
  'totp-enabled': 'Se activó una app de autenticación.',
  'totp-removed': 'Se quitó la app de autenticación.',
  'passkey-added': 'Se añadió una llave de acceso.',
  'passkey-removed': 'Se quitó una llave de acceso.',
  'recovery-codes-created': 'Se generaron códigos de recuperación nuevos (los anteriores dejaron de valer).',
  'recovery-code-used': 'Se entró con un código de recuperación.',
  'second-factor-failed': 'Un intento de entrar dio un segundo factor equivocado.',
  'passkey-sign-in': 'Se entró con una llave de acceso, sin contraseña.',
  'second-factor-reset': 'El equipo de la tienda restableció el segundo factor y cerró las sesiones.',
};

export type SecurityAction = keyof typeof DESCRIPTIONS & string;

/** One entry of the person's security history, in the audit log (with the transaction that made the change, when there is one). */
export async function recordSecurityEvent(
  db: Db,
  input: { user: { id: number; name: string; email: string }; actor?: AuditActor; ipAddress: string | null; action: SecurityAction; detail?: string },
): Promise<void> {
  await recordAudit(db, input.actor ?? { id: input.user.id, name: input.user.name, ipAddress: input.ipAddress }, {
    action: input.action,
    entityType: ACCOUNT_SECURITY_ENTITY,
    entityId: input.user.id,
    entityLabel: input.user.email,
    changes: input.detail ? { detalle: { before: null, after: input.detail } } : {},
  });
}

/** The person's last 20 security events, newest first. */
export async function listSecurityEvents(db: Db, userId: number): Promise<SecurityEvent[]> {
  const rows = await db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, ACCOUNT_SECURITY_ENTITY), eq(auditLog.entityId, String(userId))))
    .orderBy(desc(auditLog.id))
    .limit(20);
  return rows.map((row) => {
    const detail = row.changes.detalle?.after;
    const base = DESCRIPTIONS[row.action] ?? row.action;
    return {
      id: row.id,
      action: row.action,
      description: typeof detail === 'string' ? `${base.replace(/\.$/, '')}: ${detail}.` : base,
      ip_address: row.ipAddress,
      created_at: row.createdAt.toISOString(),
    };
  });
}
