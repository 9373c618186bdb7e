import { STORAGE_PREFIX } from './constants';

// Browser storage keys of spec §3; the ones the spec leaves unnamed share the product prefix.
export const STORAGE_KEYS = {
  token: 'token',
  authToken: 'auth_token',
  dismissedBanners: 'dismissedBanners',
  recentSearches: 'recentSearches',
  theme: `${STORAGE_PREFIX}-theme`,
  darkMode: `${STORAGE_PREFIX}-dark-mode`,
  darkModePreference: `${STORAGE_PREFIX}-dark-mode-preference`,
  cart: `${STORAGE_PREFIX}-cart`,
  cookieConsent: `${STORAGE_PREFIX}-cookie-consent`,
  /** A random id this browser generates once, so its cookie choices are on record without an account (issue 33). */
  consentId: `${STORAGE_PREFIX}-consent-id`,
  accessibility: `${STORAGE_PREFIX}-accessibility`,
} as const;
