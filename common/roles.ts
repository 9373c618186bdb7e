/** Role and permission checks of spec §6, used by both the server and the pages. */

export const ROLE_NAMES = ['super-admin', 'admin', 'editor', 'user'] as const;
export type RoleName = (typeof ROLE_NAMES)[number];
export const ADMIN_ROLES: readonly RoleName[] = ['super-admin', 'admin'];

/** The permission set of the back-office, seeded once; roles get subsets of it. */
export const PERMISSIONS = {
  'products.view': 'Ver productos',
  'products.manage': 'Crear, editar y borrar productos',
  'categories.manage': 'Gestionar categorías',
  'brands.manage': 'Gestionar marcas',
  'banners.manage': 'Gestionar banners publicitarios',
  'users.view': 'Ver usuarios',
  'users.manage': 'Crear, editar y borrar usuarios',
  'roles.manage': 'Gestionar roles y permisos',
  'settings.manage': 'Cambiar la configuración de la tienda',
  'orders.view': 'Ver pedidos',
  'orders.manage': 'Gestionar pedidos y devoluciones',
} as const;
export type PermissionName = keyof typeof PERMISSIONS;

export const ROLE_PERMISSIONS: Record<RoleName, readonly PermissionName[]> = {
  'super-admin': Object.keys(PERMISSIONS) as PermissionName[],
  admin: [
    'products.view', 'products.manage', 'categories.manage', 'brands.manage', 'banners.manage',
    'users.view', 'users.manage', 'settings.manage', 'orders.view', 'orders.manage',
  ],
  editor: ['products.view', 'products.manage', 'categories.manage', 'brands.manage', 'banners.manage'],
  user: [],
};

export const ROLE_DESCRIPTIONS: Record<RoleName, string> = {
  'super-admin': 'Acceso total, incluidos roles y permisos',
  admin: 'Administra la tienda',
  editor: 'Edita el catálogo y los banners',
  user: 'Cliente de la tienda',
};

type NamedOrString = string | { name: string };
type RoleLike = string | { name: string; permissions?: NamedOrString[] };

/** The user as the spec allows it: roles as names or objects, permissions as names or objects. */
export interface RoleSubject {
  roles?: RoleLike[] | null;
  permissions?: NamedOrString[] | null;
}

const nameOf = (item: NamedOrString) => (typeof item === 'string' ? item : item.name);

export function roleNames(user: RoleSubject | null | undefined): string[] {
  return (user?.roles ?? []).map(nameOf);
}

export function hasRole(user: RoleSubject | null | undefined, role: string): boolean {
  return roleNames(user).includes(role);
}

export function hasAnyRole(user: RoleSubject | null | undefined, roles: readonly string[]): boolean {
  const own = roleNames(user);
  return roles.some((role) => own.includes(role));
}

/** Direct permissions first; if the user has none of that name, the permissions inside each role. */
export function hasPermission(user: RoleSubject | null | undefined, permission: string): boolean {
  if ((user?.permissions ?? []).map(nameOf).includes(permission)) return true;
  return (user?.roles ?? []).some(
    (role) => typeof role !== 'string' && (role.permissions ?? []).map(nameOf).includes(permission),
  );
}

/** super-admin and admin count as administrators (spec §6). */
export function isAdministrator(user: RoleSubject | null | undefined): boolean {
  return hasAnyRole(user, ADMIN_ROLES);
}

/** The admin layout's label: first match of 'Super Admin', 'Administrador', 'Editor', else 'Usuario'. */
export function roleLabel(user: RoleSubject | null | undefined): string {
  if (hasRole(user, 'super-admin')) return 'Super Admin';
  if (hasRole(user, 'admin')) return 'Administrador';
  if (hasRole(user, 'editor')) return 'Editor';
  return 'Usuario';
}
