import { Check } from 'lucide-react';
import { ProfileUpdateBody } from '@common/account/contracts';
import type { AuthUser } from '@common/auth/contracts';
import { schemaErrors, TextField } from '~/components/ui/form-field';
import { useFieldForm } from '~/components/ui/use-field-form';
import { profileValues, saveProfile } from '~/lib/profile';
import { toast } from '~/lib/toast';
import { errorMessage } from './use-account-data';

/** Name, email and phone (PUT /api/user/profile); the header follows the saved user. */
export function ProfileForm({ user }: { user: AuthUser }) {
  const { values, formError, isSaving, formRef, field, submit } = useFieldForm({
    initial: () => profileValues(user),
    validate: (current) => schemaErrors(ProfileUpdateBody, current),
    send: saveProfile,
    onSaved: (saved) => {
      toast({ message: 'Hemos guardado los cambios de tu perfil.', type: 'success' });
      return profileValues(saved);
    },
    describeError: (err) => errorMessage(err, 'No hemos podido guardar tu perfil. Inténtalo de nuevo.'),
  });

  const isDirty =
    values.name !== user.name || values.email !== user.email || values.phone !== (user.phone ?? '');

  return (
    <form ref={formRef} noValidate onSubmit={submit} className="grid gap-5">
      <TextField
        label="Nombre completo"
        name="name"
        autoComplete="name"
        required
        {...field('name')}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          required
          {...field('email')}
        />
        <TextField
          label="Teléfono"
          name="phone"
          type="tel"
          autoComplete="tel"
          optional
          {...field('phone')}
          hint="Para avisarte de la entrega de tus pedidos."
        />
      </div>
      {formError ? (
        <p role="alert" className="rounded-xl bg-danger/10 px-4 py-3 text-sm font-medium text-danger">
          {formError}
        </p>
      ) : null}
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
