import { useEffect, type ReactNode } from 'react';
import { startAuth } from '~/lib/auth';
import { AccountNavList } from './account-nav-list';
import { AccountTopBar } from './account-top-bar';
import { refreshUnreadNotifications } from './unread-notifications';

/** The customer area's own chrome: compact top bar, side navigation from lg up, the screen. */
export function AccountShell({ children }: { children: ReactNode }) {
  useEffect(() => {
    void refreshUnreadNotifications();
  }, []);

  return (
    <div className="min-h-screen bg-bg">
      <AccountTopBar />
      <div className="container-page flex gap-10 xl:gap-14">
        <aside className="hidden w-60 shrink-0 lg:block">
          <div className="sticky top-16 max-h-[calc(100vh-4rem)] overflow-y-auto pt-10 pr-2 pb-24">
            <AccountNavList />
          </div>
        </aside>
        <main id="main" tabIndex={-1} className="min-w-0 flex-1 py-8 focus:outline-none sm:py-10 lg:py-12">
          {children}
        </main>
      </div>
    </div>
  );
}

/** Restores the stored session (idempotent) for visitors who land straight on /user. */
export function useStartAuth() {
  useEffect(() => {
    void startAuth();
  }, []);
}
