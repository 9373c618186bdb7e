import { ArrowLeft, LogOut, Menu } from 'lucide-react';
import { Link } from 'react-router';
import { SideSheet } from '~/components/layout/side-sheet';
import { useAuth } from '~/lib/auth';
import { AccountNavList } from './account-nav-list';
import { useAccountSignOut } from './use-account-sign-out';
import { UserAvatar } from './user-avatar';

/** Below lg the side navigation lives in a sheet; it closes on navigation and Escape. */
export function AccountDrawer() {
  const { user } = useAuth();
  const { isSigningOut, signOut } = useAccountSignOut();

  return (
    <SideSheet
      title="Mi cuenta"
      trigger={{
        className:
          'inline-flex h-10 items-center gap-2 rounded-full border border-line px-3 text-sm font-semibold text-fg transition-colors hover:bg-surface-muted lg:hidden',
        children: (
          <>
            <Menu aria-hidden="true" className="size-4" />
            <span>Menú</span>
            <span className="sr-only">de mi cuenta</span>
          </>
        ),
      }}
      className="bg-bg"
      headerClassName="h-16 bg-surface px-5"
      titleClassName="text-xl"
    >
      {(close) => (
        <>
          <div className="flex items-center gap-3 border-b border-line px-5 py-4">
            <UserAvatar name={user?.name} photoUrl={user?.profile_photo_url} size="md" />
            <div className="min-w-0">
              <p className="truncate text-sm font-semibold">{user?.name || 'Usuario'}</p>
              <p className="truncate text-xs text-muted">{user?.email}</p>
            </div>
          </div>
          <div className="flex-1 overflow-y-auto overscroll-contain px-3 py-5">
            <AccountNavList onNavigate={close} />
          </div>
          <div className="grid shrink-0 grid-cols-2 gap-2 border-t border-line bg-surface p-4">
            <Link to="/store" className="btn-secondary px-3">
              <ArrowLeft aria-hidden="true" className="size-4" />
              Volver a la tienda
            </Link>
            <button type="button" onClick={() => void signOut()} disabled={isSigningOut} className="btn-primary px-3">
              <LogOut aria-hidden="true" className="size-4" />
              {isSigningOut ? 'Cerrando…' : 'Cerrar sesión'}
            </button>
          </div>
        </>
      )}
    </SideSheet>
  );
}
