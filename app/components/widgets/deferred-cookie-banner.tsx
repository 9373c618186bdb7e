import { useEffect, useState } from 'react';
import { deferModule } from '~/components/ui/deferred';
import { OPEN_COOKIE_PREFERENCES_EVENT, readConsent } from '~/lib/cookie-consent';

const cookieBanner = deferModule(() => import('./cookie-banner'));

/**
 * The cookie banner and its preferences dialog, whose code loads only when needed (issues 14 and
 * 23): at once when no choice is saved (the banner is due), or when the preferences are asked for.
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
    const request = () => setPreferencesRequested(true);
    window.addEventListener(OPEN_COOKIE_PREFERENCES_EVENT, request);
    return () => window.removeEventListener(OPEN_COOKIE_PREFERENCES_EVENT, request);
  }, [module]);

  return module ? <module.CookieBanner openPreferencesOnMount={preferencesRequested} /> : null;
}
