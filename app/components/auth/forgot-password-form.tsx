import { MailCheck } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Form, Link, useNavigation } from 'react-router';
import { FORGOT_PASSWORD_PATH, PASSWORD_RESET_TTL_MINUTES } from '@common/auth/account-links';
import type { FieldErrors } from '~/components/forms/field-errors';
import { FormError } from '~/components/forms/form-error';
import { TextField } from '~/components/forms/text-field';
import { LOGIN_PATH } from './auth-paths';
import { SubmitButton, SwitchScreenLink } from './auth-form-parts';

/** What the forgot-password action answered: the same sentence whether or not the address has an account. */
export type ForgotPasswordOutcome =
  | { ok: true; email: string; message: string }
  | { ok: false; email: string; fieldErrors: FieldErrors; message: string | null };

/**
 * "¿Olvidaste tu contraseña?" (issue 33): one e-mail field in a plain form POST to the page's
 * action, so it works before and without JavaScript; with it, the router sends the same POST.
 */
export function ForgotPasswordForm({ outcome }: { outcome?: ForgotPasswordOutcome }) {
  const isBusy = useNavigation().state === 'submitting';
  const formRef = useRef<HTMLFormElement>(null);

  // After a refusal the field with the error, else the field itself, takes the focus.
  useEffect(() => {
    if (outcome && !outcome.ok) (formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]') ?? formRef.current?.querySelector('input'))?.focus();
  }, [outcome]);

  if (outcome?.ok) {
    return (
      <div className="mt-8 flex flex-col gap-6">
        <p role="status" className="flex items-start gap-3 rounded-xl border border-success/40 bg-success/10 px-4 py-3">
          <MailCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-success" />
          <span>
            {outcome.message}
            <span className="mt-1 block text-sm text-muted">
              Lo has pedido para {outcome.email}. ¿No llega? Mira en la carpeta de correo no deseado, o pide otro enlace: solo sirve el último.
            </span>
          </span>
        </p>
        <div className="flex flex-wrap gap-3">
          <Link to={LOGIN_PATH} className="btn-primary">
            Volver a iniciar sesión
          </Link>
          <Link to={FORGOT_PASSWORD_PATH} className="btn-secondary">
            Pedir otro enlace
          </Link>
        </div>
      </div>
    );
  }

  return (
    <Form ref={formRef} method="post" noValidate aria-busy={isBusy} className="mt-8 flex flex-col gap-5">
      <TextField
        label="Email"
        type="email"
        name="email"
        autoComplete="email"
        autoCapitalize="none"
        spellCheck={false}
        required
        defaultValue={outcome?.email}
        hint={`El de tu cuenta. El enlace que te enviemos caduca a los ${PASSWORD_RESET_TTL_MINUTES} minutos.`}
        error={outcome?.fieldErrors.email}
      />
      <div className="mt-2 flex flex-col gap-4">
        <SubmitButton isBusy={isBusy} busyLabel="Enviando…">
          Enviarme el enlace
        </SubmitButton>
        <FormError message={outcome?.message} />
      </div>
      <div className="mt-1 border-t border-line pt-6">
        <SwitchScreenLink question="¿Ya la recuerdas?" label="Inicia sesión" to={LOGIN_PATH} />
      </div>
    </Form>
  );
}
