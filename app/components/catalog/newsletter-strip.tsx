import { useEffect, useId, useState, type FormEvent } from 'react';
import { Check } from 'lucide-react';

/** Spec §2 Store: email (required) and 'Suscribirse'; it only clears the field, no call is made. */
export function NewsletterStrip() {
  const [email, setEmail] = useState('');
  const [isSubscribed, setIsSubscribed] = useState(false);
  const [isHydrated, setIsHydrated] = useState(false);
  const inputId = useId();
  const titleId = useId();

  useEffect(() => setIsHydrated(true), []);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!event.currentTarget.reportValidity()) return;
    setEmail('');
    setIsSubscribed(true);
  };

  return (
    <section aria-labelledby={titleId} className="bg-secondary text-on-secondary">
      <div className="container-page grid gap-8 py-14 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] lg:items-center lg:py-20">
        <div>
          <h2 id={titleId} className="font-display text-3xl leading-tight font-medium tracking-tight text-balance sm:text-4xl">
            Novedades del taller, una vez al mes
          </h2>
          <p className="mt-3 max-w-md leading-relaxed opacity-90">
            Cápsulas nuevas antes que nadie, arreglos y consejos de cuidado. Sin spam: te das de baja con un clic.
          </p>
        </div>
        <form onSubmit={submit} action={isHydrated ? undefined : '#'} className="w-full">
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
              className="h-12 flex-1 rounded-full border border-transparent bg-surface px-5 text-fg placeholder:text-muted focus-visible:outline-offset-2 focus-visible:outline-on-secondary"
            />
            <button
              type="submit"
              className="inline-flex h-12 items-center justify-center rounded-full bg-on-secondary px-7 text-sm font-semibold text-secondary transition hover:opacity-90 focus-visible:outline-on-secondary"
            >
              Suscribirse
            </button>
          </div>
          <p role="status" className="mt-3 min-h-6 text-sm">
            {isSubscribed && (
              <span className="inline-flex items-center gap-2 font-semibold">
                <Check aria-hidden="true" className="size-4" />
                ¡Gracias por suscribirte! Te escribiremos pronto.
              </span>
            )}
          </p>
        </form>
      </div>
    </section>
  );
}
