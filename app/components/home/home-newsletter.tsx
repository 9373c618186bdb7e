import { useEffect, useId, useState, type FormEvent } from 'react';
import { Check } from 'lucide-react';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Spec §5: the email is required and checked on the client; subscribing makes no call. */
export function validateNewsletterEmail(value: string): string | null {
  const email = value.trim();
  if (!email) return 'Escribe tu correo electrónico para suscribirte.';
  if (!EMAIL_PATTERN.test(email)) return 'Revisa el correo electrónico: parece incompleto.';
  return null;
}

export function HomeNewsletter() {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [isSubscribed, setIsSubscribed] = useState(false);
  const [isHydrated, setIsHydrated] = useState(false);
  const inputId = useId();
  const errorId = useId();

  useEffect(() => setIsHydrated(true), []);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = validateNewsletterEmail(email);
    setError(problem);
    if (problem) {
      setIsSubscribed(false);
      return;
    }
    setEmail('');
    setIsSubscribed(true);
  };

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
            Una carta al mes con las cápsulas nuevas antes que nadie, consejos de cuidado y
            arreglos, y un 10 % de descuento en tu primer pedido.
          </p>
          <form onSubmit={submit} noValidate={isHydrated} className="mt-8">
            <label htmlFor={inputId} className="text-sm font-semibold">
              Correo electrónico
            </label>
            <div className="mt-2 flex flex-col gap-3 sm:flex-row">
              <input
                id={inputId}
                name="email"
                type="email"
                required
                autoComplete="email"
                placeholder="nombre@correo.es"
                value={email}
                onChange={(event) => {
                  setEmail(event.target.value);
                  setIsSubscribed(false);
                }}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? errorId : undefined}
                className="h-12 flex-1 rounded-full border border-transparent bg-surface px-5 text-fg placeholder:text-muted focus-visible:outline-offset-2 focus-visible:outline-on-primary"
              />
              <button
                type="submit"
                className="inline-flex h-12 items-center justify-center rounded-full bg-on-primary px-7 font-semibold text-primary transition-opacity hover:opacity-90 focus-visible:outline-on-primary"
              >
                Suscribirse
              </button>
            </div>
            <div aria-live="polite" className="mt-3 min-h-6 text-sm">
              {error && (
                <p id={errorId} className="font-medium">
                  {error}
                </p>
              )}
              {isSubscribed && (
                <p className="flex items-center gap-2 font-medium">
                  <Check aria-hidden="true" className="size-4" />
                  ¡Gracias! Te escribiremos pronto desde el taller.
                </p>
              )}
            </div>
            <p className="mt-2 text-xs opacity-85">
              Puedes darte de baja cuando quieras desde cualquier carta. Sin spam, lo prometemos.
            </p>
          </form>
        </div>
      </div>
    </section>
  );
}
