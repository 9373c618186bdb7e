import { useState } from 'react';
import { ArrowLeft, Lock, Trash2 } from 'lucide-react';
import { Link, useFetcher, useNavigate } from 'react-router';
import { AdminRoleCreate, type AdminRole, type PermissionArea } from '@common/access/contracts';
import { TextAreaField } from '~/components/forms/textarea-field';
import { TextField } from '~/components/forms/text-field';
import { FormError } from '~/components/forms/form-error';
import { formFailure, type FieldErrors } from '~/components/forms/field-errors';
import { useFieldForm } from '~/components/forms/use-field-form';
import { useAlertDialog } from '~/components/ui/alert-dialog';
import { SwitchField } from '~/components/ui/switch-field';
import { api } from '~/lib/api/browser-client';
import { useAuth } from '~/lib/auth';
import { toast } from '~/lib/toast';
import { AdminPageHeader } from '../admin-page-header';
import { canAccess } from '../admin-navigation';
import type { ChangeResult } from '../kit/route-change';
import { SettingsSection } from '../settings-section';
import { roleNeedsSecondFactorByDefault, type PermissionName } from '@common/roles';
import { PermissionMatrix } from './permission-matrix';
import { ADMIN_ROLES_PATH, deleteRoleMessage, permissionCount, roleTitle, userCount } from './role-text';

export interface RoleEditorProps {
  /** The role being edited or looked at; none to create one. */
  role?: AdminRole;
  areas: readonly PermissionArea[];
  /** roles.manage: without it everything is read-only. */
  canManage: boolean;
}

interface RoleValues {
  name: string;
  description: string;
  permissions: string[];
  requires_second_factor: boolean;
}

export const SECOND_FACTOR_SWITCH_LABEL = 'Requiere segundo factor';
const SECOND_FACTOR_SWITCH_HELP =
  'Quien tenga este rol entrará con una app de autenticación o una llave de acceso, y el back-office no le responderá sin ella. Recomendado si el rol mueve dinero o accesos (pedidos, devoluciones, facturas, configuración, usuarios o roles).';

const SAVE_FAILED = 'No se pudo guardar el rol. Inténtalo de nuevo.';

/** A 422 about one permission of the list ('permissions.3') is said under the matrix. */
function roleFailure(error: unknown) {
  const failure = formFailure(error, SAVE_FAILED);
  const fieldErrors: Record<string, string> = {};
  for (const [path, message] of Object.entries(failure.fieldErrors)) {
    const key = path.startsWith('permissions.') ? 'permissions' : path;
    fieldErrors[key] ??= message;
  }
  return { ...failure, fieldErrors: fieldErrors as FieldErrors };
}

/** Create or edit a custom role: its name, description and permission matrix; built-in roles read-only. */
export function RoleEditor({ role, areas, canManage }: RoleEditorProps) {
  const isEdit = role !== undefined;
  const readOnly = !canManage || role?.built_in === true;
  if (readOnly && role) return <RoleReadOnly role={role} areas={areas} canManage={canManage} />;
  return <RoleForm role={role} areas={areas} isEdit={isEdit} />;
}

