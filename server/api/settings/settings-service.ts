import { desc, eq, sql } from 'drizzle-orm';
import type { AdminStoreSettings, StoreSettings as Settings } from '../../../common/settings/contracts';
import type { Db } from '../../db/client';
import { storeSettings, users } from '../../db/schema';
import { changedFields } from '../audit/changes';
import { recordAudit, type AuditActor } from '../audit/record-audit';
import { forgetStoreSettings, loadStoreSettings, STORE_SETTINGS_KEYS } from '../../settings/store-settings';
import { transaction } from '../../db/transaction';

export async function presentAdminSettings(db: Db): Promise<AdminStoreSettings> {
  const settings = await loadStoreSettings(db);
  const [last] = await db
    .select({ updatedAt: storeSettings.updatedAt, userId: users.id, userName: users.name })
    .from(storeSettings)
    .leftJoin(users, eq(users.id, storeSettings.updatedBy))
    .orderBy(desc(storeSettings.updatedAt))
    .limit(1);
  return {
    settings,
    updated_at: last ? last.updatedAt.toISOString() : null,
    updated_by: last?.userId != null && last.userName != null ? { id: last.userId, name: last.userName } : null,
  };
}

/**
 * Saves the settings (already checked by the contract): only the keys that change are written, and
 * the same transaction records them in the audit log with their before and after.
 */
export async function saveStoreSettings(db: Db, actor: AuditActor, next: Settings, now: Date): Promise<void> {
  await transaction(db, async (tx) => {
    // One save at a time: the before of the audit entry is what the other save left.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('store_settings'))`);
    const before = await loadStoreSettings(tx);
    const changes = changedFields(before, next, STORE_SETTINGS_KEYS);
    const changedKeys = Object.keys(changes) as (keyof Settings)[];
    if (changedKeys.length === 0) return;
    for (const key of changedKeys) {
      const value = next[key];
      await tx
        .insert(storeSettings)
        .values({ key, value, updatedAt: now, updatedBy: actor.id })
        .onConflictDoUpdate({ target: storeSettings.key, set: { value, updatedAt: now, updatedBy: actor.id } });
    }
    await recordAudit(tx, actor, {
      action: 'update',
      entityType: 'settings',
      entityId: 'store',
      entityLabel: 'Configuración de la tienda',
      changes,
    });
  });
  forgetStoreSettings(db);
}
