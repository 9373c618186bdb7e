import * as Dialog from '@radix-ui/react-dialog';
import { Menu, X } from 'lucide-react';
import type { AuthUser } from '@common/auth/contracts';
import { AppearanceToggle } from '~/components/ui/appearance-toggle';
import { ThemeSwitcher } from '~/components/ui/theme-switcher';
import { useClosesOnNavigation } from '~/components/ui/use-closes-on-navigation';
import { AdminBrand } from './admin-brand';
import { AdminNav } from './admin-nav';
import { AdminUserPanel } from './admin-user-panel';
import './admin-motion.css';

/** Below lg the sidebar lives in this drawer: same navigation, same user panel; closes on navigation. */
export function AdminMobileDrawer({ user }: { user: AuthUser | null }) {
  const [isOpen, setIsOpen] = useClosesOnNavigation();
  const close = () => setIsOpen(false);

  return (
    <Dialog.Root open={isOpen} onOpenChange={setIsOpen}>
      <Dialog.Trigger
        aria-label="Abrir menú de administración"
        className="inline-flex size-10 items-center justify-center rounded-lg border border-line bg-surface text-fg transition-colors hover:bg-surface-muted lg:hidden"
      >
        <Menu aria-hidden="true" className="size-5" />
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="td-admin-overlay fixed inset-0 z-50 bg-black/45 backdrop-blur-[2px]" />
        <Dialog.Content
          aria-describedby={undefined}
          className="td-admin-drawer fixed inset-y-0 left-0 z-50 flex w-[min(20rem,88vw)] flex-col border-r border-line bg-surface text-fg shadow-2xl focus:outline-none"
        >
          <div className="flex h-16 shrink-0 items-center justify-between border-b border-line px-4">
            <AdminBrand onNavigate={close} />
            <Dialog.Close
              aria-label="Cerrar menú de administración"
              className="inline-flex size-10 items-center justify-center rounded-lg transition-colors hover:bg-surface-muted"
            >
              <X aria-hidden="true" className="size-5" />
            </Dialog.Close>
          </div>
          <Dialog.Title className="sr-only">Menú de administración</Dialog.Title>
          <div className="flex-1 overflow-y-auto overscroll-contain px-3 py-5">
            <AdminNav onNavigate={close} />
            <div className="mt-6 flex flex-col gap-4 rounded-xl bg-surface-muted/70 p-4">
              <ThemeSwitcher showLabel />
              <AppearanceToggle />
            </div>
          </div>
          <div className="shrink-0 border-t border-line p-3">
            <AdminUserPanel user={user} onNavigate={close} />
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
