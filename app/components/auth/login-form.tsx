import { lazy, Suspense, useEffect, useState } from 'react';
import { CircleAlert, KeyRound } from 'lucide-react';
import { Link } from 'react-router';
import { FORGOT_PASSWORD_PATH } from '@common/auth/account-links';
import type { SecondFactorChallenge } from '@common/second-factor/contracts';
import { FormError } from '~/components/forms/form-error';
import { PasswordField, TextField } from '~/components/forms/text-field';
import { login } from '~/lib/auth-sign-in';
import { signInWithPasskey } from '~/lib/second-factor-sign-in';
import { ApiRequestError } from '~/lib/api/errors';
import { browserCanUsePasskeys } from '~/lib/passkey-support';
import { REDIRECT_PARAM, REGISTER_PATH } from './auth-paths';
import { ENGLISH_TOGGLE, SubmitButton, SwitchScreenLink } from './auth-form-parts';
import { useAfterSignIn, useAuthForm } from './use-auth-form';

/** The second step (and the contract it checks codes with) loads only once a password is sent. */
const loadSecondFactorStep = () => import('./second-factor-step');
const SecondFactorStep = lazy(async () => ({ default: (await loadSecondFactorStep()).SecondFactorStep }));

const PASSKEY_SIGN_IN_FAILED = 'We could not sign you in with that passkey. Try again or use your password.';

/** Login screen form (spec §2, §5, §8); with a second factor, its second step in place (issue 33). */
export function LoginForm() {
  const [challenge, setChallenge] = useState<SecondFactorChallenge | null>(null);
  const { afterSignIn } = useAfterSignIn('login');
  const { formRef, field, formError, isSaving, submit, redirectTo, setValue } = useAuthForm({
    screen: 'login',
    initial: { email: '', password: '' },
    schema: () => import('@common/auth/contracts').then((contracts) => contracts.AuthLoginBody),
    submit: (values) => {
      // Fetched while the password is checked, so the second step is there when it is needed.
      void loadSecondFactorStep().catch(() => undefined);
      return login(values);
    },
    onChallenge: setChallenge,
  });
  const registerPath = redirectTo
    ? `${REGISTER_PATH}?${REDIRECT_PARAM}=${encodeURIComponent(redirectTo)}`
    : REGISTER_PATH;

  if (challenge) {
    return (
      <Suspense fallback={<p role="status" className="mt-8 text-sm text-muted">Loading…</p>}>
        <SecondFactorStep
          challenge={challenge}
          onSignedIn={afterSignIn}
          onStartOver={() => {
            setValue('password', '');
            setChallenge(null);
            // The password form comes back with the email still there: focus goes to the password.
            window.setTimeout(() => document.querySelector<HTMLInputElement>('form input[name="password"]')?.focus(), 0);
          }}
        />
      </Suspense>
    );
  }

  return (
    <form ref={formRef} noValidate onSubmit={submit} aria-busy={isSaving} className="mt-8 flex flex-col gap-5">
      <TextField
        label="Email address"
        type="email"
        autoComplete="email"
        autoCapitalize="none"
        spellCheck={false}
        required
        {...field('email')}
      />
      <PasswordField label="Password" autoComplete="current-password" required toggleText={ENGLISH_TOGGLE} {...field('password')} />
      {/* Issue 33: the spec names no such link, so it speaks the store's Spanish inside the English form. */}
      <p lang="es" className="-mt-2 text-right text-sm">
        <Link
          to={FORGOT_PASSWORD_PATH}
          className="font-semibold text-primary underline decoration-primary/30 underline-offset-4 transition-colors hover:decoration-primary"
        >
          ¿Olvidaste tu contraseña?
        </Link>
      </p>
      <div className="mt-2 flex flex-col gap-4">
        <SubmitButton isBusy={isSaving}>Sign in</SubmitButton>
        <FormError message={formError} />
      </div>
      <PasskeySignIn disabled={isSaving} />
      <div className="mt-1 border-t border-line pt-6">
        <SwitchScreenLink question="Not a member?" label="Register" to={registerPath} />
      </div>
    </form>
  );
}

/**
 * 'Continue with a passkey' (issue 33): no password, the browser offers the store's passkeys it
 * knows. Shown only where the browser can use them, so only after hydration; the WebAuthn library
 * loads when it is pressed.
 */
function PasskeySignIn({ disabled }: { disabled: boolean }) {
  const [isSupported, setIsSupported] = useState(false);
  const [isBusy, setIsBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { afterSignIn } = useAfterSignIn('login');

  useEffect(() => setIsSupported(browserCanUsePasskeys()), []);
  if (!isSupported) return null;

  async function start() {
    setIsBusy(true);
    setError(null);
    try {
      const reply = await signInWithPasskey();
      await afterSignIn(reply);
    } catch (failure) {
      setIsBusy(false);
      const { isPasskeyCancelled } = await import('~/lib/webauthn');
      if (!isPasskeyCancelled(failure)) {
        setError(failure instanceof ApiRequestError && failure.hasServerMessage ? failure.message : PASSKEY_SIGN_IN_FAILED);
      }
    }
  }

  return (
    <div className="flex flex-col gap-3">
      <p aria-hidden="true" className="flex items-center gap-3 text-xs font-semibold tracking-wide text-muted uppercase">
        <span className="h-px flex-1 bg-line" />
        or
        <span className="h-px flex-1 bg-line" />
      </p>
      <button type="button" className="btn-secondary h-12 w-full" disabled={disabled || isBusy} aria-busy={isBusy} onClick={() => void start()}>
        <KeyRound aria-hidden="true" className="size-4" />
        {isBusy ? 'Waiting for your passkey…' : 'Continue with a passkey'}
      </button>
      {/* Its own alert, not a second live region in the form: the form's message region stays the only one. */}
      {error ? (
        <p role="alert" className="flex items-start gap-2 rounded-xl border border-danger/30 bg-danger/5 px-4 py-3 text-sm font-medium text-danger">
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" strokeWidth={2} />
          <span>{error}</span>
        </p>
      ) : null}
    </div>
  );
}
