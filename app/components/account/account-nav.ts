import {
  Bell,
  BookmarkCheck,
  CreditCard,
  FileText,
  Heart,
  LayoutDashboard,
  LifeBuoy,
  Lock,
  MapPin,
  Package,
  PackageCheck,
  Receipt,
  RotateCcw,
  Settings,
  ShieldCheck,
  Star,
  Ticket,
  UserRound,
  type LucideIcon,
} from 'lucide-react';

export interface AccountNavItem {
  label: string;
  to: string;
  icon: LucideIcon;
  /** Shows the unread notifications count beside the label. */
  hasUnreadCount?: boolean;
}

export interface AccountNavGroup {
  title: string;
  items: AccountNavItem[];
}

/** The screens of the customer area (spec §2's sixteen, 'Opiniones' of issue 25 and 'Privacidad' of issue 33), grouped as a customer thinks of them. */
export const ACCOUNT_NAV: AccountNavGroup[] = [
  {
    title: 'Mi cuenta',
    items: [
      { label: 'Mi Dashboard', to: '/user/dashboard', icon: LayoutDashboard },
      { label: 'Mi Perfil', to: '/user/profile', icon: UserRound },
      { label: 'Direcciones', to: '/user/addresses', icon: MapPin },
      { label: 'Seguridad', to: '/user/security', icon: ShieldCheck },
      { label: 'Ajustes', to: '/user/settings', icon: Settings },
      { label: 'Privacidad', to: '/user/privacy', icon: Lock },
      { label: 'Notificaciones', to: '/user/notifications', icon: Bell, hasUnreadCount: true },
    ],
  },
  {
    title: 'Compras',
    items: [
      { label: 'Pedidos', to: '/user/orders', icon: Package },
      { label: 'Pedidos activos', to: '/user/orders/active', icon: PackageCheck },
      { label: 'Devoluciones', to: '/user/returns', icon: RotateCcw },
      { label: 'Facturas', to: '/user/invoices', icon: FileText },
      { label: 'Opiniones', to: '/user/reviews', icon: Star },
    ],
  },
  {
    title: 'Pagos',
    items: [
      { label: 'Métodos de pago', to: '/user/payment-methods', icon: CreditCard },
      { label: 'Historial de pagos', to: '/user/payment-history', icon: Receipt },
      { label: 'Cupones', to: '/user/coupons', icon: Ticket },
    ],
  },
  {
    title: 'Favoritos',
    items: [
      { label: 'Lista de deseos', to: '/user/wishlist', icon: Heart },
      { label: 'Productos guardados', to: '/user/saved-products', icon: BookmarkCheck },
    ],
  },
  {
    title: 'Ayuda',
    items: [{ label: 'Soporte', to: '/user/support', icon: LifeBuoy }],
  },
];

export const ACCOUNT_NAV_ITEMS: AccountNavItem[] = ACCOUNT_NAV.flatMap((group) => group.items);

/** The screen a path belongs to; /user/orders/active is its own screen, not 'Pedidos'. */
export function activeNavItem(pathname: string): AccountNavItem | undefined {
  const path = pathname.replace(/\/+$/, '');
  return ACCOUNT_NAV_ITEMS.find((item) => item.to === path);
}
