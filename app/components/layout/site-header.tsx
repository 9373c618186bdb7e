import { useEffect, useState, type ComponentType } from 'react';
import clsx from 'clsx';
import { Link, useLocation, useMatches } from 'react-router';
import { APP_NAME, HEADER_SCROLL_THRESHOLD_PX } from '@common/constants';
import { CartButton } from '~/components/cart/cart-button';
import { AppearanceToggle } from '~/components/ui/appearance-toggle';
import { Logo, LOGO_IMAGE, LOGO_IMAGE_DARK } from '~/components/ui/logo';
import { HeaderAccount } from '~/components/auth/header-account';
import { SearchButton } from '~/components/search/search-dialog';
import { ThemeSwitcher } from '~/components/ui/theme-switcher';
import { isStickyHeaderPath } from '~/lib/layout';
import { DesktopNav } from './desktop-nav';
import { MobileMenu } from './mobile-menu';

/** True once the window is scrolled more than `threshold` px (only listens while `enabled`). */
export function useScrolledPast(threshold: number, enabled: boolean): boolean {
  const [isPast, setIsPast] = useState(false);
  useEffect(() => {
    if (!enabled) {
      setIsPast(false);
      return;
    }
    const update = () => setIsPast(window.scrollY > threshold);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [threshold, enabled]);
  return isPast;
}

/**
 * The route handle of a page that shows the inline search bar (only home, spec §2): the route brings the bar's code
 * itself, so the shell every page downloads does not carry it (issue 36).
 */
export interface HeaderSearchHandle {
  headerSearch?: ComponentType;
}

/** The inline search bar of the deepest route that brings one. */
function useRouteHeaderSearch(): ComponentType | undefined {
  const matches = useMatches();
  const bars = matches.map((match) => (match.handle as HeaderSearchHandle | undefined)?.headerSearch);
  return bars.findLast((bar) => bar !== undefined);
}

/**
 * Site header of spec §2. `showSearch` (the layout switches, only on '/') adds the inline search
 * bar the route brings (HeaderSearchHandle) under the header row; elsewhere the search button opens the search in a modal.
 */
export function SiteHeader({ showSearch }: { showSearch: boolean }) {
  const { pathname } = useLocation();
  const SearchBar = useRouteHeaderSearch();
  const canStick = isStickyHeaderPath(pathname);
  const isSticky = useScrolledPast(HEADER_SCROLL_THRESHOLD_PX, canStick) && canStick;

  return (
    <header
      data-sticky={isSticky ? 'true' : 'false'}
      className={clsx(
        'top-0 z-40 border-b transition-[background-color,box-shadow,border-color] duration-300',
        isSticky
          ? 'sticky border-line bg-surface/80 shadow-[0_1px_24px_-12px_rgb(0_0_0/0.25)] backdrop-blur-lg'
          : 'relative border-line/70 bg-bg',
      )}
    >
      <div className="container-page flex h-20 items-center gap-4 xl:gap-8">
        <Link to="/" aria-label={`${APP_NAME}, ir al inicio`} className="shrink-0 rounded-md">
          <Logo
            imagePath={LOGO_IMAGE}
            darkImagePath={LOGO_IMAGE_DARK}
            width={168}
            height={54}
            alt={APP_NAME}
          />
        </Link>

        <DesktopNav className="hidden lg:block" />

        <div className="ml-auto flex items-center gap-1.5 xl:gap-2">
          <SearchButton />
          <div className="hidden items-center gap-2 lg:flex">
            <ThemeSwitcher compact />
            {/* Under 1280 px the row has no room for both; dark mode stays in the accessibility panel. */}
            <div className="hidden xl:block">
              <AppearanceToggle compact showLabel={false} showText={false} />
            </div>
          </div>
          <span aria-hidden="true" className="mx-1 hidden h-6 w-px bg-line lg:block xl:mx-2" />
          <HeaderAccount className="hidden sm:flex" />
          <CartButton />
          <MobileMenu />
        </div>
      </div>
      {showSearch && SearchBar && (
        <div className="container-page pb-4">
          <SearchBar />
        </div>
      )}
    </header>
  );
}
