import { FallbackForm } from '~/components/ui/fallback-form';
import { preloadCookiePreferences } from '~/components/widgets/deferred-cookie-banner';
import { COOKIE_PREFERENCES_HASH, openCookiePreferences } from '~/lib/cookie-consent';

/**
 * The footer's way back to the cookie choice, on every page (issue 33, RGPD art. 7.3: withdrawing is
 * as easy as giving): a button that opens the banner's preferences dialog in place; before
 * hydration it goes to the cookie policy with #preferencias-cookies, which opens the dialog there.
 * The server's markup is the same for everyone.
 */
export function CookiePreferencesButton() {
  return (
    <FallbackForm
      href={`/cookies#${COOKIE_PREFERENCES_HASH}`}
      onClick={openCookiePreferences}
      onPointerEnter={preloadCookiePreferences}
      onFocus={preloadCookiePreferences}
      aria-haspopup="dialog"
      className="text-sm text-muted underline underline-offset-4 hover:text-primary"
    >
      Preferencias de cookies
    </FallbackForm>
  );
}
