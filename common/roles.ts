/** Role and permission checks of spec §6, used by both the server and the pages. */

export const ROLE_NAMES = ['super-admin', 'admin', 'editor', 'user'] as const;
export type RoleName = (typeof ROLE_NAMES)[number];
export const ADMIN_ROLES: readonly RoleName[] = ['super-admin', 'admin'];

/** The four roles of spec §6 are built in: defined here, synced at every start, never edited or deleted. */
export function isBuiltInRole(name: string): name is RoleName {
  return (ROLE_NAMES as readonly string[]).includes(name);
}

/**
 * The back-office permissions, by area (the order the roles screen shows them). Every admin API
 * route names the permission it needs; a role is a set of these.
 */
export const PERMISSION_AREAS = [
  { area: 'Panel', permissions: { 'dashboard.view': 'Ver el panel y su actividad reciente' } },
  {
    area: 'Usuarios',
    permissions: {
      'users.view': 'Ver usuarios, sus sesiones y direcciones',
      'users.manage': 'Crear, editar, desactivar usuarios y darles roles',
      'roles.manage': 'Crear y editar roles y sus permisos',
    },
  },
  {
    area: 'Catálogo',
    permissions: {
      'products.view': 'Ver productos y exportarlos',
      'products.manage': 'Crear, editar, importar y borrar productos',
      'categories.manage': 'Gestionar categorías',
      'brands.manage': 'Gestionar marcas',
      'search.manage': 'Gestionar la búsqueda: sinónimos y redirecciones',
    },
  },
  { area: 'Marketing', permissions: { 'banners.manage': 'Gestionar banners publicitarios' } },
  { area: 'Directorio', permissions: { 'directory.manage': 'Moderar, editar y borrar fichas del directorio de empresas' } },
  {
    area: 'Pedidos',
    permissions: {
      'orders.view': 'Ver pedidos',
      'orders.manage': 'Gestionar pedidos y cupones: estados, envíos, notas y cancelaciones',
    },
  },
  {
    area: 'Posventa',
    permissions: {
      'returns.manage': 'Gestionar devoluciones, cambios y desistimientos: recogida, recepción y reembolsos',
      'support.manage': 'Atender las conversaciones de soporte de la clientela',
      'reviews.manage': 'Moderar las opiniones de la clientela, responderlas en público y ver el consejo de talla',
    },
  },
  {
    area: 'Facturación',
    permissions: {
      'invoices.manage': 'Ver, descargar y exportar facturas, comprobar la cadena VERI*FACTU, leer los envíos a la AEAT y anular facturas emitidas por error',
    },
  },
  {
    area: 'Tienda',
    permissions: {
      'settings.manage': 'Cambiar la configuración de la tienda',
      'audit.view': 'Consultar el registro de auditoría',
      'emails.view': 'Leer los emails que envía la tienda',
    },
  },
] as const;

type AreaPermissions = (typeof PERMISSION_AREAS)[number]['permissions'];
type KeysOfUnion<T> = T extends unknown ? keyof T : never;
export type PermissionName = KeysOfUnion<AreaPermissions> & string;

export const PERMISSIONS = Object.fromEntries(
  PERMISSION_AREAS.flatMap((group) => Object.entries(group.permissions)),
) as Record<PermissionName, string>;
export const PERMISSION_NAMES = Object.keys(PERMISSIONS) as PermissionName[];

export function isPermissionName(name: string): name is PermissionName {
  return Object.prototype.hasOwnProperty.call(PERMISSIONS, name);
}

export const ROLE_PERMISSIONS: Record<RoleName, readonly PermissionName[]> = {
  'super-admin': PERMISSION_NAMES,
  admin: PERMISSION_NAMES.filter((name) => name !== 'roles.manage'),
  editor: ['dashboard.view', 'products.view', 'products.manage', 'categories.manage', 'brands.manage', 'banners.manage', 'directory.manage'],
  user: [],
};

export const ROLE_DESCRIPTIONS: Record<RoleName, string> = {
  'super-admin': 'Acceso total, incluidos roles y permisos',
  admin: 'Administra la tienda',
  editor: 'Edita el catálogo, los banners y el directorio',
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

/** Every permission the user holds, directly or through a role. */
export function permissionNames(user: RoleSubject | null | undefined): string[] {
  const names = new Set((user?.permissions ?? []).map(nameOf));
  for (const role of user?.roles ?? []) {
    if (typeof role !== 'string') for (const permission of role.permissions ?? []) names.add(nameOf(permission));
  }
  return [...names];
}

/** Holds at least one of the permissions. */
export function hasAnyPermission(user: RoleSubject | null | undefined, permissions: readonly string[]): boolean {
  return permissions.some((permission) => hasPermission(user, permission));
}

/**
 * Staff may enter /admin: the administrators of spec §6, and anyone a role gives a back-office
 * permission (an editor, a custom role such as 'catálogo'). What they see inside depends on
 * their permissions.
 */
export function isStaff(user: RoleSubject | null | undefined): boolean {
  return isAdministrator(user) || permissionNames(user).some(isPermissionName);
}

/**
 * The permissions that move money or access (issue 33): refunds, cancellations, invoices, the
 * store's settings, users and roles. A role holding one requires a second factor unless staff turn
 * its switch off; a person given one directly (not through a role) always does.
 */
export const SECOND_FACTOR_PERMISSIONS: readonly PermissionName[] = [
  'orders.manage',
  'returns.manage',
  'invoices.manage',
  'settings.manage',
  'users.manage',
  'roles.manage',
];

/** The switch's default for a role with these permissions. */
export function roleNeedsSecondFactorByDefault(permissions: readonly string[]): boolean {
  return permissions.some((name) => (SECOND_FACTOR_PERMISSIONS as readonly string[]).includes(name));
}

/** Whether the person must sign in with a second factor: a role of theirs says so, or a direct permission does. */
export function secondFactorRequired(roles: readonly { requiresSecondFactor: boolean }[], directPermissions: readonly string[]): boolean {
  return roles.some((role) => role.requiresSecondFactor) || roleNeedsSecondFactorByDefault(directPermissions);
}
