import { useState, type FormEvent } from 'react';
import { LoaderCircle } from 'lucide-react';
import { ProfileUpdateBody } from '@common/account';
import type { AuthUser } from '@common/auth';
import { ApiRequestError, apiRequest } from '~/lib/api-client';
import { setAuthUser } from '~/lib/auth';
import { toast } from '~/lib/toast';
import { FormField, firstErrors } from './form-field';
import { useFocusFirstError } from './use-focus-first-error';

type Field = 'name' | 'email' | 'phone';

/** Name, email and phone through PUT /api/user/profile; 422s land under their field. */
export function ProfileDetailsForm({ user }: { user: AuthUser }) {
  const [values, setValues] = useState<Record<Field, string>>({
    name: user.name,
    email: user.email,
    phone: user.phone ?? '',
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [isSaving, setIsSaving] = useState(false);
  const { formRef, focusAfterRender } = useFocusFirstError(errors);

  const change = (field: Field) => (event: { target: { value: string } }) => {
    const value = event.target.value;
    setValues((prev) => ({ ...prev, [field]: value }));
    setErrors((prev) => ({ ...prev, [field]: '' }));
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFormError(null);
    const parsed = ProfileUpdateBody.safeParse(values);
    if (!parsed.success) {
      const fieldErrors: Record<string, string> = {};
      for (const issue of parsed.error.issues) {
        const key = String(issue.path[0] ?? '');
        fieldErrors[key] ||= issue.message;
      }
      focusAfterRender();
      setErrors(fieldErrors);
      return;
    }
    setIsSaving(true);
    try {
      const reply = await apiRequest<{ status: string; data: AuthUser }>('/api/user/profile', {
        method: 'PUT',
        body: { name: values.name, email: values.email, phone: values.phone || null },
      });
      setAuthUser(reply.data);
      setErrors({});
      setValues({ name: reply.data.name, email: reply.data.email, phone: reply.data.phone ?? '' });
      toast({ type: 'success', message: 'Perfil actualizado.' });
    } catch (error) {
      if (error instanceof ApiRequestError && error.status === 422) {
        focusAfterRender();
        setErrors(firstErrors(error.fieldErrors));
        if (Object.keys(error.fieldErrors).length === 0) setFormError(error.message);
      } else {
        setFormError(error instanceof ApiRequestError ? error.message : 'No se pudo guardar el perfil. Inténtalo de nuevo.');
      }
    } finally {
      setIsSaving(false);
    }
  }

  return (
    <form ref={formRef} noValidate onSubmit={submit} aria-label="Datos personales" className="flex flex-col gap-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField
          label="Nombre"
          name="name"
          autoComplete="name"
          required
          value={values.name}
          onChange={change('name')}
          error={errors.name}
          className="sm:col-span-2"
        />
        <FormField
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          required
          value={values.email}
          onChange={change('email')}
          error={errors.email}
        />
        <FormField
          label="Teléfono"
          name="phone"
          type="tel"
          autoComplete="tel"
          value={values.phone}
          onChange={change('phone')}
          error={errors.phone}
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
