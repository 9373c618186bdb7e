import { useId } from 'react';
import clsx from 'clsx';
import { NavLink } from 'react-router';
import { useAuth } from '~/lib/auth';
import { visibleNavigation, type AdminNavLink } from './admin-navigation';

export interface AdminNavProps {
  /** Called after a link is followed (the drawer closes itself with it). */
  onNavigate?: () => void;
  className?: string;
}

/**
 * The back-office navigation, shared by the sidebar and the mobile drawer: only the screens the
 * person's permissions open, and only the groups left with a link.
 */
export function AdminNav({ onNavigate, className }: AdminNavProps) {
  const groupId = useId();
  const { user } = useAuth();
  return (
    <nav aria-label="Administración" className={className}>
      <ul className="flex flex-col gap-0.5">
        {visibleNavigation(user).map((entry) =>
          entry.kind === 'link' ? (
            <li key={entry.to}>
              <AdminNavItem link={entry} onNavigate={onNavigate} />
            </li>
          ) : (
            <li key={entry.label} className="mt-5 first:mt-0">
              <span
                id={`${groupId}-${entry.label}`}
                className="block px-3 pb-1.5 text-[0.6875rem] font-semibold tracking-[0.14em] text-muted uppercase"
              >
                {entry.label}
              </span>
              <ul aria-labelledby={`${groupId}-${entry.label}`} className="flex flex-col gap-0.5">
                {entry.links.map((link) => (
                  <li key={link.to}>
                    <AdminNavItem link={link} onNavigate={onNavigate} />
                  </li>
                ))}
              </ul>
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}

function AdminNavItem({ link, onNavigate }: { link: AdminNavLink; onNavigate?: () => void }) {
  const { icon: Icon, label, to } = link;
  return (
    <NavLink
      to={to}
      onClick={onNavigate}
      className={({ isActive }) =>
        clsx(
          'group relative flex items-center gap-3 rounded-lg px-3 py-2 text-sm transition-colors',
          isActive
            ? 'bg-surface-muted font-semibold text-fg'
            : 'font-medium text-muted hover:bg-surface-muted/70 hover:text-fg',
        )
      }
    >
      {({ isActive }) => (
        <>
          <span
            aria-hidden="true"
            className={clsx(
              'absolute inset-y-1.5 left-0 w-[3px] rounded-full bg-primary transition-opacity',
              isActive ? 'opacity-100' : 'opacity-0',
            )}
          />
          <Icon
            aria-hidden="true"
            className={clsx('size-[1.125rem] shrink-0', isActive ? 'text-primary' : 'text-muted group-hover:text-fg')}
          />
          {label}
        </>
      )}
    </NavLink>
  );
}
