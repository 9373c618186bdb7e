import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { SwitchField } from '~/components/ui/switch-field';
import { ACCEPT_ALL, CUSTOM_DEFAULTS, OPEN_COOKIE_PREFERENCES_EVENT, readConsent, saveConsent, type CookieChoice } from '~/lib/cookie-consent';
import { recordConsent } from '~/lib/cookie-consent-record';
import { POLICY_LINK_CLASS } from './cookie-preferences';

/**
 * The cookie preferences (spec §4), loaded only when "Personalizar" on the banner or the footer's
 * 'Preferencias de cookies' is pressed (issue 36; DeferredCookieBanner): the banner itself needs no
 * library. Opens on each request (`openOnMount`: the request that brought this code), with the saved
 * choice, or analytics on and marketing off when there is none; essentials are always on.
 */
export function CookiePreferences({ openOnMount = false }: { openOnMount?: boolean }) {
  const [isOpen, setIsOpen] = useState(false);
  const [draft, setDraft] = useState<CookieChoice>(CUSTOM_DEFAULTS);

  useEffect(() => {
    const open = () => {
      const saved = readConsent();
      setDraft(saved ? { analytics: saved.analytics, marketing: saved.marketing } : CUSTOM_DEFAULTS);
      setIsOpen(true);
    };
    if (openOnMount) open();
    window.addEventListener(OPEN_COOKIE_PREFERENCES_EVENT, open);
    return () => window.removeEventListener(OPEN_COOKIE_PREFERENCES_EVENT, open);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only the first render's request counts
  }, []);

  function choose(choice: CookieChoice) {
    // Kept in this browser, and put on record at the store without waiting for it (issue 33).
    recordConsent(saveConsent(choice));
    setIsOpen(false);
  }

  return (
    <CookiePreferencesDialog
      open={isOpen}
      onOpenChange={setIsOpen}
      draft={draft}
      onDraftChange={setDraft}
      onSave={() => choose(draft)}
      onAcceptAll={() => choose(ACCEPT_ALL)}
    />
  );
}

function CookiePreferencesDialog({
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
