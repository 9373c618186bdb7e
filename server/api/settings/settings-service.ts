import { desc, eq, sql } from 'drizzle-orm';
import {
  DEFAULT_STORE_SETTINGS,
  StoreSettings,
  type AdminStoreSettings,
  type StoreSettings as Settings,
} from '../../../common/settings/contracts';
import type { Db } from '../../db/client';
import { storeSettings, users } from '../../db/schema';
import { changedFields } from '../audit/changes';
import { recordAudit, type AuditActor } from '../audit/record-audit';

const KEYS = Object.keys(StoreSettings.shape) as (keyof Settings)[];

/**
 * Every page render reads the settings (the root loader) and the maintenance gate asks them on each
 * document request, so they are kept in memory per database and dropped by the save. One Node
 * process serves the store; the minute of life only bounds a change made outside the API (psql).
 */
const CACHE_MS = 60_000;
const cache = new WeakMap<object, { at: number; settings: Promise<Settings> }>();

/** The settings as public pages read them: the stored values over the defaults. */
export function readStoreSettings(db: Db, now = Date.now()): Promise<Settings> {
  const hit = cache.get(db);
  if (hit && now - hit.at < CACHE_MS) return hit.settings;
  const settings = loadSettings(db);
  cache.set(db, { at: now, settings });
  settings.catch(() => cache.delete(db));
  return settings;
}

/** Forget the cached settings of `db` (after a save). */
export function forgetStoreSettings(db: Db): void {
  cache.delete(db);
}

/**
 * Stored values over the defaults, key by key. A stored value the contract no longer accepts (a
 * field whose rules changed since) gives the default of that key rather than breaking every page.
 */
async function loadSettings(db: Db): Promise<Settings> {
  const rows = await db.select({ key: storeSettings.key, value: storeSettings.value }).from(storeSettings);
  const settings: Record<string, unknown> = { ...DEFAULT_STORE_SETTINGS };
  for (const { key, value } of rows) {
    if (!(KEYS as string[]).includes(key)) continue;
    const parsed = StoreSettings.shape[key as keyof Settings].safeParse(value);
    if (parsed.success) settings[key] = parsed.data;
  }
  return StoreSettings.parse(settings);
}

export async function presentAdminSettings(db: Db): Promise<AdminStoreSettings> {
  const settings = await loadSettings(db);
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
  await db.transaction(async (tx) => {
    // One save at a time: the before of the audit entry is what the other save left.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('store_settings'))`);
    const before = await loadSettings(tx);
    const changes = changedFields(before, next, KEYS);
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
