import type { CookieConsentRequest } from '@common/consent/contracts';
import { COOKIE_BANNER_TEXT_VERSION } from '@common/consent/rules';
import { STORAGE_KEYS } from '@common/storage-keys';
import { readStorage, writeStorage } from './browser-storage';
import type { CookieConsent } from './cookie-consent';

// The cookie choice on record at the store (issue 33, RGPD art. 7.1). Its own module, imported by
// the cookie banner's deferred chunk only, so the first bundle of every page stays as it was.

const ANONYMOUS_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** This browser's random id for its consents on record, made once and kept (issue 33); never the person. */
export function consentAnonymousId(): string {
  const stored = readStorage(STORAGE_KEYS.consentId);
  if (stored && ANONYMOUS_ID.test(stored)) return stored;
  const id = crypto.randomUUID();
  writeStorage(STORAGE_KEYS.consentId, id);
  return id;
}

export function consentRecordBody(consent: CookieConsent): CookieConsentRequest {
  return {
    categories: { essential: true, analytics: consent.analytics, marketing: consent.marketing },
    text_version: COOKIE_BANNER_TEXT_VERSION,
    anonymous_id: consentAnonymousId(),
  };
}

/**
 * Puts the choice on record at the store (issue 33, RGPD art. 7.1): POST /api/consents/cookies, with
 * the session's token when signed in, so the account carries it too. Fire and forget: a plain
 * `fetch` (no zod, no typed client in the first bundle), never awaited by the banner, and a failure
 * changes nothing here (the choice is saved in the browser all the same).
 */
export function recordConsent(consent: CookieConsent): void {
  try {
    const headers: Record<string, string> = { 'Content-Type': 'application/json', Accept: 'application/json' };
    const token = readStorage(STORAGE_KEYS.token) ?? readStorage(STORAGE_KEYS.authToken);
    if (token) headers.Authorization = `Bearer ${token}`;
    void fetch('/api/consents/cookies', {
      method: 'POST',
      headers,
      body: JSON.stringify(consentRecordBody(consent)),
      credentials: 'same-origin',
    })
      // Read to its end, so the browser counts the request as done.
      .then((response) => response.arrayBuffer())
      .catch(() => undefined);
  } catch {
    // No fetch or no crypto (a very old browser): the choice stays in this browser only.
  }
}
