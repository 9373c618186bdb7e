import { KeyRound, Lock, Plus, ShieldCheck, Trash2 } from 'lucide-react';
import { Link, useFetcher } from 'react-router';
import type { AdminRole } from '@common/access/contracts';
import { useAlertDialog } from '~/components/ui/alert-dialog';
import { AdminPageHeader } from '../admin-page-header';
import type { ChangeResult } from '../kit/route-change';
import { AdminListResults } from '../kit/admin-list-results';
import type { Column } from '../kit/admin-table';
import { useListStatus } from '../kit/use-list-filters';
import { NEW_ROLE_PATH, ADMIN_ROLES_PATH, permissionCount, roleTitle, userCount, deleteRoleMessage } from './role-text';

export interface AdminRolesListProps {
  /** null while they load, or when they could not be loaded. */
  roles: readonly AdminRole[] | null;
  /** Given by the route's error screen: the list could not be loaded, and this asks again. */
  onRetry?: () => void;
  /** Whether the person may create, edit and delete roles (roles.manage), or only look. */
  canManage: boolean;
}

/** Spec §2 admin.roles: the built-in roles (locked) and the store's own, with permissions and people. */
export function AdminRolesList({ roles, onRetry, canManage }: AdminRolesListProps) {
  const { status, isLoading } = useListStatus({ path: ADMIN_ROLES_PATH, hasPage: roles !== null, onRetry });
  const deleter = useFetcher<ChangeResult>();
  const { show } = useAlertDialog();
  const rows = roles ?? [];
  const own = rows.filter((role) => !role.built_in).length;
  const deletingId = deleter.state !== 'idle' && deleter.formData ? Number(deleter.formData.get('id')) : null;

  async function remove(role: AdminRole) {
    if (role.users_count > 0) {
      await show({
        type: 'info',
        title: 'Este rol está en uso',
        message: `${userCount(role.users_count)} ${role.users_count === 1 ? 'lo tiene' : 'lo tienen'}. Quítaselo desde Usuarios antes de borrarlo.`,
        confirmText: 'Entendido',
      });
      return;
    }
    const answer = await show({
      type: 'warning',
      title: '¿Borrar este rol?',
      message: deleteRoleMessage(role),
      confirmText: 'Borrar',
      cancelText: 'Cancelar',
    });
    if (answer === 'confirm') void deleter.submit({ intent: 'delete', id: role.id, name: role.name }, { method: 'post', action: ADMIN_ROLES_PATH });
  }

  return (
    <div className="flex flex-col gap-6">
      <AdminPageHeader
        eyebrow="Usuarios"
        title="Roles y permisos"
        description="Qué puede hacer cada persona del equipo. Los cuatro roles integrados no se cambian; crea los tuyos para repartir el trabajo."
        actions={
          canManage && (
            <Link to={NEW_ROLE_PATH} className="btn-primary">
              <Plus aria-hidden="true" className="size-4" />
              Nuevo rol
            </Link>
          )
        }
      />

      <AdminListResults
        page={roles && { total: roles.length }}
        countDetail={` · ${own} ${own === 1 ? 'propio' : 'propios'}`}
        status={status}
        isLoading={isLoading}
        rowCount={rows.length}
        noun={['rol', 'roles']}
        loadingText="Cargando roles…"
        errorTitle="No se pudieron cargar los roles."
        onRetry={onRetry}
        table={{
          caption: 'Roles de la tienda',
          columns: [
            ...ROLE_COLUMNS,
            {
              header: 'Acciones',
              srOnly: true,
              className: 'px-4 py-3 text-right',
              cellClassName: 'whitespace-nowrap',
              cell: (role) => (
                <div className="flex items-center justify-end gap-2">
                  <Link to={`${ADMIN_ROLES_PATH}/${role.id}`} className="btn-secondary px-3 py-1.5 text-xs">
                    {role.built_in || !canManage ? 'Ver' : 'Editar'}
                    <span className="sr-only"> {roleTitle(role)}</span>
                  </Link>
                  {canManage && !role.built_in && (
                    <button
                      type="button"
                      onClick={() => void remove(role)}
                      disabled={deletingId === role.id}
                      className="inline-flex size-8 items-center justify-center rounded-lg text-muted transition-colors hover:bg-danger/10 hover:text-danger disabled:opacity-50"
                    >
                      <Trash2 aria-hidden="true" className="size-4" />
                      <span className="sr-only">Borrar {role.name}</span>
                    </button>
                  )}
                </div>
              ),
            },
          ],
          rows,
          rowKey: (role) => role.id,
        }}
        empty={{
          filtered: false,
          icon: ShieldCheck,
          noMatch: { title: 'Ningún rol coincide', hint: '' },
          empty: { title: 'Todavía no hay roles', hint: 'Los cuatro roles integrados aparecen aquí en cuanto la tienda arranca.' },
        }}
      />
    </div>
  );
}

const ROLE_COLUMNS: readonly Column<AdminRole>[] = [
  {
    header: 'Rol',
    cell: (role) => (
      <div className="flex min-w-0 items-start gap-3">
        <span className="mt-0.5 inline-flex size-9 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-primary">
          <ShieldCheck aria-hidden="true" className="size-4.5" />
        </span>
        <div className="min-w-0">
          <p className="flex flex-wrap items-center gap-2 font-semibold text-fg">
            <Link to={`${ADMIN_ROLES_PATH}/${role.id}`} className="hover:underline">
              {roleTitle(role)}
            </Link>
            {role.built_in && (
              <span className="inline-flex items-center gap-1 rounded-full border border-line px-2 py-0.5 text-xs font-medium text-muted">
                <Lock aria-hidden="true" className="size-3" />
                Integrado
              </span>
            )}
            {role.requires_second_factor && (
              <span
                title="Requiere segundo factor"
                className="inline-flex items-center gap-1 rounded-full bg-primary/10 px-2 py-0.5 text-xs font-semibold text-primary"
              >
                <KeyRound aria-hidden="true" className="size-3" />
                2FA<span className="sr-only">: requiere segundo factor</span>
              </span>
            )}
          </p>
          {role.description && <p className="mt-0.5 line-clamp-2 text-xs text-muted">{role.description}</p>}
        </div>
      </div>
    ),
  },
  { header: 'Permisos', className: 'hidden px-4 py-3 md:table-cell', cellClassName: 'text-muted', cell: (role) => permissionCount(role.permissions.length) },
  { header: 'Usuarios', className: 'px-4 py-3 text-right', cellClassName: 'whitespace-nowrap tabular-nums text-fg', cell: (role) => userCount(role.users_count) },
];
