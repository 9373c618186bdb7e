import { useState } from 'react';
import { LoaderCircle } from 'lucide-react';
import { ProfileUpdateBody } from '@common/account/contracts';
import type { AuthUser } from '@common/auth/contracts';
import { FormError } from '~/components/forms/form-error';
import { TextField } from '~/components/forms/text-field';
import { useFieldForm } from '~/components/forms/use-field-form';
import { CurrentPasswordField } from '~/components/account/current-password-field';
import { PendingEmailNotice } from '~/components/account/pending-email-change';
import { emailChangeErrors, isEmailChange, profileValues, saveProfile } from '~/lib/profile';
import { toast } from '~/lib/toast';

/**
 * Name, email and phone through PUT /api/user/profile; 422s land under their field. A new email
 * asks for the current password and waits, shown as pending, for the link sent to it (issue 33).
 */
export function ProfileDetailsForm({ user, pendingEmail: initialPending = null }: { user: AuthUser; pendingEmail?: string | null }) {
  // The address the account has now (the prop may lag behind a save).
  const [savedEmail, setSavedEmail] = useState(user.email);
  const [pendingEmail, setPendingEmail] = useState<string | null>(initialPending);
  const { values, formError, isSaving, formRef, field, submit } = useFieldForm({
    initial: () => profileValues(user),
    schema: ProfileUpdateBody,
    validate: (values) => emailChangeErrors(values, savedEmail),
    send: (values) => saveProfile(values, savedEmail),
    onSaved: ({ user: saved, requestedEmail }) => {
      setSavedEmail(saved.email);
      if (requestedEmail) setPendingEmail(requestedEmail);
      toast({
        type: 'success',
        message: requestedEmail ? `Perfil actualizado. Confirma el email nuevo desde el enlace que hemos enviado a ${requestedEmail}.` : 'Perfil actualizado.',
      });
      return profileValues(saved);
    },
    failureMessage: 'No se pudo guardar el perfil. Inténtalo de nuevo.',
  });

  return (
    <form ref={formRef} noValidate onSubmit={submit} aria-label="Datos personales" className="flex flex-col gap-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label="Nombre" autoComplete="name" required className="sm:col-span-2" {...field('name')} />
        <TextField label="Email" type="email" autoComplete="email" required {...field('email')} />
        <TextField
          label="Teléfono"
          type="tel"
          autoComplete="tel"
          hint="Con prefijo si no es español, p. ej. +34 600 123 456"
          {...field('phone')}
        />
        {isEmailChange(values, savedEmail) ? (
          <CurrentPasswordField savedEmail={savedEmail} {...field('current_password')} />
        ) : null}
        {pendingEmail ? (
          <div className="sm:col-span-2">
            <PendingEmailNotice email={pendingEmail} currentEmail={savedEmail} onCancelled={() => setPendingEmail(null)} />
          </div>
        ) : null}
      </div>
      <FormError message={formError} />
      <div className="flex justify-end border-t border-line pt-5">
        <button type="submit" className="btn-primary" disabled={isSaving}>
          {isSaving && <LoaderCircle aria-hidden="true" className="size-4 animate-spin motion-reduce:animate-none" />}
          {isSaving ? 'Guardando…' : 'Guardar cambios'}
        </button>
      </div>
    </form>
  );
}
