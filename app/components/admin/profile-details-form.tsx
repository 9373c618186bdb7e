import { LoaderCircle } from 'lucide-react';
import { ProfileUpdateBody } from '@common/account/contracts';
import type { AuthUser } from '@common/auth/contracts';
import { schemaErrors } from '~/components/ui/form-field';
import { useFieldForm } from '~/components/ui/use-field-form';
import { profileValues, saveProfile } from '~/lib/profile';
import { toast } from '~/lib/toast';
import { adminErrorMessage } from './admin-error-message';
import { FormField } from './form-field';

/** Name, email and phone through PUT /api/user/profile; 422s land under their field. */
export function ProfileDetailsForm({ user }: { user: AuthUser }) {
  const { formError, isSaving, formRef, field, submit } = useFieldForm({
    initial: () => profileValues(user),
    validate: (current) => schemaErrors(ProfileUpdateBody, current),
    send: saveProfile,
    onSaved: (saved) => {
      toast({ type: 'success', message: 'Perfil actualizado.' });
      return profileValues(saved);
    },
    describeError: (error) => adminErrorMessage(error, 'No se pudo guardar el perfil. Inténtalo de nuevo.'),
  });

  return (
    <form ref={formRef} noValidate onSubmit={submit} aria-label="Datos personales" className="flex flex-col gap-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField
          label="Nombre"
          name="name"
          autoComplete="name"
          required
          {...field('name')}
          className="sm:col-span-2"
        />
        <FormField
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          required
          {...field('email')}
        />
        <FormField
          label="Teléfono"
          name="phone"
          type="tel"
          autoComplete="tel"
          {...field('phone')}
          hint="Con prefijo si no es español, p. ej. +34 600 123 456"
        />
      </div>
      {formError && (
        <p role="alert" className="text-sm font-medium text-danger">
          {formError}
        </p>
      )}
      <div className="flex justify-end border-t border-line pt-5">
        <button type="submit" className="btn-primary" disabled={isSaving}>
          {isSaving && <LoaderCircle aria-hidden="true" className="size-4 animate-spin motion-reduce:animate-none" />}
          {isSaving ? 'Guardando…' : 'Guardar cambios'}
        </button>
      </div>
    </form>
  );
}
