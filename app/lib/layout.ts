import type { UIMatch } from 'react-router';

/** Per-route switches of spec §2 "Layout switches"; everything is on unless a route says otherwise. */
export interface LayoutSwitches {
  adBanner: boolean;
  header: boolean;
  search: boolean;
  footer: boolean;
  accessibility: boolean;
  backToTop: boolean;
  cookieBanner: boolean;
}

export const DEFAULT_LAYOUT: LayoutSwitches = {
  adBanner: true,
  header: true,
  search: true,
  footer: true,
  accessibility: true,
  backToTop: true,
  cookieBanner: true,
};

/** Admin and user areas keep only the accessibility widget. */
export const BARE_LAYOUT: Partial<LayoutSwitches> = {
  adBanner: false,
  header: false,
  search: false,
  footer: false,
  backToTop: false,
  cookieBanner: false,
};

export interface RouteHandle {
  layout?: Partial<LayoutSwitches>;
}

/** Deeper routes override shallower ones, so a layout route can switch a whole area. */
export function resolveLayout(matches: readonly Pick<UIMatch, 'handle'>[]): LayoutSwitches {
  return matches.reduce<LayoutSwitches>((layout, match) => {
    const handle = match.handle as RouteHandle | undefined;
    return handle?.layout ? { ...layout, ...handle.layout } : layout;
  }, DEFAULT_LAYOUT);
}

/** Spec §2: the header turns sticky and translucent on scroll only on these paths. */
const STICKY_EXACT = ['/', '/admin/dashboard', '/user/dashboard', '/user/profile', '/admin/profile/settings'];
const STICKY_PREFIXES = ['/store', '/about', '/brands'];

export function isStickyHeaderPath(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return (
    STICKY_EXACT.includes(path) ||
    STICKY_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`))
  );
}
