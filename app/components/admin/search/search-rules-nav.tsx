import clsx from 'clsx';
import { NavLink } from 'react-router';

export const ADMIN_SEARCH_PATH = '/admin/search';
export const ADMIN_SEARCH_REDIRECTS_PATH = '/admin/search/redirecciones';
export const ADMIN_SEARCH_REPORT_PATH = '/admin/search/consultas';

const TABS = [
  { to: ADMIN_SEARCH_PATH, label: 'Sinónimos' },
  { to: ADMIN_SEARCH_REDIRECTS_PATH, label: 'Redirecciones' },
  { to: ADMIN_SEARCH_REPORT_PATH, label: 'Consultas de clientes' },
] as const;

/** The search's screens (issue 37): synonyms, redirects and what shoppers searched for, as links (the current one marked). */
export function SearchRulesNav() {
  return (
    <nav aria-label="Búsqueda" className="-mx-1 overflow-x-auto">
      <ul className="flex min-w-max gap-1 border-b border-line px-1">
        {TABS.map((tab) => (
          <li key={tab.to}>
            <NavLink
              to={tab.to}
              end
              className={({ isActive }) =>
                clsx(
                  '-mb-px inline-flex min-h-11 items-center border-b-2 px-4 text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary',
                  isActive ? 'border-primary text-fg' : 'border-transparent text-muted hover:border-line hover:text-fg',
                )
              }
            >
              {tab.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
