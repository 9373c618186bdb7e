import { PASSWORD_MISMATCH_MESSAGE } from '@common/auth/form-messages';
import type { FieldErrors } from '~/components/forms/field-errors';
import { FormError } from '~/components/forms/form-error';
import { PasswordField, TextField } from '~/components/forms/text-field';
import { register } from '~/lib/auth-sign-in';
import { LOGIN_PATH, REDIRECT_PARAM } from './auth-paths';
import { ENGLISH_TOGGLE, SubmitButton, SwitchScreenLink } from './auth-form-parts';
import { useAuthForm } from './use-auth-form';

const EMPTY = { name: '', email: '', phone: '', password: '', password_confirmation: '' };

/** The contract compares the passwords only once everything else passes; say it at once instead. */
function passwordsMatch(values: typeof EMPTY): FieldErrors {
  return values.password && values.password_confirmation && values.password !== values.password_confirmation
    ? { password_confirmation: PASSWORD_MISMATCH_MESSAGE }
    : {};
}

/** Register screen form (spec §2, §5, §8). */
export function RegisterForm() {
  const { formRef, field, formError, isSaving, submit, redirectTo } = useAuthForm({
    screen: 'register',
    initial: EMPTY,
    schema: () => import('@common/auth/contracts').then((contracts) => contracts.AuthRegisterBody),
    crossCheck: passwordsMatch,
    submit: (values) => register(values),
  });
  const loginPath = redirectTo ? `${LOGIN_PATH}?${REDIRECT_PARAM}=${encodeURIComponent(redirectTo)}` : LOGIN_PATH;

  return (
    <form ref={formRef} noValidate onSubmit={submit} aria-busy={isSaving} className="mt-8 flex flex-col gap-5">
      <TextField label="Full name" autoComplete="name" required {...field('name')} />
      <TextField
        label="Email address"
        type="email"
        autoComplete="email"
        autoCapitalize="none"
        spellCheck={false}
        required
        {...field('email')}
      />
      <TextField label="Phone" optionalText="(optional)" type="tel" inputMode="tel" autoComplete="tel" {...field('phone')} />
      <div className="grid gap-5 sm:grid-cols-2 sm:gap-4">
        <PasswordField
          label="Password"
          autoComplete="new-password"
          required
          hint="At least 12 characters: a phrase you remember works best."
          toggleText={ENGLISH_TOGGLE}
          {...field('password')}
        />
        <PasswordField
          label="Confirm Password"
          autoComplete="new-password"
          required
          toggleText={ENGLISH_TOGGLE}
          {...field('password_confirmation')}
        />
      </div>
      <div className="mt-2 flex flex-col gap-4">
        <SubmitButton isBusy={isSaving}>Sign up</SubmitButton>
        <FormError message={formError} />
      </div>
      <div className="mt-1 border-t border-line pt-6">
        <SwitchScreenLink question="Are you a member?" label="Login" to={loginPath} />
      </div>
    </form>
  );
}
