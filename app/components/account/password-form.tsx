import { KeyRound } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { PasswordChangeBody } from '@common/account';
import { z } from '@common/zod';
import { ApiRequestError, apiRequest } from '~/lib/api-client';
import { toast } from '~/lib/toast';
import { firstErrors, TextField } from './form-field';
import { focusFirstInvalid } from './profile-form';
import type { ApiEnvelope } from './use-account-data';
import { errorMessage } from './use-account-data';

type Field = 'current_password' | 'password' | 'password_confirmation';
const EMPTY = { current_password: '', password: '', password_confirmation: '' };

/** What the customer reads after a change: how many other sessions were closed. */
export function passwordChangedMessage(revoked: number): string {
  if (revoked === 0) return 'Contraseña cambiada. No tenías otras sesiones abiertas.';
  if (revoked === 1) return 'Contraseña cambiada. Hemos cerrado 1 sesión en otro dispositivo.';
  return `Contraseña cambiada. Hemos cerrado ${revoked} sesiones en otros dispositivos.`;
}

/** PUT /api/user/password: ends every other session, so the sessions list is refreshed after. */
export function PasswordForm({ onChanged }: { onChanged?: (revoked: number) => void }) {
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [result, setResult] = useState<string | null>(null);
  const [isSaving, setIsSaving] = useState(false);

  const change = (field: Field) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    setFormError(null);
    setResult(null);
    const parsed = PasswordChangeBody.safeParse(values);
    if (!parsed.success) {
      setErrors(firstErrors(z.flattenError(parsed.error).fieldErrors));
      focusFirstInvalid(form);
      return;
    }
    setIsSaving(true);
    try {
      const reply = await apiRequest<ApiEnvelope<{ revoked_sessions: number }>>('/api/user/password', {
        method: 'PUT',
        body: values,
      });
      const message = passwordChangedMessage(reply.data.revoked_sessions);
      setValues(EMPTY);
      setErrors({});
      setResult(message);
      toast({ message, type: 'success' });
      onChanged?.(reply.data.revoked_sessions);
    } catch (err) {
      if (err instanceof ApiRequestError && err.status === 422 && Object.keys(err.fieldErrors).length) {
        setErrors(firstErrors(err.fieldErrors));
        focusFirstInvalid(form);
      } else {
        setFormError(errorMessage(err, 'No hemos podido cambiar la contraseña. Inténtalo de nuevo.'));
      }
    } finally {
      setIsSaving(false);
    }
  }

  return (
    <form noValidate onSubmit={submit} className="grid gap-5">
      <TextField
        label="Contraseña actual"
        type="password"
        autoComplete="current-password"
        required
        value={values.current_password}
        onChange={change('current_password')}
        error={errors.current_password}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label="Nueva contraseña"
          type="password"
          autoComplete="new-password"
          required
          value={values.password}
          onChange={change('password')}
          error={errors.password}
          hint="Al menos 8 caracteres."
        />
        <TextField
          label="Repite la nueva contraseña"
          type="password"
          autoComplete="new-password"
          required
          value={values.password_confirmation}
          onChange={change('password_confirmation')}
          error={errors.password_confirmation}
        />
      </div>
      {formError ? (
        <p role="alert" className="rounded-xl bg-danger/10 px-4 py-3 text-sm font-medium text-danger">
          {formError}
        </p>
      ) : null}
      {result ? <p className="rounded-xl bg-success/10 px-4 py-3 text-sm font-medium text-success">{result}</p> : null}
      <div>
        <button type="submit" className="btn-primary" disabled={isSaving}>
          <KeyRound aria-hidden="true" className="size-4" />
          {isSaving ? 'Cambiando…' : 'Cambiar contraseña'}
        </button>
      </div>
    </form>
  );
}
