import { Cookie } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { COOKIE_BANNER_DELAY_MS } from '@common/constants';
import { preload, type IntentHandlers } from '~/components/ui/deferred';
import {
  ACCEPT_ALL,
  CUSTOM_DEFAULTS,
  ESSENTIALS_ONLY,
  OPEN_COOKIE_PREFERENCES_EVENT,
  readConsent,
  saveConsent,
  type CookieChoice,
} from '~/lib/cookie-consent';
import { recordConsent } from '~/lib/cookie-consent-record';
import { cookiePreferences, POLICY_LINK_CLASS } from './cookie-preferences';
import { setFloatingOffset } from './floating-offset';

/**
 * Spec §4 cookie consent: the banner appears 1 s after load while no choice is saved; the
 * preferences dialog lets the visitor pick analytics and marketing (essentials always on). The
 * banner is plain React; the dialog's code (a dialog library, switches) loads when it is asked for,
 * or as the pointer comes over "Personalizar" or it takes the focus (issue 36).
 */
export function CookieBanner({ openPreferencesOnMount = false }: { openPreferencesOnMount?: boolean }) {
  const [isBannerShown, setIsBannerShown] = useState(false);
  const [isDialogOpen, setIsDialogOpen] = useState(false);
  const [draft, setDraft] = useState<CookieChoice>(CUSTOM_DEFAULTS);
  const dialog = cookiePreferences.useModule({ now: isDialogOpen, idle: false });
  const intent: IntentHandlers = { onPointerEnter: () => preload(cookiePreferences), onFocus: () => preload(cookiePreferences) };

  useEffect(() => {
    if (readConsent() !== null) return;
    const timer = setTimeout(() => setIsBannerShown(true), COOKIE_BANNER_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);

  useEffect(() => {
    const open = () => {
      const saved = readConsent();
      setDraft(saved ? { analytics: saved.analytics, marketing: saved.marketing } : CUSTOM_DEFAULTS);
      setIsDialogOpen(true);
    };
    // Asked for before this code had loaded (see DeferredCookieBanner).
    if (openPreferencesOnMount) open();
    window.addEventListener(OPEN_COOKIE_PREFERENCES_EVENT, open);
    return () => window.removeEventListener(OPEN_COOKIE_PREFERENCES_EVENT, open);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only the first render's request counts
  }, []);

  function choose(choice: CookieChoice) {
    // Kept in this browser, and put on record at the store without waiting for it (issue 33).
    recordConsent(saveConsent(choice));
    setIsDialogOpen(false);
    setIsBannerShown(false);
  }

  function customise() {
    setDraft(CUSTOM_DEFAULTS);
    setIsDialogOpen(true);
  }

  return (
    <>
      {isBannerShown ? (
        <ConsentBanner
          onAcceptAll={() => choose(ACCEPT_ALL)}
          onEssentialsOnly={() => choose(ESSENTIALS_ONLY)}
          onCustomise={customise}
          customiseIntent={intent}
        />
      ) : null}
      {dialog ? (
        <dialog.CookiePreferencesDialog
          open={isDialogOpen}
          onOpenChange={setIsDialogOpen}
          draft={draft}
          onDraftChange={setDraft}
          onSave={() => choose(draft)}
          onAcceptAll={() => choose(ACCEPT_ALL)}
        />
      ) : null}
    </>
  );
}

/**
 * A labelled region rather than a modal, so the page stays usable while it is shown. The app
 * shell renders it right after the skip link, so keyboard and screen-reader users meet it
 * before the page content.
 */
function ConsentBanner({
  onAcceptAll,
  onEssentialsOnly,
  onCustomise,
  customiseIntent,
}: {
  onAcceptAll: () => void;
  onEssentialsOnly: () => void;
  onCustomise: () => void;
  customiseIntent: IntentHandlers;
}) {
  const titleId = useId();
  const descriptionId = useId();
  const bannerRef = useRef<HTMLElement>(null);

  useEffect(() => {
    const banner = bannerRef.current;
    if (!banner) return;
    const observer = new ResizeObserver(() => setFloatingOffset(banner.offsetHeight + 12));
    observer.observe(banner);
    return () => {
      observer.disconnect();
      setFloatingOffset(null);
    };
  }, []);

  return (
    <section
      ref={bannerRef}
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      className="fixed inset-x-3 bottom-3 z-40 mx-auto max-w-2xl rounded-2xl border border-line bg-surface p-4 text-fg shadow-2xl transition duration-300 sm:p-6 lg:bottom-6 starting:translate-y-4 starting:opacity-0"
    >
      <div className="flex items-start gap-4">
        <span className="hidden size-11 shrink-0 place-items-center rounded-full bg-surface-muted text-primary sm:grid">
          <Cookie aria-hidden="true" className="size-5" />
        </span>
        <div className="min-w-0">
          <h2 id={titleId} className="font-display text-lg font-semibold sm:text-2xl">
            Tu privacidad, tu elección
          </h2>
          <p id={descriptionId} className="mt-1.5 text-sm leading-relaxed text-muted sm:mt-2">
            Usamos cookies propias para que la tienda funcione y, solo si nos das permiso, cookies
            analíticas y de marketing, propias y de terceros, para mejorar la web y mostrarte publicidad
            según tus intereses. Puedes cambiar tu elección cuando quieras. Más información en la{' '}
            <a href="/cookies" className={POLICY_LINK_CLASS}>
              Política de cookies
            </a>
            .
          </p>
        </div>
      </div>
      {/* Rejecting is as easy and as visible as accepting (AEPD cookie guide). */}
      <div className="mt-4 grid grid-cols-2 gap-2 sm:flex sm:items-center sm:justify-end">
        <button
          type="button"
          onClick={onCustomise}
          {...customiseIntent}
          aria-haspopup="dialog"
          className="btn-secondary col-span-2 row-start-2 sm:mr-auto"
        >
          Personalizar
        </button>
        <button type="button" onClick={onEssentialsOnly} className="btn-primary px-3 sm:px-5">
          Solo esenciales
        </button>
        <button type="button" onClick={onAcceptAll} className="btn-primary px-3 sm:px-5">
          Aceptar todas
        </button>
      </div>
    </section>
  );
}
