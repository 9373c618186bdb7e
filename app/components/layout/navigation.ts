import { Gem, PenTool, Ruler, Truck, TrendingUp, type LucideIcon } from 'lucide-react';
import { BRANDS, type Theme } from '@common/theme';
import { TRENDS_LEAD } from '~/lib/store-words';
import { STORE_MENU_LINKS, type NavLink } from './nav-links';

export type { NavLink } from './nav-links';
export { ABOUT_LINK, CATALOGUE_LINK, LOGIN_LINK, REGISTER_LINK } from './nav-links';

export interface StoreMenuItem extends NavLink {
  description: string;
  icon: LucideIcon;
}

const [exclusive, personalised, madeToMeasure, shipping, trends] = STORE_MENU_LINKS;

/** 'Nuestra Tienda' menu of spec §2 Header: its links (./nav-links.ts) with what the open menus show beside them. */
export const STORE_MENU: StoreMenuItem[] = [
  { ...exclusive, description: 'Cápsulas de tirada corta que no volverán a producirse.', icon: Gem },
  { ...personalised, description: 'Bordados, iniciales y parches aplicados en nuestro taller.', icon: PenTool },
  { ...madeToMeasure, description: 'Patronaje a tus medidas para uniformes y prendas únicas.', icon: Ruler },
  { ...shipping, description: 'Entrega en 24 h en península, en caja reutilizable.', icon: Truck },
  { ...trends, description: TRENDS_LEAD, icon: TrendingUp },
];

export interface BrandCard {
  theme: Theme;
  name: string;
  /** Header card tagline (spec §1), kept in English as the spec gives it. */
  cardTagline: string;
  /** Spanish brand line. */
  tagline: string;
  to: string;
  /** The stored palette, drawn as the card's stripes; without it the theme's own. */
  palette?: readonly { name: string; hex: string }[];
}

/** 'Marcas' menu: one card a brand, each drawn in its own palette (what is stored replaces these texts: use-brand-cards.ts). */
export const BRAND_CARDS: BrandCard[] = (['ruediverso', 'divergente'] as const).map((theme) => ({
  theme,
  name: BRANDS[theme].name,
  cardTagline: BRANDS[theme].cardTagline,
  tagline: BRANDS[theme].tagline,
  to: BRANDS[theme].path,
}));

export interface FooterColumn {
  title: string;
  links: NavLink[];
}

/** Public links of spec §2 (route table and footer list). */
export const FOOTER_COLUMNS: FooterColumn[] = [
  {
    title: 'Tienda',
    links: [
      { label: 'Todos los productos', to: '/store' },
      { label: 'Categorías', to: '/store/categories' },
      { label: 'Marcas', to: '/store/brands' },
      { label: 'Ofertas', to: '/store/offers' },
      { label: 'Novedades', to: '/store/new-arrivals' },
    ],
  },
  {
    title: 'Ayuda',
    links: [
      { label: 'Preguntas frecuentes', to: '/help/faq' },
      { label: 'Contacto', to: '/help/contact' },
      { label: 'Envíos', to: '/help/shipping' },
      { label: 'Devoluciones', to: '/help/returns' },
      { label: 'Garantía', to: '/help/warranty' },
    ],
  },
  {
    title: 'Empresa',
    links: [
      { label: 'Sobre nosotros', to: '/about' },
      { label: 'Trabaja con nosotros', to: '/careers' },
      { label: 'Prensa', to: '/press' },
      { label: 'Inversores', to: '/investors' },
      { label: 'Sostenibilidad', to: '/sustainability' },
      { label: 'Directorio de empresas', to: '/directorio' },
    ],
  },
  {
    title: 'Legal',
    links: [
      { label: 'Privacidad', to: '/privacy' },
      { label: 'Términos y condiciones', to: '/terms' },
      { label: 'Cookies', to: '/cookies' },
      { label: 'Accesibilidad', to: '/accessibility' },
      { label: 'Cumplimiento normativo', to: '/compliance' },
      // The withdrawal function (art. 11 bis of Directive 2011/83/EU) is reached from the legal pages.
      { label: 'Desistir de un contrato', to: '/terms#desistimiento' },
    ],
  },
];
