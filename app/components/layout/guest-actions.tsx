import clsx from 'clsx';
import { Link } from 'react-router';
import { LOGIN_LINK, REGISTER_LINK } from './nav-links';

/**
 * Right side of the header for guests (spec §2). A signed-in user's avatar menu takes this place,
 * so keep it self-contained.
 */
export function GuestActions({
  layout = 'inline',
  onNavigate,
  className,
}: {
  layout?: 'inline' | 'stacked';
  onNavigate?: () => void;
  className?: string;
}) {
  const isStacked = layout === 'stacked';
  return (
    <div className={clsx('flex items-center gap-2', isStacked && 'flex-col items-stretch gap-3', className)}>
      <Link
        to={LOGIN_LINK.to}
        onClick={onNavigate}
        className={clsx(
          isStacked
            ? 'btn-secondary w-full py-3'
            : 'inline-flex h-10 items-center rounded-full px-3 text-sm font-medium whitespace-nowrap text-fg transition-colors hover:bg-surface-muted xl:px-4',
        )}
      >
        {LOGIN_LINK.label}
      </Link>
      <Link to={REGISTER_LINK.to} onClick={onNavigate} className={clsx('btn-primary whitespace-nowrap', isStacked && 'w-full py-3')}>
        {REGISTER_LINK.label}
      </Link>
    </div>
  );
}
