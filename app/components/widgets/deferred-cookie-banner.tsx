import { useEffect, useState } from 'react';
import { deferModule, preload } from '~/components/ui/deferred';
import { OPEN_COOKIE_PREFERENCES_EVENT, readConsent } from '~/lib/cookie-consent';
import { cookiePreferences } from './cookie-preferences';

const cookieBanner = deferModule(() => import('./cookie-banner'));

/** Starts the preferences' code (banner and dialog) as the pointer comes over a way to them, or it takes the focus. */
export function preloadCookiePreferences() {
  preload(cookieBanner);
  preload(cookiePreferences);
}

/**
 * The cookie banner and its preferences dialog, whose code loads only when needed (issues 14, 23
 * and 36): the banner's (plain React) at once when no choice is saved, the dialog's when the
 * preferences are asked for.
 */
export function DeferredCookieBanner() {
  const [isNeeded, setIsNeeded] = useState(false);
  const [preferencesRequested, setPreferencesRequested] = useState(false);
  const module = cookieBanner.useModule({ now: isNeeded || preferencesRequested, idle: false });

  useEffect(() => {
    if (readConsent() === null) setIsNeeded(true);
  }, []);

  useEffect(() => {
    if (module) return;
    const request = () => {
      preload(cookiePreferences);
      setPreferencesRequested(true);
    };
    window.addEventListener(OPEN_COOKIE_PREFERENCES_EVENT, request);
    return () => window.removeEventListener(OPEN_COOKIE_PREFERENCES_EVENT, request);
  }, [module]);

  return module ? <module.CookieBanner openPreferencesOnMount={preferencesRequested} /> : null;
}
