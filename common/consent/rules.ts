/**
 * The cookie banner's wording as a version (issue 33, RGPD art. 7.1: what a person agreed to):
 * bump it whenever the banner's or its preferences dialog's text changes, so each recorded choice
 * says which text was shown.
 */
export const COOKIE_BANNER_TEXT_VERSION = '2026-11-29.2';

/** The cookie categories of spec §4: essentials always on. */
export interface CookieCategories {
  essential: true;
  analytics: boolean;
  marketing: boolean;
}

export const CONSENT_KINDS = ['cookies'] as const;
export type ConsentKind = (typeof CONSENT_KINDS)[number];