function RoleForm({ role, areas, isEdit }: { role?: AdminRole; areas: readonly PermissionArea[]; isEdit: boolean }) {
  const navigate = useNavigate();
  const { user } = useAuth();
  const { show } = useAlertDialog();
  const deleter = useFetcher<ChangeResult>();
  // A new role follows its permissions (on when one moves money or access) until the switch is touched.
  const [isSwitchTouched, setIsSwitchTouched] = useState(isEdit);
  const secondFactorOf = (current: RoleValues) =>
    isSwitchTouched ? current.requires_second_factor : roleNeedsSecondFactorByDefault(current.permissions);
  const { values, setValue, field, errorAt, formError, isSaving, formRef, submit } = useFieldForm<RoleValues, AdminRole>({
    initial: () => ({
      name: role?.name ?? '',
      description: role?.description ?? '',
      permissions: [...(role?.permissions ?? [])],
      requires_second_factor: role?.requires_second_factor ?? false,
    }),
    schema: AdminRoleCreate,
    send: async (current) => {
      const body = { name: current.name, description: current.description, permissions: current.permissions, requires_second_factor: secondFactorOf(current) };
      const reply = role ? await api('PUT /admin/roles/{id}', { params: { id: role.id }, body }) : await api('POST /admin/roles', { body });
      return reply.data;
    },
    onSaved: (saved) => {
      toast({ type: 'success', message: isEdit ? `Cambios del rol «${saved.name}» guardados.` : `Rol «${saved.name}» creado.` });
      void navigate(ADMIN_ROLES_PATH);
    },
    describeFailure: roleFailure,
  });

  async function remove() {
    if (!role) return;
    if (role.users_count > 0) {
      await show({
        type: 'info',
        title: 'Este rol está en uso',
        message: `${userCount(role.users_count)} ${role.users_count === 1 ? 'lo tiene' : 'lo tienen'}. Quítaselo desde Usuarios antes de borrarlo.`,
        confirmText: 'Entendido',
      });
      return;
    }
    const answer = await show({ type: 'warning', title: '¿Borrar este rol?', message: deleteRoleMessage(role), confirmText: 'Borrar', cancelText: 'Cancelar' });
    if (answer === 'confirm') void deleter.submit({ intent: 'delete', id: role.id, name: role.name }, { method: 'post' });
  }

  const grantable = (name: string) => canAccess(user, name as PermissionName);
  const isBusy = isSaving || deleter.state !== 'idle';

  return (
    <div className="flex flex-col gap-8">
      <AdminPageHeader
        eyebrow={isEdit ? 'Rol propio' : 'Usuarios · Roles'}
        title={isEdit ? role!.name : 'Nuevo rol'}
        description={
          isEdit
            ? `${userCount(role!.users_count)} con este rol. Los cambios se aplican en su siguiente pantalla.`
            : 'Dale un nombre claro (por ejemplo «Catálogo» o «Atención al cliente») y marca solo lo que ese equipo necesita.'
        }
        actions={
          <>
            <Link to={ADMIN_ROLES_PATH} className="btn-secondary">
              <ArrowLeft aria-hidden="true" className="size-4" />
              Volver a roles
            </Link>
            {isEdit && (
              <button type="button" onClick={() => void remove()} disabled={isBusy} className="btn-secondary text-danger">
                <Trash2 aria-hidden="true" className="size-4" />
                Borrar rol
              </button>
            )}
          </>
        }
      />

      <form ref={formRef} noValidate onSubmit={submit} aria-label={isEdit ? `Editar el rol ${role!.name}` : 'Nuevo rol'} className="flex flex-col gap-8">
        <SettingsSection title="Datos del rol" description="Cómo se llama y para quién es. El nombre es único.">
          <div className="grid gap-5">
            <TextField label="Nombre" required maxLength={50} autoComplete="off" hint="De 2 a 50 caracteres." {...field('name')} />
            <TextAreaField label="Descripción" rows={2} maxLength={255} optionalText="Opcional" {...field('description')} />
          </div>
        </SettingsSection>

        <SettingsSection
          title="Permisos"
          isStacked
          description={`Lo que puede hacer quien tenga este rol, por áreas. ${permissionCount(values.permissions.length)} marcados. Solo puedes dar los permisos que tienes tú.`}
        >
          <PermissionMatrix
            areas={areas}
            selected={values.permissions}
            onChange={(next) => setValue('permissions', next)}
            grantable={grantable}
            disabled={isBusy}
            error={errorAt('permissions')}
          />
        </SettingsSection>

        <SettingsSection title="Seguridad" description="Cómo entra en el back-office quien tenga este rol.">
          <SwitchField
            label={SECOND_FACTOR_SWITCH_LABEL}
            name="requires_second_factor"
            description={SECOND_FACTOR_SWITCH_HELP}
            note={isSwitchTouched ? undefined : 'Según los permisos'}
            checked={secondFactorOf(values)}
            disabled={isBusy}
            error={errorAt('requires_second_factor')}
            onCheckedChange={(checked) => {
              setIsSwitchTouched(true);
              setValue('requires_second_factor', checked);
            }}
          />
        </SettingsSection>

        <div className="flex flex-col gap-3 border-t border-line pt-6 sm:flex-row sm:items-center sm:justify-end">
          <FormError message={formError} className="sm:mr-auto" />
          <Link to={ADMIN_ROLES_PATH} className="btn-secondary">
            Cancelar
          </Link>
          <button type="submit" className="btn-primary" disabled={isBusy}>
            {isSaving ? 'Guardando…' : isEdit ? 'Guardar cambios' : 'Crear rol'}
          </button>
        </div>
      </form>
    </div>
  );
}

