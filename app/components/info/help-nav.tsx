import clsx from 'clsx';
import { HelpCircle, Mail, RotateCcw, ShieldCheck, Truck, type LucideIcon } from 'lucide-react';
import { NavLink } from 'react-router';

export interface HelpPageLink {
  label: string;
  to: string;
  icon: LucideIcon;
}

/** The five help pages of spec §2, in the footer's order. */
export const HELP_PAGES: HelpPageLink[] = [
  { label: 'Preguntas frecuentes', to: '/help/faq', icon: HelpCircle },
  { label: 'Contacto', to: '/help/contact', icon: Mail },
  { label: 'Envíos', to: '/help/shipping', icon: Truck },
  { label: 'Cambios y devoluciones', to: '/help/returns', icon: RotateCcw },
  { label: 'Garantía', to: '/help/warranty', icon: ShieldCheck },
];

/** Side nav between the help pages: a column on desktop, a row that scrolls sideways on phones. */
export function HelpNav() {
  return (
    <nav aria-label="Centro de ayuda">
      <ul className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 sm:mx-0 sm:px-0 lg:flex-col lg:gap-1 lg:overflow-visible lg:pb-0">
        {HELP_PAGES.map(({ label, to, icon: Icon }) => (
          <li key={to} className="shrink-0">
            <NavLink
              to={to}
              className={({ isActive }) =>
                clsx(
                  'flex items-center gap-3 rounded-full border px-4 py-2.5 text-sm font-medium whitespace-nowrap transition-colors lg:rounded-xl lg:border-transparent',
                  isActive
                    ? 'border-primary bg-primary text-on-primary'
                    : 'border-line bg-surface text-fg hover:bg-surface-muted lg:bg-transparent',
                )
              }
            >
              <Icon aria-hidden="true" className="size-4 shrink-0" />
              {label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
