import { AuthLoginBody } from '@common/auth/contracts';
import { login } from '~/lib/auth';
import { REDIRECT_PARAM, REGISTER_PATH } from './auth-paths';
import { FormMessage, SubmitButton, SwitchScreenLink } from './auth-form-parts';
import { PasswordField } from './password-field';
import { TextField } from './text-field';
import { useAuthForm } from './use-auth-form';

const FIELDS = ['email', 'password'] as const;

/** Login screen form (spec §2, §5, §8). */
export function LoginForm() {
  const { formRef, errors, overall, isBusy, onSubmit, onFieldInput, redirectTo } = useAuthForm({
    screen: 'login',
    fields: FIELDS,
    schema: AuthLoginBody,
    submit: (values) => login(values),
  });
  const registerPath = redirectTo
    ? `${REGISTER_PATH}?${REDIRECT_PARAM}=${encodeURIComponent(redirectTo)}`
    : REGISTER_PATH;

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} onInput={onFieldInput} aria-busy={isBusy} className="mt-8 flex flex-col gap-5">
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
      <PasswordField name="password" label="Password" autoComplete="current-password" required error={errors.password} />
      <div className="mt-2 flex flex-col gap-4">
        <SubmitButton isBusy={isBusy}>Sign in</SubmitButton>
        <FormMessage message={overall} />
      </div>
      <div className="mt-1 border-t border-line pt-6">
        <SwitchScreenLink question="Not a member?" label="Register" to={registerPath} />
      </div>
    </form>
  );
}