function RoleReadOnly({ role, areas, canManage }: { role: AdminRole; areas: readonly PermissionArea[]; canManage: boolean }) {
  return (
    <div className="flex flex-col gap-8">
      <AdminPageHeader
        eyebrow={role.built_in ? 'Rol integrado' : 'Rol propio'}
        title={roleTitle(role)}
        description={role.description ?? undefined}
        actions={
          <Link to={ADMIN_ROLES_PATH} className="btn-secondary">
            <ArrowLeft aria-hidden="true" className="size-4" />
            Volver a roles
          </Link>
        }
      />
      <p className="flex items-start gap-2 rounded-xl border border-line bg-surface-muted/60 px-4 py-3 text-sm text-muted">
        <Lock aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        {role.built_in
          ? canManage
            ? 'Los roles integrados no se pueden modificar ni borrar: sus permisos vienen con la tienda, y solo puedes cambiar si exigen segundo factor. Para otro reparto, crea un rol propio.'
            : 'Los roles integrados no se pueden modificar ni borrar: sus permisos vienen con la tienda. Para otro reparto, crea un rol propio.'
          : 'Solo quien gestiona roles puede cambiar este rol.'}
      </p>
      {role.built_in && canManage ? (
        <BuiltInSecondFactor role={role} />
      ) : (
        <SettingsSection title="Seguridad" description="Cómo entra en el back-office quien tenga este rol.">
          <SwitchField label={SECOND_FACTOR_SWITCH_LABEL} description={SECOND_FACTOR_SWITCH_HELP} checked={role.requires_second_factor} disabled />
        </SettingsSection>
      )}
      <SettingsSection
        title="Permisos"
        isStacked
        description={`${permissionCount(role.permissions.length)} · ${userCount(role.users_count)} con este rol.`}
      >
        <PermissionMatrix areas={areas} selected={role.permissions} />
      </SettingsSection>
    </div>
  );
}

/** A built-in role: its one editable setting (issue 33), sent alone (the server takes only this field). */
function BuiltInSecondFactor({ role }: { role: AdminRole }) {
  const navigate = useNavigate();
  const { values, checkbox, errorAt, formError, isSaving, formRef, submit } = useFieldForm<{ requires_second_factor: boolean }, AdminRole>({
    initial: { requires_second_factor: role.requires_second_factor },
    send: async (current) =>
      (await api('PUT /admin/roles/{id}', { params: { id: role.id }, body: { requires_second_factor: current.requires_second_factor } })).data,
    onSaved: (saved) => {
      toast({ type: 'success', message: `Cambios del rol «${roleTitle(saved)}» guardados.` });
      void navigate(ADMIN_ROLES_PATH);
    },
    failureMessage: SAVE_FAILED,
  });
  const { onCheckedChange, checked, name } = checkbox('requires_second_factor');
  return (
    <form ref={formRef} noValidate onSubmit={submit} aria-label={`Seguridad del rol ${roleTitle(role)}`}>
      <SettingsSection title="Seguridad" description="Cómo entra en el back-office quien tenga este rol.">
        <div className="grid gap-4">
          <SwitchField
            label={SECOND_FACTOR_SWITCH_LABEL}
            name={name}
            description={SECOND_FACTOR_SWITCH_HELP}
            checked={checked}
            onCheckedChange={onCheckedChange}
            disabled={isSaving}
            error={errorAt('requires_second_factor')}
          />
          <FormError message={formError} />
          <div className="flex justify-end">
            <button type="submit" className="btn-primary" disabled={isSaving || values.requires_second_factor === role.requires_second_factor}>
              {isSaving ? 'Guardando…' : 'Guardar cambios'}
            </button>
          </div>
        </div>
      </SettingsSection>
    </form>
  );
}
