import * as Dialog from '@radix-ui/react-dialog';
import { ArrowLeft, LogOut, Menu, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useAuth } from '~/lib/auth';
import { AccountNavList } from './account-nav-list';
import { useAccountSignOut } from './use-account-sign-out';
import { UserAvatar } from './user-avatar';
import '~/components/layout/header-motion.css';

/** Below lg the side navigation lives in a sheet; it closes on navigation and Escape. */
export function AccountDrawer() {
  const [isOpen, setIsOpen] = useState(false);
  const { pathname } = useLocation();
  const { user } = useAuth();
  const { isSigningOut, signOut } = useAccountSignOut();

  useEffect(() => {
    setIsOpen(false);
  }, [pathname]);

  return (
    <Dialog.Root open={isOpen} onOpenChange={setIsOpen}>
      <Dialog.Trigger className="inline-flex h-10 items-center gap-2 rounded-full border border-line px-3 text-sm font-semibold text-fg transition-colors hover:bg-surface-muted lg:hidden">
        <Menu aria-hidden="true" className="size-4" />
        <span>Menú</span>
        <span className="sr-only">de mi cuenta</span>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="td-overlay fixed inset-0 z-50 bg-black/45 backdrop-blur-[2px]" />
        <Dialog.Content
          aria-describedby={undefined}
          className="td-sheet fixed inset-y-0 right-0 z-50 flex w-full max-w-sm flex-col bg-bg text-fg shadow-2xl focus:outline-none"
        >
          <div className="flex h-16 shrink-0 items-center justify-between border-b border-line bg-surface px-5">
            <Dialog.Title className="font-display text-xl font-semibold">Mi cuenta</Dialog.Title>
            <Dialog.Close
              aria-label="Cerrar menú"
              className="inline-flex size-10 items-center justify-center rounded-full transition-colors hover:bg-surface-muted"
            >
              <X aria-hidden="true" className="size-5" />
            </Dialog.Close>
          </div>
          <div className="flex items-center gap-3 border-b border-line px-5 py-4">
            <UserAvatar name={user?.name} photoUrl={user?.profile_photo_url} size="md" />
            <div className="min-w-0">
              <p className="truncate text-sm font-semibold">{user?.name || 'Usuario'}</p>
              <p className="truncate text-xs text-muted">{user?.email}</p>
            </div>
          </div>
          <div className="flex-1 overflow-y-auto overscroll-contain px-3 py-5">
            <AccountNavList onNavigate={() => setIsOpen(false)} />
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
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
