import { STORAGE_KEYS } from '@common/storage-keys';
import { readJson, writeJson } from './browser-storage';

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
/** The banner's two buttons that choose at once. */
export const BANNER_CHOICES = { all: ACCEPT_ALL, essentials: ESSENTIALS_ONLY } as const;
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

/**
 * Saves the choice and tells whoever loads analytics or marketing scripts. The banner also puts it
 * on record at the store (`recordConsent`, ./cookie-consent-record.ts, loaded with the banner).
 */
export function saveConsent(choice: CookieChoice, now = new Date()): CookieConsent {
  const consent = createConsent(choice, now);
  writeJson(STORAGE_KEYS.cookieConsent, consent);
  window.dispatchEvent(new CustomEvent(CONSENT_CHANGED_EVENT, { detail: consent }));
  return consent;
}

/**
 * Reopens the preferences dialog so a visitor can change or withdraw consent later
 * (RGPD: withdrawing must be as easy as giving), e.g. from the /cookies page.
 */
export function openCookiePreferences() {
  window.dispatchEvent(new Event(OPEN_COOKIE_PREFERENCES_EVENT));
}
