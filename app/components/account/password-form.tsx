import { KeyRound } from 'lucide-react';
import { PasswordChangeBody } from '@common/account/contracts';
import { FormError } from '~/components/forms/form-error';
import { TextField } from '~/components/forms/text-field';
import { useFieldForm } from '~/components/forms/use-field-form';
import { changePassword, EMPTY_PASSWORDS } from '~/lib/profile';
import { toast } from '~/lib/toast';

/** What the customer reads after a change: how many other sessions were closed. */
export function passwordChangedMessage(revoked: number): string {
  if (revoked === 0) return 'Contraseña cambiada. No tenías otras sesiones abiertas.';
  if (revoked === 1) return 'Contraseña cambiada. Hemos cerrado 1 sesión en otro dispositivo.';
  return `Contraseña cambiada. Hemos cerrado ${revoked} sesiones en otros dispositivos.`;
}

/** PUT /api/user/password: ends every other session, so the sessions list is refreshed after. */
export function PasswordForm({ onChanged }: { onChanged?: (revoked: number) => void }) {
  const { formError, saved, isSaving, formRef, field, submit } = useFieldForm({
    initial: EMPTY_PASSWORDS,
    schema: PasswordChangeBody,
    send: changePassword,
    onSaved: (revoked) => {
      toast({ message: passwordChangedMessage(revoked), type: 'success' });
      onChanged?.(revoked);
      return EMPTY_PASSWORDS;
    },
    failureMessage: 'No hemos podido cambiar la contraseña. Inténtalo de nuevo.',
  });
  const result = saved === null ? null : passwordChangedMessage(saved);

  return (
    <form ref={formRef} noValidate onSubmit={submit} className="grid gap-5">
      <TextField label="Contraseña actual" type="password" autoComplete="current-password" required {...field('current_password')} />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label="Nueva contraseña"
          type="password"
          autoComplete="new-password"
          required
          hint="Entre 12 y 128 caracteres. Mejor una frase que recuerdes y que no uses en otras webs."
          {...field('password')}
        />
        <TextField
          label="Repite la nueva contraseña"
          type="password"
          autoComplete="new-password"
          required
          {...field('password_confirmation')}
        />
      </div>
      <FormError message={formError} />
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
