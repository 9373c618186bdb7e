import { Check } from 'lucide-react';
import { ProfileUpdateBody } from '@common/account/contracts';
import type { AuthUser } from '@common/auth/contracts';
import { FormError } from '~/components/forms/form-error';
import { TextField } from '~/components/forms/text-field';
import { useFieldForm } from '~/components/forms/use-field-form';
import { profileValues, saveProfile } from '~/lib/profile';
import { toast } from '~/lib/toast';

/** Name, email and phone (PUT /api/user/profile); the header follows the saved user. */
export function ProfileForm({ user }: { user: AuthUser }) {
  const { values, formError, isSaving, formRef, field, submit } = useFieldForm({
    initial: () => profileValues(user),
    schema: ProfileUpdateBody,
    send: saveProfile,
    onSaved: (saved) => {
      toast({ message: 'Hemos guardado los cambios de tu perfil.', type: 'success' });
      return profileValues(saved);
    },
    failureMessage: 'No hemos podido guardar tu perfil. Inténtalo de nuevo.',
  });

  const isDirty =
    values.name !== user.name || values.email !== user.email || values.phone !== (user.phone ?? '');

  return (
    <form ref={formRef} noValidate onSubmit={submit} className="grid gap-5">
      <TextField label="Nombre completo" autoComplete="name" required {...field('name')} />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label="Email" type="email" autoComplete="email" required {...field('email')} />
        <TextField
          label="Teléfono"
          type="tel"
          autoComplete="tel"
          hint="Para avisarte de la entrega de tus pedidos."
          {...field('phone')}
        />
      </div>
      <FormError message={formError} />
      <div className="flex flex-wrap items-center gap-3 pt-1">
        <button type="submit" className="btn-primary" disabled={isSaving}>
          <Check aria-hidden="true" className="size-4" />
          {isSaving ? 'Guardando…' : 'Guardar cambios'}
        </button>
        {isDirty && !isSaving ? <span className="text-sm text-muted">Tienes cambios sin guardar.</span> : null}
      </div>
    </form>
  );
}
