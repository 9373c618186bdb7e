import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { FieldLook } from '~/components/forms/field-look';
import { AppearanceToggle } from '~/components/ui/appearance-toggle';
import { ThemeSwitcher } from '~/components/ui/theme-switcher';
import { useAuth } from '~/lib/auth';
import { AdminAvatar } from './admin-avatar';
import { AdminBrand } from './admin-brand';
import { AdminMobileDrawer } from './admin-mobile-drawer';
import { AdminNav } from './admin-nav';
import { ADMIN_PROFILE_SETTINGS_PATH, adminSectionTitle } from './admin-navigation';
import { AdminUserPanel } from './admin-user-panel';

/** The back-office frame of spec §2: sidebar on wide screens, drawer below lg, a top bar and the screen. */
export function AdminShell({ children }: { children: ReactNode }) {
  const { user } = useAuth();
  const { pathname } = useLocation();
  const section = adminSectionTitle(pathname);

  return (
    <div className="min-h-screen bg-bg lg:grid lg:grid-cols-[16.5rem_minmax(0,1fr)]">
      <aside aria-label="Barra lateral de administración" className="hidden border-r border-line bg-surface lg:block">
        <div className="sticky top-0 flex h-screen flex-col">
          <div className="flex h-16 shrink-0 items-center border-b border-line px-5">
            <AdminBrand />
          </div>
          <div className="flex-1 overflow-y-auto px-3 py-5">
            <AdminNav />
          </div>
          {/* The bottom padding leaves the corner to the floating accessibility button. */}
          <div className="shrink-0 border-t border-line px-3 pt-3 pb-22">
            <AdminUserPanel user={user} />
          </div>
        </div>
      </aside>

      <div className="flex min-h-screen min-w-0 flex-col">
        <header className="sticky top-0 z-30 border-b border-line bg-bg/85 backdrop-blur-md">
          <div className="flex h-16 items-center gap-3 px-4 sm:px-6 lg:px-10">
            <AdminMobileDrawer user={user} />
            <div className="lg:hidden">
              <AdminBrand />
            </div>
            <p className="hidden min-w-0 items-center gap-2 text-sm lg:flex">
              <span className={section === 'Administración' ? 'font-semibold text-fg' : 'text-muted'}>Administración</span>
              {section !== 'Administración' && (
                <>
                  <span aria-hidden="true" className="text-line">/</span>
                  <span className="truncate font-semibold text-fg">{section}</span>
                </>
              )}
            </p>
            <div className="ml-auto flex items-center gap-2">
              <div className="hidden items-center gap-2 sm:flex">
                <ThemeSwitcher compact />
                <AppearanceToggle compact showLabel={false} showText={false} />
              </div>
              <Link
                to={ADMIN_PROFILE_SETTINGS_PATH}
                className="ml-1 rounded-full lg:hidden"
              >
                <span className="sr-only">Ajustes de perfil</span>
                <AdminAvatar name={user?.name} photoUrl={user?.profile_photo_url} />
              </Link>
            </div>
          </div>
        </header>
        <main id="main" tabIndex={-1} className="flex-1 px-4 py-8 focus:outline-none sm:px-6 lg:px-10 lg:py-10">
          <div className="mx-auto w-full max-w-6xl">
            <FieldLook value="panel">{children}</FieldLook>
          </div>
        </main>
      </div>
    </div>
  );
}
