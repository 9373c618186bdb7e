import { roleNames, type RoleSubject } from '@common/roles';
import { isStaffUser } from './staff';

export interface AccountLink {
  label: string;
  to: string;
  kind: 'dashboard' | 'profile';
}

/**
 * Spec §6: administrators see Admin Dashboard and Profile Settings; so does any other member of
 * staff (an editor, a custom role with back-office permissions); everyone else Mi Dashboard and Mi Perfil.
 */
export function accountLinks(user: RoleSubject | null | undefined): AccountLink[] {
  return isStaffUser(user)
    ? [
        { label: 'Admin Dashboard', to: '/admin/dashboard', kind: 'dashboard' },
        { label: 'Profile Settings', to: '/admin/profile/settings', kind: 'profile' },
      ]
    : [
        { label: 'Mi Dashboard', to: '/user/dashboard', kind: 'dashboard' },
        { label: 'Mi Perfil', to: '/user/profile', kind: 'profile' },
      ];
}

const ROLE_BADGES: Record<string, string> = {
  'super-admin': 'Super Admin',
  admin: 'Administrador',
  editor: 'Editor',
  user: 'Usuario',
};

export interface RoleBadge {
  role: string;
  label: string;
  isAdministrative: boolean;
}

/** One badge a role, labelled like the admin layout's role label; a user with no roles is a 'Usuario'. */
export function roleBadges(user: RoleSubject | null | undefined): RoleBadge[] {
  const names = [...new Set(roleNames(user))];
  if (names.length === 0) return [{ role: 'user', label: 'Usuario', isAdministrative: false }];
  return names.map((role) => ({
    role,
    label: ROLE_BADGES[role] ?? role,
    isAdministrative: role === 'super-admin' || role === 'admin',
  }));
}

/** Spec §2: the header shows the user's name, or 'Usuario' when there is none. */
export function displayName(user: { name?: string | null } | null | undefined): string {
  return user?.name?.trim() || 'Usuario';
}
