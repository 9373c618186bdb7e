import { and, asc, desc, eq } from 'drizzle-orm';
import type { CookieConsentRecord, PrivacyConsents } from '../../../common/consent/contracts';
import type { CookieCategories } from '../../../common/consent/rules';
import type { Db } from '../../db/client';
import { consentRecords, productVariants, products, stockAlerts, userSettings } from '../../db/schema';

export interface CookieConsentInput {
  categories: CookieCategories;
  text_version: string;
  anonymous_id: string;
}

/** Puts a cookie choice on record (issue 33): a new row each time, dated by the database, no IP address. */
export async function recordCookieConsent(db: Db, input: CookieConsentInput, userId: number | null): Promise<CookieConsentRecord> {
  const [row] = await db
    .insert(consentRecords)
    .values({
      anonymousId: input.anonymous_id,
      userId,
      kind: 'cookies',
      categories: { essential: true, analytics: input.categories.analytics, marketing: input.categories.marketing },
      textVersion: input.text_version,
    })
    .returning();
  return {
    id: row!.id,
    kind: 'cookies',
    categories: row!.categories,
    text_version: row!.textVersion,
    for_account: row!.userId !== null,
    created_at: row!.createdAt.toISOString(),
  };
}

/** What the customer agreed to and when: the latest cookie choice, cart reminders and active back-in-stock alerts. */
export async function myConsents(db: Db, userId: number): Promise<PrivacyConsents> {
  const [cookies] = await db
    .select({ categories: consentRecords.categories, textVersion: consentRecords.textVersion, createdAt: consentRecords.createdAt })
    .from(consentRecords)
    .where(and(eq(consentRecords.userId, userId), eq(consentRecords.kind, 'cookies')))
    .orderBy(desc(consentRecords.id))
    .limit(1);
  const [settings] = await db
    .select({ consentAt: userSettings.cartRemindersConsentAt })
    .from(userSettings)
    .where(eq(userSettings.userId, userId));
  const alerts = await db
    .select({
      id: stockAlerts.id,
      email: stockAlerts.email,
      confirmedAt: stockAlerts.confirmedAt,
      createdAt: stockAlerts.createdAt,
      productName: products.name,
      productSlug: products.slug,
      size: productVariants.size,
      colorName: productVariants.colorName,
    })
    .from(stockAlerts)
    .innerJoin(products, eq(products.id, stockAlerts.productId))
    .innerJoin(productVariants, eq(productVariants.id, stockAlerts.variantId))
    .where(and(eq(stockAlerts.userId, userId), eq(stockAlerts.status, 'active')))
    .orderBy(asc(stockAlerts.id))
    .limit(100);
  const consentAt = settings?.consentAt ?? null;
  return {
    cookies: cookies
      ? {
          categories: { essential: true, analytics: cookies.categories.analytics, marketing: cookies.categories.marketing },
          text_version: cookies.textVersion,
          created_at: cookies.createdAt.toISOString(),
        }
      : null,
    cart_reminders: { active: consentAt !== null, consented_at: consentAt?.toISOString() ?? null },
    stock_alerts: alerts.map((alert) => ({
      id: alert.id,
      email: alert.email,
      product_name: alert.productName,
      product_slug: alert.productSlug,
      size: alert.size,
      color_name: alert.colorName,
      // The account's own address is active at once: its confirmation is the moment it was asked for.
      confirmed_at: (alert.confirmedAt ?? alert.createdAt).toISOString(),
    })),
  };
}
