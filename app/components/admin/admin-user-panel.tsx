import clsx from 'clsx';
import { ExternalLink, LogOut, UserRound } from 'lucide-react';
import { NavLink, Link } from 'react-router';
import { isBuiltInRole, roleLabel, roleNames } from '@common/roles';
import type { AuthUser } from '@common/auth/contracts';
import { AdminAvatar } from './admin-avatar';
import { ADMIN_PROFILE_SETTINGS_PATH, STORE_HOME_PATH } from './admin-navigation';
import { useAdminLogout } from './use-admin-logout';

export interface AdminUserPanelProps {
  user: AuthUser | null;
  onNavigate?: () => void;
  className?: string;
}

const rowClass =
  'flex w-full items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium text-muted transition-colors hover:bg-surface-muted/70 hover:text-fg disabled:cursor-wait disabled:opacity-60';

/**
 * Spec §6's label (Super Admin, Administrador, Editor); a member of staff whose back-office access
 * comes from a custom role reads that role's name instead of 'Usuario'.
 */
export function staffRoleLabel(user: AuthUser | null): string {
  const label = roleLabel(user);
  if (label !== 'Usuario') return label;
  return roleNames(user).find((name) => !isBuiltInRole(name)) ?? label;
}

/** Who is signed in (name and role label), their profile settings, the store and logout. */
export function AdminUserPanel({ user, onNavigate, className }: AdminUserPanelProps) {
  const { logout, isLoggingOut } = useAdminLogout(onNavigate);
  return (
    <div className={clsx('flex flex-col gap-1', className)}>
      <Link
        to={STORE_HOME_PATH}
        onClick={onNavigate}
        className={rowClass}
      >
        <ExternalLink aria-hidden="true" className="size-[1.125rem] shrink-0" />
        Ver tienda
      </Link>
      <div className="mt-2 rounded-xl border border-line bg-bg/60 p-2">
        <div className="flex items-center gap-3 px-1.5 py-1.5">
          <AdminAvatar name={user?.name} photoUrl={user?.profile_photo_url} />
          <div className="min-w-0">
            <p className="truncate text-sm font-semibold text-fg">
              {user?.name}
            </p>
            <p className="truncate text-xs text-muted">
              {staffRoleLabel(user)}
            </p>
          </div>
        </div>
        <div className="mt-1 flex flex-col gap-0.5 border-t border-line pt-1.5">
          <NavLink
            to={ADMIN_PROFILE_SETTINGS_PATH}
            onClick={onNavigate}
            className={({ isActive }) => clsx(rowClass, isActive && 'bg-surface-muted font-semibold text-fg')}
          >
            <UserRound aria-hidden="true" className="size-[1.125rem] shrink-0" />
            Ajustes de perfil
          </NavLink>
          <button type="button" onClick={() => void logout()} disabled={isLoggingOut} className={rowClass}>
            <LogOut aria-hidden="true" className="size-[1.125rem] shrink-0" />
            {isLoggingOut ? 'Cerrando sesión…' : 'Cerrar sesión'}
          </button>
        </div>
      </div>
    </div>
  );
}
