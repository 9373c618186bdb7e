import { useEffect, useState } from 'react';
import { COOKIE_PREFERENCES_HASH, openCookiePreferences } from '~/lib/cookie-consent';

const CLASS_NAME = 'text-sm text-muted underline underline-offset-4 transition-colors hover:text-primary';

/**
 * The footer's way back to the cookie choice, on every page (issue 33, RGPD art. 7.3: withdrawing is
 * as easy as giving). Drawn as a link to the cookie policy's preferences, which opens the dialog
 * there, so it works before and without JavaScript; once hydrated it is a button that opens the
 * banner's preferences dialog on the page itself. The server's markup is the same for everyone.
 */
export function CookiePreferencesButton() {
  const [isHydrated, setIsHydrated] = useState(false);
  useEffect(() => setIsHydrated(true), []);

  if (!isHydrated) {
    return (
      <a href={`/cookies#${COOKIE_PREFERENCES_HASH}`} className={CLASS_NAME}>
        Preferencias de cookies
      </a>
    );
  }
  return (
    <button type="button" aria-haspopup="dialog" onClick={openCookiePreferences} className={CLASS_NAME}>
      Preferencias de cookies
    </button>
  );
}
