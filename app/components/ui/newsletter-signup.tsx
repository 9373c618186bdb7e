import { useEffect, useId, useState, type ChangeEvent, type FormEvent } from 'react';

/**
 * State of a newsletter form: subscribing makes no call (spec §5), it only clears the field and
 * thanks the visitor, so the forms' wording promises no letter, no discount and no unsubscribe
 * link: nothing is stored. With `validate` the form checks the email itself (spec §5) and says what is wrong;
 * without it the browser's own required/email check stands. `sentEmail`: the address sent in the form the server drew
 * before this code came (kept-newsletter.tsx), answered as it mounts (after its status region is there, so a screen
 * reader announces it).
 */
export function useNewsletterSignup(validate?: (email: string) => string | null, sentEmail?: string) {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [isSubscribed, setIsSubscribed] = useState(false);
  const [isHydrated, setIsHydrated] = useState(false);

  useEffect(() => setIsHydrated(true), []);

  /** Clears the field and thanks the visitor: what a valid submit does. */
  const subscribe = () => {
    setEmail('');
    setIsSubscribed(true);
  };

  /** The form's own check (the browser's, when there is no `validate`, already passed); true when it subscribed. */
  const check = (value: string) => {
    const problem = validate?.(value) ?? null;
    setError(problem);
    if (problem) {
      setIsSubscribed(false);
      return false;
    }
    subscribe();
    return true;
  };

  useEffect(() => {
    if (sentEmail === undefined) return;
    setEmail(sentEmail);
    check(sentEmail);
    // Only as it mounts.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!validate && !event.currentTarget.reportValidity()) return;
    check(email);
  };

  const change = (event: ChangeEvent<HTMLInputElement>) => {
    setEmail(event.target.value);
    setIsSubscribed(false);
  };

  return { email, error, isSubscribed, isHydrated, submit, change };
}

// Whole class names, so Tailwind finds them. On phones the row is a column: the input must not
// grow or shrink there (flex-1's zero basis squashed it to a sliver), only share the row from sm.
const TONES = {
  primary: {
    input:
      'h-12 w-full min-w-0 shrink-0 rounded-full border border-transparent bg-surface px-5 text-fg placeholder:text-muted focus-visible:outline-offset-2 focus-visible:outline-on-primary sm:flex-1',
    button:
      'inline-flex h-12 items-center justify-center rounded-full bg-on-primary px-7 font-semibold text-primary transition-opacity hover:opacity-90 focus-visible:outline-on-primary',
  },
  secondary: {
    input:
      'h-12 w-full min-w-0 shrink-0 rounded-full border border-transparent bg-surface px-5 text-fg placeholder:text-muted focus-visible:outline-offset-2 focus-visible:outline-on-secondary sm:flex-1',
    button:
      'inline-flex h-12 items-center justify-center rounded-full bg-on-secondary px-7 text-sm font-semibold text-secondary transition hover:opacity-90 focus-visible:outline-on-secondary',
  },
} as const;

interface NewsletterEmailRowProps {
  /** The band the row sits on: its colour is the input's focus ring and the button's fill. */
  tone: keyof typeof TONES;
  email: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  error?: string | null;
  /** Id of the element that shows `error`, read with the input. */
  errorId?: string;
}

/** 'Correo electrónico', the email input and 'Suscribirse'. */
export function NewsletterEmailRow({ tone, email, onChange, error, errorId }: NewsletterEmailRowProps) {
  const inputId = useId();
  return (
    <>
      <label htmlFor={inputId} className="text-sm font-semibold">
        Correo electrónico
      </label>
      <div className="mt-2 flex flex-col gap-3 sm:flex-row">
        <input
          id={inputId}
          // No name: a form sent before the page hydrates (or without JavaScript) keeps the address out of the URL and the logs.
          type="email"
          required
          autoComplete="email"
          placeholder="nombre@correo.es"
          value={email}
          onChange={onChange}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className={TONES[tone].input}
        />
        <button type="submit" className={TONES[tone].button}>
          Suscribirse
        </button>
      </div>
    </>
  );
}
