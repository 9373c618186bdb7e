import { useState } from 'react';
import { Eye, EyeOff, LoaderCircle } from 'lucide-react';
import { PasswordChangeBody } from '@common/account/contracts';
import { FormError } from '~/components/forms/form-error';
import { TextField } from '~/components/forms/text-field';
import { useFieldForm } from '~/components/forms/use-field-form';
import { changePassword, EMPTY_PASSWORDS } from '~/lib/profile';
import { toast } from '~/lib/toast';

/** 'Se cerró 1 sesión…' / 'Se cerraron 3 sesiones…' / nothing else was open. */
export function revokedSessionsText(count: number): string {
  if (count === 0) return 'No había otras sesiones abiertas.';
  if (count === 1) return 'Se cerró 1 sesión abierta en otro dispositivo.';
  return `Se cerraron ${count} sesiones abiertas en otros dispositivos.`;
}

const changedText = (revoked: number) => `Contraseña actualizada. ${revokedSessionsText(revoked)}`;

/** PUT /api/user/password: current, new and repeated; the server ends every other session. */
export function PasswordChangeForm() {
  const [isVisible, setIsVisible] = useState(false);
  const { formError, saved, isSaving, formRef, field, submit } = useFieldForm({
    initial: EMPTY_PASSWORDS,
    schema: PasswordChangeBody,
    send: changePassword,
    onSaved: (revoked) => {
      toast({ type: 'success', message: changedText(revoked) });
      return EMPTY_PASSWORDS;
    },
    failureMessage: 'No se pudo cambiar la contraseña. Inténtalo de nuevo.',
  });

  const type = isVisible ? 'text' : 'password';
  return (
    <form ref={formRef} noValidate onSubmit={submit} aria-label="Cambiar contraseña" className="flex flex-col gap-5">
      <TextField label="Contraseña actual" type={type} autoComplete="current-password" required {...field('current_password')} />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label="Nueva contraseña"
          type={type}
          autoComplete="new-password"
          required
          hint="Entre 12 y 128 caracteres. Mejor una frase que recuerdes y que no uses en otras webs."
          {...field('password')}
        />
        <TextField label="Repite la nueva contraseña" type={type} autoComplete="new-password" required {...field('password_confirmation')} />
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
      <FormError message={formError} />
      <p role="status" className="text-sm font-medium text-success empty:hidden">
        {saved === null ? null : changedText(saved)}
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
