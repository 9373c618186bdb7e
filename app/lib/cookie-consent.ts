import type { CookieConsentRequest } from '@common/consent/contracts';
import { COOKIE_BANNER_TEXT_VERSION } from '@common/consent/rules';
import { STORAGE_KEYS } from '@common/storage-keys';
import { readJson, readStorage, writeJson, writeStorage } from './browser-storage';

/** Cookie consent record of spec §3; essentials are always on (spec §4). */
export interface CookieConsent {
  essential: true;
  analytics: boolean;
  marketing: boolean;
  /** ISO 8601, when the visitor chose. */
  timestamp: string;
}

export type CookieChoice = Pick<CookieConsent, 'analytics' | 'marketing'>;

export const ACCEPT_ALL: CookieChoice = { analytics: true, marketing: true };
export const ESSENTIALS_ONLY: CookieChoice = { analytics: false, marketing: false };
/** Spec §4: in the custom dialog analytics starts on and marketing off. */
export const CUSTOM_DEFAULTS: CookieChoice = { analytics: true, marketing: false };

export function createConsent(choice: CookieChoice, now: Date): CookieConsent {
  return {
    essential: true,
    analytics: choice.analytics,
    marketing: choice.marketing,
    timestamp: now.toISOString(),
  };
}

/** A stored record counts as a choice only when it has the full shape. */
export function parseConsent(value: unknown): CookieConsent | null {
  if (typeof value !== 'object' || value === null) return null;
  const record = value as Record<string, unknown>;
  if (typeof record.analytics !== 'boolean' || typeof record.marketing !== 'boolean') return null;
  if (typeof record.timestamp !== 'string' || Number.isNaN(Date.parse(record.timestamp))) return null;
  return createConsent(
    { analytics: record.analytics, marketing: record.marketing },
    new Date(record.timestamp),
  );
}

export function readConsent(): CookieConsent | null {
  return readJson(STORAGE_KEYS.cookieConsent, parseConsent);
}

export const CONSENT_CHANGED_EVENT = 'cookie-consent-changed';
/** An address ending in #preferencias-cookies opens the preferences dialog (the footer's link before hydration). */
export const COOKIE_PREFERENCES_HASH = 'preferencias-cookies';
export const OPEN_COOKIE_PREFERENCES_EVENT = 'open-cookie-preferences';

/** Saves the choice, tells whoever loads analytics or marketing scripts, and puts it on record at the store. */
export function saveConsent(choice: CookieChoice, now = new Date()): CookieConsent {
  const consent = createConsent(choice, now);
  writeJson(STORAGE_KEYS.cookieConsent, consent);
  window.dispatchEvent(new CustomEvent(CONSENT_CHANGED_EVENT, { detail: consent }));
  recordConsent(consent);
  return consent;
}

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

/**
 * Reopens the preferences dialog so a visitor can change or withdraw consent later
 * (RGPD: withdrawing must be as easy as giving), e.g. from the /cookies page.
 */
export function openCookiePreferences() {
  window.dispatchEvent(new Event(OPEN_COOKIE_PREFERENCES_EVENT));
}
