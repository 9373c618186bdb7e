import {
  BadgePercent,
  FolderTree,
  History,
  LayoutDashboard,
  LifeBuoy,
  Star,
  Mail,
  Megaphone,
  ReceiptText,
  Search,
  Settings,
  ShieldCheck,
  Shirt,
  ShoppingBag,
  Store,
  Tags,
  Ticket,
  Undo2,
  Users,
  type LucideIcon,
} from 'lucide-react';
import {
  hasPermission,
  isBuiltInRole,
  roleNames,
  ROLE_PERMISSIONS,
  type PermissionName,
  type RoleSubject,
} from '@common/roles';

export interface AdminNavLink {
  label: string;
  to: string;
  icon: LucideIcon;
  /** The permission the screen needs: the link shows only to those who hold it. */
  permission: PermissionName;
}

/** A single link, or a titled group of links (spec §2 "Admin layout"). */
export type AdminNavEntry =
  | ({ kind: 'link' } & AdminNavLink)
  | { kind: 'group'; label: string; links: AdminNavLink[] };

/**
 * Sidebar of spec §2: Dashboard; Usuarios (Usuarios, Roles); Productos (Productos, Categorías,
 * Marcas, and Campañas — the dated sales of issue 34); Banners; Configuración; and the audit log after it. Directorio (the business
 * directory's moderation, issue 13) sits after Banners, with the other public content.
 */
export const ADMIN_NAVIGATION: readonly AdminNavEntry[] = [
  { kind: 'link', label: 'Dashboard', to: '/admin/dashboard', icon: LayoutDashboard, permission: 'dashboard.view' },
  {
    kind: 'group',
    label: 'Usuarios',
    links: [
      { label: 'Usuarios', to: '/admin/users', icon: Users, permission: 'users.view' },
      { label: 'Roles', to: '/admin/roles', icon: ShieldCheck, permission: 'roles.manage' },
    ],
  },
  {
    kind: 'group',
    label: 'Productos',
    links: [
      { label: 'Productos', to: '/admin/products', icon: Shirt, permission: 'products.view' },
      { label: 'Categorías', to: '/admin/categories', icon: FolderTree, permission: 'categories.manage' },
      { label: 'Marcas', to: '/admin/brands', icon: Tags, permission: 'brands.manage' },
      { label: 'Campañas', to: '/admin/campaigns', icon: BadgePercent, permission: 'products.view' },
      { label: 'Búsqueda', to: '/admin/search', icon: Search, permission: 'search.manage' },
    ],
  },
  {
    kind: 'group',
    label: 'Pedidos',
    links: [
      { label: 'Pedidos', to: '/admin/orders', icon: ShoppingBag, permission: 'orders.view' },
      { label: 'Cupones', to: '/admin/coupons', icon: Ticket, permission: 'orders.view' },
      { label: 'Devoluciones', to: '/admin/returns', icon: Undo2, permission: 'returns.manage' },
      { label: 'Facturas', to: '/admin/invoices', icon: ReceiptText, permission: 'invoices.manage' },
      { label: 'Soporte', to: '/admin/support', icon: LifeBuoy, permission: 'support.manage' },
      { label: 'Opiniones', to: '/admin/reviews', icon: Star, permission: 'reviews.manage' },
    ],
  },
  { kind: 'link', label: 'Banners', to: '/admin/ad-banners', icon: Megaphone, permission: 'banners.manage' },
  { kind: 'link', label: 'Directorio', to: '/admin/directory', icon: Store, permission: 'directory.manage' },
  { kind: 'link', label: 'Configuración', to: '/admin/settings', icon: Settings, permission: 'settings.manage' },
  { kind: 'link', label: 'Auditoría', to: '/admin/audit', icon: History, permission: 'audit.view' },
  { kind: 'link', label: 'Emails', to: '/admin/emails', icon: Mail, permission: 'emails.view' },
];

export const ADMIN_PROFILE_SETTINGS_PATH = '/admin/profile/settings';
export const ADMIN_DASHBOARD_PATH = '/admin/dashboard';
export const ADMIN_HOME_PATH = '/admin';
export const STORE_HOME_PATH = '/';

/**
 * Whether the person holds one of the permissions (directly or through a role). The built-in roles
 * carry the permissions the code gives them (they are synced from it at every start), so a session
 * whose role objects came without their list still counts. The server checks again on every call.
 */
export function canAccess(
  user: RoleSubject | null | undefined,
  permission: PermissionName | readonly PermissionName[],
): boolean {
  const wanted: readonly PermissionName[] = typeof permission === 'string' ? [permission] : permission;
  const builtIn = roleNames(user).filter(isBuiltInRole);
  return wanted.some(
    (name) => hasPermission(user, name) || builtIn.some((role) => ROLE_PERMISSIONS[role].includes(name)),
  );
}

export { isStaffUser } from '~/components/auth/staff';

/** The sidebar as this person may use it: links they may open, groups with at least one of them. */
export function visibleNavigation(user: RoleSubject | null | undefined): AdminNavEntry[] {
  const entries: AdminNavEntry[] = [];
  for (const entry of ADMIN_NAVIGATION) {
    if (entry.kind === 'link') {
      if (canAccess(user, entry.permission)) entries.push(entry);
    } else {
      const links = entry.links.filter((link) => canAccess(user, link.permission));
      if (links.length > 0) entries.push({ ...entry, links });
    }
  }
  return entries;
}

/** Where /admin takes this person: the dashboard, else the first screen they may open, else their profile. */
export function firstAdminPathFor(user: RoleSubject | null | undefined): string {
  const [first] = visibleNavigation(user);
  if (!first) return ADMIN_PROFILE_SETTINGS_PATH;
  return first.kind === 'link' ? first.to : first.links[0]!.to;
}

/** The title of the screen being shown, for the top bar. */
export function adminSectionTitle(pathname: string): string {
  if (pathname.startsWith(ADMIN_PROFILE_SETTINGS_PATH)) return 'Mi perfil';
  for (const entry of ADMIN_NAVIGATION) {
    const links = entry.kind === 'link' ? [entry] : entry.links;
    const match = links.find((link) => pathname === link.to || pathname.startsWith(`${link.to}/`));
    if (match) return match.label;
  }
  return 'Administración';
}

/** Two initials for the avatar when there is no photo. */
export function initialsOf(name: string | null | undefined): string {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '?';
  const first = words[0]!.charAt(0);
  const last = words.length > 1 ? words[words.length - 1]!.charAt(0) : '';
  return `${first}${last}`.toUpperCase();
}
