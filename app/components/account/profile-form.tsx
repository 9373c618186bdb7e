import { Check } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { ProfileUpdateBody } from '@common/account';
import type { AuthUser } from '@common/auth';
import { z } from '@common/zod';
import { ApiRequestError, apiRequest } from '~/lib/api-client';
import { setAuthUser } from '~/lib/auth';
import { toast } from '~/lib/toast';
import { firstErrors, TextField } from './form-field';
import type { ApiEnvelope } from './use-account-data';
import { errorMessage } from './use-account-data';

type Field = 'name' | 'email' | 'phone';

/** Name, email and phone (PUT /api/user/profile); the header follows the saved user. */
export function ProfileForm({ user }: { user: AuthUser }) {
  const [values, setValues] = useState({ name: user.name, email: user.email, phone: user.phone ?? '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [isSaving, setIsSaving] = useState(false);

  const isDirty =
    values.name !== user.name || values.email !== user.email || values.phone !== (user.phone ?? '');

  const change = (field: Field) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFormError(null);
    const parsed = ProfileUpdateBody.safeParse(values);
    if (!parsed.success) {
      setErrors(firstErrors(z.flattenError(parsed.error).fieldErrors));
      focusFirstInvalid(event.currentTarget);
      return;
    }
    setIsSaving(true);
    try {
      const reply = await apiRequest<ApiEnvelope<AuthUser>>('/api/user/profile', {
        method: 'PUT',
        body: { name: values.name.trim(), email: values.email.trim(), phone: values.phone.trim() || null },
      });
      setErrors({});
      setAuthUser(reply.data);
      setValues({ name: reply.data.name, email: reply.data.email, phone: reply.data.phone ?? '' });
      toast({ message: 'Hemos guardado los cambios de tu perfil.', type: 'success' });
    } catch (err) {
      if (err instanceof ApiRequestError && err.status === 422) {
        setErrors(firstErrors(err.fieldErrors));
        setFormError(Object.keys(err.fieldErrors).length ? null : err.message);
      } else {
        setFormError(errorMessage(err, 'No hemos podido guardar tu perfil. Inténtalo de nuevo.'));
      }
    } finally {
      setIsSaving(false);
    }
  }

  return (
    <form noValidate onSubmit={submit} className="grid gap-5">
      <TextField
        label="Nombre completo"
        name="name"
        autoComplete="name"
        required
        value={values.name}
        onChange={change('name')}
        error={errors.name}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          required
          value={values.email}
          onChange={change('email')}
          error={errors.email}
        />
        <TextField
          label="Teléfono"
          name="phone"
          type="tel"
          autoComplete="tel"
          optional
          value={values.phone}
          onChange={change('phone')}
          error={errors.phone}
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

/** Moves focus to the first field marked invalid once React has rendered the errors. */
export function focusFirstInvalid(form: HTMLFormElement) {
  requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
}
