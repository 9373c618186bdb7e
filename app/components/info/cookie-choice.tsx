import { Cookie } from 'lucide-react';
import { useEffect, useState } from 'react';
import { CONSENT_CHANGED_EVENT, COOKIE_PREFERENCES_HASH, openCookiePreferences, readConsent, type CookieConsent } from '~/lib/cookie-consent';

const WHEN = new Intl.DateTimeFormat('es-ES', { dateStyle: 'long', timeStyle: 'short' });

export function describeConsent(consent: CookieConsent | null): string {
  if (!consent) return 'Todavía no has elegido: solo usamos lo esencial.';
  const allowed = [consent.analytics && 'analíticas', consent.marketing && 'de marketing'].filter(Boolean);
  const what = allowed.length === 0 ? 'solo las esenciales' : `esenciales y ${allowed.join(' y ')}`;
  return `Permites ${what} desde el ${WHEN.format(new Date(consent.timestamp))}.`;
}

/**
 * The visitor's saved choice and a button that reopens the cookie banner's preferences dialog,
 * so consent can be changed or withdrawn as easily as it was given (RGPD art. 7.3).
 */
export function CookieChoice() {
  // Read after hydration: the server cannot know what this browser saved.
  const [consent, setConsent] = useState<CookieConsent | null | undefined>(undefined);

  useEffect(() => {
    const update = () => setConsent(readConsent());
    update();
    // Reached from the footer's 'Preferencias de cookies' before hydration, or from /user/privacy: open them.
    // The cookie banner, drawn before the page in the app shell, already listens.
    if (window.location.hash === `#${COOKIE_PREFERENCES_HASH}`) openCookiePreferences();
    window.addEventListener(CONSENT_CHANGED_EVENT, update);
    return () => window.removeEventListener(CONSENT_CHANGED_EVENT, update);
  }, []);

  return (
    <div id={COOKIE_PREFERENCES_HASH} className="mt-8 flex flex-col gap-4 rounded-2xl border border-line bg-surface-muted p-5 sm:flex-row sm:items-center sm:p-6">
      <span className="hidden size-11 shrink-0 place-items-center rounded-full bg-surface text-primary sm:grid">
        <Cookie aria-hidden="true" className="size-5" />
      </span>
      <p aria-live="polite" className="min-w-0 flex-1 text-sm leading-relaxed text-fg">
        {/* The choice lives in this browser and only the page's script reads or changes it (issue 36). */}
        <span className="noscript:hidden">{consent === undefined ? 'Comprobando tu elección…' : describeConsent(consent)}</span>
        <span className="hidden noscript:inline">Sin JavaScript no guardamos ninguna elección ni cargamos cookies de análisis o de marketing.</span>
      </p>
      <button type="button" onClick={openCookiePreferences} className="btn-primary shrink-0 noscript:hidden">
        Cambiar mis preferencias
      </button>
    </div>
  );
}
