import { useEffect, type ReactNode } from 'react';
import { useLocation, useMatches } from 'react-router';
import { startAppearance } from '~/lib/appearance';
import { resolveLayout } from '~/lib/layout';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/** The page frame of spec §2; each part honours the route's layout switches. */
export function AppShell({ children }: { children: ReactNode }) {
  const layout = resolveLayout(useMatches());
  const { pathname } = useLocation();

  useEffect(() => {
    startAppearance();
  }, []);

  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-[100] focus:rounded-md focus:bg-surface focus:px-4 focus:py-2"
      >
        Saltar al contenido
      </a>
      {layout.header && <SiteHeader showSearch={layout.search && pathname === '/'} />}
      <div className="flex-1">{children}</div>
      {layout.footer && <SiteFooter />}
    </div>
  );
}
