import { eq } from 'drizzle-orm';
import type { UserSettings, UserSettingsUpdate } from '../../../common/account/contracts';
import type { Db } from '../../db/client';
import { userSettings } from '../../db/schema';

const DEFAULT_SETTINGS: UserSettings = { newsletter: false, order_updates: true, promotions: false, security_alerts: true };

export async function getSettings(db: Db, userId: number): Promise<UserSettings> {
  const [row] = await db.select().from(userSettings).where(eq(userSettings.userId, userId));
  if (!row) return DEFAULT_SETTINGS;
  return {
    newsletter: row.newsletter,
    order_updates: row.orderUpdates,
    promotions: row.promotions,
    security_alerts: row.securityAlerts,
  };
}

export async function updateSettings(db: Db, userId: number, changes: UserSettingsUpdate, now: Date): Promise<UserSettings> {
  const next = { ...(await getSettings(db, userId)), ...changes };
  const values = {
    newsletter: next.newsletter,
    orderUpdates: next.order_updates,
    promotions: next.promotions,
    securityAlerts: next.security_alerts,
    updatedAt: now,
  };
  await db
    .insert(userSettings)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: userSettings.userId, set: values });
  return next;
}
