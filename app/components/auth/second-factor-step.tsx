import { useEffect, useRef, useState } from 'react';
import { KeyRound } from 'lucide-react';
import type { AuthReply } from '@common/auth/contracts';
import { SecondFactorSignInBody, type SecondFactorChallenge } from '@common/second-factor/contracts';
import { formFailure, hasErrors } from '~/components/forms/field-errors';
import { FormError } from '~/components/forms/form-error';
import { TextField } from '~/components/forms/text-field';
import { useFieldForm } from '~/components/forms/use-field-form';
import { completeSecondFactor } from '~/lib/second-factor-sign-in';
import { ApiRequestError } from '~/lib/api/errors';
import { SubmitButton } from './auth-form-parts';

const FAILED = 'An error occurred during login. Please try again.';
const PASSKEY_FAILED = 'That passkey could not be verified. Try again or use another way to sign in.';

/** The server's words (they are English on this screen), else the screen's own sentence. */
export function englishMessage(error: unknown, fallback: string): string {
  return error instanceof ApiRequestError && error.hasServerMessage ? error.message : fallback;
}

interface SecondFactorStepProps {
  challenge: SecondFactorChallenge;
  /** Back to email and password. */
  onStartOver: () => void;
  /** The session is open: the screen's success dialog and redirect. */
  onSignedIn: (reply: AuthReply) => Promise<void>;
}

/**
 * The login's second step (issue 33), in place of the password form: the 6 digits of the
 * authenticator app, or a recovery code, or the account's passkey. Its heading takes focus when it
 * appears, so a screen reader hears where it is; a refused code is said under the field.
 */
export function SecondFactorStep({ challenge, onStartOver, onSignedIn }: SecondFactorStepProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [mode, setMode] = useState<'app' | 'recovery'>(challenge.methods.includes('totp') ? 'app' : 'recovery');
  const modeSwitched = useRef(false);
  const [passkeyBusy, setPasskeyBusy] = useState(false);
  const [passkeyError, setPasskeyError] = useState<string | null>(null);
  const canUsePasskey = challenge.methods.includes('passkey') && challenge.passkey_options !== null;
  const canUseApp = challenge.methods.includes('totp');
  const canUseRecovery = challenge.methods.includes('recovery-code');

  useEffect(() => headingRef.current?.focus(), []);

  const form = useFieldForm({
    initial: { challenge: challenge.challenge, code: '' },
    schema: SecondFactorSignInBody,
    send: (values) => completeSecondFactor(values),
    onSaved: onSignedIn,
    describeFailure: (error) => (error instanceof ApiRequestError ? formFailure(error, FAILED) : { fieldErrors: {}, message: FAILED }),
    onFailed: (_error, failure) => {
      // Nothing under the code (an expired step, too many tries): the message under the form is read
      // from its live region, and focus goes back to the top of the step.
      if (!hasErrors(failure.fieldErrors) || !failure.fieldErrors.code) headingRef.current?.focus();
    },
  });
  const { formRef, field, formError, isSaving, submit, setValue } = form;

  function switchMode(next: 'app' | 'recovery') {
    setMode(next);
    setValue('code', '');
    setPasskeyError(null);
    modeSwitched.current = true;
  }

  // The field changes its label: focus goes to it so the change is heard.
  useEffect(() => {
    if (modeSwitched.current) formRef.current?.querySelector<HTMLInputElement>('input[name="code"]')?.focus();
  }, [mode, formRef]);

  async function confirmWithPasskey() {
    if (!challenge.passkey_options || passkeyBusy || isSaving) return;
    setPasskeyBusy(true);
    setPasskeyError(null);
    const { passkeyAssertion, isPasskeyCancelled } = await import('~/lib/webauthn');
    let reply: AuthReply;
    try {
      const passkey = await passkeyAssertion(challenge.passkey_options);
      reply = await completeSecondFactor({ challenge: challenge.challenge, passkey });
    } catch (error) {
      setPasskeyBusy(false);
      if (!isPasskeyCancelled(error)) {
        setPasskeyError(englishMessage(error, PASSKEY_FAILED));
        headingRef.current?.focus();
      }
      return;
    }
    await onSignedIn(reply);
  }

  const busy = isSaving || passkeyBusy;
  const isApp = mode === 'app';

  return (
    <form ref={formRef} noValidate onSubmit={submit} aria-busy={busy} aria-labelledby="second-factor-heading" className="mt-8 flex flex-col gap-5">
      <div>
        <h2 id="second-factor-heading" ref={headingRef} tabIndex={-1} className="font-display text-2xl font-semibold outline-none">
          Two-step verification
        </h2>
        <p className="mt-2 text-sm text-muted">
          {!canUseApp && !canUseRecovery
            ? 'Your password was right. Now confirm with your passkey.'
            : isApp
              ? 'Your password was right. Now enter the 6-digit code your authenticator app shows for Tienda Diverso.'
              : 'Enter one of the recovery codes you saved when you turned on two-step verification. Each code works once.'}
        </p>
      </div>
      {!canUseApp && !canUseRecovery ? null : isApp ? (
        <TextField
          key="app"
          label="Authentication code"
          autoComplete="one-time-code"
          inputMode="numeric"
          pattern="[0-9]*"
          autoCapitalize="none"
          spellCheck={false}
          required
          hint="6 digits, for example 123456."
          {...field('code')}
        />
      ) : (
        <TextField
          key="recovery"
          label="Recovery code"
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={40}
          required
          hint="For example abcde-23456."
          {...field('code')}
        />
      )}
      <div className="flex flex-col gap-4">
        {canUseApp || canUseRecovery ? <SubmitButton isBusy={isSaving}>Verify</SubmitButton> : null}
        <FormError message={formError ?? passkeyError} />
      </div>
      <div className="flex flex-col items-center gap-3 border-t border-line pt-6 text-sm">
        {isApp && canUseRecovery ? (
          <button type="button" className="font-semibold text-primary underline underline-offset-4" onClick={() => switchMode('recovery')}>
            Use a recovery code
          </button>
        ) : null}
        {!isApp && canUseApp ? (
          <button type="button" className="font-semibold text-primary underline underline-offset-4" onClick={() => switchMode('app')}>
            Use your authenticator app
          </button>
        ) : null}
        {canUsePasskey ? (
          <button type="button" className="btn-secondary w-full" disabled={busy} aria-busy={passkeyBusy} onClick={() => void confirmWithPasskey()}>
            <KeyRound aria-hidden="true" className="size-4" />
            {passkeyBusy ? 'Waiting for your passkey…' : 'Use a passkey'}
          </button>
        ) : null}
        <button type="button" className="text-muted underline underline-offset-4 hover:text-fg" disabled={busy} onClick={onStartOver}>
          Start over
        </button>
      </div>
    </form>
  );
}
