import { TRENDS_LABEL } from '~/lib/store-words';

/*
 * The header's links as the closed header draws them (the links of the menu panel that opens before hydration, the
 * account links): labels and addresses only. What the open menus add (descriptions, icons, brand cards) and the footer's
 * columns are in ./navigation.ts, which only the deferred menus and the footer's island import (issue 36).
 */

export interface NavLink {
  label: string;
  to: string;
}

/** 'Nuestra Tienda' menu of spec §2 Header (STORE_MENU in ./navigation.ts adds each link's description and icon). */
export const STORE_MENU_LINKS = [
  { label: 'Colecciones exclusivas', to: '/store?search=colecci%C3%B3n' },
  { label: 'Personalización', to: '/store#personalizacion' },
  { label: 'Diseño a medida', to: '/store#diseno-a-medida' },
  { label: 'Envío premium', to: '/help/shipping' },
  // The products the team marks as featured (products.is_featured), as the store list shows them.
  { label: TRENDS_LABEL, to: '/store?featured=1#productos' },
] as const satisfies readonly NavLink[];

export const CATALOGUE_LINK: NavLink = { label: 'Ver catálogo completo', to: '/store' };
export const ABOUT_LINK: NavLink = { label: 'Sobre nosotros', to: '/about' };
export const REGISTER_LINK: NavLink = { label: 'Registro', to: '/register' };
export const LOGIN_LINK: NavLink = { label: 'Loguear', to: '/login' };
