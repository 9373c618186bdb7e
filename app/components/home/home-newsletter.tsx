import { useId } from 'react';
import { Check } from 'lucide-react';
import { Link } from 'react-router';
import { NewsletterEmailRow, useNewsletterSignup } from '~/components/ui/newsletter-signup';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Spec §5: the email is required and checked on the client; subscribing makes no call. */
export function validateNewsletterEmail(value: string): string | null {
  const email = value.trim();
  if (!email) return 'Escribe tu correo electrónico para suscribirte.';
  if (!EMAIL_PATTERN.test(email)) return 'Revisa el correo electrónico: parece incompleto.';
  return null;
}

/**
 * The home page's 'Cartas desde el taller'. `sentEmail`: sent in the server's markup before this code came
 * (KeptNewsletter), checked and answered as it mounts.
 */
export function HomeNewsletter({ sentEmail }: { sentEmail?: string }) {
  const { email, error, isSubscribed, isHydrated, submit, change } = useNewsletterSignup(validateNewsletterEmail, sentEmail);
  const errorId = useId();

  return (
    <section aria-labelledby="home-newsletter-title" className="container-page pb-20 lg:pb-28">
      <div className="relative overflow-hidden rounded-[2rem] bg-primary px-6 py-14 text-on-primary sm:px-12 lg:px-16 lg:py-20">
        <img
          src="/images/home/newsletter-thread.svg"
          alt=""
          width={600}
          height={400}
          loading="lazy"
          decoding="async"
          className="pointer-events-none absolute -right-16 -bottom-10 hidden w-[28rem] lg:block"
        />
        <div className="relative max-w-xl">
          <h2
            id="home-newsletter-title"
            className="font-display text-4xl leading-[1.08] font-medium tracking-tight text-balance sm:text-5xl"
          >
            Cartas desde el taller
          </h2>
          <p className="mt-4 text-lg leading-relaxed opacity-90">
            Estamos preparando una carta al mes con las cápsulas nuevas, consejos de cuidado y
            arreglos del taller. Todavía no la enviamos.
          </p>
          <form onSubmit={submit} noValidate={isHydrated} className="mt-8">
            <NewsletterEmailRow tone="primary" email={email} onChange={change} error={error} errorId={errorId} />
            <div aria-live="polite" className="mt-3 min-h-6 text-sm">
              {error && (
                <p id={errorId} className="font-medium">
                  {error}
                </p>
              )}
              {isSubscribed && (
                <p className="flex items-center gap-2 font-medium">
                  <Check aria-hidden="true" className="size-4" />
                  ¡Gracias por tu interés! La carta aún no ha empezado y no hemos guardado tu correo: lo anunciaremos aquí cuando salga la primera.
                </p>
              )}
            </div>
            <p className="mt-2 text-xs opacity-85">
              Este formulario no guarda tu correo ni te suscribe a nada. Mientras tanto, lo último del taller está en{' '}
              <Link to="/store/new-arrivals" className="font-semibold underline underline-offset-2">
                Novedades
              </Link>
              .
            </p>
          </form>
        </div>
      </div>
    </section>
  );
}
