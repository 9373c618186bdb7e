import { useId } from 'react';
import { Check } from 'lucide-react';
import { NewsletterEmailRow, useNewsletterSignup } from '~/components/ui/newsletter-signup';

/**
 * Spec §2 Store: email (required) and 'Suscribirse'; it only clears the field, no call is made.
 * `sentEmail`: sent in the server's markup before this code came (KeptNewsletter), answered as it mounts.
 */
export function NewsletterStrip({ sentEmail }: { sentEmail?: string }) {
  const { email, isSubscribed, isHydrated, submit, change } = useNewsletterSignup(undefined, sentEmail);
  const titleId = useId();

  return (
    <section aria-labelledby={titleId} className="bg-secondary text-on-secondary">
      <div className="container-page grid gap-8 py-14 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] lg:items-center lg:py-20">
        <div>
          <h2 id={titleId} className="font-display text-3xl leading-tight font-medium tracking-tight text-balance sm:text-4xl">
            Pronto: novedades del taller, una vez al mes
          </h2>
          <p className="mt-3 max-w-md leading-relaxed opacity-90">
            Estamos preparando una carta con las cápsulas nuevas, arreglos y consejos de cuidado. Todavía no la enviamos y
            este formulario no guarda tu correo.
          </p>
        </div>
        <form onSubmit={submit} action={isHydrated ? undefined : '#'} className="w-full">
          <NewsletterEmailRow tone="secondary" email={email} onChange={change} />
          <p role="status" className="mt-3 min-h-6 text-sm">
            {isSubscribed && (
              <span className="inline-flex items-center gap-2 font-semibold">
                <Check aria-hidden="true" className="size-4" />
                ¡Gracias por tu interés! Aún no guardamos correos: lo anunciaremos aquí cuando empiece la carta.
              </span>
            )}
          </p>
        </form>
      </div>
    </section>
  );
}
