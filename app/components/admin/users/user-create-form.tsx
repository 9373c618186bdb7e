import { ArrowLeft, LoaderCircle, UserPlus } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { AdminUserCreateBody } from '@common/users/contracts';
import { formFailure, type FieldErrors, type FormFailure } from '~/components/forms/field-errors';
import { FormError } from '~/components/forms/form-error';
import { PasswordField, TextField } from '~/components/forms/text-field';
import { useFieldForm } from '~/components/forms/use-field-form';
import { api } from '~/lib/api/browser-client';
import { toast } from '~/lib/toast';
import { AdminPageHeader } from '../admin-page-header';
import { ADMIN_USERS_PATH } from './admin-users-list';
import { RoleCheckboxes, type RoleOption } from './role-checkboxes';

type CreateValues = {
  name: string;
  email: string;
  phone: string;
  password: string;
  roles: string[];
};

const SUPER_ADMIN_ONLY = 'Solo un super-admin puede darlo';

/** The messages of each role ('roles.2') said once under the roles' fieldset. */
export function withRoleErrorsTogether(failure: FormFailure): FormFailure {
  const fieldErrors: Record<string, string> = {};
  const roleMessages: string[] = [];
  for (const [path, message] of Object.entries(failure.fieldErrors)) {
    if (path === 'roles' || path.startsWith('roles.')) roleMessages.push(message);
    else fieldErrors[path] = message;
  }
  if (roleMessages.length) fieldErrors.roles = roleMessages.join(' ');
  return { fieldErrors: fieldErrors as FieldErrors, message: failure.message };
}

export interface UserCreateFormProps {
  roles: readonly RoleOption[];
  /** The signed-in person is a super-admin: may give that role. */
  isSuperAdmin: boolean;
}

/** 'Nuevo usuario': a staff account with its roles; 422s under their fields, then the person's page. */
export function UserCreateForm({ roles, isSuperAdmin }: UserCreateFormProps) {
  const navigate = useNavigate();
  const { values, setValue, field, errorAt, formError, isSaving, formRef, submit } = useFieldForm<CreateValues, number>({
    initial: { name: '', email: '', phone: '', password: '', roles: [] },
    schema: AdminUserCreateBody,
    send: async (body) => (await api('POST /admin/users', { body })).data.id,
    onSaved: async (id) => {
      toast({ type: 'success', message: 'Cuenta creada. Ya puede iniciar sesión con su email y la contraseña que le has dado.' });
      await navigate(`${ADMIN_USERS_PATH}/${id}`);
    },
    describeFailure: (error) => withRoleErrorsTogether(formFailure(error, 'No se pudo crear la cuenta. Inténtalo de nuevo.')),
    failureMessage: 'No se pudo crear la cuenta. Inténtalo de nuevo.',
  });
  const roleError = errorAt('roles');

  return (
    <div className="flex flex-col gap-6">
      <Link to={ADMIN_USERS_PATH} className="inline-flex w-fit items-center gap-1.5 text-sm font-medium text-muted hover:text-fg">
        <ArrowLeft aria-hidden="true" className="size-4" />
        Usuarios
      </Link>
      <AdminPageHeader
        eyebrow="Personas"
        title="Nuevo usuario"
        description="Da de alta a alguien del equipo. Entrará con este email y la contraseña que le des; podrá cambiarla desde su perfil."
      />
      <form ref={formRef} noValidate onSubmit={submit} aria-label="Nuevo usuario" className="card flex flex-col gap-6 p-5 sm:p-6">
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField label="Nombre" autoComplete="off" required className="sm:col-span-2" maxLength={120} {...field('name')} />
          <TextField label="Email" type="email" autoComplete="off" required maxLength={254} {...field('email')} />
          <TextField label="Teléfono" type="tel" autoComplete="off" hint="Con prefijo si no es español, p. ej. +34 600 123 456." {...field('phone')} />
          <PasswordField
            label="Contraseña"
            autoComplete="new-password"
            required
            className="sm:col-span-2"
            hint="Al menos 12 caracteres y que no sea una contraseña común. Compártela por un canal seguro."
            {...field('password')}
          />
        </div>
        <RoleCheckboxes
          legend="Roles"
          roles={roles}
          selected={values.roles}
          onChange={(next) => setValue('roles', next)}
          locked={(role) => (role.name === 'super-admin' && !isSuperAdmin ? SUPER_ADMIN_ONLY : null)}
          error={roleError}
        />
        <FormError message={formError} />
        <div className="flex flex-col-reverse gap-3 border-t border-line pt-5 sm:flex-row sm:justify-end">
          <Link to={ADMIN_USERS_PATH} className="btn-secondary">
            Cancelar
          </Link>
          <button type="submit" className="btn-primary" disabled={isSaving}>
            {isSaving ? (
              <LoaderCircle aria-hidden="true" className="size-4 animate-spin motion-reduce:animate-none" />
            ) : (
              <UserPlus aria-hidden="true" className="size-4" />
            )}
            {isSaving ? 'Creando…' : 'Crear cuenta'}
          </button>
        </div>
      </form>
    </div>
  );
}
