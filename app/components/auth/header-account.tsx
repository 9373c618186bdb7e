import { useEffect } from 'react';
import clsx from 'clsx';
import { GuestActions } from '~/components/layout/guest-actions';
import { deferModule } from '~/components/ui/deferred';
import { startAuth, useAuth } from '~/lib/auth';

// The signed-in user's menu (Radix DropdownMenu) loads once the session is known (issue 14).
const userMenu = deferModule(() => import('~/components/layout/user-menu'));

/**
 * The header's account corner (spec §2): guests get 'Registro' and 'Loguear', signed-in users their
 * avatar menu. While the session is still unknown (always on the server) an empty box of the guest
 * buttons' size holds the place, so no page ever shows the wrong one first (and for a signed-in
 * user, until the menu's code has loaded).
 */
export function HeaderAccount({ className }: { className?: string }) {
  const { status, user } = useAuth();
  const menu = userMenu.useModule({ now: status === 'authenticated', idle: false });

  useEffect(() => {
    void startAuth();
  }, []);

  // The avatar shows at every width (the guest buttons move into the mobile menu on phones).
  if (status === 'authenticated' && user && menu) return <menu.UserMenu user={user} className="flex" />;
  if (status === 'unauthenticated') return <GuestActions className={className} />;
  return <span aria-hidden="true" data-auth-placeholder="" className={clsx('h-10 w-[11.5rem]', className)} />;
}

/** The account block of the mobile menu: guest buttons, or the user's panel with links and 'Sign out'. */
export function MobileAccount({ onNavigate, className }: { onNavigate: () => void; className?: string }) {
  const { status, user } = useAuth();
  const menu = userMenu.useModule({ now: status === 'authenticated', idle: false });

  if (status === 'authenticated' && user && menu) {
    return (
      <div className={className}>
        <menu.MobileUserPanel user={user} onNavigate={onNavigate} onSignedOut={onNavigate} />
      </div>
    );
  }
  if (status === 'unauthenticated') return <GuestActions layout="stacked" onNavigate={onNavigate} className={className} />;
  return <div aria-hidden="true" data-auth-placeholder="" className={clsx('h-[6.75rem]', className)} />;
}
