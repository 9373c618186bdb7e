import { DEFAULT_STORE_SETTINGS } from './settings/contracts';

/**
 * @deprecated The store's contact facts are store settings now (/admin/settings). Pages read them
 * with useStoreSettings() (`app/lib/store-facts.ts`); server code with
 * `readStoreSettings(db)` (`server/api/settings/settings-service.ts`), which is cached. What is left
 * here are the defaults, for the server code written before the settings that has not moved yet
 * (the account mails and the deactivated-account message); it does not follow a change made in
 * the back office.
 */
export const STORE_EMAILS = {
  general: DEFAULT_STORE_SETTINGS.contact_email,
  support: DEFAULT_STORE_SETTINGS.support_email,
  business: DEFAULT_STORE_SETTINGS.business_email,
  privacy: DEFAULT_STORE_SETTINGS.privacy_email,
} as const;
