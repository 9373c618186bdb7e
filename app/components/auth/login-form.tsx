import { Link } from 'react-router';
import { FORGOT_PASSWORD_PATH } from '@common/auth/account-links';
import { AuthLoginBody } from '@common/auth/contracts';
import { FormError } from '~/components/forms/form-error';
import { PasswordField, TextField } from '~/components/forms/text-field';
import { login } from '~/lib/auth';
import { REDIRECT_PARAM, REGISTER_PATH } from './auth-paths';
import { ENGLISH_TOGGLE, SubmitButton, SwitchScreenLink } from './auth-form-parts';
import { useAuthForm } from './use-auth-form';

/** Login screen form (spec §2, §5, §8). */
export function LoginForm() {
  const { formRef, field, formError, isSaving, submit, redirectTo } = useAuthForm({
    screen: 'login',
    initial: { email: '', password: '' },
    schema: AuthLoginBody,
    submit: (values) => login(values),
  });
  const registerPath = redirectTo
    ? `${REGISTER_PATH}?${REDIRECT_PARAM}=${encodeURIComponent(redirectTo)}`
    : REGISTER_PATH;

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
      <div className="mt-1 border-t border-line pt-6">
        <SwitchScreenLink question="Not a member?" label="Register" to={registerPath} />
      </div>
    </form>
  );
}
