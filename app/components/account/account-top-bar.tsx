import { ArrowLeft, LogOut } from 'lucide-react';
import { Link } from 'react-router';
import { APP_NAME } from '@common/constants';
import { Logo, LOGO_IMAGE, LOGO_IMAGE_DARK } from '~/components/ui/logo';
import { useAuth } from '~/lib/auth';
import { AccountDrawer } from './account-drawer';
import { useAccountSignOut } from './use-account-sign-out';
import { UserAvatar } from './user-avatar';

/** Compact bar of the customer area: logo home, back to the store, who is signed in, sign out. */
export function AccountTopBar() {
  const { user } = useAuth();
  const { isSigningOut, signOut: runSignOut } = useAccountSignOut();
  const name = user?.name || 'Usuario';

  return (
    <header className="sticky top-0 z-40 border-b border-line bg-surface/90 backdrop-blur-lg">
      <div className="container-page flex h-16 items-center gap-4">
        <Link to="/" aria-label={`${APP_NAME}, ir al inicio`} className="shrink-0 rounded-md">
          <Logo imagePath={LOGO_IMAGE} darkImagePath={LOGO_IMAGE_DARK} width={131} height={42} alt={APP_NAME} />
        </Link>
        <span aria-hidden="true" className="hidden h-6 w-px bg-line md:block" />
        <span className="hidden font-display text-lg text-muted md:block">Mi cuenta</span>

        <div className="ml-auto flex items-center gap-2">
          <Link
            to="/store"
            className="hidden items-center gap-2 rounded-full px-3 py-2 text-sm font-medium text-fg transition-colors hover:bg-surface-muted lg:inline-flex"
          >
            <ArrowLeft aria-hidden="true" className="size-4" />
            Volver a la tienda
          </Link>
          <span aria-hidden="true" className="mx-1 hidden h-6 w-px bg-line lg:block" />
          <Link
            to="/user/profile"
            className="flex items-center gap-3 rounded-full py-1 pr-1 pl-1 transition-colors hover:bg-surface-muted sm:pr-4"
          >
            <UserAvatar name={user?.name} photoUrl={user?.profile_photo_url} size="sm" />
            <span className="hidden min-w-0 text-left sm:block">
              <span className="block max-w-44 truncate text-sm leading-tight font-semibold">{name}</span>
              <span className="block max-w-44 truncate text-xs leading-tight text-muted">{user?.email}</span>
            </span>
            <span className="sr-only sm:hidden">{name}, Mi Perfil</span>
          </Link>
          <button
            type="button"
            onClick={() => void runSignOut()}
            disabled={isSigningOut}
            className="hidden items-center gap-2 rounded-full border border-line px-4 py-2 text-sm font-semibold text-fg transition-colors hover:bg-surface-muted disabled:opacity-60 lg:inline-flex"
          >
            <LogOut aria-hidden="true" className="size-4" />
            {isSigningOut ? 'Cerrando sesión…' : 'Cerrar sesión'}
          </button>
          <AccountDrawer />
        </div>
      </div>
    </header>
  );
}
