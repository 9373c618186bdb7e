import { Gem, PenTool, Ruler, Truck, TrendingUp, type LucideIcon } from 'lucide-react';
import { TRENDS_LEAD } from '~/lib/store-words';
import { STORE_MENU_LINKS, type NavLink } from './navigation';

export interface StoreMenuItem extends NavLink {
  description: string;
  icon: LucideIcon;
}

/** 'Nuestra Tienda' menu of spec §2 Header as the open menus show it (desktop-menus, mobile-menu-sheet). */
export const STORE_MENU_ITEMS: StoreMenuItem[] = [
  { ...STORE_MENU_LINKS.collections, description: 'Cápsulas de tirada corta que no volverán a producirse.', icon: Gem },
  { ...STORE_MENU_LINKS.personalisation, description: 'Bordados, iniciales y parches aplicados en nuestro taller.', icon: PenTool },
  { ...STORE_MENU_LINKS.madeToMeasure, description: 'Patronaje a tus medidas para uniformes y prendas únicas.', icon: Ruler },
  { ...STORE_MENU_LINKS.shipping, description: 'Entrega en 24 h en península, en caja reutilizable.', icon: Truck },
  { ...STORE_MENU_LINKS.trends, description: TRENDS_LEAD, icon: TrendingUp },
];
