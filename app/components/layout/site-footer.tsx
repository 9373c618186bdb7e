import { deferModule } from '~/components/ui/deferred';
import { islandContent, StaticIsland } from '~/components/ui/static-island';
import { useStoreSettings } from '~/lib/store-facts';
import { CookiePreferencesButton } from './cookie-preferences-button';
import { FooterStatus } from './footer-status';

const Columns = islandContent(
  'footer-columns',
  deferModule(() => import('./site-footer-columns')),
  (m) => m.FooterColumns,
);

/**
 * Site footer of spec §2: public link columns, brand blurb, how to reach the store and its social
 * links, copyright with the company name and system status. The facts come from the store settings.
 */
export function SiteFooter() {
  const year = new Date().getFullYear();
  const settings = useStoreSettings();
  return (
    <footer className="mt-auto border-t border-line bg-surface-muted text-fg">
      {/* Never changes once drawn: the browser keeps the server's markup (issue 23) and never downloads its code (issue 36). */}
      <StaticIsland ignoresAddress className="container-page grid gap-12 py-16 lg:grid-cols-[minmax(0,1.1fr)_minmax(0,2fr)] lg:gap-16 lg:py-20">
        <Columns settings={settings} />
      </StaticIsland>

      <div className="border-t border-line">
        <div className="container-page flex flex-col gap-4 py-6 text-sm text-muted sm:flex-row sm:items-center sm:justify-between">
          <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:gap-6">
            <p>
              © {year} {settings.legal_name}
            </p>
            <CookiePreferencesButton />
          </div>
          <FooterStatus />
        </div>
      </div>
    </footer>
  );
}
