import { useEffect, type ReactNode } from 'react';
import { useLocation, useMatches, useRouteLoaderData } from 'react-router';
import { DeferredAdBannerStrip } from '~/components/banners/deferred-ad-banner-strip';
import { DeferredCartPanel } from '~/components/cart/deferred-cart-panel';
import { AlertDialogProvider } from '~/components/ui/alert-dialog';
import { deferModule } from '~/components/ui/deferred';
import { islandContent, StaticIsland } from '~/components/ui/static-island';
import { Toaster } from '~/components/ui/toaster';
import { AccessibilityPanel } from '~/components/widgets/accessibility-panel';
import { BackToTop } from '~/components/widgets/back-to-top';
import { DeferredCookieBanner } from '~/components/widgets/deferred-cookie-banner';
import { FLOATING_LAYER_ID } from '~/components/widgets/floating-offset';
import { startAppearance } from '~/lib/appearance';
import type { InitialBanners } from '~/lib/ad-banners';
import { startAuth } from '~/lib/auth';
import { resolveLayout } from '~/lib/layout';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

// The colour-blindness filters' matrices never change: the server draws them, the browser keeps them and never downloads them.
const ColorFilters = islandContent(
  'color-filter-defs',
  deferModule(() => import('~/components/widgets/color-filter-defs')),
  (m) => m.ColorFilterDefs,
);

/** The page frame of spec §2; each part honours the route's layout switches. */
export function AppShell({ children }: { children: ReactNode }) {
  const layout = resolveLayout(useMatches());
  const { pathname } = useLocation();
  // The root loader's banners for the first page (absent in tests that render the shell alone).
  const initialBanners = useRouteLoaderData<{ adBanners?: InitialBanners }>('root')?.adBanners;

  useEffect(() => {
    startAppearance();
    void startAuth();
  }, []);

  return (
    <AlertDialogProvider>
      <StaticIsland ignoresAddress>
        <ColorFilters />
      </StaticIsland>
      <div className="flex min-h-screen flex-col">
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-[100] focus:rounded-md focus:bg-surface focus:px-4 focus:py-2"
        >
          Saltar al contenido
        </a>
        {layout.cookieBanner && <DeferredCookieBanner />}
        {layout.adBanner && <DeferredAdBannerStrip path={pathname} initial={initialBanners} />}
        {layout.header && <SiteHeader showSearch={layout.search && pathname === '/'} />}
        <div className="flex-1">{children}</div>
        {layout.footer && <SiteFooter />}
      </div>
      <div id={FLOATING_LAYER_ID} className="contents">
        {layout.accessibility && <AccessibilityPanel />}
        {layout.backToTop && <BackToTop />}
      </div>
      <DeferredCartPanel />
      <Toaster />
    </AlertDialogProvider>
  );
}
