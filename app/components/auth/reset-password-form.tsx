import { CheckCircle2, CircleAlert } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Form, Link, useNavigation } from 'react-router';
import { FORGOT_PASSWORD_PATH, PASSWORD_MIN_LENGTH } from '@common/auth/account-links';
import type { FieldErrors } from '~/components/forms/field-errors';
import { FormError } from '~/components/forms/form-error';
import { PasswordField } from '~/components/forms/text-field';
import { LOGIN_PATH } from './auth-paths';
import { SubmitButton } from './auth-form-parts';

/** The reset link as the page's loader found it. Opening it changes nothing. */
export type ResetLinkState = { state: 'ready'; token: string; email: string } | { state: 'invalid' };

/** What the form's POST answered. */
export type ResetPasswordOutcome =
  | { ok: true; email: string }
  | { ok: false; invalid: boolean; fieldErrors: FieldErrors; message: string | null };

/**
 * The new password, twice (issue 33), in a plain form POST: it works before and without
 * JavaScript. The password policy is the server's (422 under each field); the link's token
 * travels in a hidden field, and the account's address in a hidden username field for password
 * managers.
 */
export function ResetPasswordForm({ link, outcome }: { link: ResetLinkState; outcome?: ResetPasswordOutcome }) {
  const isBusy = useNavigation().state === 'submitting';
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    if (outcome && !outcome.ok && !outcome.invalid) {
      (formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]') ?? formRef.current?.querySelector<HTMLElement>('input[type="password"]'))?.focus();
    }
  }, [outcome]);

  if (outcome?.ok) {
    return (
      <div className="mt-8 flex flex-col gap-6">
        <p role="status" className="flex items-start gap-3 rounded-xl border border-success/40 bg-success/10 px-4 py-3">
          <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-success" />
          <span>
            Tu contraseña ha cambiado.
            <span className="mt-1 block text-sm text-muted">
              Hemos cerrado todas las sesiones abiertas de {outcome.email} y te hemos avisado por email. Entra ya con la contraseña nueva.
            </span>
          </span>
        </p>
        <p>
          <Link to={LOGIN_PATH} className="btn-primary">
            Iniciar sesión
          </Link>
        </p>
      </div>
    );
  }

  if (link.state === 'invalid' || outcome?.invalid) {
    return (
      <div className="mt-8 flex flex-col gap-6">
        <p role={outcome ? 'alert' : undefined} className="flex items-start gap-3 rounded-xl border border-danger/40 bg-danger/5 px-4 py-3">
          <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-danger" />
          <span>
            Este enlace ya no sirve.
            <span className="mt-1 block text-sm text-muted">
              Caduca a los 30 minutos, sirve una sola vez y deja de servir si pides otro. Pide uno nuevo y usa el último que te llegue.
            </span>
          </span>
        </p>
        <p>
          <Link to={FORGOT_PASSWORD_PATH} className="btn-primary">
            Pedir un enlace nuevo
          </Link>
        </p>
      </div>
    );
  }

  const errors = outcome?.fieldErrors ?? {};
  return (
    <Form ref={formRef} method="post" noValidate aria-busy={isBusy} className="mt-8 flex flex-col gap-5">
      <p className="text-sm text-muted">
        Para la cuenta <strong className="font-semibold text-fg">{link.email}</strong>.
      </p>
      <input type="hidden" name="token" value={link.token} />
      {/* Tells a password manager which account the new password belongs to. */}
      <input type="email" name="username" autoComplete="username" value={link.email} readOnly hidden />
      <PasswordField
        label="Contraseña nueva"
        name="password"
        autoComplete="new-password"
        required
        hint={`Al menos ${PASSWORD_MIN_LENGTH} caracteres. Mejor una frase larga que no uses en otras webs.`}
        error={errors.password}
      />
      <PasswordField label="Repite la contraseña nueva" name="password_confirmation" autoComplete="new-password" required error={errors.password_confirmation} />
      <div className="mt-2 flex flex-col gap-4">
        <SubmitButton isBusy={isBusy} busyLabel="Guardando…">
          Guardar la contraseña nueva
        </SubmitButton>
        <FormError message={outcome?.message} />
      </div>
    </Form>
  );
}
