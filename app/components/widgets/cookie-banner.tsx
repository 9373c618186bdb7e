import * as Dialog from '@radix-ui/react-dialog';
import { Cookie, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { COOKIE_BANNER_DELAY_MS } from '@common/constants';
import { SwitchField } from '~/components/ui/switch-field';
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
import { setFloatingOffset } from './floating-offset';

const POLICY_LINK_CLASS = 'font-semibold text-fg underline decoration-1 underline-offset-2 hover:text-primary';

/**
 * Spec §4 cookie consent: the banner appears 1 s after load while no choice is saved; the
 * preferences dialog lets the visitor pick analytics and marketing (essentials always on).
 */
export function CookieBanner({ openPreferencesOnMount = false }: { openPreferencesOnMount?: boolean }) {
  const [isBannerShown, setIsBannerShown] = useState(false);
  const [isDialogOpen, setIsDialogOpen] = useState(false);
  const [draft, setDraft] = useState<CookieChoice>(CUSTOM_DEFAULTS);

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
        />
      ) : null}
      <PreferencesDialog
        open={isDialogOpen}
        onOpenChange={setIsDialogOpen}
        draft={draft}
        onDraftChange={setDraft}
        onSave={() => choose(draft)}
        onAcceptAll={() => choose(ACCEPT_ALL)}
      />
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
}: {
  onAcceptAll: () => void;
  onEssentialsOnly: () => void;
  onCustomise: () => void;
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
        <button type="button" onClick={onCustomise} className="btn-secondary col-span-2 row-start-2 sm:mr-auto">
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

function PreferencesDialog({
  open,
  onOpenChange,
  draft,
  onDraftChange,
  onSave,
  onAcceptAll,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  draft: CookieChoice;
  onDraftChange: (draft: CookieChoice) => void;
  onSave: () => void;
  onAcceptAll: () => void;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[80] bg-black/50 transition-opacity duration-200 starting:opacity-0" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-[80] flex max-h-[calc(100dvh-2rem)] w-[min(36rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 flex-col overflow-hidden rounded-2xl border border-line bg-surface text-fg shadow-2xl transition duration-200 starting:scale-95 starting:opacity-0">
          <div className="flex items-start justify-between gap-4 border-b border-line px-6 pt-6 pb-4">
            <div>
              <p className="eyebrow">Cookies</p>
              <Dialog.Title className="mt-1 font-display text-2xl font-semibold">
                Preferencias de cookies
              </Dialog.Title>
            </div>
            <Dialog.Close
              aria-label="Cerrar"
              className="-mr-2 grid size-9 place-items-center rounded-full text-muted transition-colors hover:bg-surface-muted hover:text-fg"
            >
              <X aria-hidden="true" className="size-5" />
            </Dialog.Close>
          </div>
          <div className="overflow-y-auto px-6 py-5">
            <Dialog.Description className="text-sm leading-relaxed text-muted">
              Elige qué cookies permites. Las esenciales son necesarias para que la tienda funcione y no
              se pueden desactivar. Tu elección se guarda en este navegador y, como constancia de lo que
              aceptaste y cuándo, también en la tienda (con un identificador anónimo). Puedes cambiarla
              cuando quieras desde «Preferencias de cookies», al pie de cada página, o desde la{' '}
              <a href="/cookies" className={POLICY_LINK_CLASS}>
                Política de cookies
              </a>
              .
            </Dialog.Description>
            <ul className="mt-5 divide-y divide-line rounded-xl border border-line">
              <li className="p-4">
                <SwitchField
                  label="Esenciales"
                  description="Hacen posible el carrito, el inicio de sesión, la seguridad de la web y que recordemos tus ajustes de tema y accesibilidad."
                  checked
                  disabled
                  note="Siempre activas"
                />
              </li>
              <li className="p-4">
                <SwitchField
                  label="Analíticas"
                  description="Nos cuentan, de forma agregada, qué páginas se visitan y cómo se usa la tienda, para mejorarla."
                  checked={draft.analytics}
                  onCheckedChange={(analytics) => onDraftChange({ ...draft, analytics })}
                />
              </li>
              <li className="p-4">
                <SwitchField
                  label="Marketing"
                  description="Permiten mostrarte publicidad adaptada a tus intereses en otras webs y medir nuestras campañas."
                  checked={draft.marketing}
                  onCheckedChange={(marketing) => onDraftChange({ ...draft, marketing })}
                />
              </li>
            </ul>
          </div>
          <div className="flex flex-col-reverse gap-2 border-t border-line bg-surface-muted px-6 py-4 sm:flex-row sm:justify-end">
            <button type="button" onClick={onAcceptAll} className="btn-secondary">
              Aceptar todas
            </button>
            <button type="button" onClick={onSave} className="btn-primary">
              Guardar preferencias
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
