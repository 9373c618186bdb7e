import type { AdminRole } from '@common/access/contracts';

export const ADMIN_ROLES_PATH = '/admin/roles';
export const NEW_ROLE_PATH = '/admin/roles/new';

const count = new Intl.NumberFormat('es-ES');

export const userCount = (n: number) => `${count.format(n)} ${n === 1 ? 'usuario' : 'usuarios'}`;
export const permissionCount = (n: number) => `${count.format(n)} ${n === 1 ? 'permiso' : 'permisos'}`;

/** The built-in roles' names as the back-office shows them. */
const BUILT_IN_LABELS: Record<string, string> = {
  'super-admin': 'Super Admin',
  admin: 'Administrador',
  editor: 'Editor',
  user: 'Usuario',
};

export function roleTitle(role: Pick<AdminRole, 'name' | 'built_in'>): string {
  return role.built_in ? (BUILT_IN_LABELS[role.name] ?? role.name) : role.name;
}

/** What the delete dialog says: in use, it cannot go; unused, it goes for good. */
export function deleteRoleMessage(role: Pick<AdminRole, 'name' | 'users_count'>): string {
  return `«${role.name}» desaparecerá y no se puede deshacer. Nadie tiene este rol ahora mismo, así que nadie pierde acceso.`;
}
