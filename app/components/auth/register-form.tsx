import { AuthRegisterBody, PASSWORD_MISMATCH_MESSAGE } from '@common/auth/contracts';
import { register } from '~/lib/auth';
import { LOGIN_PATH, REDIRECT_PARAM } from './auth-paths';
import { FormMessage, SubmitButton, SwitchScreenLink } from './auth-form-parts';
import { PasswordField } from './password-field';
import { TextField } from './text-field';
import { useAuthForm } from './use-auth-form';

const FIELDS = ['name', 'email', 'phone', 'password', 'password_confirmation'] as const;

/** The contract compares the passwords only once everything else passes; say it at once instead. */
function passwordsMatch(values: Record<(typeof FIELDS)[number], string>) {
  return values.password && values.password_confirmation && values.password !== values.password_confirmation
    ? { password_confirmation: PASSWORD_MISMATCH_MESSAGE }
    : {};
}

/** Register screen form (spec §2, §5, §8). */
export function RegisterForm() {
  const { formRef, errors, overall, isBusy, onSubmit, onFieldInput, redirectTo } = useAuthForm({
    screen: 'register',
    fields: FIELDS,
    schema: AuthRegisterBody,
    crossCheck: passwordsMatch,
    submit: (values) => register(values),
  });
  const loginPath = redirectTo ? `${LOGIN_PATH}?${REDIRECT_PARAM}=${encodeURIComponent(redirectTo)}` : LOGIN_PATH;

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} onInput={onFieldInput} aria-busy={isBusy} className="mt-8 flex flex-col gap-5">
      <TextField name="name" label="Full name" autoComplete="name" required error={errors.name} />
      <TextField
        name="email"
        label="Email address"
        type="email"
        autoComplete="email"
        autoCapitalize="none"
        spellCheck={false}
        required
        error={errors.email}
       
      />
      <TextField
        name="phone"
        label="Phone"
        labelNote="(optional)"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        error={errors.phone}
       
      />
      <div className="grid gap-5 sm:grid-cols-2 sm:gap-4">
        <PasswordField name="password" label="Password" autoComplete="new-password" required error={errors.password} />
        <PasswordField
          name="password_confirmation"
          label="Confirm Password"
          autoComplete="new-password"
          required
          error={errors.password_confirmation}
         
        />
      </div>
      <div className="mt-2 flex flex-col gap-4">
        <SubmitButton isBusy={isBusy}>Sign up</SubmitButton>
        <FormMessage message={overall} />
      </div>
      <div className="mt-1 border-t border-line pt-6">
        <SwitchScreenLink question="Are you a member?" label="Login" to={loginPath} />
      </div>
    </form>
  );
}
