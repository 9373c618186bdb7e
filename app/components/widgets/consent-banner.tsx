import { Cookie } from 'lucide-react';
import { useId, type Ref } from 'react';
import type { IntentHandlers } from '~/components/ui/deferred';
import { POLICY_LINK_CLASS } from './cookie-preferences';

export const CONSENT_BANNER_TITLE = 'Tu privacidad, tu elección';

/** The banner's three buttons: each carries its choice as `data-cookie-choice`, for the markup the browser keeps. */
export type ConsentBannerChoice = 'all' | 'essentials' | 'customise';

/**
 * The cookie banner's content (spec §4). A labelled region rather than a modal, so the page stays usable while it is
 * shown; the app shell renders it right after the skip link, so keyboard and screen-reader users meet it before the
 * page content. The server draws it into every page (app/islands.server.ts) and the browser keeps that markup, its
 * buttons answered by DeferredCookieBanner (issue 36); drawn by the browser (CookieBanner) it takes `onChoose`.
 */
export function ConsentBanner({
  onChoose,
  customiseIntent,
  ref,
}: {
  onChoose?: (choice: ConsentBannerChoice) => void;
  customiseIntent?: IntentHandlers;
  ref?: Ref<HTMLElement>;
}) {
  const titleId = useId();
  const descriptionId = useId();
  const choose = (choice: ConsentBannerChoice) => (onChoose ? () => onChoose(choice) : undefined);

  return (
    <section
      ref={ref}
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
            {CONSENT_BANNER_TITLE}
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
          data-cookie-choice="customise"
          onClick={choose('customise')}
          {...customiseIntent}
          aria-haspopup="dialog"
          className="btn-secondary col-span-2 row-start-2 sm:mr-auto"
        >
          Personalizar
        </button>
        <button type="button" data-cookie-choice="essentials" onClick={choose('essentials')} className="btn-primary px-3 sm:px-5">
          Solo esenciales
        </button>
        <button type="button" data-cookie-choice="all" onClick={choose('all')} className="btn-primary px-3 sm:px-5">
          Aceptar todas
        </button>
      </div>
    </section>
  );
}
