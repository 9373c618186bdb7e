import { useState } from 'react';
import { Check } from 'lucide-react';
import { ProfileUpdateBody } from '@common/account/contracts';
import type { AuthUser } from '@common/auth/contracts';
import { FormError } from '~/components/forms/form-error';
import { TextField } from '~/components/forms/text-field';
import { useFieldForm } from '~/components/forms/use-field-form';
import { emailChangeErrors, isEmailChange, profileValues, saveProfile } from '~/lib/profile';
import { toast } from '~/lib/toast';
import { CurrentPasswordField } from './current-password-field';
import { PendingEmailNotice } from './pending-email-change';

/**
 * Name, email and phone (PUT /api/user/profile); the header follows the saved user. A new email
 * asks for the current password and waits, shown as pending, for the link sent to it (issue 33).
 * `pendingEmail`: the change waiting when the screen loaded (the route's loader reads it).
 */
export function ProfileForm({ user, pendingEmail: initialPending = null }: { user: AuthUser; pendingEmail?: string | null }) {
  // The address the account has now (the prop may lag behind a save until the route reloads).
  const [savedEmail, setSavedEmail] = useState(user.email);
  const [pendingEmail, setPendingEmail] = useState<string | null>(initialPending);
  const { values, formError, isSaving, formRef, field, submit } = useFieldForm({
    initial: () => profileValues(user),
    schema: ProfileUpdateBody,
    validate: (values) => emailChangeErrors(values, savedEmail),
    send: (values) => saveProfile(values, savedEmail),
    onSaved: ({ user: saved, requestedEmail }) => {
      setSavedEmail(saved.email);
      if (requestedEmail) {
        setPendingEmail(requestedEmail);
        toast({ message: `Te hemos enviado un enlace a ${requestedEmail}. Tu email cambiará cuando lo abras y confirmes.`, type: 'success' });
      } else {
        toast({ message: 'Hemos guardado los cambios de tu perfil.', type: 'success' });
      }
      return profileValues(saved);
    },
    failureMessage: 'No hemos podido guardar tu perfil. Inténtalo de nuevo.',
  });

  const isDirty =
    values.name !== user.name || isEmailChange(values, savedEmail) || values.phone !== (user.phone ?? '');

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
      {isEmailChange(values, savedEmail) ? <CurrentPasswordField savedEmail={savedEmail} {...field('current_password')} /> : null}
      {pendingEmail ? <PendingEmailNotice email={pendingEmail} currentEmail={savedEmail} onCancelled={() => setPendingEmail(null)} /> : null}
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
