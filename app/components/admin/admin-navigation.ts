import {
  FolderTree,
  LayoutDashboard,
  Megaphone,
  Settings,
  ShieldCheck,
  Shirt,
  Tags,
  Users,
  type LucideIcon,
} from 'lucide-react';

export interface AdminNavLink {
  label: string;
  to: string;
  icon: LucideIcon;
}

/** A single link, or a titled group of links (spec §2 "Admin layout"). */
export type AdminNavEntry =
  | ({ kind: 'link' } & AdminNavLink)
  | { kind: 'group'; label: string; links: AdminNavLink[] };

/** Sidebar of spec §2: Dashboard; Usuarios (Usuarios, Roles); Productos (Productos, Categorías, Marcas); Banners; Configuración. */
export const ADMIN_NAVIGATION: readonly AdminNavEntry[] = [
  { kind: 'link', label: 'Dashboard', to: '/admin/dashboard', icon: LayoutDashboard },
  {
    kind: 'group',
    label: 'Usuarios',
    links: [
      { label: 'Usuarios', to: '/admin/users', icon: Users },
      { label: 'Roles', to: '/admin/roles', icon: ShieldCheck },
    ],
  },
  {
    kind: 'group',
    label: 'Productos',
    links: [
      { label: 'Productos', to: '/admin/products', icon: Shirt },
      { label: 'Categorías', to: '/admin/categories', icon: FolderTree },
      { label: 'Marcas', to: '/admin/brands', icon: Tags },
    ],
  },
  { kind: 'link', label: 'Banners', to: '/admin/ad-banners', icon: Megaphone },
  { kind: 'link', label: 'Configuración', to: '/admin/settings', icon: Settings },
];

export const ADMIN_PROFILE_SETTINGS_PATH = '/admin/profile/settings';
export const ADMIN_DASHBOARD_PATH = '/admin/dashboard';
export const STORE_HOME_PATH = '/';

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
