import { useState, type FormEvent } from 'react';
import { Eye, EyeOff, LoaderCircle } from 'lucide-react';
import { PasswordChangeBody } from '@common/account';
import { ApiRequestError, apiRequest } from '~/lib/api-client';
import { toast } from '~/lib/toast';
import { FormField, firstErrors } from './form-field';
import { useFocusFirstError } from './use-focus-first-error';

type Field = 'current_password' | 'password' | 'password_confirmation';
const EMPTY: Record<Field, string> = { current_password: '', password: '', password_confirmation: '' };

/** 'Se cerró 1 sesión…' / 'Se cerraron 3 sesiones…' / nothing else was open. */
export function revokedSessionsText(count: number): string {
  if (count === 0) return 'No había otras sesiones abiertas.';
  if (count === 1) return 'Se cerró 1 sesión abierta en otro dispositivo.';
  return `Se cerraron ${count} sesiones abiertas en otros dispositivos.`;
}

/** PUT /api/user/password: current, new and repeated; the server ends every other session. */
export function PasswordChangeForm() {
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [result, setResult] = useState<string | null>(null);
  const [isSaving, setIsSaving] = useState(false);
  const [isVisible, setIsVisible] = useState(false);
  const { formRef, focusAfterRender } = useFocusFirstError(errors);

  const change = (field: Field) => (event: { target: { value: string } }) => {
    const value = event.target.value;
    setValues((prev) => ({ ...prev, [field]: value }));
    setErrors((prev) => ({ ...prev, [field]: '' }));
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFormError(null);
    setResult(null);
    const parsed = PasswordChangeBody.safeParse(values);
    if (!parsed.success) {
      const fieldErrors: Record<string, string> = {};
      for (const issue of parsed.error.issues) fieldErrors[String(issue.path[0] ?? '')] ||= issue.message;
      focusAfterRender();
      setErrors(fieldErrors);
      return;
    }
    setIsSaving(true);
    try {
      const reply = await apiRequest<{ status: string; data: { revoked_sessions: number } }>('/api/user/password', {
        method: 'PUT',
        body: values,
      });
      const closed = revokedSessionsText(reply.data.revoked_sessions);
      setValues(EMPTY);
      setErrors({});
      setResult(`Contraseña actualizada. ${closed}`);
      toast({ type: 'success', message: `Contraseña actualizada. ${closed}` });
    } catch (error) {
      if (error instanceof ApiRequestError && error.status === 422) {
        focusAfterRender();
        setErrors(firstErrors(error.fieldErrors));
        if (Object.keys(error.fieldErrors).length === 0) setFormError(error.message);
      } else {
        setFormError(
          error instanceof ApiRequestError ? error.message : 'No se pudo cambiar la contraseña. Inténtalo de nuevo.',
        );
      }
    } finally {
      setIsSaving(false);
    }
  }

  const type = isVisible ? 'text' : 'password';
  return (
    <form ref={formRef} noValidate onSubmit={submit} aria-label="Cambiar contraseña" className="flex flex-col gap-5">
      <FormField
        label="Contraseña actual"
        name="current_password"
        type={type}
        autoComplete="current-password"
        required
        value={values.current_password}
        onChange={change('current_password')}
        error={errors.current_password}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField
          label="Nueva contraseña"
          name="password"
          type={type}
          autoComplete="new-password"
          required
          value={values.password}
          onChange={change('password')}
          error={errors.password}
          hint="Al menos 8 caracteres."
        />
        <FormField
          label="Repite la nueva contraseña"
          name="password_confirmation"
          type={type}
          autoComplete="new-password"
          required
          value={values.password_confirmation}
          onChange={change('password_confirmation')}
          error={errors.password_confirmation}
        />
      </div>
      <button
        type="button"
        aria-pressed={isVisible}
        onClick={() => setIsVisible((v) => !v)}
        className="inline-flex items-center gap-2 self-start rounded-md text-sm font-medium text-muted hover:text-fg"
      >
        {isVisible ? <EyeOff aria-hidden="true" className="size-4" /> : <Eye aria-hidden="true" className="size-4" />}
        Mostrar contraseñas
      </button>
      {formError && (
        <p role="alert" className="text-sm font-medium text-danger">
          {formError}
        </p>
      )}
      <p role="status" className="text-sm font-medium text-success empty:hidden">
        {result}
      </p>
      <div className="flex flex-col-reverse items-stretch gap-3 border-t border-line pt-5 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-xs text-muted">Se cerrarán las sesiones abiertas en otros dispositivos.</p>
        <button type="submit" className="btn-primary" disabled={isSaving}>
          {isSaving && <LoaderCircle aria-hidden="true" className="size-4 animate-spin motion-reduce:animate-none" />}
          {isSaving ? 'Cambiando…' : 'Cambiar contraseña'}
        </button>
      </div>
    </form>
  );
}
