import { eq } from 'drizzle-orm';
import type { MarketingSubscription } from '../../../common/marketing/contracts';
import type { Db } from '../../db/client';
import { cartReminders, userSettings } from '../../db/schema';
import { NotFoundError } from '../../errors';
import { hashUnsubscribeToken } from './cart-reminders';

// The unsubscribe of a cart reminder's links, without signing in: the token of the e-mail (kept
// hashed in its reminder row) names the account. Looking never changes anything (mail readers
// open links by themselves); the POST — the one-click header's and the /baja page's form — does.

const INVALID_LINK = 'Este enlace de baja no es válido. Puedes desactivar los recordatorios de carrito en los ajustes de tu cuenta.';

async function accountOf(db: Db, token: string): Promise<number> {
  const [reminder] = await db
    .select({ userId: cartReminders.userId })
    .from(cartReminders)
    .where(eq(cartReminders.unsubscribeTokenHash, hashUnsubscribeToken(token)))
    .limit(1);
  if (!reminder) throw new NotFoundError(INVALID_LINK);
  return reminder.userId;
}

/** GET /marketing/unsubscribe */
export async function subscriptionOf(db: Db, token: string): Promise<MarketingSubscription> {
  const userId = await accountOf(db, token);
  const [settings] = await db.select({ on: userSettings.cartReminders }).from(userSettings).where(eq(userSettings.userId, userId)).limit(1);
  return { topic: 'cart_reminders', subscribed: settings?.on ?? false };
}

/** POST /marketing/unsubscribe: cart reminders off and their consent forgotten; again, nothing changes. */
export async function unsubscribe(db: Db, token: string, now: Date): Promise<MarketingSubscription> {
  const userId = await accountOf(db, token);
  await db
    .update(userSettings)
    .set({ cartReminders: false, cartRemindersConsentAt: null, updatedAt: now })
    .where(eq(userSettings.userId, userId));
  return { topic: 'cart_reminders', subscribed: false };
}
