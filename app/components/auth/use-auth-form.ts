import { useNavigate, useSearchParams } from 'react-router';
import type { AuthReply } from '@common/auth/contracts';
import type { SecondFactorChallenge } from '@common/second-factor/contracts';
import { hasErrors, type FieldErrors } from '~/components/forms/field-errors';
import { useFieldForm, type FormSchema } from '~/components/forms/use-field-form';
import { useAlertDialog } from '~/components/ui/alert-dialog';
import { isLoginChallenge } from '~/lib/auth-sign-in';
import { REDIRECT_PARAM, safeRedirectPath } from './auth-paths';
import { pathAfterSignIn } from './sign-in-destination';
import { describeAuthFailure, successDialog, type AuthScreen } from './auth-messages';

interface AuthFormOptions<V extends Record<string, string>> {
  screen: AuthScreen;
  initial: V;
  schema: FormSchema;
  /** Checks the shared contract cannot make until every field is valid (it refines last). */
  crossCheck?: (values: V) => FieldErrors;
  submit: (values: V) => Promise<AuthReply | SecondFactorChallenge>;
  /** The password was right and the account has a second factor: the form asks for it (issue 33). */
  onChallenge?: (challenge: SecondFactorChallenge) => void;
}

/** The dialog hands focus back to the button a moment after it closes; the form's own focus comes after. */
const dialogHasClosed = () => new Promise((resolve) => window.setTimeout(resolve, 20));

/**
 * Register and login share one flow (spec §4, §5, §8) on the form kit: client check with the shared
 * zod contract, the call, then a dialog; per-field first messages and an overall message stay under
 * the form, and focus goes back to the first field with an error (or the first field).
 */
export function useAuthForm<V extends Record<string, string>>({ screen, initial, schema, crossCheck, submit, onChallenge }: AuthFormOptions<V>) {
  const { show } = useAlertDialog();
  const { redirectTo, afterSignIn } = useAfterSignIn(screen);

  const form = useFieldForm<V, AuthReply | SecondFactorChallenge>({
    initial,
    schema,
    validate: crossCheck,
    send: submit,
    describeFailure: (error) => {
      const failure = describeAuthFailure(screen, error);
      return { fieldErrors: failure.fieldErrors, message: failure.overall };
    },
    onFailed: async (error, failure) => {
      await show(describeAuthFailure(screen, error).dialog);
      await dialogHasClosed();
      if (!hasErrors(failure.fieldErrors)) form.formRef.current?.querySelector('input')?.focus();
    },
    // The form stays busy: it is done, the dialog leads on.
    onSaved: async (reply) => {
      if (isLoginChallenge(reply)) {
        onChallenge?.(reply);
        return;
      }
      await afterSignIn(reply);
    },
  });

  return { ...form, redirectTo };
}

/**
 * What follows a session opened on a sign-in screen, whichever way (password, second factor,
 * passkey): the success dialog of spec §8, then the page the guest wanted or their dashboard.
 */
export function useAfterSignIn(screen: AuthScreen = 'login') {
  const { show } = useAlertDialog();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const redirectTo = safeRedirectPath(searchParams.get(REDIRECT_PARAM));
  const afterSignIn = async (reply: AuthReply) => {
    await show(successDialog(screen));
    await navigate(redirectTo ?? pathAfterSignIn(reply.user), { replace: true });
  };
  return { redirectTo, afterSignIn };
}
