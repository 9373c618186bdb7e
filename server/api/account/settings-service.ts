import { eq } from 'drizzle-orm';
import type { UserSettings, UserSettingsUpdate } from '../../../common/account/contracts';
import type { Db } from '../../db/client';
import { userSettings } from '../../db/schema';

const DEFAULT_SETTINGS: UserSettings = {
  newsletter: false,
  order_updates: true,
  promotions: false,
  security_alerts: true,
  cart_reminders: false,
  cart_reminders_consent_at: null,
};

export async function getSettings(db: Db, userId: number): Promise<UserSettings> {
  const [row] = await db.select().from(userSettings).where(eq(userSettings.userId, userId));
  if (!row) return DEFAULT_SETTINGS;
  return {
    newsletter: row.newsletter,
    order_updates: row.orderUpdates,
    promotions: row.promotions,
    security_alerts: row.securityAlerts,
    cart_reminders: row.cartReminders,
    cart_reminders_consent_at: row.cartRemindersConsentAt?.toISOString() ?? null,
  };
}

export async function updateSettings(db: Db, userId: number, changes: UserSettingsUpdate, now: Date): Promise<UserSettings> {
  const current = await getSettings(db, userId);
  const next = { ...current, ...changes };
  // Switching cart reminders on is the consent, dated; off forgets it. Left as it was, the date stays.
  const consentAt = !next.cart_reminders ? null : current.cart_reminders ? current.cart_reminders_consent_at : now.toISOString();
  const values = {
    newsletter: next.newsletter,
    orderUpdates: next.order_updates,
    promotions: next.promotions,
    securityAlerts: next.security_alerts,
    cartReminders: next.cart_reminders,
    cartRemindersConsentAt: consentAt === null ? null : new Date(consentAt),
    updatedAt: now,
  };
  await db
    .insert(userSettings)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: userSettings.userId, set: values });
  return { ...next, cart_reminders_consent_at: consentAt };
}
