import clsx from 'clsx';
import { useId } from 'react';
import { NavLink } from 'react-router';
import { ACCOUNT_NAV } from './account-nav';
import { useUnreadNotifications } from './unread-notifications';

interface AccountNavListProps {
  /** Called after a link is followed, e.g. to close the drawer. */
  onNavigate?: () => void;
  className?: string;
}

/** The grouped links to the area's screens; the current one carries aria-current="page". */
export function AccountNavList({ onNavigate, className }: AccountNavListProps) {
  const unread = useUnreadNotifications();
  const baseId = useId();
  return (
    <nav aria-label="Área de cliente" className={className}>
      <div className="flex flex-col gap-5">
        {ACCOUNT_NAV.map((group, index) => {
          const titleId = `${baseId}-group-${index}`;
          return (
            <div key={group.title}>
              <p id={titleId} className="px-3 text-[0.7rem] font-semibold tracking-[0.16em] text-muted uppercase">
                {group.title}
              </p>
              <ul aria-labelledby={titleId} className="mt-1.5 flex flex-col gap-0.5">
                {group.items.map(({ label, to, icon: Icon, hasUnreadCount }) => (
                  <li key={to}>
                    <NavLink
                      to={to}
                      end
                      onClick={onNavigate}
                      className={({ isActive }) =>
                        clsx(
                          'group relative flex items-center gap-3 rounded-xl px-3 py-1.5 text-sm transition-colors',
                          isActive
                            ? 'bg-surface font-semibold text-fg shadow-sm ring-1 ring-line'
                            : 'text-muted hover:bg-surface-muted hover:text-fg',
                        )
                      }
                    >
                      {({ isActive }) => (
                        <>
                          <span
                            aria-hidden="true"
                            className={clsx(
                              'absolute top-2 bottom-2 left-0 w-0.5 rounded-full',
                              isActive ? 'bg-primary' : 'bg-transparent',
                            )}
                          />
                          <Icon
                            aria-hidden="true"
                            className={clsx('size-4 shrink-0', isActive ? 'text-primary' : 'text-muted group-hover:text-fg')}
                            strokeWidth={1.75}
                          />
                          <span className="min-w-0 flex-1 truncate">{label}</span>{' '}
                          {hasUnreadCount && unread ? (
                            <span className="rounded-full bg-primary px-2 py-0.5 text-[0.7rem] leading-none font-semibold text-on-primary tabular-nums">
                              {unread > 99 ? '99+' : unread}
                              <span className="sr-only"> sin leer</span>
                            </span>
                          ) : null}
                        </>
                      )}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </div>
          );
        })}
      </div>
    </nav>
  );
}
