import { DEFAULT_STORE_SETTINGS, StoreSettings, type StoreSettings as Settings } from '../../common/settings/contracts';
import type { Db } from '../db/client';
import { storeSettings } from '../db/schema';

/** The keys of the store's settings, as stored one row each. */
export const STORE_SETTINGS_KEYS = Object.keys(StoreSettings.shape) as (keyof Settings)[];

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
  const settings = loadStoreSettings(db);
  cache.set(db, { at: now, settings });
  settings.catch(() => cache.delete(db));
  return settings;
}

/** Forget the cached settings of `db` (after a save). */
export function forgetStoreSettings(db: Db): void {
  cache.delete(db);
}

/**
 * Stored values over the defaults, key by key, read now (not cached). A stored value the contract no
 * longer accepts (a field whose rules changed since) gives the default of that key rather than
 * breaking every page.
 */
export async function loadStoreSettings(db: Db): Promise<Settings> {
  const rows = await db.select({ key: storeSettings.key, value: storeSettings.value }).from(storeSettings);
  const settings: Record<string, unknown> = { ...DEFAULT_STORE_SETTINGS };
  for (const { key, value } of rows) {
    if (!(STORE_SETTINGS_KEYS as string[]).includes(key)) continue;
    const parsed = StoreSettings.shape[key as keyof Settings].safeParse(value);
    if (parsed.success) settings[key] = parsed.data;
  }
  return StoreSettings.parse(settings);
}
