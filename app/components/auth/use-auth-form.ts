import { useRef, useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import type { AuthReply } from '@common/auth/contracts';
import type { z } from '@common/zod';
import { useAlertDialog } from '~/components/ui/alert-dialog';
import { REDIRECT_PARAM, pathAfterSignIn, safeRedirectPath } from './auth-paths';
import { describeAuthFailure, successDialog, type AuthScreen } from './auth-messages';
import { firstInvalidField, zodFieldErrors, type FieldErrors } from './form-errors';

interface AuthFormOptions<Field extends string> {
  screen: AuthScreen;
  /** Field names in form order: the first invalid one gets the focus. */
  fields: readonly Field[];
  schema: z.ZodType;
  /** Checks the shared contract cannot make until every field is valid (it refines last). */
  crossCheck?: (values: Record<Field, string>) => FieldErrors;
  submit: (values: Record<Field, string>) => Promise<AuthReply>;
}

/** Focus after the dialog has given focus back, so the field with the error is where the user lands. */
function focusSoon(form: HTMLFormElement | null, field: string | undefined) {
  if (!form || !field) return;
  window.setTimeout(() => {
    const element = form.elements.namedItem(field);
    if (element instanceof HTMLInputElement) element.focus();
  }, 20);
}

/**
 * Register and login share one flow (spec §4, §5, §8): client check with the shared zod contract,
 * the call, then a dialog; per-field first messages and an overall message stay under the form.
 */
export function useAuthForm<Field extends string>({ screen, fields, schema, crossCheck, submit }: AuthFormOptions<Field>) {
  const [errors, setErrors] = useState<FieldErrors>({});
  const [overall, setOverall] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const { show } = useAlertDialog();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const redirectTo = safeRedirectPath(searchParams.get(REDIRECT_PARAM));

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isBusy) return;
    const data = new FormData(event.currentTarget);
    const values = Object.fromEntries(fields.map((field) => [field, String(data.get(field) ?? '')])) as Record<Field, string>;

    const parsed = schema.safeParse(values);
    if (!parsed.success) {
      const fieldErrors = { ...crossCheck?.(values), ...zodFieldErrors(parsed.error) };
      setErrors(fieldErrors);
      setOverall(null);
      focusSoon(formRef.current, firstInvalidField(fields, fieldErrors));
      return;
    }

    setErrors({});
    setOverall(null);
    setIsBusy(true);
    let reply: AuthReply;
    try {
      reply = await submit(values);
    } catch (error) {
      const failure = describeAuthFailure(screen, error);
      setErrors(failure.fieldErrors);
      setOverall(failure.overall);
      setIsBusy(false);
      await show(failure.dialog);
      focusSoon(formRef.current, firstInvalidField(fields, failure.fieldErrors) ?? fields[0]);
      return;
    }

    // Stays busy: the form is done, the dialog leads on.
    await show(successDialog(screen));
    await navigate(redirectTo ?? pathAfterSignIn(reply.user), { replace: true });
  }

  /** Editing a field takes its stale message away. */
  function onFieldInput(event: FormEvent<HTMLFormElement>) {
    const name = (event.target as HTMLInputElement).name;
    if (name && errors[name]) {
      setErrors(({ [name]: _removed, ...rest }) => rest);
    }
  }

  return { formRef, errors, overall, isBusy, onSubmit, onFieldInput, redirectTo };
}
